import { rolesApi } from '@gatehouse/contracts';
import { route, type RouteDef } from '../../http/define-route';
import type { RolesService } from './roles.service';

/** Roles and permissions of the caller's tenant (spec 001 §6, §7; wire-compat §3.3). */
export function rolesRoutes(roles: RolesService): RouteDef[] {
  return [
    route(rolesApi.listRoles, ({ auth }) => roles.list(auth)),
    route(rolesApi.listTeamRoles, ({ auth }) => roles.teamRoles(auth)),
    route(rolesApi.createRole, ({ auth, body, ctx }) => roles.createV1(auth, body, ctx)),
    route(rolesApi.createRoleV2, ({ auth, body, ctx }) => roles.createV2(auth, body, ctx)),
    route(rolesApi.updateRole, ({ auth, params, body, ctx }) => roles.update(auth, params.roleId, body, ctx)),
    route(rolesApi.deleteRole, ({ auth, params, ctx }) => roles.remove(auth, params.roleId, ctx).then(() => ({}))),
    route(rolesApi.setRolePermissions, ({ auth, params, body, ctx }) => roles.setPermissions(auth, params.roleId, body.permissionIds, ctx)),
    route(rolesApi.listPermissionCategories, () => roles.categories()),
    route(rolesApi.listPermissions, ({ auth }) => roles.permissions(auth)),
    route(rolesApi.setPermissionRoles, ({ auth, params, body, ctx }) =>
      roles.setPermissionRoles(auth, params.permissionId, body.roleIds, ctx),
    ),
  ] as RouteDef[];
}
