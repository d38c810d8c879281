import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The phones the user proved as second factors, oldest first. */
export const phonesOf = (db: Db, userId: string) =>
  db.selectFrom('mfa_phones').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();

/** One of the user's phones; another user's id is not found. */
export const phoneOf = (db: Db, userId: string, id: string) =>
  db.selectFrom('mfa_phones').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** Records a proven phone; null when the user has that number already (a racing enrolment won). */
export async function addPhone(trx: Db, clock: Clock, userId: string, phoneNumber: string): Promise<string | null> {
  if (
    await trx.selectFrom('mfa_phones').select('id').where('user_id', '=', userId).where('phone_number', '=', phoneNumber).executeTakeFirst()
  )
    return null;
  const id = newId();
  await trx
    .insertInto('mfa_phones')
    .values({ id, user_id: userId, phone_number: phoneNumber, created_at: iso(clock.now()), last_used_at: null })
    .execute();
  return id;
}

/** Deletes one of the user's phones; false when it was gone already. */
export async function deletePhone(trx: Db, userId: string, id: string): Promise<boolean> {
  const r = await trx.deleteFrom('mfa_phones').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Notes that a phone just proved a sign-in. */
export const touchPhone = (trx: Db, clock: Clock, id: string) =>
  trx
    .updateTable('mfa_phones')
    .set({ last_used_at: iso(clock.now()) })
    .where('id', '=', id)
    .execute();
