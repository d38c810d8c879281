import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The second-factor phones: the phones table's rows of use 'second_factor' only (a number of the
 * user's list is no second factor until proven as one, decision 0038).
 */
export const secondFactorPhones = (db: Db) => db.selectFrom('user_phones').where('use', '=', 'second_factor');

/** The phones the user proved as second factors, oldest first. */
export const phonesOf = (db: Db, userId: string) =>
  secondFactorPhones(db).selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();

/** One of the user's phones; another user's id is not found. */
export const phoneOf = (db: Db, userId: string, id: string) =>
  secondFactorPhones(db).selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** Records a proven phone; null when the user has that number already (a racing enrolment won). */
export async function addPhone(trx: Db, clock: Clock, userId: string, phoneNumber: string): Promise<string | null> {
  if (await secondFactorPhones(trx).select('id').where('user_id', '=', userId).where('phone_number', '=', phoneNumber).executeTakeFirst())
    return null;
  const id = newId();
  const now = iso(clock.now());
  await trx
    .insertInto('user_phones')
    .values({
      id,
      user_id: userId,
      use: 'second_factor',
      phone_number: phoneNumber,
      verified: 1,
      created_at: now,
      updated_at: now,
      last_used_at: null,
    })
    .execute();
  return id;
}

/** Deletes one of the user's phones; false when it was gone already. */
export async function deletePhone(trx: Db, userId: string, id: string): Promise<boolean> {
  const r = await trx
    .deleteFrom('user_phones')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('use', '=', 'second_factor')
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Notes that a phone just proved a sign-in. */
export const touchPhone = (trx: Db, clock: Clock, id: string) =>
  trx
    .updateTable('user_phones')
    .set({ last_used_at: iso(clock.now()) })
    .where('id', '=', id)
    .where('use', '=', 'second_factor')
    .execute();
