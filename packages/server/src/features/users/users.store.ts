import type { Kysely, Transaction } from 'kysely';
import { prepared } from '../../storage/prepared';
import type { Database, UsersTable } from '../../storage/schema';

/** A user row. */
export type UserRow = UsersTable;

const byEmail = prepared((db, vendorId: string, email: string) =>
  db.selectFrom('users').selectAll().where('vendor_id', '=', vendorId).where('email', '=', email),
);
/** Finds a user of the vendor by email (emails are stored lower-cased). */
export const userByEmail = (db: Kysely<Database>, vendorId: string, email: string) => byEmail.first(db, vendorId, email.toLowerCase());

const byId = prepared((db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id));
/** Finds a user by id. */
export const userById = (db: Kysely<Database>, id: string) => byId.first(db, id);

const tenantsQuery = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('tenants', 'tenants.id', 'memberships.tenant_id')
    .selectAll('tenants')
    .select(['memberships.activated'])
    .where('memberships.user_id', '=', userId)
    .where('tenants.deleted_at', 'is', null)
    .where('memberships.disabled', '=', 0)
    .where('memberships.pending_invitation', '=', 0)
    .orderBy('memberships.created_at')
    .orderBy('tenants.id');
const usableTenants = prepared((db, userId: string) => tenantsQuery(db, userId));
const usableTenantsAt = prepared((db, userId: string, now: string) =>
  tenantsQuery(db, userId).where((eb) => eb.or([eb('memberships.expires_at', 'is', null), eb('memberships.expires_at', '>', now)])),
);
/**
 * Tenants the user can use (not deleted), oldest membership first. A membership an administrator
 * disabled, an invitation not accepted yet, and (given `now`) a temporary membership past its
 * expiry do not count: sign-in and refresh see only these tenants.
 */
export const tenantsOfUser = (db: Kysely<Database>, userId: string, now?: string) =>
  now === undefined ? usableTenants.all(db, userId) : usableTenantsAt.all(db, userId, now);

/** Whether the user is a member of the tenant. */
export const isMember = async (db: Kysely<Database>, userId: string, tenantId: string) =>
  !!(await db
    .selectFrom('memberships')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst());

/** The user's phone number (the one SMS sign-in texts). */
export const phoneNumberOf = async (db: Kysely<Database>, userId: string) =>
  (await db.selectFrom('users').select('phone_number').where('id', '=', userId).executeTakeFirst())?.phone_number;

/** Writes the profile fields given and `updated_at`. */
export async function updateProfile(trx: Transaction<Database>, userId: string, set: Partial<UsersTable>, now: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ ...set, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Sets the tenant the user works in. */
export async function setActiveTenant(trx: Transaction<Database>, userId: string, tenantId: string): Promise<void> {
  await trx.updateTable('users').set({ active_tenant_id: tenantId }).where('id', '=', userId).execute();
}
