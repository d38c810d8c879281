import { teamApi } from '@gatehouse/contracts';
import { fail } from '../../kernel/app-error';
import { CREDENTIAL_LIMIT, route, type RouteDef } from '../../http/define-route';
import type { TeamServices } from './team.services';

/** Users and team of the admin portal, and invitation acceptance (spec 001 §7, wire-compat §3.1, §3.2, §3.16, §2.7). */
export function teamRoutes({ members, invitations, inviteLinks, team }: TeamServices): RouteDef[] {
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
    route(teamApi.inviteUser, ({ auth, body, ctx }) => invitations.invite(auth, body, ctx)),
    route(teamApi.bulkInviteUsers, ({ auth, body, ctx }) => invitations.bulkInvite(auth, body, ctx)),
    route(teamApi.updateTeamMember, async ({ auth, body, ctx }) => ({
      item: await team.update(auth, body, ctx),
    })),
    route(teamApi.deleteTeamMember, ({ auth, params, ctx }) => team.remove(auth, params.userId, ctx).then(done)),
    route(teamApi.resendMemberActivation, ({ auth, params, ctx }) => invitations.resendForMember(auth, params.userId, ctx).then(done)),
    route(teamApi.disableTenantUser, ({ auth, params, ctx }) => team.disable(auth, params.userId, ctx).then(done)),
    route(teamApi.enableTenantUser, ({ auth, params, ctx }) => team.enable(auth, params.userId, ctx).then(done)),
    route(teamApi.unlockTenantUser, ({ auth, params, ctx }) => team.unlock(auth, params.userId, ctx).then(done)),
    route(teamApi.setTemporaryUser, ({ auth, params, body, ctx }) => team.setTemporary(auth, params.userId, body.expirationInSeconds, ctx)),
    route(teamApi.setPermanentUser, ({ auth, params, ctx }) => team.setPermanent(auth, params.userId, ctx).then(done)),
    route(teamApi.temporaryUsersConfig, () => ({ enabled: true })),
    route(teamApi.getInviteLink, ({ auth }) => inviteLinks.get(auth)),
    route(teamApi.createInviteLink, ({ auth, body, ctx }) => inviteLinks.create(auth, body ?? {}, ctx)),
    route(teamApi.createInviteLinkV2, ({ auth, body, ctx }) => inviteLinks.create(auth, body ?? {}, ctx)),
    route(teamApi.updateInviteLink, ({ auth, body, ctx }) => inviteLinks.update(auth, body, ctx)),
    route(teamApi.deleteInviteLink, ({ auth, ctx }) => inviteLinks.remove(auth, ctx).then(done)),
    route(teamApi.inviteLinkConfiguration, () => ({ tenantInvitationsAllowed: true, emailsEnabled: true })),
    route(teamApi.verifyInviteLink, ({ body }) => inviteLinks.verify(body.token), CREDENTIAL_LIMIT),
    route(teamApi.acceptInvitation, ({ body, ctx }) => invitations.accept(body, ctx).then(done), CREDENTIAL_LIMIT),
    route(teamApi.resendInvitation, ({ body }) => invitations.resendPublic(body.email).then(done), CREDENTIAL_LIMIT),
  ] as RouteDef[];
}
