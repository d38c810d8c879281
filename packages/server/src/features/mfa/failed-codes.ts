import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { Clock } from '../../lib/clock';
import { iso } from '../../lib/clock';
import type { Database } from '../../storage/schema';
import { lockDelayMs } from '../auth/failed-passwords';

/**
 * Claims one code check for an account before the code is looked at: the attempt is counted and,
 * past the policy's threshold, the wait it earns is set — in one transaction, and only when the
 * account is not waiting already. Counting first means parallel guesses cannot all slip in before
 * the first failure is written (the row lock / SQLite's single writer serialises the claims).
 * The policy is the password's (SECURITY.md §0, decision 0005) with its own counter (N8).
 * False when the account is inside a wait or lock.
 */
export async function claimCodeAttempt(db: Kysely<Database>, clock: Clock, config: Config, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = clock.now();
    const row = await trx
      .updateTable('users')
      .set((eb) => ({ failed_mfa: eb('failed_mfa', '+', 1) }))
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('mfa_locked_until', 'is', null), eb('mfa_locked_until', '<=', iso(now))]))
      .returning('failed_mfa')
      .executeTakeFirst();
    if (!row) return false;
    const delay = lockDelayMs(row.failed_mfa, config);
    if (delay > 0) await trx.updateTable('users').set({ mfa_locked_until: iso(now + delay) }).where('id', '=', userId).execute();
    return true;
  });
}

/** After a good code: the claimed attempt and any wait are forgiven. */
export const resetCodeAttempts = (trx: Kysely<Database>, userId: string) => trx.updateTable('users').set({ failed_mfa: 0, mfa_locked_until: null }).where('id', '=', userId).execute();
