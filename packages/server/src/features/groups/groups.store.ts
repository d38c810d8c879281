import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, GroupsTable } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Groups of a tenant, by name; all of them, or those with the given ids. */
export function groupsOfTenant(db: Db, tenantId: string, ids?: string[]) {
  let q = db.selectFrom('groups').selectAll().where('tenant_id', '=', tenantId);
  if (ids) q = q.where('id', 'in', ids.length ? ids : ['-']);
  return q.orderBy('name').orderBy('id').execute();
}

/** One group of a tenant (another tenant's id finds nothing). */
export const groupOfTenant = (db: Db, tenantId: string, groupId: string) =>
  db.selectFrom('groups').selectAll().where('tenant_id', '=', tenantId).where('id', '=', groupId).executeTakeFirst();

/** Role ids of each group. */
export async function roleIdsByGroup(db: Db, groupIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return map;
  for (const r of await db
    .selectFrom('group_roles')
    .select(['group_id', 'role_id'])
    .where('group_id', 'in', groupIds)
    .orderBy('role_id')
    .execute())
    map.get(r.group_id)?.push(r.role_id);
  return map;
}

/** Members of each group, with what the group answer shows of them. */
export async function membersByGroup(db: Db, tenantId: string, groupIds: string[]) {
  const map = new Map<
    string,
    { id: string; email: string; name: string; profilePictureUrl: string | null; activatedForTenant: boolean; createdAt: string }[]
  >(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return map;
  const rows = await db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .innerJoin('memberships', (j) =>
      j.onRef('memberships.user_id', '=', 'group_members.user_id').onRef('memberships.tenant_id', '=', 'group_members.tenant_id'),
    )
    .select([
      'group_members.group_id',
      'users.id',
      'users.email',
      'users.name',
      'users.profile_picture_url',
      'memberships.activated',
      'users.created_at',
    ])
    .where('group_members.tenant_id', '=', tenantId)
    .where('group_members.group_id', 'in', groupIds)
    .orderBy('users.email')
    .execute();
  for (const r of rows)
    map.get(r.group_id)?.push({
      id: r.id,
      email: r.email,
      name: r.name,
      profilePictureUrl: r.profile_picture_url,
      activatedForTenant: r.activated === 1,
      createdAt: r.created_at,
    });
  return map;
}

/** Which of the users are members of the tenant. */
export async function tenantMemberIds(db: Db, tenantId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** User ids already in the group. */
export async function memberIdsOfGroup(db: Db, groupId: string): Promise<Set<string>> {
  return new Set((await db.selectFrom('group_members').select('user_id').where('group_id', '=', groupId).execute()).map((r) => r.user_id));
}

/** The tenant's group settings (both on when never set). */
export async function groupSettings(db: Db, tenantId: string) {
  const row = await db.selectFrom('group_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
  return { enabled: row ? row.enabled === 1 : true, rolesEnabled: row ? row.roles_enabled === 1 : true };
}

/** The id of the tenant's group of that name, if any. */
export const groupIdByName = (db: Db, tenantId: string, name: string) =>
  db.selectFrom('groups').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();

/** Stores a new group. */
export async function insertGroup(trx: Transaction<Database>, row: GroupsTable): Promise<void> {
  await trx.insertInto('groups').values(row).execute();
}

/** Changes a group's fields. */
export async function updateGroup(
  trx: Transaction<Database>,
  groupId: string,
  fields: Updateable<Pick<GroupsTable, 'name' | 'description' | 'color' | 'metadata' | 'updated_at'>>,
): Promise<void> {
  await trx.updateTable('groups').set(fields).where('id', '=', groupId).execute();
}

/** Sets a group's `updated_at`. */
export async function touchGroup(trx: Transaction<Database>, groupId: string, now: string): Promise<void> {
  await trx.updateTable('groups').set({ updated_at: now }).where('id', '=', groupId).execute();
}

/** Deletes a group with its memberships and role links; the number of memberships deleted. */
export async function deleteGroup(trx: Transaction<Database>, groupId: string): Promise<number> {
  const members = await trx.deleteFrom('group_members').where('group_id', '=', groupId).executeTakeFirst();
  await trx.deleteFrom('group_roles').where('group_id', '=', groupId).execute();
  await trx.deleteFrom('groups').where('id', '=', groupId).execute();
  return Number(members.numDeletedRows);
}

/** Links roles to a group; a link a parallel request has already made is left as it is. */
export async function addGroupRoles(trx: Transaction<Database>, groupId: string, roleIds: string[]): Promise<void> {
  await trx
    .insertInto('group_roles')
    .values(roleIds.map((role_id) => ({ group_id: groupId, role_id })))
    .onConflict((oc) => oc.columns(['group_id', 'role_id']).doNothing())
    .execute();
}

/** Unlinks roles from a group; the number of links removed. */
export async function removeGroupRoles(trx: Transaction<Database>, groupId: string, roleIds: string[]): Promise<number> {
  const r = await trx.deleteFrom('group_roles').where('group_id', '=', groupId).where('role_id', 'in', roleIds).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Adds members of the tenant to a group; a membership a parallel request has already made is left as it is. */
export async function addGroupMembers(trx: Transaction<Database>, groupId: string, tenantId: string, userIds: string[], now: string) {
  await trx
    .insertInto('group_members')
    .values(userIds.map((user_id) => ({ group_id: groupId, user_id, tenant_id: tenantId, created_at: now })))
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .execute();
}

/** Removes members of the tenant from a group; the number removed. */
export async function removeGroupMembers(trx: Transaction<Database>, groupId: string, tenantId: string, userIds: string[]) {
  const r = await trx
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Writes the tenant's group settings. */
export async function saveGroupSettings(
  trx: Transaction<Database>,
  tenantId: string,
  values: { enabled: number; roles_enabled: number; updated_at: string },
) {
  await trx
    .insertInto('group_settings')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
    .execute();
}
