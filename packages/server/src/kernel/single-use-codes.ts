import type { Kysely, Transaction } from 'kysely';
import { iso, type Clock } from './clock';
import type { Database } from '../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Tables of one-time codes: each row has `attempts`, `expires_at` and `used_at`. */
export type CodeTable = 'passwordless_codes' | 'phone_codes' | 'mfa_codes';

/**
 * Counts one guess against a code before it is compared: false when the code is spent, expired or out of
 * guesses. Conditional, so parallel guesses cannot exceed the budget (SECURITY.md N9).
 */
export async function claimGuess(db: Db, clock: Clock, table: CodeTable, id: string, maxGuesses: number): Promise<boolean> {
  const r = await (db as Kysely<Database>)
    .updateTable(table as 'phone_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(clock.now()))
    .where('attempts', '<', maxGuesses)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Spends a code; false when another request spent it first (single use under races) or it expired. */
export async function spendOnce(trx: Db, clock: Clock, table: CodeTable, id: string): Promise<boolean> {
  const now = iso(clock.now());
  const r = await (trx as Kysely<Database>)
    .updateTable(table as 'phone_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
