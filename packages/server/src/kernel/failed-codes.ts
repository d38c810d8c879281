import type { Kysely } from 'kysely';
import type { Config } from '../config/config-schema';
import type { Clock } from './clock';
import type { Database } from '../storage/schema';
import { claimAttempt, codesOf, forgiveAttempts } from './failed-attempts';

/**
 * Claims one code check for an account before the code is looked at (see `claimAttempt`). The policy
 * is the password's (SECURITY.md §0, decision 0005) with its own counter (N8). False when the account
 * is inside a wait or lock.
 */
export const claimCodeAttempt = (db: Kysely<Database>, clock: Clock, config: Config, userId: string): Promise<boolean> =>
  claimAttempt(db, clock, config, codesOf(userId));

/** After a good code: the claimed attempt and any wait are forgiven. */
export const resetCodeAttempts = (trx: Kysely<Database>, userId: string): Promise<void> => forgiveAttempts(trx, codesOf(userId));
