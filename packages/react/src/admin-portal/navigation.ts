import { hasPermission } from '@gatehouse/core';
import type { AdminPortalOptions, AdminPortalSection, EntryVisibility } from './admin-portal-options';

/** The navigation's groups, in the order the portal shows them: the user's own pages, then the account's. */
export const navigationGroups = ['personal', 'account'] as const;
/** A group of the navigation: `personal` (profile, privacy, personal API tokens) or `account` (the tenant's pages). */
export type NavigationGroup = (typeof navigationGroups)[number];

/** A navigation entry of spec 001 §2: default visibility, permission and feature flag; its label is `portal.nav.<name>`. */
export interface NavigationEntry {
  name: string;
  /** The group it is listed under. */
  group: NavigationGroup;
  visibility: EntryVisibility;
  /** Permission the signed-in user needs; none for profile. */
  permission?: string;
  flag?: string;
  /** The section it opens; entries without one, or whose section is not built yet, are never listed. */
  section?: AdminPortalSection;
}

/** The navigation table of spec 001 §2, in its order (the order entries keep inside their group). */
export const navigationTable: readonly NavigationEntry[] = [
  { name: 'usage', group: 'account', visibility: 'hidden', permission: 'fe.usage.read', flag: 'fe-usage-page' },
  { name: 'webhooks', group: 'account', visibility: 'hidden', permission: 'fe.connectivity.read.webhooks' },
  { name: 'roles', group: 'account', visibility: 'hidden', permission: 'fe.secure.read.roles', section: 'roles' },
  { name: 'users', group: 'account', visibility: 'always', permission: 'fe.secure.read.users', section: 'users' },
  {
    name: 'personalApiTokens',
    group: 'personal',
    visibility: 'hidden',
    permission: 'fe.secure.read.userApiTokens',
    section: 'personalApiTokens',
  },
  { name: 'apiTokens', group: 'account', visibility: 'hidden', permission: 'fe.secure.read.tenantApiTokens', section: 'apiTokens' },
  { name: 'profile', group: 'personal', visibility: 'always', section: 'profile' },
  { name: 'privacy', group: 'personal', visibility: 'always', permission: 'fe.secure.read.securityPolicy', section: 'privacy' },
  { name: 'account', group: 'account', visibility: 'always', permission: 'fe.secure.read.accountSettings', section: 'account' },
  { name: 'security', group: 'account', visibility: 'always', permission: 'fe.secure.read.securityPolicy' },
  { name: 'sso', group: 'account', visibility: 'hidden', permission: 'fe.secure.read.samlConfiguration', section: 'sso' },
  { name: 'provisioning', group: 'account', visibility: 'hidden', permission: 'fe.secure.read.provisioningConfiguration' },
  { name: 'audits', group: 'account', visibility: 'always', permission: 'fe.secure.read.audits' },
  { name: 'subscriptions', group: 'account', visibility: 'hidden', permission: 'fe.subscriptions.*' },
  { name: 'allAccounts', group: 'account', visibility: 'byPermissions', permission: 'fe.account-hierarchy.read.subAccount' },
  { name: 'groups', group: 'account', visibility: 'hidden', permission: 'fe.secure.read.groups', section: 'groups' },
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

/** Entries under their group, groups in navigationGroups order, each keeping the entries' order; empty groups left out. */
export function groupEntries(entries: readonly NavigationEntry[]): { group: NavigationGroup; entries: NavigationEntry[] }[] {
  return navigationGroups
    .map((group) => ({ group, entries: entries.filter((entry) => entry.group === group) }))
    .filter((g) => g.entries.length > 0);
}
