import { sql, type Kysely } from 'kysely';
import type { Config } from '../config/config-schema';
import type { Clock } from './clock';
import { iso } from './clock';
import { sha256 } from './crypto';
import type { Database } from '../storage/schema';

/** The lockout policy's settings (SECURITY.md §0, decision 0005). */
export type LockoutPolicy = Pick<Config, 'loginDelayAfterFailures' | 'loginMaxFailures' | 'lockoutMinutes'>;

/**
 * Wait imposed after the n-th consecutive failure (SECURITY.md §0 soft lockout): nothing for
 * the first few, then 1 s doubling up to 1 h, and a time-boxed lock at the hard cap.
 */
export function lockDelayMs(failures: number, config: LockoutPolicy): number {
  if (failures >= config.loginMaxFailures) return config.lockoutMinutes * 60_000;
  if (failures < config.loginDelayAfterFailures) return 0;
  return Math.min(1000 * 2 ** (failures - config.loginDelayAfterFailures), 3_600_000);
}

/** Where a run of failures is counted: a table, its key column, the count and the end of the wait. */
interface Counter {
  table: 'users' | 'credential_failures';
  key: string;
  count: string;
  until: string;
}

/** A counter and the row it counts in. */
export interface AttemptSubject {
  counter: Counter;
  id: string;
}

const PASSWORD: Counter = { table: 'users', key: 'id', count: 'failed_logins', until: 'locked_until' };
const CODES: Counter = { table: 'users', key: 'id', count: 'failed_mfa', until: 'mfa_locked_until' };
const OTHER: Counter = { table: 'credential_failures', key: 'subject', count: 'failures', until: 'locked_until' };

/** Password checks of an account (sign-in, password change): one lockout for all of them. */
export const passwordOf = (userId: string): AttemptSubject => ({ counter: PASSWORD, id: userId });
/** One-time code checks of an account (TOTP, recovery, SMS, email and passwordless codes): their own counter (N8). */
export const codesOf = (userId: string): AttemptSubject => ({ counter: CODES, id: userId });
/**
 * Password checks of an email no account has: counted like an account's, so the lockout answers an unknown
 * email as it answers a known one (issue 14 item 4). Only the digest of the address is kept.
 */
export const unknownEmail = (email: string): AttemptSubject => ({ counter: OTHER, id: `email:${sha256(email.trim().toLowerCase())}` });
/** Secret checks of a machine credential (API token, OAuth client, vendor credential), known or not. */
export const clientSecretOf = (kind: 'api-token' | 'oauth-client' | 'vendor', clientId: string): AttemptSubject => ({
  counter: OTHER,
  id: `${kind}:${clientId}`,
});

/**
 * Claims one credential check before the credential is looked at: the attempt is counted and, when
 * it would earn a wait if it failed, the wait is set — in one transaction, and only when the subject
 * is not waiting already. A right answer forgives it afterwards (`forgiveAttempts`). Counting first is
 * what bounds parallel guessing: with checks that take time (argon2), guesses sent together would all
 * pass a "locked?" read before the first failure is written (issue 14 item 1). The row lock
 * (PostgreSQL) or the single writer (SQLite, across processes too) serialises the claims.
 * False when the subject is inside a wait or lock: nothing may be checked.
 */
export async function claimAttempt(db: Kysely<Database>, clock: Clock, config: LockoutPolicy, subject: AttemptSubject): Promise<boolean> {
  const { counter: c, id } = subject;
  return db.transaction().execute(async (trx) => {
    const now = iso(clock.now());
    // A subject without a user row gets its counter on first sight; updated_at is its last attempt (what a purge reads).
    if (c.table === 'credential_failures') {
      await trx
        .insertInto('credential_failures')
        .values({ subject: id, failures: 0, locked_until: null, updated_at: now })
        .onConflict((oc) => oc.column('subject').doUpdateSet({ updated_at: now }))
        .execute();
    }
    const claimed = await sql<{ n: number }>`UPDATE ${sql.table(c.table)} SET ${sql.ref(c.count)} = ${sql.ref(c.count)} + 1
      WHERE ${sql.ref(c.key)} = ${id} AND (${sql.ref(c.until)} IS NULL OR ${sql.ref(c.until)} <= ${now})
      RETURNING ${sql.ref(c.count)} AS n`.execute(trx);
    const n = claimed.rows[0]?.n;
    if (n === undefined) return false;
    const delay = lockDelayMs(Number(n), config);
    if (delay > 0)
      await sql`UPDATE ${sql.table(c.table)} SET ${sql.ref(c.until)} = ${iso(clock.now() + delay)} WHERE ${sql.ref(c.key)} = ${id}`.execute(
        trx,
      );
    return true;
  });
}

/** After a right answer: the claimed attempt, the run of failures before it and any wait are forgiven. */
export async function forgiveAttempts(db: Kysely<Database>, subject: AttemptSubject): Promise<void> {
  const { counter: c, id } = subject;
  if (c.table === 'credential_failures') await db.deleteFrom('credential_failures').where('subject', '=', id).execute();
  else
    await sql`UPDATE ${sql.table(c.table)} SET ${sql.ref(c.count)} = 0, ${sql.ref(c.until)} = NULL WHERE ${sql.ref(c.key)} = ${id}`.execute(
      db,
    );
}
