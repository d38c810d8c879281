import { hasPermission } from '@gatehouse/core';
import type { AdminPortalOptions, AdminPortalSection, EntryVisibility } from './admin-portal-options';

/** A navigation entry of spec 001 §2: default visibility, permission and feature flag. */
export interface NavigationEntry {
  name: string;
  label: string;
  visibility: EntryVisibility;
  /** Permission the signed-in user needs; none for profile. */
  permission?: string;
  flag?: string;
  /** The section it opens; entries without one, or whose section is not built yet, are never listed. */
  section?: AdminPortalSection;
}

/** The navigation table of spec 001 §2, in its order. */
export const navigationTable: readonly NavigationEntry[] = [
  { name: 'usage', label: 'Usage', visibility: 'hidden', permission: 'fe.usage.read', flag: 'fe-usage-page' },
  { name: 'webhooks', label: 'Webhooks', visibility: 'hidden', permission: 'fe.connectivity.read.webhooks' },
  { name: 'roles', label: 'Roles', visibility: 'hidden', permission: 'fe.secure.read.roles', section: 'roles' },
  { name: 'users', label: 'Users', visibility: 'always', permission: 'fe.secure.read.users', section: 'users' },
  {
    name: 'personalApiTokens',
    label: 'Personal API tokens',
    visibility: 'hidden',
    permission: 'fe.secure.read.userApiTokens',
    section: 'personalApiTokens',
  },
  { name: 'apiTokens', label: 'API tokens', visibility: 'hidden', permission: 'fe.secure.read.tenantApiTokens', section: 'apiTokens' },
  { name: 'profile', label: 'Profile', visibility: 'always', section: 'profile' },
  { name: 'privacy', label: 'Privacy', visibility: 'always', permission: 'fe.secure.read.securityPolicy', section: 'privacy' },
  { name: 'account', label: 'Account', visibility: 'always', permission: 'fe.secure.read.accountSettings', section: 'account' },
  { name: 'security', label: 'Security', visibility: 'always', permission: 'fe.secure.read.securityPolicy' },
  { name: 'sso', label: 'SSO', visibility: 'hidden', permission: 'fe.secure.read.samlConfiguration' },
  { name: 'provisioning', label: 'Provisioning', visibility: 'hidden', permission: 'fe.secure.read.provisioningConfiguration' },
  { name: 'audits', label: 'Audits', visibility: 'always', permission: 'fe.secure.read.audits' },
  { name: 'subscriptions', label: 'Subscriptions', visibility: 'hidden', permission: 'fe.subscriptions.*' },
  { name: 'allAccounts', label: 'All accounts', visibility: 'byPermissions', permission: 'fe.account-hierarchy.read.subAccount' },
  { name: 'groups', label: 'Groups', visibility: 'hidden', permission: 'fe.secure.read.groups', section: 'groups' },
];

/** What gating reads: the granted permission patterns and a flag lookup. */
export interface GatingInput {
  permissions: readonly string[];
  isFlagOn(flag: string): boolean;
  options?: AdminPortalOptions;
  /** The table to gate (the spec's by default). */
  table?: readonly NavigationEntry[];
}

// A required wildcard (fe.subscriptions.*) is met by any granted key under it, or by a pattern covering it.
const holds = (granted: readonly string[], required: string) =>
  hasPermission(granted, required) || (required.endsWith('.*') && granted.some((g) => g.startsWith(required.slice(0, -1))));

/** The entries the user sees: not hidden (default or option), permission held, flag on, a section to open. */
export function visibleEntries({ permissions, isFlagOn, options, table = navigationTable }: GatingInput): NavigationEntry[] {
  return table.filter((entry) => {
    if (!entry.section) return false;
    const override = options?.navigation?.[entry.name];
    if ((override?.visibility ?? entry.visibility) === 'hidden') return false;
    const permission = override?.permission === undefined ? entry.permission : override.permission;
    if (permission && !holds(permissions, permission)) return false;
    return !entry.flag || isFlagOn(entry.flag);
  });
}
