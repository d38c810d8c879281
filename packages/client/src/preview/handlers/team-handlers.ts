import { USERS_PAGE_SIZE, type TeamUser, type UserSortField } from '@gatehouse/contracts';
import { previewSessionSettings } from '@gatehouse/fixtures';
import { fail } from '../preview-error';
import { caller, type PreviewContext, type PreviewHandlers } from '../preview-handler';
import { addUser, newMembership } from '../preview-records';
import type { PreviewState } from '../preview-state';
import { memberOf, membersOf, teamUserView, userByEmail, visibleRoles } from '../preview-views';

/** What a users list asks for, whatever the version's query names. */
interface ListQuery {
  limit?: number;
  page?: number;
  sortBy?: UserSortField;
  order?: 'ASC' | 'DESC';
  email?: string;
  ids?: string[];
  preset?: 'mfa-unenrolled' | 'inactive';
  maxInactiveSeconds?: number;
}

const compare = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.localeCompare(b) : Number(a ?? false) - Number(b ?? false);

/** A page of the tenant's members: filtered by ids, email prefix and preset, sorted, then cut (wire-compat §3.1). */
function usersPage(state: PreviewState, tenantId: string, q: ListQuery) {
  const limit = q.limit ?? USERS_PAGE_SIZE;
  const inactiveBefore = state.now() - (q.maxInactiveSeconds ?? previewSessionSettings.absoluteTimeoutSeconds) * 1000;
  let rows: TeamUser[] = membersOf(state, tenantId).map((u) => teamUserView(state, u, tenantId));
  if (q.ids?.length) rows = rows.filter((r) => q.ids!.includes(r.id));
  if (q.email) rows = rows.filter((r) => r.email.startsWith(q.email!));
  if (q.preset === 'mfa-unenrolled') rows = rows.filter((r) => !r.mfaEnrolled);
  if (q.preset === 'inactive') rows = rows.filter((r) => !r.lastLogin || Date.parse(r.lastLogin) < inactiveBefore);
  if (q.sortBy) {
    const sign = q.order === 'DESC' ? -1 : 1;
    rows = [...rows].sort((a, b) => sign * compare(a[q.sortBy!], b[q.sortBy!]));
  }
  const start = (q.page ?? 0) * limit;
  return { items: rows.slice(start, start + limit), totalItems: rows.length, totalPages: Math.ceil(rows.length / limit) };
}

/** Role ids as the admin portal sends them: none means the default roles, `['']` means none (spec 001 §5). */
function resolveRoleIds(state: PreviewState, tenantId: string, ids: string[] | undefined): string[] {
  const visible = visibleRoles(state, tenantId);
  if (!ids || ids.length === 0) return visible.filter((r) => r.isDefault).map((r) => r.id);
  const wanted = ids.filter(Boolean);
  if (wanted.some((id) => !visible.some((r) => r.id === id))) fail('team.role_not_found');
  return wanted;
}

/** Invites one address into the tenant: a new account, a new membership, or the pending one again. */
function invite(context: PreviewContext, email: string, roleIds: string[], extra: { name?: string; phone?: string } = {}) {
  const { state } = context;
  const tenantId = caller(context).session.tenantId;
  const existing = userByEmail(state, email);
  const membership = existing?.memberships.get(tenantId);
  if (membership && !membership.invitationPending) return { user: existing!, status: 'already_member' as const };
  if (existing && membership) return { user: existing, status: 'resent' as const };
  if (existing) {
    existing.memberships.set(tenantId, newMembership(state, roleIds, true));
    return { user: existing, status: 'invited' as const };
  }
  const user = addUser(state, { email, name: extra.name, phoneNumber: extra.phone, password: '', verified: false }, [
    [tenantId, newMembership(state, roleIds, true)],
  ]);
  return { user, status: 'invited' as const };
}

/** A member other than the caller (nobody disables or removes themselves). */
function otherMember(context: PreviewContext, userId: string) {
  const { user, session } = caller(context);
  if (user.id === userId) fail('team.not_yourself');
  return memberOf(context.state, session.tenantId, userId);
}

/** The users table and its row actions (spec 001 §3–4, wire-compat §3.1–3.2). */
export const teamHandlers: PreviewHandlers = {
  listUsersV3: ({ query }, context) => {
    const { items, totalItems, totalPages } = usersPage(context.state, caller(context).session.tenantId, {
      limit: query._limit,
      page: query._offset,
      sortBy: query._sortBy,
      order: query._order,
      email: query._email,
      ids: query.ids,
      preset: query._preset,
      maxInactiveSeconds: query._maxInactiveSeconds,
    });
    return { items, _metadata: { totalItems, totalPages } };
  },
  listUsersV2: ({ query }, context) => {
    const page = usersPage(context.state, caller(context).session.tenantId, {
      limit: query._limit,
      page: query._offset,
      sortBy: query._sortBy,
      order: query._order,
      email: query._filter,
      ids: query.ids,
    });
    return { items: page.items, _metadata: { totalItems: page.totalItems, totalPages: page.totalPages } };
  },
  listTeamMembers: ({ query }, context) =>
    usersPage(context.state, caller(context).session.tenantId, {
      limit: query.pageSize,
      page: query.pageOffset,
      sortBy: query.sortBy,
      order: query.sortDirection,
      email: query.searchFilter,
    }),
  inviteUser: ({ body }, context) => {
    const { state } = context;
    const tenantId = caller(context).session.tenantId;
    const { user, status } = invite(context, body.email, resolveRoleIds(state, tenantId, body.roleIds), {
      name: body.name,
      phone: body.phone,
    });
    if (status === 'already_member') fail('team.already_member');
    if (body.expirationInSeconds)
      user.memberships.get(tenantId)!.temporaryExpirationDate = new Date(state.now() + body.expirationInSeconds * 1000).toISOString();
    return teamUserView(state, user, tenantId);
  },
  bulkInviteUsers: ({ body }, context) => {
    const roleIds = resolveRoleIds(context.state, caller(context).session.tenantId, body.roleIds);
    const items = body.emails.map((email) => {
      const { user, status } = invite(context, email, roleIds);
      return { email: user.email, userId: user.id, status };
    });
    return { items };
  },
  updateTeamMember: ({ body }, context) => {
    const { state } = context;
    const tenantId = caller(context).session.tenantId;
    const { user, membership } = memberOf(state, tenantId, body.id);
    // `[]` leaves the roles as they are, `['']` clears them (spec 001 §5).
    if (body.roleIds && body.roleIds.length > 0)
      membership.roleIds = body.roleIds[0] === '' && body.roleIds.length === 1 ? [] : resolveRoleIds(state, tenantId, body.roleIds);
    if (body.name !== undefined) user.name = body.name;
    return { item: teamUserView(state, user, tenantId) };
  },
  deleteTeamMember: ({ params }, context) => {
    const { state } = context;
    const { user } = otherMember(context, params.userId);
    const tenantId = caller(context).session.tenantId;
    user.memberships.delete(tenantId);
    for (const g of state.groups) if (g.tenantId === tenantId) g.userIds = g.userIds.filter((id) => id !== user.id);
    // The account itself goes only when no tenant is left.
    if (user.memberships.size === 0) state.users = state.users.filter((u) => u !== user);
    return {};
  },
  disableTenantUser: ({ params }, context) => {
    otherMember(context, params.userId).membership.isDisabled = true;
    return {};
  },
  enableTenantUser: ({ params }, context) => {
    memberOf(context.state, caller(context).session.tenantId, params.userId).membership.isDisabled = false;
    return {};
  },
  unlockTenantUser: ({ params }, context) => {
    memberOf(context.state, caller(context).session.tenantId, params.userId).membership.isLocked = false;
    return {};
  },
  resendMemberActivation: ({ params }, context) => {
    const { user, membership } = memberOf(context.state, caller(context).session.tenantId, params.userId);
    if (user.verified && !membership.invitationPending) fail('team.already_activated');
    return {};
  },
  setTemporaryUser: ({ params, body }, context) => {
    const { membership } = memberOf(context.state, caller(context).session.tenantId, params.userId);
    membership.temporaryExpirationDate = new Date(context.state.now() + body.expirationInSeconds * 1000).toISOString();
    return { temporaryExpirationDate: membership.temporaryExpirationDate };
  },
  setPermanentUser: ({ params }, context) => {
    memberOf(context.state, caller(context).session.tenantId, params.userId).membership.temporaryExpirationDate = null;
    return {};
  },
  temporaryUsersConfig: () => ({ enabled: true }),
};
