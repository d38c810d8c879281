import type { Kysely } from 'kysely';
import type { Database, UsersTable } from '../../storage/schema';

/** A user row. */
export type UserRow = UsersTable;

/** Finds a user of the vendor by email (emails are stored lower-cased). */
export const userByEmail = (db: Kysely<Database>, vendorId: string, email: string) =>
  db.selectFrom('users').selectAll().where('vendor_id', '=', vendorId).where('email', '=', email.toLowerCase()).executeTakeFirst();

/** Finds a user by id. */
export const userById = (db: Kysely<Database>, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Tenants the user can use (not deleted), oldest membership first. A membership an administrator
 * disabled, an invitation not accepted yet, and (given `now`) a temporary membership past its
 * expiry do not count: sign-in and refresh see only these tenants.
 */
export const tenantsOfUser = (db: Kysely<Database>, userId: string, now?: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('tenants', 'tenants.id', 'memberships.tenant_id')
    .selectAll('tenants')
    .select(['memberships.activated'])
    .where('memberships.user_id', '=', userId)
    .where('tenants.deleted_at', 'is', null)
    .where('memberships.disabled', '=', 0)
    .where('memberships.pending_invitation', '=', 0)
    .$if(now !== undefined, (q) => q.where((eb) => eb.or([eb('memberships.expires_at', 'is', null), eb('memberships.expires_at', '>', now!)])))
    .orderBy('memberships.created_at')
    .orderBy('tenants.id')
    .execute();

/** Whether the user is a member of the tenant. */
export const isMember = async (db: Kysely<Database>, userId: string, tenantId: string) =>
  !!(await db.selectFrom('memberships').select('user_id').where('user_id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst());
