import { caller, type PreviewHandlers } from '../preview-handler';
import { memberOf, membersOf, teamUserView } from '../preview-views';

const WEEK_MS = 7 * 86_400_000;

/** One member, their roles and groups, team counts, and signing a member out everywhere. */
export const memberDetailsHandlers: PreviewHandlers = {
  getTeamUser: ({ params }, context) => {
    const tenantId = caller(context).session.tenantId;
    const { user, membership } = memberOf(context.state, tenantId, params.userId);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      deletedAt: null,
      metadata: user.metadata,
      tenantId,
      vendorId: context.state.vendorId,
      createdAt: membership.joinedAt,
      updatedAt: membership.joinedAt,
    };
  },
  getTeamStats: (_request, context) => {
    const tenantId = caller(context).session.tenantId;
    const rows = membersOf(context.state, tenantId).map((u) => teamUserView(context.state, u, tenantId));
    return {
      totalItems: rows.length,
      addedThisWeek: rows.filter((r) => Date.parse(r.createdAt) > context.state.now() - WEEK_MS).length,
      superAdmins: rows.filter((r) => r.roles.some((role) => role.key === 'Admin')).length,
    };
  },
  getUsersRoles: ({ query }, context) => {
    const tenantId = caller(context).session.tenantId;
    return membersOf(context.state, tenantId)
      .filter((u) => !query.ids || query.ids.includes(u.id))
      .map((u) => ({ vendorId: context.state.vendorId, tenantId, userId: u.id, roleIds: [...u.memberships.get(tenantId)!.roleIds] }));
  },
  getUsersGroups: ({ query }, context) => {
    const tenantId = caller(context).session.tenantId;
    return membersOf(context.state, tenantId)
      .filter((u) => !query.ids || query.ids.includes(u.id))
      .map((u) => ({
        vendorId: context.state.vendorId,
        tenantId,
        userId: u.id,
        groupIds: context.state.groups.filter((g) => g.tenantId === tenantId && g.userIds.includes(u.id)).map((g) => g.id),
      }));
  },
  revokeUserSessions: ({ body }, context) => {
    const { user } = memberOf(context.state, caller(context).session.tenantId, body.userId);
    user.sessions = [];
    if (context.state.session?.userId === user.id) context.state.session = null;
    return {};
  },
};
