import type { LoginResponse } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { ClientInfo } from '../../http/client-info';
import { fail } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { iso } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { PasswordHasher } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Database } from '../../storage/schema';
import { audit, type AuditActor } from '../audit/audit';
import type { BreachedPasswordService } from '../breached-passwords/breached-passwords.service';
import { isLocked, recordFailedPassword } from './failed-passwords';
import { DEFAULT_VENDOR_ID } from '../roles/seed-defaults';
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
  db.updateTable('users').set({ failed_logins: 0, locked_until: null, last_login: at, active_tenant_id: tenantId }).where('id', '=', userId),
);

/** Password sign-in. */
export function createLoginService(deps: { db: Kysely<Database>; config: Config; clock: Clock; log: Logger; passwords: PasswordHasher; ipLimiter: RateLimiter; sessions: SessionService; secondFactor?: SecondFactorChallenge; breached?: BreachedPasswordService }) {
  const { db, config, clock, passwords, sessions } = deps;

  /** The tenant a new session starts in: the last active one if still a member, else the first. */
  const usableTenants = async (user: Pick<UserRow, 'id' | 'active_tenant_id'>, via: Kysely<Database>) => {
    const tenants = await tenantsOfUser(via, user.id, iso(clock.now()));
    const active = tenants.find((t) => t.id === user.active_tenant_id) ?? tenants[0];
    // Every membership is disabled or expired (or the user belongs to no tenant): no sign-in.
    if (!active) throw fail('auth.account_disabled');
    return { tenantId: active.id, tenantIds: tenants.map((t) => t.id) };
  };
  const startTenant = async (user: Pick<UserRow, 'id' | 'active_tenant_id'>, via: Kysely<Database> = db): Promise<string> => (await usableTenants(user, via)).tenantId;

  /**
   * Starts the session of a user whose every required factor is proven: counters reset, last
   * login and audit row written in the caller's transaction, the session with `amr`.
   */
  const completeSignIn = async (trx: Transaction<Database>, user: UserRow, amr: string[], client: ClientInfo, requestId: string | null, userIsCurrent = false): Promise<PendingSession> => {
    // Read through the transaction: on SQLite a read on another connection would wait for it forever.
    const { tenantId, tenantIds } = await usableTenants(user, trx);
    await signedIn.affected(trx, user.id, iso(clock.now()), tenantId);
    const actor: AuditActor = { actorId: user.id, tenantId, ip: client.ip, userAgent: client.userAgent, requestId };
    await audit(trx, clock, actor, 'auth.login.succeeded', user.id);
    // `userIsCurrent`: nothing changed the row since the caller read it (the password check), so its fields can go
    // into the token without a second read; other flows may have just changed it (a passwordless link verifies the email).
    // The tenants were just read in this transaction: the token's claims reuse them.
    return sessions.issue(trx, { userId: user.id, tenantId, amr, client, user: userIsCurrent ? user : undefined, tenantIds });
  };

  return {
    startTenant,
    completeSignIn,
    async login(email: string, password: string, client: ClientInfo, requestId: string | null = null, factorContext: SecondFactorContext = {}): Promise<SignInResult | IssuedSession> {
      if (!(await deps.ipLimiter.hit(`cred:${client.ip}`))) throw fail('request.rate_limited');
      const user = await userByEmail(db, DEFAULT_VENDOR_ID, email);
      if (user && isLocked(user, clock)) throw fail('auth.account_locked');
      // Unknown emails are verified against a dummy hash: same work, same answer.
      const ok = await passwords.verify(user?.password_hash ?? null, password);
      if (!user || !ok) {
        await recordFailedPassword(db, clock, config, user?.id ?? null, { actorId: user?.id ?? null, tenantId: null, ip: client.ip, userAgent: client.userAgent, requestId }, 'auth.login.failed');
        throw fail('auth.invalid_credentials');
      }
      if (user.disabled) throw fail('auth.account_disabled');
      if (!user.verified && !config.allowNotVerifiedUsersLogin) throw fail('auth.not_verified');
      const breached = await deps.breached?.atLogin(user, password);
      if (breached?.withholdSession) return deps.breached!.withheld(user, { actorId: user.id, tenantId: null, ip: client.ip, userAgent: client.userAgent, requestId });
      const challenge = await deps.secondFactor?.(user, factorContext);
      const issued: SignInResult = challenge
        ? // The password was right: its failures are forgiven, but no session exists until the second factor (spec 000 §4.1 step 2).
          await db.transaction().execute(async (trx) => {
            await trx.updateTable('users').set({ failed_logins: 0, locked_until: null }).where('id', '=', user.id).execute();
            await audit(trx, clock, { actorId: user.id, tenantId: null, ip: client.ip, userAgent: client.userAgent, requestId }, 'auth.login.mfa_required', user.id);
            return { response: challenge };
          })
        : await db.transaction().execute((trx) => completeSignIn(trx, user, ['pwd'], client, requestId, true)).then((pending) => pending.finish());
      if (passwords.needsRehash(user.password_hash!)) {
        // Parameters were raised since this hash was made: upgrade it now that we know the password.
        void passwords.hash(password).then((h) => db.updateTable('users').set({ password_hash: h }).where('id', '=', user.id).execute()).catch(() => undefined);
      }
      // Flagged at login (ASVS 2.1.7; wire-compat §2.1 isBreachedPassword).
      if (breached?.breached) issued.response.isBreachedPassword = true;
      return issued;
    },
  };
}
