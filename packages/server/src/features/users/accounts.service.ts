import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { ClientInfo } from '../../http/client-info';
import { fail } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { iso } from '../../lib/clock';
import { newId } from '../../lib/crypto';
import { enqueueMail } from '../../lib/mailer';
import { assertPasswordPolicy } from '../../lib/password-policy';
import type { PasswordHasher } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Database } from '../../storage/schema';
import { audit, type AuditActor } from '../audit/audit';
import { isLocked, recordFailedPassword } from '../auth/failed-passwords';
import { forgetBreachedPassword } from '../breached-passwords/breached-passwords.service';
import { assertNotBreachedPassword, type PasswordContext } from '../breached-passwords/password-screening';
import { roleByKey } from '../roles/roles.store';
import { DEFAULT_VENDOR_ID } from '../roles/seed-defaults';
import type { IssuedSession, PendingSession, SessionService } from '../sessions/sessions.service';
import { activationEmail, alreadyRegisteredEmail, passwordChangedEmail, resetPasswordEmail } from './emails';
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken } from './one-time-tokens';
import { userByEmail, userById } from './users.store';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  passwords: PasswordHasher;
  ipLimiter: RateLimiter;
  sessions: SessionService;
  startTenant(user: { id: string; active_tenant_id: string | null }): Promise<string>;
}

/** Input of sign-up (contract-validated). */
export interface SignUpInput {
  email: string;
  companyName: string;
  name?: string;
  password?: string;
  metadata?: string;
}

const actorOf = (client: ClientInfo, requestId: string | null, actorId: string | null, tenantId: string | null): AuditActor => ({ actorId, tenantId, ip: client.ip, userAgent: client.userAgent, requestId });

/**
 * Account lifecycle without a session: sign-up, activation, forgotten passwords. Answers never
 * reveal whether an email is registered (ASVS 2.5.x, V3.5 user enumeration).
 */
export function createAccountService(deps: Deps) {
  const { db, config, clock, passwords, sessions } = deps;
  const link = (path: string, params: Record<string, string>) => `${config.appUrl.replace(/\/$/, '')}${path}?${new URLSearchParams(params)}`;
  // Length first, then breached, repetitive and context words (ASVS 2.1.7, NIST 800-63B 5.1.1.2).
  const screenNewPassword = (password: string, context: PasswordContext) => {
    assertPasswordPolicy(password, config);
    assertNotBreachedPassword(password, { ...context, vendorName: config.vendorName });
  };
  const throttle = async (client: ClientInfo) => {
    if (!(await deps.ipLimiter.hit(`cred:${client.ip}`))) throw fail('request.rate_limited');
  };

  return {
    /** Creates a tenant and its first user (Admin); emails the activation link. */
    async signUp(input: SignUpInput, client: ClientInfo, requestId: string): Promise<{ shouldActivate: boolean; userId: string; tenantId: string; issued?: IssuedSession }> {
      if (!config.allowSignups) throw fail('signup.disabled');
      await throttle(client);
      if (input.password !== undefined) screenNewPassword(input.password, { email: input.email, name: input.name, tenantName: input.companyName });
      const email = input.email.toLowerCase();
      const existing = await userByEmail(db, DEFAULT_VENDOR_ID, email);
      if (existing && !config.allowNotVerifiedUsersLogin) {
        // Same answer as a new sign-up; the owner of the address gets a notice instead.
        await enqueueMail(db, clock, alreadyRegisteredEmail(email, config.vendorName, link('/account/login', {}), link('/account/forget-password', {})));
        return { shouldActivate: true, userId: newId(), tenantId: newId() };
      }
      if (existing) throw fail('signup.email_taken');
      const passwordHash = input.password !== undefined ? await passwords.hash(input.password) : null;
      const admin = await roleByKey(db, DEFAULT_VENDOR_ID, 'Admin');
      if (!admin) throw new Error('default roles are not seeded');
      const now = iso(clock.now());
      const userId = newId();
      const tenantId = newId();
      const result = await db.transaction().execute(async (trx) => {
        await trx.insertInto('tenants').values({ id: tenantId, vendor_id: DEFAULT_VENDOR_ID, name: input.companyName, alias: null, metadata: '{}', address: null, timezone: null, date_format: null, time_format: null, currency: null, logo: null, is_reseller: 0, created_at: now, updated_at: now, deleted_at: null }).execute();
        await trx
          .insertInto('users')
          .values({ id: userId, vendor_id: DEFAULT_VENDOR_ID, email, name: input.name ?? email.split('@')[0]!, password_hash: passwordHash, verified: 0, phone_number: null, profile_picture_url: null, metadata: input.metadata ?? '{}', provider: 'local', disabled: 0, failed_logins: 0, locked_until: null, failed_mfa: 0, mfa_locked_until: null, last_login: null, active_tenant_id: tenantId, created_at: now, updated_at: now })
          .execute();
        await trx.insertInto('memberships').values({ user_id: userId, tenant_id: tenantId, activated: 0, created_at: now }).execute();
        await trx.insertInto('user_roles').values({ user_id: userId, tenant_id: tenantId, role_id: admin.id }).execute();
        const token = await issueOneTimeToken(trx, clock, userId, 'activation', config.activationTtlSeconds);
        await enqueueMail(trx, clock, activationEmail(email, config.vendorName, link('/account/activate', { userId, token }), Math.round(config.activationTtlSeconds / 3600)));
        await audit(trx, clock, actorOf(client, requestId, userId, tenantId), 'user.signed_up', userId, { tenantId });
        if (config.allowNotVerifiedUsersLogin && passwordHash) {
          const pending = await sessions.issue(trx, { userId, tenantId, amr: ['pwd'], client });
          return { shouldActivate: false, userId, tenantId, pending };
        }
        return { shouldActivate: true, userId, tenantId };
      });
      const { pending, ...rest } = result as typeof result & { pending?: PendingSession };
      return pending ? { ...rest, issued: await pending.finish() } : rest;
    },

    /** Whether activation needs a password (the token must be valid). */
    async activationStrategy(userId: string, token: string, client: ClientInfo) {
      await throttle(client);
      const row = await findOneTimeToken(db, clock, userId, 'activation', token);
      if (!row) throw fail('activation.invalid_token');
      const user = await userById(db, userId);
      if (!user) throw fail('activation.invalid_token');
      return { shouldSetPassword: user.password_hash === null };
    },

    /** Activates the account (setting the password when it has none) and signs the user in. */
    async activate(input: { userId: string; token: string; password?: string }, client: ClientInfo, requestId: string): Promise<IssuedSession> {
      await throttle(client);
      const row = await findOneTimeToken(db, clock, input.userId, 'activation', input.token);
      const user = row && (await userById(db, input.userId));
      if (!row || !user) throw fail('activation.invalid_token');
      let passwordHash = user.password_hash;
      if (passwordHash === null) {
        if (!input.password) throw fail('activation.password_required');
        screenNewPassword(input.password, { email: user.email, name: user.name });
        passwordHash = await passwords.hash(input.password);
      }
      const tenantId = await deps.startTenant(user);
      return db.transaction().execute(async (trx) => {
        if (!(await consumeOneTimeToken(trx, clock, row.id))) throw fail('activation.invalid_token');
        await trx.updateTable('users').set({ verified: 1, password_hash: passwordHash, updated_at: iso(clock.now()), last_login: iso(clock.now()) }).where('id', '=', user.id).execute();
        if (input.password) await forgetBreachedPassword(trx, user.id);
        await trx.updateTable('memberships').set({ activated: 1 }).where('user_id', '=', user.id).execute();
        await audit(trx, clock, actorOf(client, requestId, user.id, tenantId), 'user.activated', user.id);
        return sessions.issue(trx, { userId: user.id, tenantId, amr: ['pwd'], client });
      }).then((pending) => pending.finish());
    },

    /** Sends a fresh activation link to an unverified account. */
    async resendActivation(email: string, client: ClientInfo) {
      await throttle(client);
      const user = await userByEmail(db, DEFAULT_VENDOR_ID, email);
      if (!user || user.verified) return;
      await db.transaction().execute(async (trx) => {
        const token = await issueOneTimeToken(trx, clock, user.id, 'activation', config.activationTtlSeconds);
        await enqueueMail(trx, clock, activationEmail(user.email, config.vendorName, link('/account/activate', { userId: user.id, token }), Math.round(config.activationTtlSeconds / 3600)));
      });
    },

    /** Emails a password reset link when the account exists. */
    async forgotPassword(email: string, client: ClientInfo, requestId: string) {
      await throttle(client);
      const user = await userByEmail(db, DEFAULT_VENDOR_ID, email);
      if (!user || user.disabled) return;
      await db.transaction().execute(async (trx) => {
        const token = await issueOneTimeToken(trx, clock, user.id, 'password_reset', config.resetPasswordTtlSeconds);
        await enqueueMail(trx, clock, resetPasswordEmail(user.email, config.vendorName, link('/account/reset-password', { userId: user.id, token }), Math.round(config.resetPasswordTtlSeconds / 60)));
        await audit(trx, clock, actorOf(client, requestId, null, null), 'user.password_reset_requested', user.id);
      });
    },

    /** Sets a new password from a reset link; every session of the user ends. */
    async resetPassword(input: { userId: string; token: string; password: string }, client: ClientInfo, requestId: string) {
      await throttle(client);
      const row = await findOneTimeToken(db, clock, input.userId, 'password_reset', input.token);
      const user = row && (await userById(db, input.userId));
      if (!row || !user) throw fail('reset.invalid_token');
      screenNewPassword(input.password, { email: user.email, name: user.name });
      const hash = await passwords.hash(input.password);
      await db.transaction().execute(async (trx) => {
        if (!(await consumeOneTimeToken(trx, clock, row.id))) throw fail('reset.invalid_token');
        // The link proves control of the mailbox, so the address counts as verified.
        await trx.updateTable('users').set({ password_hash: hash, verified: 1, failed_logins: 0, locked_until: null, updated_at: iso(clock.now()) }).where('id', '=', user.id).execute();
        await forgetBreachedPassword(trx, user.id);
        await sessions.revokeAllForUser(trx, user.id);
        await enqueueMail(trx, clock, passwordChangedEmail(user.email, config.vendorName));
        await audit(trx, clock, actorOf(client, requestId, user.id, null), 'user.password_reset', user.id);
      });
    },

    /** Changes the password of a signed-in user; other sessions end. */
    async changePassword(auth: { userId: string; tenantId: string; sessionId: string }, current: string, next: string, client: ClientInfo, requestId: string) {
      await throttle(client);
      const user = await userById(db, auth.userId);
      if (!user) throw fail('auth.unauthenticated');
      if (isLocked(user, clock)) throw fail('auth.account_locked');
      if (!(await passwords.verify(user.password_hash, current))) {
        await recordFailedPassword(db, clock, config, user.id, actorOf(client, requestId, user.id, auth.tenantId), 'user.password_change_failed');
        throw fail('auth.invalid_password');
      }
      screenNewPassword(next, { email: user.email, name: user.name });
      const hash = await passwords.hash(next);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: hash, failed_logins: 0, locked_until: null, updated_at: iso(clock.now()) }).where('id', '=', user.id).execute();
        await forgetBreachedPassword(trx, user.id);
        await sessions.revokeAllForUser(trx, user.id, auth.sessionId);
        await enqueueMail(trx, clock, passwordChangedEmail(user.email, config.vendorName));
        await audit(trx, clock, actorOf(client, requestId, user.id, auth.tenantId), 'user.password_changed', user.id);
      });
    },
  };
}

/** The account service. */
export type AccountService = ReturnType<typeof createAccountService>;
