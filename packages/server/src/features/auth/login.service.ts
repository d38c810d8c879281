import type { LoginResponse } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config/config-schema';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import type { Logger } from '../../lib/logger';
import type { PasswordHasher } from '../../lib/passwords';
import type { Database } from '../../storage/schema';
import type { PoliciesService } from '../policies/policies.service';
import type { BreachedPasswordService } from '../breached-passwords/breached-passwords.service';
import { claimAttempt, forgiveAttempts, passwordOf, unknownEmail } from '../../kernel/failed-attempts';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import type { IssuedSession, PendingSession, SessionService } from '../sessions/sessions.service';
import { prepared } from '../../storage/prepared';
import { tenantsOfUser, userByEmail, type UserRow } from '../users/users.store';

/** The answer of a sign-in step: a session, or (no refresh token) a demand for a second factor. */
export interface SignInResult {
  refreshToken?: string;
  response: LoginResponse;
}

/** What the second-factor decision reads beyond the user: a remembered-device cookie (decision 0020). */
export interface SecondFactorContext {
  rememberedDevice?: string;
  /** `amr` of a first step that was not a password (decision 0024): the session after MFA names it, not `pwd`. */
  firstAmr?: string[];
}

/** Asks for a second factor when the user has one (or must enrol one): the login answer without a session, else null. */
export type SecondFactorChallenge = (user: UserRow, ctx?: SecondFactorContext) => Promise<LoginResponse | null>;

/** A completed sign-in: failures forgiven, last login and active tenant recorded (every sign-in: compiled once). */
const signedIn = prepared((db, userId: string, at: string, tenantId: string) =>
  db
    .updateTable('users')
    .set({ failed_logins: 0, locked_until: null, last_login: at, active_tenant_id: tenantId })
    .where('id', '=', userId),
);

/** Whether a vendor sign-in strategy lets users hold a password (spec 000 §9: NoLocalAuthentication is SSO and social only). */
export const passwordsAllowed = (strategy: string): boolean => strategy !== 'NoLocalAuthentication';

/** Password sign-in. */
export function createLoginService(deps: {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  events: EventEmitter;
  log: Logger;
  passwords: PasswordHasher;
  sessions: SessionService;
  secondFactor?: SecondFactorChallenge;
  breached?: BreachedPasswordService;
  policies: Pick<PoliciesService, 'auth'>;
}) {
  const { db, config, clock, events, passwords, sessions } = deps;

  /** The tenant a new session starts in: the last active one if still a member, else the first. */
  const usableTenants = async (user: Pick<UserRow, 'id' | 'active_tenant_id'>, via: Kysely<Database>) => {
    const tenants = await tenantsOfUser(via, user.id, iso(clock.now()));
    const active = tenants.find((t) => t.id === user.active_tenant_id) ?? tenants[0];
    // Every membership is disabled or expired (or the user belongs to no tenant): no sign-in.
    if (!active) throw fail('auth.account_disabled');
    return { tenantId: active.id, tenantIds: tenants.map((t) => t.id) };
  };
  const startTenant = async (user: Pick<UserRow, 'id' | 'active_tenant_id'>, via: Kysely<Database> = db): Promise<string> =>
    (await usableTenants(user, via)).tenantId;

  /**
   * Starts the session of a user whose every required factor is proven: counters reset, last
   * login and audit row written in the caller's transaction, the session with `amr`.
   */
  const completeSignIn = async (
    trx: Transaction<Database>,
    user: UserRow,
    amr: string[],
    ctx: RequestContext,
    userIsCurrent = false,
  ): Promise<PendingSession> => {
    // Read through the transaction: on SQLite a read on another connection would wait for it forever.
    const { tenantId, tenantIds } = await usableTenants(user, trx);
    await signedIn.affected(trx, user.id, iso(clock.now()), tenantId);
    await events.emit(trx, actingAs(ctx, user.id, tenantId), 'auth.login.succeeded', user.id);
    // `userIsCurrent`: nothing changed the row since the caller read it (the password check), so its fields can go
    // into the token without a second read; other flows may have just changed it (a passwordless link verifies the email).
    // The tenants were just read in this transaction: the token's claims reuse them.
    return sessions.issue(trx, { userId: user.id, tenantId, amr, client: ctx, user: userIsCurrent ? user : undefined, tenantIds });
  };

  return {
    startTenant,
    completeSignIn,
    async login(
      email: string,
      password: string,
      ctx: RequestContext,
      factorContext: SecondFactorContext = {},
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
      const actor = actingAs(ctx, user?.id ?? null);
      if (!user || !ok) {
        await events.emit(db, actor, 'auth.login.failed', user?.id ?? null);
        throw fail('auth.invalid_credentials');
      }
      // The password was right: its claimed attempt is forgiven on every way out, including the refusals below.
      if (user.disabled || (!user.verified && !config.allowNotVerifiedUsersLogin)) {
        await forgiveAttempts(db, attempts);
        throw fail(user.disabled ? 'auth.account_disabled' : 'auth.not_verified');
      }
      const breached = await deps.breached?.atLogin(user, password);
      if (breached?.withholdSession) return deps.breached!.withheld(user, { ...actor, actorId: user.id });
      const challenge = await deps.secondFactor?.(user, factorContext);
      const issued: SignInResult = challenge
        ? // The password was right: its failures are forgiven, but no session exists until the second factor (spec 000 §4.1 step 2).
          await db.transaction().execute(async (trx) => {
            await forgiveAttempts(trx, attempts);
            await events.emit(trx, actor, 'auth.login.mfa_required', user.id);
            return { response: challenge };
          })
        : await db
            .transaction()
            .execute((trx) => completeSignIn(trx, user, ['pwd'], ctx, true))
            .then((pending) => pending.finish());
      if (passwords.needsRehash(user.password_hash!)) {
        // Parameters were raised since this hash was made: upgrade it now that we know the password.
        void passwords
          .hash(password)
          .then((h) => db.updateTable('users').set({ password_hash: h }).where('id', '=', user.id).execute())
          .catch(() => undefined);
      }
      // Flagged at login (ASVS 2.1.7; wire-compat §2.1 isBreachedPassword).
      if (breached?.breached) issued.response.isBreachedPassword = true;
      return issued;
    },
  };
}
