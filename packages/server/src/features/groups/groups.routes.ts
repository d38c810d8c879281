import { groupsApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { route, type RouteDef } from '../../http/define-route';

/** Groups of the caller's tenant (spec 001 §7 "Groups", wire-compat §3.4). `/config` comes before `/{groupId}`. */
export function groupsRoutes(deps: Deps): RouteDef[] {
  const { groups } = deps;
  const done = () => ({});
  return [
    route(groupsApi.listGroups, ({ auth, query }) => groups.list(auth, query._groupsRelations)),
    route(groupsApi.getGroupsConfig, ({ auth }) => groups.config(auth)),
    route(groupsApi.updateGroupsConfig, ({ auth, body, client, requestId }) => groups.updateConfig(auth, body, client, requestId)),
    route(groupsApi.getGroupsByIds, ({ auth, body, query }) => groups.byIds(auth, body.groupsIds, query._groupsRelations)),
    route(groupsApi.createGroup, ({ auth, body, client, requestId }) => groups.create(auth, body, client, requestId)),
    route(groupsApi.getGroup, ({ auth, params, query }) => groups.get(auth, params.groupId, query._groupsRelations)),
    route(groupsApi.updateGroup, ({ auth, params, body, client, requestId }) =>
      groups.update(auth, params.groupId, body, client, requestId),
    ),
    route(groupsApi.deleteGroup, ({ auth, params, client, requestId }) =>
      groups.remove(auth, params.groupId, client, requestId).then(done),
    ),
    route(groupsApi.addRolesToGroup, ({ auth, params, body, client, requestId }) =>
      groups.addRoles(auth, params.groupId, body.roleIds, client, requestId).then(done),
    ),
    route(groupsApi.removeRolesFromGroup, ({ auth, params, body, client, requestId }) =>
      groups.removeRoles(auth, params.groupId, body.roleIds, client, requestId).then(done),
    ),
    route(groupsApi.addUsersToGroup, ({ auth, params, body, client, requestId }) =>
      groups.addUsers(auth, params.groupId, body.userIds, client, requestId).then(done),
    ),
    route(groupsApi.removeUsersFromGroup, ({ auth, params, body, client, requestId }) =>
      groups.removeUsers(auth, params.groupId, body.userIds, client, requestId).then(done),
    ),
  ] as RouteDef[];
}
