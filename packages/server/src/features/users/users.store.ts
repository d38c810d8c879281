import type { Kysely } from 'kysely';
import type { Database, UsersTable } from '../../storage/schema';

/** A user row. */
export type UserRow = UsersTable;

/** Finds a user of the vendor by email (emails are stored lower-cased). */
export const userByEmail = (db: Kysely<Database>, vendorId: string, email: string) =>
  db.selectFrom('users').selectAll().where('vendor_id', '=', vendorId).where('email', '=', email.toLowerCase()).executeTakeFirst();

/** Finds a user by id. */
export const userById = (db: Kysely<Database>, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** Tenants the user belongs to (not deleted), oldest membership first. */
export const tenantsOfUser = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('tenants', 'tenants.id', 'memberships.tenant_id')
    .selectAll('tenants')
    .select(['memberships.activated'])
    .where('memberships.user_id', '=', userId)
    .where('tenants.deleted_at', 'is', null)
    .orderBy('memberships.created_at')
    .orderBy('tenants.id')
    .execute();

/** Whether the user is a member of the tenant. */
export const isMember = async (db: Kysely<Database>, userId: string, tenantId: string) =>
  !!(await db.selectFrom('memberships').select('user_id').where('user_id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst());
