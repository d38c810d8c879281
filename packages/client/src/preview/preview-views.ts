import type { Group, PermissionWithAssignment, Role, TeamUser, Tenant, UserProfile } from '@gatehouse/contracts';
import { fail } from './preview-error';
import type { Membership, PreviewGroup, PreviewState, PreviewUser } from './preview-state';

// How the preview world's records are answered: the same derived shapes the server's stores give.

/** The user of that id, or the server's 404. */
export function userById(state: PreviewState, id: string): PreviewUser {
  return state.users.find((u) => u.id === id) ?? fail('user.not_found');
}

/** The user with that email (compared lower-cased), if any. */
export function userByEmail(state: PreviewState, email: string | undefined): PreviewUser | undefined {
  const wanted = email?.trim().toLowerCase();
  return wanted ? state.users.find((u) => u.email === wanted) : undefined;
}

/** A member of the tenant and their membership, or the server's 404. */
export function memberOf(state: PreviewState, tenantId: string, userId: string): { user: PreviewUser; membership: Membership } {
  const user = userById(state, userId);
  const membership = user.memberships.get(tenantId);
  if (!membership) fail('user.not_found');
  return { user, membership };
}

/** The members of a tenant, in the order they were added. */
export function membersOf(state: PreviewState, tenantId: string): PreviewUser[] {
  return state.users.filter((u) => u.memberships.has(tenantId));
}

/** The roles a tenant sees: the vendor's and its own. */
export function visibleRoles(state: PreviewState, tenantId: string): Role[] {
  return state.roles.filter((r) => r.tenantId === undefined || r.tenantId === tenantId);
}

/** A visible role of that id, or the server's 404. */
export function roleById(state: PreviewState, tenantId: string, id: string): Role {
  return visibleRoles(state, tenantId).find((r) => r.id === id) ?? fail('role.not_found');
}

/** The roles a member holds in a tenant: their own and, when group roles are on, their groups'. */
export function effectiveRoles(state: PreviewState, user: PreviewUser, tenantId: string): Role[] {
  const ids = new Set(user.memberships.get(tenantId)?.roleIds ?? []);
  const config = state.groupsConfig.get(tenantId);
  if (config?.enabled && config.rolesEnabled)
    for (const g of state.groups) if (g.tenantId === tenantId && g.userIds.includes(user.id)) g.roleIds.forEach((id) => ids.add(id));
  return visibleRoles(state, tenantId).filter((r) => ids.has(r.id));
}

/** A permission as answered with the roles of the tenant that grant it. */
export function permissionView(state: PreviewState, tenantId: string, id: string): PermissionWithAssignment {
  const p = state.permissions.find((x) => x.id === id) ?? fail('permission.not_found');
  return {
    ...p,
    roleIds: visibleRoles(state, tenantId)
      .filter((r) => r.permissions.includes(p.id))
      .map((r) => r.id),
  };
}

/** The permission keys the roles give. */
export function permissionKeys(state: PreviewState, roles: readonly Role[]): string[] {
  const ids = new Set(roles.flatMap((r) => r.permissions));
  return state.permissions.filter((p) => ids.has(p.id)).map((p) => p.key);
}

/** A user's row in the users table of a tenant (wire-compat §3.1). */
export function teamUserView(state: PreviewState, user: PreviewUser, tenantId: string): TeamUser {
  const m = user.memberships.get(tenantId)!;
  const roles = visibleRoles(state, tenantId).filter((r) => m.roleIds.includes(r.id));
  return {
    id: user.id,
    sub: user.id,
    email: user.email,
    name: user.name,
    profilePictureUrl: user.profilePictureUrl,
    verified: user.verified,
    mfaEnrolled: mfaEnrolled(user),
    phoneNumber: user.phoneNumber,
    provider: user.provider,
    tenantId,
    tenantIds: [tenantId],
    tenants: [{ tenantId, roles }],
    managedBy: user.managedBy,
    metadata: user.metadata,
    createdAt: m.joinedAt,
    lastLogin: user.lastLogin,
    roles,
    vendorId: state.vendorId,
    activatedForTenant: m.activatedForTenant,
    invitationPending: m.invitationPending,
    isLocked: m.isLocked,
    isDisabled: m.isDisabled,
    temporaryExpirationDate: m.temporaryExpirationDate,
    roleIds: roles.map((r) => r.id),
    groups: state.groups
      .filter((g) => g.tenantId === tenantId && g.userIds.includes(user.id))
      .map((g) => ({ id: g.id, name: g.name, color: g.color ?? null })),
    applications: [],
  };
}

/** The signed-in user's profile in their active tenant (`GET /me`). */
export function profileView(state: PreviewState, user: PreviewUser, tenantId: string): UserProfile {
  const roles = effectiveRoles(state, user, tenantId);
  const keys = new Set(permissionKeys(state, roles));
  const {
    roleIds: _ids,
    groups: _groups,
    applications: _apps,
    vendorId: _vendor,
    temporaryExpirationDate: _temp,
    invitationPending: _pending,
    ...row
  } = teamUserView(state, user, tenantId);
  return {
    ...row,
    createdAt: user.createdAt,
    tenantIds: [...user.memberships.keys()],
    tenants: [...user.memberships.entries()].map(([id, m]) => ({
      tenantId: id,
      roles: visibleRoles(state, id).filter((r) => m.roleIds.includes(r.id)),
    })),
    roles,
    permissions: state.permissions.filter((p) => keys.has(p.key)).map((p) => permissionView(state, tenantId, p.id)),
  };
}

/** The tenants a user belongs to. */
export function tenantsOf(state: PreviewState, user: PreviewUser): Tenant[] {
  return state.tenants.filter((t) => user.memberships.has(t.tenantId));
}

/** A group as answered, with the relations asked for (wire-compat §3.4). */
export function groupView(state: PreviewState, group: PreviewGroup, relations?: 'roles' | 'users' | 'rolesAndUsers'): Group {
  const { tenantId, roleIds, userIds, ...rest } = group;
  const withRoles = relations === 'roles' || relations === 'rolesAndUsers';
  const withUsers = relations === 'users' || relations === 'rolesAndUsers';
  return {
    ...rest,
    ...(withRoles ? { roles: visibleRoles(state, tenantId).filter((r) => roleIds.includes(r.id)) } : {}),
    ...(withUsers
      ? {
          users: membersOf(state, tenantId)
            .filter((u) => userIds.includes(u.id))
            .map((u) => ({
              id: u.id,
              email: u.email,
              name: u.name,
              profilePictureUrl: u.profilePictureUrl,
              activatedForTenant: u.memberships.get(tenantId)!.activatedForTenant,
              createdAt: u.memberships.get(tenantId)!.joinedAt,
            })),
        }
      : {}),
  };
}

/** Whether the user has any second factor. */
export function mfaEnrolled(user: PreviewUser): boolean {
  return user.authenticators.length + user.mfaPhones.length + user.mfaKeys.length > 0;
}

/** The user's second factors as the login answer and the devices list carry them (wire-compat §2.17). */
export function mfaDevicesOf(user: PreviewUser) {
  return {
    webauthn: user.mfaKeys.map((k) => ({ ...k })),
    phones: user.mfaPhones.map((p) => ({ ...p })),
    authenticators: user.authenticators.map((a) => ({ ...a })),
    emails: [{ email: user.email }],
  };
}
