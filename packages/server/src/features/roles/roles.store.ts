import type { Kysely } from 'kysely';
import type { Database } from '../../storage/schema';

/** Role rows with their permission ids, as the wire Role needs them. */
export async function rolesOfUserInTenant(db: Kysely<Database>, userId: string, tenantId: string) {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .selectAll('roles')
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.tenant_id', '=', tenantId)
    .execute();
}

/** Permission rows granted by a set of roles. */
export async function permissionsOfRoles(db: Kysely<Database>, roleIds: string[]) {
  if (roleIds.length === 0) return [];
  return db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['permissions.id', 'permissions.key', 'permissions.name', 'permissions.description', 'permissions.category', 'permissions.fe_permission', 'permissions.created_at', 'permissions.updated_at', 'role_permissions.role_id'])
    .where('role_permissions.role_id', 'in', roleIds)
    .execute();
}

/** The vendor-wide role with the given key. */
export const roleByKey = (db: Kysely<Database>, vendorId: string, key: string) =>
  db.selectFrom('roles').selectAll().where('vendor_id', '=', vendorId).where('tenant_id', 'is', null).where('key', '=', key).executeTakeFirst();
