import { rolesApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { route, type RouteDef } from '../../http/define-route';

/** Roles and permissions of the caller's tenant (spec 001 §6, §7; wire-compat §3.3). */
export function rolesRoutes(deps: Deps): RouteDef[] {
  const { roles } = deps;
  return [
    route(rolesApi.listRoles, ({ auth }) => roles.list(auth)),
    route(rolesApi.listTeamRoles, ({ auth }) => roles.teamRoles(auth)),
    route(rolesApi.createRole, ({ auth, body, client, requestId }) => roles.createV1(auth, body, client, requestId)),
    route(rolesApi.createRoleV2, ({ auth, body, client, requestId }) => roles.createV2(auth, body, client, requestId)),
    route(rolesApi.updateRole, ({ auth, params, body, client, requestId }) => roles.update(auth, params.roleId, body, client, requestId)),
    route(rolesApi.deleteRole, ({ auth, params, client, requestId }) =>
      roles.remove(auth, params.roleId, client, requestId).then(() => ({})),
    ),
    route(rolesApi.setRolePermissions, ({ auth, params, body, client, requestId }) =>
      roles.setPermissions(auth, params.roleId, body.permissionIds, client, requestId),
    ),
    route(rolesApi.listPermissionCategories, () => roles.categories()),
    route(rolesApi.listPermissions, ({ auth }) => roles.permissions(auth)),
    route(rolesApi.setPermissionRoles, ({ auth, params, body, client, requestId }) =>
      roles.setPermissionRoles(auth, params.permissionId, body.roleIds, client, requestId),
    ),
  ] as RouteDef[];
}
