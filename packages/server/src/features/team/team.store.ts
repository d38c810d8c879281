import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, MembershipsTable, RolesTable, UsersTable } from '../../storage/schema';
import { usersWithFactor } from '../mfa/index';

type Db = Kysely<Database> | Transaction<Database>;

/** A member's rows: the account and its membership of the tenant. */
export interface MemberRows {
  user: UsersTable;
  membership: { activated: number; created_at: string; disabled: number; expires_at: string | null; pending_invitation: number };
}

/** A member of the tenant by user id, or undefined (also for users of other tenants). */
export const memberOf = async (db: Db, tenantId: string, userId: string): Promise<MemberRows | undefined> =>
  (await membersByIds(db, tenantId, [userId]))[0];

/** Members' rows for a page of ids (in no particular order). */
export async function membersByIds(db: Db, tenantId: string, userIds: string[]): Promise<MemberRows[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('u')
    .select([
      'm.activated as m_activated',
      'm.created_at as m_created_at',
      'm.disabled as m_disabled',
      'm.expires_at as m_expires_at',
      'm.pending_invitation as m_pending',
    ])
    .where('m.tenant_id', '=', tenantId)
    .where('m.user_id', 'in', userIds)
    .execute();
  return rows.map(({ m_activated, m_created_at, m_disabled, m_expires_at, m_pending, ...user }) => ({
    user,
    membership: {
      activated: m_activated,
      created_at: m_created_at,
      disabled: m_disabled,
      expires_at: m_expires_at,
      pending_invitation: m_pending,
    },
  }));
}

/** Roles of the given members in the tenant, with the user each belongs to. */
export const rolesOfMembers = (db: Db, tenantId: string, userIds: string[]): Promise<(RolesTable & { user_id: string })[]> =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .selectAll('r')
        .select('ur.user_id')
        .where('ur.tenant_id', '=', tenantId)
        .where('ur.user_id', 'in', userIds)
        .execute();

/** Members among `userIds` with an enrolled second factor (any kind). */
export const mfaEnrolledAmong = (db: Db, userIds: string[]): Promise<Set<string>> => usersWithFactor(db, userIds);

/** The group tables (migration 0007) as this feature reads them. */
interface GroupTables {
  groups: { id: string; tenant_id: string; name: string; color: string | null };
  group_members: { group_id: string; user_id: string; tenant_id: string };
}

/** Groups of the given members in the tenant. */
export async function groupsOfMembers(
  db: Db,
  tenantId: string,
  userIds: string[],
): Promise<{ user_id: string; id: string; name: string; color: string | null }[]> {
  if (userIds.length === 0) return [];
  const gdb = db as unknown as Kysely<GroupTables>;
  return gdb
    .selectFrom('group_members as gm')
    .innerJoin('groups as g', 'g.id', 'gm.group_id')
    .select(['gm.user_id', 'g.id', 'g.name', 'g.color'])
    .where('gm.tenant_id', '=', tenantId)
    .where('g.tenant_id', '=', tenantId)
    .where('gm.user_id', 'in', userIds)
    .orderBy('g.name')
    .execute();
}

/** Removes a user's group memberships in one tenant. */
export async function removeFromGroups(trx: Db, tenantId: string, userId: string): Promise<void> {
  await (trx as unknown as Kysely<GroupTables>)
    .deleteFrom('group_members')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
}

/** Roles among `ids` that the tenant may assign: the vendor's and its own. */
export async function assignableRoleIds(db: Db, vendorId: string, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('roles')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Default roles of the tenant (given when an invitation names none). */
export const defaultRoleIds = async (db: Db, vendorId: string, tenantId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('roles')
      .select('id')
      .where('vendor_id', '=', vendorId)
      .where('is_default', '=', 1)
      .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
      .execute()
  ).map((r) => r.id);

/** Replaces a member's roles in the tenant. */
export async function setMemberRoles(trx: Db, tenantId: string, userId: string, roleIds: string[]): Promise<void> {
  await trx.deleteFrom('user_roles').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
  if (roleIds.length > 0)
    await trx
      .insertInto('user_roles')
      .values(roleIds.map((role_id) => ({ user_id: userId, tenant_id: tenantId, role_id })))
      .execute();
}

/** Changes a membership's own state columns. */
export const updateMembership = (
  trx: Db,
  tenantId: string,
  userId: string,
  set: Partial<Pick<MembershipsTable, 'activated'>> & { disabled?: number; expires_at?: string | null; pending_invitation?: number },
) => trx.updateTable('memberships').set(set).where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirst();

/** The tenant's name. */
export const tenantName = async (db: Db, tenantId: string): Promise<string> =>
  (await db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirst())?.name ?? '';

/** How many tenants the user still belongs to. */
export const membershipCount = async (db: Db, userId: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('memberships')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.n ?? 0,
  );

/** Member counts for the team page: all, joined since `since`, holding the role `adminRoleId`. */
export async function memberStats(db: Db, tenantId: string, since: string, adminRoleId: string | null) {
  const [all, recent, admins] = await Promise.all([
    db
      .selectFrom('memberships')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst(),
    db
      .selectFrom('memberships')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('created_at', '>=', since)
      .executeTakeFirst(),
    adminRoleId
      ? db
          .selectFrom('user_roles')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('role_id', '=', adminRoleId)
          .executeTakeFirst()
      : Promise.resolve({ n: 0 }),
  ]);
  return { totalItems: Number(all?.n ?? 0), addedThisWeek: Number(recent?.n ?? 0), superAdmins: Number(admins?.n ?? 0) };
}

/** Whether a table exists (the groups tables come with another migration). */
export async function tableExists(db: Db, dialect: 'sqlite' | 'postgres', name: string): Promise<boolean> {
  const row =
    dialect === 'postgres'
      ? await sql<{ t: string | null }>`SELECT to_regclass(${name})::text AS t`.execute(db)
      : await sql<{ t: string | null }>`SELECT name AS t FROM sqlite_master WHERE type = 'table' AND name = ${name}`.execute(db);
  return !!row.rows[0]?.t;
}

/** Sets a user's name. */
export async function setUserName(trx: Db, userId: string, name: string, now: string): Promise<void> {
  await trx.updateTable('users').set({ name, updated_at: now }).where('id', '=', userId).execute();
}

/** Lifts a user's lockouts of failed passwords and codes (the counters start again). */
export async function clearLockouts(trx: Db, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ failed_logins: 0, locked_until: null, failed_mfa: 0, mfa_locked_until: null })
    .where('id', '=', userId)
    .execute();
}

/** Deletes the member's roles in the tenant. */
export async function deleteMemberRoles(trx: Db, tenantId: string, userId: string): Promise<void> {
  await trx.deleteFrom('user_roles').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
}

/** Deletes the user's invitations to the tenant. */
export async function deleteMemberInvitations(trx: Db, tenantId: string, userId: string): Promise<void> {
  await trx.deleteFrom('invitations').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
}

/** Deletes the user's membership of the tenant. */
export async function deleteMembership(trx: Db, tenantId: string, userId: string): Promise<void> {
  await trx.deleteFrom('memberships').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
}

/** Deletes the account. */
export async function deleteUser(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}
