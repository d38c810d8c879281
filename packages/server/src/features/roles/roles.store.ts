import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { prepared } from '../../storage/prepared';
import type { Database, RolesTable } from '../../storage/schema';

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
    .select([
      'permissions.id',
      'permissions.key',
      'permissions.name',
      'permissions.description',
      'permissions.category',
      'permissions.fe_permission',
      'permissions.created_at',
      'permissions.updated_at',
      'role_permissions.role_id',
    ])
    .where('role_permissions.role_id', 'in', roleIds)
    .execute();
}

/** The vendor-wide role with the given key. */
export const roleByKey = (db: Kysely<Database>, vendorId: string, key: string) =>
  db
    .selectFrom('roles')
    .selectAll()
    .where('vendor_id', '=', vendorId)
    .where('tenant_id', 'is', null)
    .where('key', '=', key)
    .executeTakeFirst();

type Db = Kysely<Database> | Transaction<Database>;

/** Only the vendor's roles and the tenant's own are visible to a tenant. */
const visibleTo = (tenantId: string) => (eb: ExpressionBuilder<Database, 'roles'>) =>
  eb.or([eb('roles.tenant_id', 'is', null), eb('roles.tenant_id', '=', tenantId)]);

const effectiveRoles = prepared((db, userId: string, tenantId: string) => {
  const own = db
    .selectFrom('user_roles')
    .select('user_roles.role_id')
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.tenant_id', '=', tenantId);
  const viaGroups = db
    .selectFrom('group_members')
    .innerJoin('group_roles', 'group_roles.group_id', 'group_members.group_id')
    .leftJoin('group_settings', 'group_settings.tenant_id', 'group_members.tenant_id')
    .select('group_roles.role_id')
    .where('group_members.user_id', '=', userId)
    .where('group_members.tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        eb('group_settings.tenant_id', 'is', null),
        eb.and([eb('group_settings.enabled', '=', 1), eb('group_settings.roles_enabled', '=', 1)]),
      ]),
    );
  return db
    .selectFrom('roles')
    .selectAll('roles')
    .where('roles.id', 'in', own.union(viaGroups))
    .where(visibleTo(tenantId))
    .orderBy('roles.created_at')
    .orderBy('roles.id');
});

/**
 * A member's effective roles in a tenant: their own plus their groups' (while the tenant's group
 * settings let group roles count). Read on every token issue, so a change is in the next token.
 */
export const effectiveRolesOfUserInTenant = (db: Db, userId: string, tenantId: string) => effectiveRoles.all(db, userId, tenantId);

/** Roles a tenant sees: the vendor's and its own, oldest first. */
export const visibleRoles = (db: Db, vendorId: string, tenantId: string) =>
  db
    .selectFrom('roles')
    .selectAll('roles')
    .where('roles.vendor_id', '=', vendorId)
    .where(visibleTo(tenantId))
    .orderBy('roles.created_at')
    .orderBy('roles.id')
    .execute();

/** Visible roles by id (unknown and other tenants' ids are left out). */
export const visibleRolesByIds = (db: Db, vendorId: string, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('roles')
        .selectAll('roles')
        .where('roles.vendor_id', '=', vendorId)
        .where(visibleTo(tenantId))
        .where('roles.id', 'in', ids)
        .execute();

/** Permission ids of each role, as a map role id → ids. */
export async function permissionIdsByRole(db: Db, roleIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return map;
  const rows = await db
    .selectFrom('role_permissions')
    .select(['role_id', 'permission_id'])
    .where('role_id', 'in', roleIds)
    .orderBy('permission_id')
    .execute();
  for (const r of rows) map.get(r.role_id)?.push(r.permission_id);
  return map;
}

/** The vendor's permission catalogue. */
export const permissionsOfVendor = (db: Db, vendorId: string) =>
  db.selectFrom('permissions').selectAll().where('vendor_id', '=', vendorId).orderBy('category').orderBy('key').execute();

/** Keys of the permissions every member holds (assignment type ALWAYS). */
export const alwaysPermissions = (db: Db, vendorId: string) =>
  db
    .selectFrom('permissions')
    .select(['id', 'key', 'name', 'description', 'category', 'fe_permission', 'created_at', 'updated_at'])
    .where('vendor_id', '=', vendorId)
    .where('assignment_type', '=', 'ALWAYS')
    .execute();

/** One default role per tenant: clears the flag on the tenant's roles but `keepId`. */
export async function clearOtherDefaults(trx: Transaction<Database>, tenantId: string, keepId: string): Promise<void> {
  await trx.updateTable('roles').set({ is_default: 0 }).where('tenant_id', '=', tenantId).where('id', '!=', keepId).execute();
}

/** Stores a new role and links its permissions. */
export async function insertRole(trx: Transaction<Database>, row: RolesTable, permissionIds: string[]): Promise<void> {
  await trx.insertInto('roles').values(row).execute();
  if (permissionIds.length)
    await trx
      .insertInto('role_permissions')
      .values(permissionIds.map((permission_id) => ({ role_id: row.id, permission_id })))
      .execute();
}

/** Writes a role's editable fields. */
export async function updateRole(trx: Transaction<Database>, role: RolesTable): Promise<void> {
  await trx
    .updateTable('roles')
    .set({
      key: role.key,
      name: role.name,
      description: role.description,
      is_default: role.is_default,
      level: role.level,
      updated_at: role.updated_at,
    })
    .where('id', '=', role.id)
    .execute();
}

/** Deletes a role with its assignments (members, groups) and permission links; how many assignments went. */
export async function deleteRole(trx: Transaction<Database>, roleId: string) {
  const members = await trx.deleteFrom('user_roles').where('role_id', '=', roleId).executeTakeFirst();
  const groups = await trx.deleteFrom('group_roles').where('role_id', '=', roleId).executeTakeFirst();
  await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  await trx.deleteFrom('roles').where('id', '=', roleId).execute();
  return { members: Number(members.numDeletedRows), groups: Number(groups.numDeletedRows) };
}

/** Replaces a role's permission links and sets its `updated_at`. */
export async function replaceRolePermissions(trx: Transaction<Database>, roleId: string, permissionIds: string[], now: string) {
  await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (permissionIds.length)
    await trx
      .insertInto('role_permissions')
      .values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })))
      .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
      .execute();
  await trx.updateTable('roles').set({ updated_at: now }).where('id', '=', roleId).execute();
}

/** Ids of the roles that grant the permission. */
export async function roleIdsWithPermission(db: Db, permissionId: string): Promise<Set<string>> {
  return new Set(
    (await db.selectFrom('role_permissions').select('role_id').where('permission_id', '=', permissionId).execute()).map((r) => r.role_id),
  );
}

/** Unlinks the permission from the roles. */
export async function unlinkPermission(trx: Transaction<Database>, permissionId: string, roleIds: string[]): Promise<void> {
  await trx.deleteFrom('role_permissions').where('permission_id', '=', permissionId).where('role_id', 'in', roleIds).execute();
}

/** Links the permission to the roles; a link that already exists is left as it is. */
export async function linkPermission(trx: Transaction<Database>, permissionId: string, roleIds: string[]): Promise<void> {
  await trx
    .insertInto('role_permissions')
    .values(roleIds.map((role_id) => ({ role_id, permission_id: permissionId })))
    .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
    .execute();
}

/** Whether any of the permissions is one only the vendor gives (`NEVER`). */
export const anyNeverAssignable = async (db: Db, permissionIds: string[]): Promise<boolean> =>
  !!(await db
    .selectFrom('permissions')
    .select('id')
    .where('id', 'in', permissionIds)
    .where('assignment_type', '=', 'NEVER')
    .executeTakeFirst());
