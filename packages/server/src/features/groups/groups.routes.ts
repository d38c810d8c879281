import { groupsApi } from '@gatehouse/contracts';
import { route, type RouteDef } from '../../http/define-route';
import type { GroupsService } from './groups.service';

/** Groups of the caller's tenant (spec 001 §7 "Groups", wire-compat §3.4). `/config` comes before `/{groupId}`. */
export function groupsRoutes(groups: GroupsService): RouteDef[] {
  const done = () => ({});
  return [
    route(groupsApi.listGroups, ({ auth, query }) => groups.list(auth, query._groupsRelations)),
    route(groupsApi.getGroupsConfig, ({ auth }) => groups.config(auth)),
    route(groupsApi.updateGroupsConfig, ({ auth, body, ctx }) => groups.updateConfig(auth, body, ctx)),
    route(groupsApi.getGroupsByIds, ({ auth, body, query }) => groups.byIds(auth, body.groupsIds, query._groupsRelations)),
    route(groupsApi.createGroup, ({ auth, body, ctx }) => groups.create(auth, body, ctx)),
    route(groupsApi.getGroup, ({ auth, params, query }) => groups.get(auth, params.groupId, query._groupsRelations)),
    route(groupsApi.updateGroup, ({ auth, params, body, ctx }) => groups.update(auth, params.groupId, body, ctx)),
    route(groupsApi.deleteGroup, ({ auth, params, ctx }) => groups.remove(auth, params.groupId, ctx).then(done)),
    route(groupsApi.addRolesToGroup, ({ auth, params, body, ctx }) => groups.addRoles(auth, params.groupId, body.roleIds, ctx).then(done)),
    route(groupsApi.removeRolesFromGroup, ({ auth, params, body, ctx }) =>
      groups.removeRoles(auth, params.groupId, body.roleIds, ctx).then(done),
    ),
    route(groupsApi.addUsersToGroup, ({ auth, params, body, ctx }) => groups.addUsers(auth, params.groupId, body.userIds, ctx).then(done)),
    route(groupsApi.removeUsersFromGroup, ({ auth, params, body, ctx }) =>
      groups.removeUsers(auth, params.groupId, body.userIds, ctx).then(done),
    ),
  ] as RouteDef[];
}
