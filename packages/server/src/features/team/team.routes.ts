import { teamApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { fail } from '../../kernel/app-error';
import { route, type RouteDef } from '../../http/define-route';

/** Users and team of the admin portal, and invitation acceptance (spec 001 §7, wire-compat §3.1, §3.2, §3.16, §2.7). */
export function teamRoutes(deps: Deps): RouteDef[] {
  const { members, invitations, inviteLinks, team } = deps.team;
  const done = () => ({});
  return [
    route(teamApi.listUsersV2, ({ auth, query }) =>
      members.list(auth, {
        limit: query._limit,
        page: query._offset,
        sortBy: query._sortBy,
        order: query._order,
        emailPrefix: query._filter,
        ids: query.ids,
      }),
    ),
    route(teamApi.listUsersV3, ({ auth, query }) => {
      const tenant = query._tenantId ?? query.tenantId;
      // Another tenant's list is not reachable by naming it.
      if (tenant && tenant !== auth.tenantId) throw fail('auth.forbidden');
      return members.list(auth, {
        limit: query._limit,
        page: query._offset,
        sortBy: query._sortBy,
        order: query._order,
        emailPrefix: query._email,
        ids: query.ids,
        preset: query._preset,
        maxInactiveSeconds: query._maxInactiveSeconds,
      });
    }),
    route(teamApi.listTeamMembers, async ({ auth, query }) => {
      const page = await members.list(auth, {
        limit: query.pageSize,
        page: query.pageOffset,
        sortBy: query.sortBy,
        order: query.sortDirection,
        emailPrefix: query.searchFilter,
      });
      return { items: page.items, totalPages: page._metadata.totalPages, totalItems: page._metadata.totalItems };
    }),
    route(teamApi.getUsersRoles, ({ auth, query }) => members.rolesOf(auth, query.ids ?? [])),
    route(teamApi.getUsersGroups, ({ auth, query }) => members.groupsOf(auth, query.ids ?? [])),
    route(teamApi.getTeamUser, async ({ auth, params }) => {
      const u = await members.one(auth, params.userId);
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        deletedAt: null,
        metadata: u.metadata,
        tenantId: u.tenantId,
        vendorId: u.vendorId,
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      };
    }),
    route(teamApi.getTeamStats, ({ auth }) => members.stats(auth)),
    route(teamApi.inviteUser, ({ auth, body, client, requestId }) => invitations.invite(auth, body, client, requestId)),
    route(teamApi.bulkInviteUsers, ({ auth, body, client, requestId }) => invitations.bulkInvite(auth, body, client, requestId)),
    route(teamApi.updateTeamMember, async ({ auth, body, client, requestId }) => ({
      item: await team.update(auth, body, client, requestId),
    })),
    route(teamApi.deleteTeamMember, ({ auth, params, client, requestId }) =>
      team.remove(auth, params.userId, client, requestId).then(done),
    ),
    route(teamApi.resendMemberActivation, ({ auth, params, client, requestId }) =>
      invitations.resendForMember(auth, params.userId, client, requestId).then(done),
    ),
    route(teamApi.disableTenantUser, ({ auth, params, client, requestId }) =>
      team.disable(auth, params.userId, client, requestId).then(done),
    ),
    route(teamApi.enableTenantUser, ({ auth, params, client, requestId }) =>
      team.enable(auth, params.userId, client, requestId).then(done),
    ),
    route(teamApi.unlockTenantUser, ({ auth, params, client, requestId }) =>
      team.unlock(auth, params.userId, client, requestId).then(done),
    ),
    route(teamApi.setTemporaryUser, ({ auth, params, body, client, requestId }) =>
      team.setTemporary(auth, params.userId, body.expirationInSeconds, client, requestId),
    ),
    route(teamApi.setPermanentUser, ({ auth, params, client, requestId }) =>
      team.setPermanent(auth, params.userId, client, requestId).then(done),
    ),
    route(teamApi.temporaryUsersConfig, () => ({ enabled: true })),
    route(teamApi.getInviteLink, ({ auth }) => inviteLinks.get(auth)),
    route(teamApi.createInviteLink, ({ auth, body, client, requestId }) => inviteLinks.create(auth, body ?? {}, client, requestId)),
    route(teamApi.createInviteLinkV2, ({ auth, body, client, requestId }) => inviteLinks.create(auth, body ?? {}, client, requestId)),
    route(teamApi.updateInviteLink, ({ auth, body, client, requestId }) => inviteLinks.update(auth, body, client, requestId)),
    route(teamApi.deleteInviteLink, ({ auth, client, requestId }) => inviteLinks.remove(auth, client, requestId).then(done)),
    route(teamApi.inviteLinkConfiguration, () => ({ tenantInvitationsAllowed: true, emailsEnabled: true })),
    route(teamApi.verifyInviteLink, ({ body, client }) => inviteLinks.verify(body.token, client)),
    route(teamApi.acceptInvitation, ({ body, client, requestId }) => invitations.accept(body, client, requestId).then(done)),
    route(teamApi.resendInvitation, ({ body, client }) => invitations.resendPublic(body.email, client).then(done)),
  ] as RouteDef[];
}
