import type { Kysely } from 'kysely';
import type { Database } from '../src/storage/schema';

/**
 * Refresh tokens issued so far, over all sessions: each session's first plus one per rotation (the session row
 * keeps the current token's number, decision 0027). "Nothing written" checks compare it before and after.
 */
export async function refreshTokensIssued(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.sum<string | number | null>('refresh_counter').as('rotations')])
    .executeTakeFirstOrThrow();
  return Number(row.n) + Number(row.rotations ?? 0);
}
