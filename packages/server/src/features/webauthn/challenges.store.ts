import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId, randomToken, sha256 } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What a challenge was issued for. */
export type ChallengePurpose = 'register' | 'login';

/**
 * Issues a 256-bit challenge bound to a purpose and (unless null) a user; only its SHA-256 is kept.
 * Expired rows are swept on the way so the table stays small without a job.
 */
export async function issueChallenge(
  db: Db,
  clock: Clock,
  purpose: ChallengePurpose,
  userId: string | null,
  ttlMs: number,
): Promise<string> {
  const challenge = randomToken(32);
  const now = clock.now();
  await db
    .deleteFrom('webauthn_challenges')
    .where('expires_at', '<=', iso(now - 60_000))
    .execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      id: newId(),
      challenge_hash: sha256(challenge),
      purpose,
      user_id: userId,
      created_at: iso(now),
      expires_at: iso(now + ttlMs),
      used_at: null,
    })
    .execute();
  return challenge;
}

/** A live (unspent, unexpired) challenge of that purpose, or undefined. */
export async function liveChallenge(db: Db, clock: Clock, purpose: ChallengePurpose, challenge: string) {
  const row = await db
    .selectFrom('webauthn_challenges')
    .selectAll()
    .where('challenge_hash', '=', sha256(challenge))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.used_at || row.expires_at <= iso(clock.now())) return undefined;
  return row;
}

/** Spends a challenge; false when another request spent it first or it expired (single use under races). */
export async function spendChallenge(trx: Db, clock: Clock, id: string): Promise<boolean> {
  const now = iso(clock.now());
  const r = await trx
    .updateTable('webauthn_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
