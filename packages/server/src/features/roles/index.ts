// The roles feature's public entry: the permission cache, the effective roles and permissions of a user (the claims a
// token carries, the privilege a grant needs), the role reads other features join on, the defaults and the service.
export { createRolePermissionsCache, type RolePermissionRow, type RolePermissionsCache } from './role-permissions-cache';
export {
  anyNeverAssignable,
  effectiveRolesOfUserInTenant,
  permissionIdsByRole,
  permissionsOfRoles,
  roleByKey,
  rolesOfUserInTenant,
  visibleRolesByIds,
} from './roles.store';
export { loadUserClaims, type ClaimsUser, type UserClaims } from './claims';
export { assertHoldsAll, currentPermissions } from './privilege';
export { seedDefaults } from './seed-defaults';
export { createRolesService, type RolesService } from './roles.service';
export { rolesRoutes } from './roles.routes';
