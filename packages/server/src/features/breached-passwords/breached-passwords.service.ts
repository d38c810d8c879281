import type { Kysely } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import type { EventActor, EventEmitter } from '../../kernel/events';
import type { Database } from '../../storage/schema';
import { isListedBreachedPassword } from './breached-password-list';
import { clearFailedLogins, markBreached } from './breached-passwords.store';

/** What a password sign-in learnt about the password. */
export interface BreachedAtLogin {
  breached: boolean;
  /** The security-center login flows are on: no session until the password is replaced (spec 000 §4.1 step 7). */
  withholdSession: boolean;
}

/**
 * Breached passwords at sign-in (ASVS 2.1.7: flagged at login). A proven-breached password marks
 * the user (user_breached_passwords: the users list's 'breached-passwords' preset joins it); with the
 * vendor's `security-center-show-login-flows` flag on, the sign-in stops there and the login box
 * sends a reset link instead.
 */
export function createBreachedPasswordService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  events: EventEmitter;
  loginFlowsOn(vendorId: string): Promise<boolean>;
}) {
  const { db, clock, events } = deps;
  return {
    /** Checks the password a user just proved; marks the user when it is breached. */
    async atLogin(user: { id: string; vendor_id: string }, password: string): Promise<BreachedAtLogin> {
      if (!isListedBreachedPassword(password)) return { breached: false, withholdSession: false };
      await markBreached(db, user.id, iso(clock.now()));
      return { breached: true, withholdSession: await deps.loginFlowsOn(user.vendor_id) };
    },

    /** The answer to a sign-in stopped for a breached password: the failures are forgiven, no session exists. */
    async withheld(user: { id: string; email: string }, actor: EventActor) {
      await db.transaction().execute(async (trx) => {
        await clearFailedLogins(trx, user.id);
        await events.emit(trx, actor, 'auth.login.breached_password', user.id);
      });
      return { response: { mfaRequired: false, isBreachedPassword: true, userEmail: user.email } };
    },
  };
}

/** The breached-password service. */
export type BreachedPasswordService = ReturnType<typeof createBreachedPasswordService>;
