import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** An IdP group mapping with its role ids. */
export interface GroupMappingRow {
  id: string;
  connectionId: string;
  group: string;
  roleIds: string[];
}

/** The default role ids of each connection. */
export async function roleIdsByConnection(db: Db, connectionIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(connectionIds.map((id) => [id, []]));
  if (connectionIds.length === 0) return map;
  const rows = await db
    .selectFrom('sso_connection_roles')
    .select(['connection_id', 'role_id'])
    .where('connection_id', 'in', connectionIds)
    .orderBy('role_id')
    .execute();
  for (const r of rows) map.get(r.connection_id)?.push(r.role_id);
  return map;
}

/** Replaces the connection's default roles. */
export async function setConnectionRoles(db: Db, connectionId: string, roleIds: string[]): Promise<void> {
  await db.deleteFrom('sso_connection_roles').where('connection_id', '=', connectionId).execute();
  if (roleIds.length)
    await db
      .insertInto('sso_connection_roles')
      .values(roleIds.map((role_id) => ({ connection_id: connectionId, role_id })))
      .execute();
}

/** The group mappings of each connection, by group name. */
export async function mappingsByConnection(db: Db, connectionIds: string[]): Promise<Map<string, GroupMappingRow[]>> {
  const map = new Map<string, GroupMappingRow[]>(connectionIds.map((id) => [id, []]));
  if (connectionIds.length === 0) return map;
  const mappings = await db
    .selectFrom('sso_group_mappings')
    .selectAll()
    .where('connection_id', 'in', connectionIds)
    .orderBy('group_name')
    .orderBy('id')
    .execute();
  const roles = await mappingRoleIds(
    db,
    mappings.map((m) => m.id),
  );
  for (const m of mappings)
    map.get(m.connection_id)?.push({ id: m.id, connectionId: m.connection_id, group: m.group_name, roleIds: roles.get(m.id) ?? [] });
  return map;
}

async function mappingRoleIds(db: Db, mappingIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (mappingIds.length === 0) return map;
  const rows = await db
    .selectFrom('sso_group_mapping_roles')
    .select(['mapping_id', 'role_id'])
    .where('mapping_id', 'in', mappingIds)
    .orderBy('role_id')
    .execute();
  for (const r of rows) map.set(r.mapping_id, [...(map.get(r.mapping_id) ?? []), r.role_id]);
  return map;
}

/** One mapping of the connection. */
export async function mappingOfConnection(db: Db, connectionId: string, mappingId: string): Promise<GroupMappingRow | undefined> {
  const m = await db
    .selectFrom('sso_group_mappings')
    .selectAll()
    .where('connection_id', '=', connectionId)
    .where('id', '=', mappingId)
    .executeTakeFirst();
  if (!m) return undefined;
  return { id: m.id, connectionId: m.connection_id, group: m.group_name, roleIds: (await mappingRoleIds(db, [m.id])).get(m.id) ?? [] };
}

/** The id of the connection's mapping of a group name. */
export const mappingIdByGroup = async (db: Db, connectionId: string, group: string) =>
  (
    await db
      .selectFrom('sso_group_mappings')
      .select('id')
      .where('connection_id', '=', connectionId)
      .where('group_name', '=', group)
      .executeTakeFirst()
  )?.id;

export const insertMapping = (db: Db, row: { id: string; connection_id: string; group_name: string; created_at: string }) =>
  db.insertInto('sso_group_mappings').values(row).execute();

export const renameMapping = (db: Db, id: string, group: string) =>
  db.updateTable('sso_group_mappings').set({ group_name: group }).where('id', '=', id).execute();

/** Replaces a mapping's roles. */
export async function setMappingRoles(db: Db, mappingId: string, roleIds: string[]): Promise<void> {
  await db.deleteFrom('sso_group_mapping_roles').where('mapping_id', '=', mappingId).execute();
  if (roleIds.length)
    await db
      .insertInto('sso_group_mapping_roles')
      .values(roleIds.map((role_id) => ({ mapping_id: mappingId, role_id })))
      .execute();
}

export const deleteMapping = (db: Db, id: string) => db.deleteFrom('sso_group_mappings').where('id', '=', id).execute();
