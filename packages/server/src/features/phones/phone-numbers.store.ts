import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A number of a user's list. */
export type PhoneNumberRow = Database['user_phones'];

/**
 * The user's list: the phones table's rows of use 'list' only (second-factor phones are the MFA
 * feature's, decision 0038). Every read of this store starts here.
 */
const ownNumbers = (db: Db, userId: string) => db.selectFrom('user_phones').where('use', '=', 'list').where('user_id', '=', userId);

/** One page of the user's numbers, oldest first, and how many there are. */
export async function phoneNumbersPage(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ rows: PhoneNumberRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    ownNumbers(db, userId).selectAll().orderBy('created_at').orderBy('id').limit(limit).offset(offset).execute(),
    ownNumbers(db, userId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** All the user's numbers, oldest first. */
export const allPhoneNumbers = (db: Db, userId: string) => ownNumbers(db, userId).selectAll().orderBy('created_at').orderBy('id').execute();

/** How many numbers the user keeps. */
export async function phoneNumberCount(db: Db, userId: string): Promise<number> {
  const row = await ownNumbers(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The user's own entry by id: another user's id finds nothing (no IDOR). */
export const ownPhoneNumber = (db: Db, userId: string, id: string) =>
  ownNumbers(db, userId).selectAll().where('id', '=', id).executeTakeFirst();

/** The user's entry for a number. */
export const ownPhoneNumberOf = (db: Db, userId: string, phoneNumber: string) =>
  ownNumbers(db, userId).selectAll().where('phone_number', '=', phoneNumber).executeTakeFirst();

/** Adds a number to the user's list (a second copy of a number fails on the unique constraint). */
export async function insertPhoneNumber(
  trx: Db,
  clock: Clock,
  userId: string,
  phoneNumber: string,
  verified: boolean,
): Promise<PhoneNumberRow> {
  const now = iso(clock.now());
  const row: PhoneNumberRow = {
    id: newId(),
    user_id: userId,
    use: 'list',
    phone_number: phoneNumber,
    verified: verified ? 1 : 0,
    created_at: now,
    updated_at: now,
    last_used_at: null,
  };
  await trx.insertInto('user_phones').values(row).execute();
  return row;
}

/** Marks an entry verified. */
export const markPhoneNumberVerified = (trx: Db, clock: Clock, id: string) =>
  trx
    .updateTable('user_phones')
    .set({ verified: 1, updated_at: iso(clock.now()) })
    .where('id', '=', id)
    .where('use', '=', 'list')
    .execute();

/** Removes an entry; false when it was gone already. */
export async function deletePhoneNumberRow(trx: Db, userId: string, id: string): Promise<boolean> {
  const r = await trx
    .deleteFrom('user_phones')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('use', '=', 'list')
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/**
 * Login phone numbers of a tenant's members (users.phone_number), optionally only some users or
 * numbers starting with a prefix (digits only: validated by the contract, so no LIKE wildcards).
 */
export async function tenantPhoneNumbers(
  db: Db,
  tenantId: string,
  filter: { userIds?: string[]; prefix?: string; limit: number; offset: number },
) {
  const base = db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .where('memberships.tenant_id', '=', tenantId)
    .where('users.phone_number', 'is not', null)
    .$if(!!filter.userIds, (q) => q.where('users.id', 'in', filter.userIds!.length ? filter.userIds! : ['-']))
    .$if(!!filter.prefix, (q) => q.where('users.phone_number', 'like', `${filter.prefix}%`));
  const [rows, count] = await Promise.all([
    base
      .select(['users.id as userId', 'users.phone_number as phoneNumber'])
      .orderBy('users.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows.map((r) => ({ userId: r.userId, phoneNumber: r.phoneNumber! })), total: Number(count?.n ?? 0) };
}
