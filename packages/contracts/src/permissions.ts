/** The all-access permission (spec 000 §6). */
export const ALL_ACCESS = 'fe.*';

/**
 * Permission keys of the admin portal (spec 001 §6). Read keys are granted to the ReadOnly
 * role; write keys only to Admin.
 */
export const permissionCatalogue = [
  { key: 'fe.secure.read.accountSettings', category: 'account-settings', name: 'Read account settings' },
  { key: 'fe.account-settings.write.custom-login-box', category: 'account-settings', name: 'Edit custom login box' },
  { key: 'fe.secure.write.accountSettings', category: 'account-settings', name: 'Edit account settings' },
  { key: 'fe.secure.read.users', category: 'users', name: 'Read users' },
  { key: 'fe.secure.write.users', category: 'users', name: 'Manage users' },
  { key: 'fe.secure.delete.users', category: 'users', name: 'Delete users' },
  // Not granted to Admin unless the operator opts in (config impersonationByAdmins, decision 0021).
  { key: 'fe.secure.write.impersonate', category: 'users', name: 'Impersonate users' },
  { key: 'fe.secure.read.groups', category: 'groups', name: 'Read groups' },
  { key: 'fe.secure.write.groups', category: 'groups', name: 'Manage groups' },
  { key: 'fe.secure.read.roles', category: 'roles', name: 'Read roles' },
  { key: 'fe.secure.write.roles', category: 'roles', name: 'Manage roles' },
  { key: 'fe.secure.read.tenantApiTokens', category: 'api-tokens', name: 'Read tenant API tokens' },
  { key: 'fe.secure.write.tenantApiTokens', category: 'api-tokens', name: 'Manage tenant API tokens' },
  { key: 'fe.secure.read.securityPolicy', category: 'security', name: 'Read security policies' },
  { key: 'fe.secure.write.securityPolicy', category: 'security', name: 'Manage security policies' },
  { key: 'fe.secure.read.samlConfiguration', category: 'sso', name: 'Read SSO configuration' },
  { key: 'fe.secure.write.samlConfiguration', category: 'sso', name: 'Manage SSO configuration' },
  { key: 'fe.secure.read.audits', category: 'audits', name: 'Read audit logs' },
  { key: 'fe.connectivity.read.webhooks', category: 'webhooks', name: 'Read webhooks' },
  { key: 'fe.connectivity.write.webhooks', category: 'webhooks', name: 'Manage webhooks' },
  { key: 'fe.subscriptions.read', category: 'subscriptions', name: 'Read subscriptions' },
  { key: 'fe.subscriptions.write', category: 'subscriptions', name: 'Manage subscriptions' },
  { key: 'fe.account-hierarchy.read.subAccount', category: 'sub-accounts', name: 'Read sub-accounts' },
  { key: 'fe.account-hierarchy.write.subAccount', category: 'sub-accounts', name: 'Manage sub-accounts' },
] as const;

/** A permission key of the catalogue. */
export type PermissionKey = (typeof permissionCatalogue)[number]['key'];

/** True for keys that only read (granted to the ReadOnly role). */
export const isReadPermission = (key: string): boolean => /\.read(\.|$)/.test(key);

/** Default roles seeded for every vendor. */
export const defaultRoles = {
  admin: { key: 'Admin', name: 'Admin', description: 'Full access to the account', permissions: [ALL_ACCESS] },
  readOnly: { key: 'ReadOnly', name: 'Read only', description: 'Can see, cannot change' },
} as const;
