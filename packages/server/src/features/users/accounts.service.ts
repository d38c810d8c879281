import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import { enqueueMail } from '../../lib/mailer';
import { assertPasswordPolicy } from '../../lib/password-policy';
import type { PasswordHasher } from '../../lib/passwords';
import type { Database } from '../../storage/schema';
import type { PoliciesService } from '../policies/index';
import { claimAttempt, passwordOf } from '../../kernel/failed-attempts';
import { passwordsAllowed } from '../auth/index';
import type { SecondFactorDecision, SignInResult } from '../sign-in/index';
import { forgetBreachedPassword, assertNotBreachedPassword, type PasswordContext } from '../breached-passwords/index';
import { roleByKey } from '../roles/index';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import type { IssuedSession, PendingSession, SessionService } from '../sessions/index';
import { activationEmail, alreadyRegisteredEmail, passwordChangedEmail, resetPasswordEmail } from './emails';
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken, tokensIssuedSince, type TokenPurpose } from './one-time-tokens';
import { userByEmail, userById } from './users.store';
import { insertAccount } from './new-account';
import { actingAs, type RequestContext } from '../../kernel/request-context';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  events: EventEmitter;
  passwords: PasswordHasher;
  sessions: SessionService;
  policies: Pick<PoliciesService, 'auth'>;
  /** The sign-in's second-factor decision: activation and an immediate sign-up sign-in meet the tenant's MFA policy too. */
  secondFactor?: SecondFactorDecision;
  /** The tenant a session of the user opens in (their active one while still a member, else the first). */
  startTenant(user: { id: string; active_tenant_id: string | null }): Promise<string>;
  /** Whether the email's domain enforces single sign-on (the SSO feature's lookup): no local account or password then. */
  ssoRequired?: (email: string) => Promise<boolean>;
}

/** Input of sign-up (contract-validated). */
export interface SignUpInput {
  email: string;
  companyName: string;
  name?: string;
  password?: string;
  metadata?: string;
}

/** Link mails (activation, password reset) one address may receive per window. */
export const MAX_LINK_MAILS = 5;
const LINK_MAIL_WINDOW_MS = 10 * 60_000;

/**
 * Account lifecycle without a session: sign-up, activation, forgotten passwords. Answers never
 * reveal whether an email is registered (ASVS 2.5.x, V3.5 user enumeration).
 */
export function createAccountService(deps: Deps) {
  const { db, config, clock, events, passwords, sessions } = deps;
  const link = (path: string, params: Record<string, string>) =>
    `${config.appUrl.replace(/\/$/, '')}${path}?${new URLSearchParams(params)}`;
  // Length first, then breached, repetitive and context words (ASVS 2.1.7, NIST 800-63B 5.1.1.2).
  const screenNewPassword = (password: string, context: PasswordContext) => {
    assertPasswordPolicy(password, config);
    assertNotBreachedPassword(password, { ...context, vendorName: config.vendorName });
  };
  /**
   * The sign-in that follows an activation (or a sign-up that may sign in at once): the tenant's second-factor
   * policy applies as at any sign-in (decision 0032). The session was issued in the activation's transaction, so
   * the account and its session commit together; when the policy asks for a second factor first, that unused
   * session is ended and the answer is the MFA step. The policy is read after the commit: on SQLite a read beside
   * an open transaction would wait for it.
   */
  const signInOrChallenge = async (pending: PendingSession, userId: string, tenantId: string): Promise<SignInResult | IssuedSession> => {
    const user = await userById(db, userId);
    const challenge = user && (await deps.secondFactor?.(user, { tenantId, firstAmr: ['pwd'] }));
    if (!challenge) return pending.finish();
    await sessions.revoke(pending.sessionId);
    return { response: challenge };
  };
  // Link mails to one address are capped per window, however many callers ask (like passwordless codes).
  const mailsAllowed = async (userId: string, purpose: TokenPurpose) =>
    (await tokensIssuedSince(db, userId, purpose, iso(clock.now() - LINK_MAIL_WINDOW_MS))) < MAX_LINK_MAILS;

  return {
    /** Creates a tenant and its first user (Admin); emails the activation link. */
    async signUp(
      input: SignUpInput,
      ctx: RequestContext,
    ): Promise<{ shouldActivate: boolean; userId: string; tenantId: string; issued?: SignInResult | IssuedSession }> {
      // Local accounts need a local strategy: with NoLocalAuthentication users arrive through SSO only.
      if (!config.allowSignups || !passwordsAllowed((await deps.policies.auth()).authStrategy)) throw fail('signup.disabled');
      // An address of a domain that enforces SSO gets its account through the connection (decision 0051).
      if (await deps.ssoRequired?.(input.email.toLowerCase())) throw fail('auth.sso_required');
      if (input.password !== undefined)
        screenNewPassword(input.password, { email: input.email, name: input.name, tenantName: input.companyName });
      const email = input.email.toLowerCase();
      const existing = await userByEmail(db, DEFAULT_VENDOR_ID, email);
      // Hashed whether or not the address has an account: the time of the answer must not tell (issue 14 item 3).
      const passwordHash = input.password !== undefined ? await passwords.hash(input.password) : null;
      if (existing && !config.allowNotVerifiedUsersLogin) {
        // Same answer as a new sign-up; the owner of the address gets a notice instead, written like a new account's
        // rows (one transaction with its audit row) so both cost about the same.
        await db.transaction().execute(async (trx) => {
          await enqueueMail(
            trx,
            clock,
            alreadyRegisteredEmail(email, config.vendorName, link('/account/login', {}), link('/account/forget-password', {})),
          );
          await events.emit(trx, actingAs(ctx, null), 'user.sign_up_existing_email', existing.id);
        });
        return { shouldActivate: true, userId: newId(), tenantId: newId() };
      }
      if (existing) throw fail('signup.email_taken');
      const admin = await roleByKey(db, DEFAULT_VENDOR_ID, 'Admin');
      if (!admin) throw new Error('default roles are not seeded');
      const now = iso(clock.now());
      const userId = newId();
      const tenantId = newId();
      const result = await db.transaction().execute(async (trx) => {
        await insertAccount(trx, {
          userId,
          tenantId,
          adminRoleId: admin.id,
          email,
          name: input.name ?? email.split('@')[0]!,
          companyName: input.companyName,
          passwordHash,
          metadata: input.metadata,
          verified: false,
          provider: 'local',
          now,
        });
        const token = await issueOneTimeToken(trx, clock, userId, 'activation', config.activationTtlSeconds);
        await enqueueMail(
          trx,
          clock,
          activationEmail(
            email,
            config.vendorName,
            link('/account/activate', { userId, token }),
            Math.round(config.activationTtlSeconds / 3600),
          ),
        );
        await events.emit(trx, actingAs(ctx, userId, tenantId), 'user.signed_up', userId, { tenantId });
        if (config.allowNotVerifiedUsersLogin && passwordHash) {
          const pending = await sessions.issue(trx, { userId, tenantId, amr: ['pwd'], client: ctx });
          return { shouldActivate: false, userId, tenantId, pending };
        }
        return { shouldActivate: true, userId, tenantId };
      });
      const { pending, ...rest } = result as typeof result & { pending?: PendingSession };
      return pending ? { ...rest, issued: await signInOrChallenge(pending, userId, tenantId) } : rest;
    },

    /**
     * Creates an account for an identity a provider proved (social sign-up): the same tenant, user, membership and
     * Admin role as a sign-up, already verified, no password and no activation email. Open when sign-ups are; an
     * address that has an account is refused (the caller links those instead).
     */
    async provision(
      input: { email: string; name?: string; companyName?: string; metadata?: string; provider: string },
      ctx: RequestContext,
    ): Promise<{ userId: string; tenantId: string }> {
      if (!config.allowSignups) throw fail('signup.disabled');
      const email = input.email.toLowerCase();
      if (await userByEmail(db, DEFAULT_VENDOR_ID, email)) throw fail('signup.email_taken');
      const admin = await roleByKey(db, DEFAULT_VENDOR_ID, 'Admin');
      if (!admin) throw new Error('default roles are not seeded');
      const account = { userId: newId(), tenantId: newId() };
      const name = input.name ?? email.split('@')[0]!;
      await db.transaction().execute(async (trx) => {
        await insertAccount(trx, {
          ...account,
          adminRoleId: admin.id,
          email,
          name,
          companyName: input.companyName ?? name,
          passwordHash: null,
          metadata: input.metadata,
          verified: true,
          provider: input.provider,
          now: iso(clock.now()),
        });
        await events.emit(trx, actingAs(ctx, account.userId, account.tenantId), 'user.signed_up', account.userId, {
          tenantId: account.tenantId,
        });
      });
      return account;
    },

    /** Whether activation needs a password (the token must be valid). */
    async activationStrategy(userId: string, token: string) {
      const row = await findOneTimeToken(db, clock, userId, 'activation', token);
      if (!row) throw fail('activation.invalid_token');
      const user = await userById(db, userId);
      if (!user) throw fail('activation.invalid_token');
      return { shouldSetPassword: user.password_hash === null };
    },

    /** Activates the account (setting the password when it has none) and signs the user in. */
    async activate(
      input: { userId: string; token: string; password?: string },
      ctx: RequestContext,
    ): Promise<SignInResult | IssuedSession> {
      const row = await findOneTimeToken(db, clock, input.userId, 'activation', input.token);
      const user = row && (await userById(db, input.userId));
      if (!row || !user) throw fail('activation.invalid_token');
      // An invitation to an address of a domain that enforces SSO is taken up by signing in through the connection.
      if (await deps.ssoRequired?.(user.email)) throw fail('auth.sso_required');
      let passwordHash = user.password_hash;
      if (passwordHash === null) {
        if (!input.password) throw fail('activation.password_required');
        screenNewPassword(input.password, { email: user.email, name: user.name });
        passwordHash = await passwords.hash(input.password);
      }
      const tenantId = await deps.startTenant(user);
      const pending = await db.transaction().execute(async (trx) => {
        if (!(await consumeOneTimeToken(trx, clock, row.id))) throw fail('activation.invalid_token');
        await trx
          .updateTable('users')
          .set({ verified: 1, password_hash: passwordHash, updated_at: iso(clock.now()), last_login: iso(clock.now()) })
          .where('id', '=', user.id)
          .execute();
        if (input.password) await forgetBreachedPassword(trx, user.id);
        await trx.updateTable('memberships').set({ activated: 1 }).where('user_id', '=', user.id).execute();
        await events.emit(trx, actingAs(ctx, user.id, tenantId), 'user.activated', user.id);
        return sessions.issue(trx, { userId: user.id, tenantId, amr: ['pwd'], client: ctx });
      });
      return signInOrChallenge(pending, user.id, tenantId);
    },

    /** Sends a fresh activation link to an unverified account. */
    async resendActivation(email: string, ctx: RequestContext) {
      const user = await userByEmail(db, DEFAULT_VENDOR_ID, email);
      const due = !!user && !user.verified && (await mailsAllowed(user.id, 'activation'));
      // Every request writes in one transaction, with or without an account, so timing does not tell them apart.
      await db.transaction().execute(async (trx) => {
        if (due) {
          const token = await issueOneTimeToken(trx, clock, user.id, 'activation', config.activationTtlSeconds);
          await enqueueMail(
            trx,
            clock,
            activationEmail(
              user.email,
              config.vendorName,
              link('/account/activate', { userId: user.id, token }),
              Math.round(config.activationTtlSeconds / 3600),
            ),
          );
        }
        await events.emit(trx, actingAs(ctx, null), 'user.activation_resend_requested', user?.id ?? null, {
          sent: due,
        });
      });
    },

    /** Emails a password reset link when the account exists. */
    async forgotPassword(email: string, ctx: RequestContext) {
      const user = await userByEmail(db, DEFAULT_VENDOR_ID, email);
      // At most MAX_LINK_MAILS reset mails per address per window, whatever the number of callers (issue 14 item 11).
      const due = !!user && !user.disabled && (await mailsAllowed(user.id, 'password_reset'));
      // Every request writes in one transaction, with or without an account, so timing does not tell them apart.
      await db.transaction().execute(async (trx) => {
        if (due) {
          const token = await issueOneTimeToken(trx, clock, user.id, 'password_reset', config.resetPasswordTtlSeconds);
          await enqueueMail(
            trx,
            clock,
            resetPasswordEmail(
              user.email,
              config.vendorName,
              link('/account/reset-password', { userId: user.id, token }),
              Math.round(config.resetPasswordTtlSeconds / 60),
            ),
          );
        }
        await events.emit(trx, actingAs(ctx, null), 'user.password_reset_requested', user?.id ?? null, { sent: due });
      });
    },

    /** Sets a new password from a reset link; every session of the user ends. */
    async resetPassword(input: { userId: string; token: string; password: string }, ctx: RequestContext) {
      const row = await findOneTimeToken(db, clock, input.userId, 'password_reset', input.token);
      const user = row && (await userById(db, input.userId));
      if (!row || !user) throw fail('reset.invalid_token');
      screenNewPassword(input.password, { email: user.email, name: user.name });
      const hash = await passwords.hash(input.password);
      await db.transaction().execute(async (trx) => {
        if (!(await consumeOneTimeToken(trx, clock, row.id))) throw fail('reset.invalid_token');
        // The link proves control of the mailbox, so the address counts as verified.
        await trx
          .updateTable('users')
          .set({ password_hash: hash, verified: 1, failed_logins: 0, locked_until: null, updated_at: iso(clock.now()) })
          .where('id', '=', user.id)
          .execute();
        await forgetBreachedPassword(trx, user.id);
        await sessions.revokeAllForUser(trx, user.id);
        await enqueueMail(trx, clock, passwordChangedEmail(user.email, config.vendorName));
        await events.emit(trx, actingAs(ctx, user.id), 'user.password_reset', user.id);
      });
    },

    /** Changes the password of a signed-in user; other sessions end. */
    async changePassword(
      auth: { userId: string; tenantId: string; sessionId: string },
      current: string,
      next: string,
      ctx: RequestContext,
    ) {
      const user = await userById(db, auth.userId);
      if (!user) throw fail('auth.unauthenticated');
      // The new password is screened first: a refused one must not spend an attempt at the current one.
      screenNewPassword(next, { email: user.email, name: user.name });
      // The current password shares the sign-in's lockout, claimed before the check (see claimAttempt).
      if (!(await claimAttempt(db, clock, config, passwordOf(user.id)))) throw fail('auth.account_locked');
      if (!(await passwords.verify(user.password_hash, current))) {
        await events.emit(db, actingAs(ctx, user.id, auth.tenantId), 'user.password_change_failed', user.id);
        throw fail('auth.invalid_password');
      }
      const hash = await passwords.hash(next);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: hash, failed_logins: 0, locked_until: null, updated_at: iso(clock.now()) })
          .where('id', '=', user.id)
          .execute();
        await forgetBreachedPassword(trx, user.id);
        await sessions.revokeAllForUser(trx, user.id, auth.sessionId);
        await enqueueMail(trx, clock, passwordChangedEmail(user.email, config.vendorName));
        await events.emit(trx, actingAs(ctx, user.id, auth.tenantId), 'user.password_changed', user.id);
      });
    },
  };
}

/** The account service. */
export type AccountService = ReturnType<typeof createAccountService>;
