import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId, randomToken, sha256 } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Purposes of emailed link tokens. */
export type TokenPurpose = 'activation' | 'password_reset';

/** Creates a link token (stored hashed); earlier unused tokens of the same purpose stop working. */
export async function issueOneTimeToken(trx: Db, clock: Clock, userId: string, purpose: TokenPurpose, ttlSeconds: number): Promise<string> {
  const raw = randomToken(32);
  const now = clock.now();
  await trx
    .updateTable('one_time_tokens')
    .set({ used_at: iso(now) })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('one_time_tokens')
    .values({
      id: newId(),
      user_id: userId,
      purpose,
      token_hash: sha256(raw),
      created_at: iso(now),
      expires_at: iso(now + ttlSeconds * 1000),
      used_at: null,
    })
    .execute();
  return raw;
}

/** Finds a live token for the user and purpose (not used, not expired), or undefined. */
export async function findOneTimeToken(db: Db, clock: Clock, userId: string, purpose: TokenPurpose, raw: string) {
  const row = await db.selectFrom('one_time_tokens').selectAll().where('token_hash', '=', sha256(raw)).executeTakeFirst();
  if (!row || row.user_id !== userId || row.purpose !== purpose || row.used_at || row.expires_at <= iso(clock.now())) return undefined;
  return row;
}

/** Marks a token used; false when another request used it first (single use under races). */
export async function consumeOneTimeToken(trx: Db, clock: Clock, id: string): Promise<boolean> {
  const r = await trx
    .updateTable('one_time_tokens')
    .set({ used_at: iso(clock.now()) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** How many link tokens of a purpose were issued to a user since `since` (ISO): the mail cap reads it. */
export async function tokensIssuedSince(db: Db, userId: string, purpose: TokenPurpose, since: string): Promise<number> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
