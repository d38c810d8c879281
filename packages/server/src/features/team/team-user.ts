import type { Role, TeamUser } from '@gatehouse/contracts';
import { isUserLocked, userIdentity } from '../users/index';
import type { MemberRows } from './team.store';

/** What the wire row of a member is built from. */
export interface MemberView extends MemberRows {
  roles: Role[];
  groups: { id: string; name: string; color: string | null }[];
  mfaEnrolled: boolean;
}

/**
 * A member as the users table shows it. Only the caller's tenant appears (`tenantIds`,
 * `tenants`): which other tenants a user belongs to is not this tenant's business.
 */
export function toTeamUser(v: MemberView, tenantId: string, now: string): TeamUser {
  const { user, membership } = v;
  return {
    ...userIdentity(user, v.mfaEnrolled),
    tenantId,
    tenantIds: [tenantId],
    vendorId: user.vendor_id,
    activatedForTenant: membership.activated === 1 && membership.pending_invitation === 0,
    invitationPending: membership.pending_invitation === 1 || user.verified === 0,
    isLocked: isUserLocked(user, now),
    isDisabled: membership.disabled === 1,
    createdAt: membership.created_at,
    temporaryExpirationDate: membership.expires_at,
    tenants: [{ tenantId, roles: v.roles }],
    roleIds: v.roles.map((r) => r.id),
    roles: v.roles,
    groups: v.groups.map((g) => ({ id: g.id, name: g.name, color: g.color })),
    applications: [],
  };
}
