import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId, sha256 } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';
import { codeHash } from '../../kernel/one-time-secrets';
import { claimGuess, spendOnce } from '../../kernel/single-use-codes';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What a one-time value is for: a login-phone change (code texted to the new number), a lost-phone
 * reset (code emailed), the reset's token that sets the new number, and verifying or removing a
 * number of the list (code texted to it).
 */
export type PhoneCodePurpose = 'change' | 'reset' | 'reset_change' | 'verify' | 'delete';

/** A stored one-time value (hashes only). */
export type PhoneCodeRow = Database['phone_codes'];

/**
 * Stores a new value; the live ones of the same account and purpose stop working (ASVS 2.7.3: a
 * new request invalidates the old code). Without a code the handle alone is the secret.
 */
export async function insertPhoneCode(
  trx: Db,
  clock: Clock,
  row: {
    userId: string | null;
    purpose: PhoneCodePurpose;
    handle: string;
    code?: string;
    target: string;
    phoneId?: string | null;
    ttlSeconds: number;
  },
): Promise<void> {
  const now = clock.now();
  if (row.userId)
    await trx
      .updateTable('phone_codes')
      .set({ used_at: iso(now) })
      .where('user_id', '=', row.userId)
      .where('purpose', '=', row.purpose)
      .where('used_at', 'is', null)
      .execute();
  await trx
    .insertInto('phone_codes')
    .values({
      id: newId(),
      user_id: row.userId,
      purpose: row.purpose,
      handle_hash: sha256(row.handle),
      code_hash: row.code === undefined ? null : codeHash(row.handle, row.code),
      target: row.target,
      phone_id: row.phoneId ?? null,
      attempts: 0,
      created_at: iso(now),
      expires_at: iso(now + row.ttlSeconds * 1000),
      used_at: null,
    })
    .execute();
}

/** The row of a handle for a purpose, whatever its state (the handle is 256 bits: its hash is the key). */
export const phoneCodeByHandle = (db: Db, purpose: PhoneCodePurpose, handle: string) =>
  db.selectFrom('phone_codes').selectAll().where('handle_hash', '=', sha256(handle)).where('purpose', '=', purpose).executeTakeFirst();

/** How many values went to a phone number or email since `since` (per-address send limit). */
export async function sentToSince(db: Db, target: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('phone_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('target', '=', target)
    .where('created_at', '>', iso(since))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many texts went out for an account since `since` (per-account send limit: SMS cost money). */
export async function textedForUserSince(db: Db, userId: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('phone_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', 'in', ['change', 'verify', 'delete'])
    .where('created_at', '>', iso(since))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Counts one guess against a value before it is compared (storage/single-use-codes.ts). */
export const claimPhoneCodeGuess = (db: Db, clock: Clock, id: string, maxGuesses: number): Promise<boolean> =>
  claimGuess(db, clock, 'phone_codes', id, maxGuesses);

/** Spends a value; false when another request spent it first (single use under races) or it expired. */
export const spendPhoneCode = (trx: Db, clock: Clock, id: string): Promise<boolean> => spendOnce(trx, clock, 'phone_codes', id);

/**
 * Voids the live SMS sign-in codes of an account whose login phone changes: a code texted to the
 * number being replaced (a lost phone, perhaps in someone else's hands) must not sign in after.
 */
export const voidSmsSignInCodes = (trx: Db, clock: Clock, userId: string) =>
  trx
    .updateTable('passwordless_codes')
    .set({ used_at: iso(clock.now()) })
    .where('user_id', '=', userId)
    .where('channel', '=', 'smscode')
    .where('used_at', 'is', null)
    .execute();
