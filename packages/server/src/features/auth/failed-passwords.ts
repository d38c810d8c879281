import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { Clock } from '../../lib/clock';
import { iso } from '../../lib/clock';
import type { Database } from '../../storage/schema';
import { audit, type AuditActor } from '../audit/audit';

/**
 * Wait imposed after the n-th consecutive failure (SECURITY.md §0 soft lockout): nothing for
 * the first few, then 1 s doubling up to 1 h, and a time-boxed lock at the hard cap.
 */
export function lockDelayMs(failures: number, config: Pick<Config, 'loginDelayAfterFailures' | 'loginMaxFailures' | 'lockoutMinutes'>): number {
  if (failures >= config.loginMaxFailures) return config.lockoutMinutes * 60_000;
  if (failures < config.loginDelayAfterFailures) return 0;
  return Math.min(1000 * 2 ** (failures - config.loginDelayAfterFailures), 3_600_000);
}

/** Whether an account is inside a wait or lock imposed by failed passwords. */
export const isLocked = (user: { locked_until: string | null }, clock: Clock): boolean => !!user.locked_until && user.locked_until > iso(clock.now());

/**
 * Records a wrong password: the account's failure count, the wait it earns and the audit row
 * commit together — a crash between the count and its lock would leave an account past the
 * delay threshold with no delay (found by test/gates/crash.gate.test.ts). Every password check
 * (sign-in, password change) counts toward the same lockout.
 */
export async function recordFailedPassword(db: Kysely<Database>, clock: Clock, config: Config, userId: string | null, actor: AuditActor, action: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (userId) {
      const row = await trx.updateTable('users').set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) })).where('id', '=', userId).returning('failed_logins').executeTakeFirst();
      const delay = lockDelayMs(row?.failed_logins ?? 0, config);
      if (delay > 0) await trx.updateTable('users').set({ locked_until: iso(clock.now() + delay) }).where('id', '=', userId).execute();
    }
    await audit(trx, clock, actor, action, userId);
  });
}
