import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId, sha256 } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { claimGuess as claimCodeGuess, spendOnce } from '../../kernel/single-use-codes';

type Db = Kysely<Database> | Transaction<Database>;

/** The channel a secret went out on: the path type of wire-compat §2.11, lower-cased. */
export type Channel = 'magiclink' | 'code' | 'smscode';

/** A stored code or link (secrets hashed). */
export type CodeRow = Awaited<ReturnType<typeof codeByFlow>>;

/** Users holding a phone number; more than one means the number cannot sign anyone in. */
export const usersByPhone = (db: Db, phoneNumber: string) =>
  db.selectFrom('users').selectAll().where('vendor_id', '=', DEFAULT_VENDOR_ID).where('phone_number', '=', phoneNumber).limit(2).execute();

/** How many secrets went to an address since `since` (per-address send limit). */
export async function sentSince(db: Db, address: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('passwordless_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('address', '=', address)
    .where('created_at', '>', iso(since))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Stores a new secret; the live ones of the same account and channel stop working (ASVS 2.7.3:
 * a new request invalidates the old code).
 */
export async function insertCode(
  trx: Db,
  clock: Clock,
  row: { userId: string | null; channel: Channel; address: string; secretHash: string; flowHash: string | null; ttlSeconds: number },
): Promise<void> {
  const now = clock.now();
  if (row.userId)
    await trx
      .updateTable('passwordless_codes')
      .set({ used_at: iso(now) })
      .where('user_id', '=', row.userId)
      .where('channel', '=', row.channel)
      .where('used_at', 'is', null)
      .execute();
  await trx
    .insertInto('passwordless_codes')
    .values({
      id: newId(),
      user_id: row.userId,
      channel: row.channel,
      address: row.address,
      secret_hash: row.secretHash,
      flow_hash: row.flowHash,
      attempts: 0,
      created_at: iso(now),
      expires_at: iso(now + row.ttlSeconds * 1000),
      used_at: null,
    })
    .execute();
}

/** The code row of a flow handle (otcToken), whatever its state. */
export const codeByFlow = (db: Db, channel: Channel, otcToken: string) =>
  db
    .selectFrom('passwordless_codes')
    .selectAll()
    .where('flow_hash', '=', sha256(otcToken))
    .where('channel', '=', channel)
    .executeTakeFirst();

/** The row of a magic-link token, whatever its state (the token is 256 bits: its hash is the key). */
export const linkByToken = (db: Db, token: string) =>
  db
    .selectFrom('passwordless_codes')
    .selectAll()
    .where('secret_hash', '=', sha256(token))
    .where('channel', '=', 'magiclink')
    .executeTakeFirst();

/** Whether a row can still be used. */
export const isLive = (row: { used_at: string | null; expires_at: string }, clock: Clock): boolean =>
  !row.used_at && row.expires_at > iso(clock.now());

/** Counts one guess against a code before it is compared (storage/single-use-codes.ts). */
export const claimGuess = (db: Db, clock: Clock, id: string, maxGuesses: number): Promise<boolean> =>
  claimCodeGuess(db, clock, 'passwordless_codes', id, maxGuesses);

/** Spends a code or link; false when another request spent it first (single use under races). */
export const spendCode = (trx: Db, clock: Clock, id: string): Promise<boolean> => spendOnce(trx, clock, 'passwordless_codes', id);
