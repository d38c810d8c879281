import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Marks the user's password as breached (a mark already there is kept, with its first detection time). */
export async function markBreached(db: Db, userId: string, now: string): Promise<void> {
  await db
    .insertInto('user_breached_passwords')
    .values({ user_id: userId, detected_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Forgives the user's failed passwords and lifts the lockout they caused. */
export async function clearFailedLogins(trx: Db, userId: string): Promise<void> {
  await trx.updateTable('users').set({ failed_logins: 0, locked_until: null }).where('id', '=', userId).execute();
}

/** Forgets the breached mark of a user whose password was just replaced (in the caller's transaction). */
export const forgetBreachedPassword = (trx: Db, userId: string) =>
  trx.deleteFrom('user_breached_passwords').where('user_id', '=', userId).execute();
