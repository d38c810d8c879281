import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import { claimAttempt, forgiveAttempts, passwordOf, unknownEmail } from '../../kernel/failed-attempts';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import type { PasswordHasher } from '../../lib/passwords';
import type { Database } from '../../storage/schema';
import type { PoliciesService } from '../policies/index';
import type { IssuedSession } from '../sessions/index';
import type { SecondFactorContext, SignInResult, SignInSpine } from '../sign-in/index';
import { userByEmail } from '../users/index';

/** Whether a vendor sign-in strategy lets users hold a password (spec 000 §9: NoLocalAuthentication is SSO and social only). */
export const passwordsAllowed = (strategy: string): boolean => strategy !== 'NoLocalAuthentication';

/** Password sign-in: the first factor that checks an email and password, then hands the user to the sign-in spine. */
export function createLoginService(deps: {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  events: EventEmitter;
  passwords: PasswordHasher;
  signIn: Pick<SignInSpine, 'proceed'>;
  policies: Pick<PoliciesService, 'auth'>;
}) {
  const { db, config, clock, events, passwords } = deps;

  return {
    async login(
      email: string,
      password: string,
      ctx: RequestContext,
      factor: SecondFactorContext = {},
    ): Promise<SignInResult | IssuedSession> {
      // The vendor turned local credentials off (SSO and social only): no password is looked at.
      if (!passwordsAllowed((await deps.policies.auth()).authStrategy)) throw fail('auth.password_disabled');
      const user = await userByEmail(db, DEFAULT_VENDOR_ID, email);
      // Claimed before the (slow) check, so parallel guesses cannot outrun the lockout; unknown emails are
      // counted and locked like accounts, so neither the answer nor the lockout tells them apart.
      const attempts = user ? passwordOf(user.id) : unknownEmail(email);
      if (!(await claimAttempt(db, clock, config, attempts))) throw fail('auth.account_locked');
      // Unknown emails are verified against a dummy hash: same work, same answer.
      const ok = await passwords.verify(user?.password_hash ?? null, password);
      if (!user || !ok) {
        await events.emit(db, actingAs(ctx, user?.id ?? null), 'auth.login.failed', user?.id ?? null);
        throw fail('auth.invalid_credentials');
      }
      const issued = await deps.signIn.proceed(
        {
          method: 'password',
          user,
          amr: ['pwd'],
          userIsCurrent: true,
          password,
          // The password was right: its claimed attempt is forgiven on every way out without a session
          // (a session's sign-in resets the counter itself).
          release: (via) => forgiveAttempts(via, attempts),
        },
        ctx,
        factor,
      );
      if (passwords.needsRehash(user.password_hash!)) {
        // Parameters were raised since this hash was made: upgrade it now that we know the password.
        void passwords
          .hash(password)
          .then((h) => db.updateTable('users').set({ password_hash: h }).where('id', '=', user.id).execute())
          .catch(() => undefined);
      }
      return issued;
    },
  };
}
