import type { LoginResponse } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config/config-schema';
import { fail } from '../../kernel/app-error';
import { iso, type Clock } from '../../kernel/clock';
import type { EventEmitter, Executor } from '../../kernel/events';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import { prepared } from '../../storage/prepared';
import type { Database } from '../../storage/schema';
import type { ClientInfo } from '../../http/client-info';
import type { UsersTable } from '../../storage/schema';
import { openingTenantsOf, type OpeningTenants, type TenantsOf } from './opening-tenants';
import { SSO_METHODS, type SignInMethod, type SignInObserver, type SignInStep, type StepOutcome } from './sign-in-steps';

// The spine imports no other feature: what it needs of sessions, the breach list and the tenants it is given
// at composition, as the narrow ports below (the sessions and breached-passwords services fit them as they are).

/** A user as the spine reads them: the users row. */
type UserRow = UsersTable;

/** A session that commits with the sign-in's transaction; its access token is signed once that commits. */
export interface PendingSession {
  sessionId: string;
  refreshToken: string;
  finish(): Promise<IssuedSession>;
}

/** A login answer plus the refresh token the route puts in the cookie. */
export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
  response: LoginResponse;
}

/** Issues a session in the caller's transaction (the sessions service). */
export interface SessionIssuer {
  issue(
    trx: Transaction<Database>,
    input: { userId: string; tenantId: string; amr: string[]; client: ClientInfo; user?: UserRow; tenantIds?: string[] },
  ): Promise<PendingSession>;
}

/** What the breach list says of a password just proved (the breached-passwords service). */
export interface BreachScreen {
  atLogin(user: UserRow, password: string): Promise<{ breached: boolean; withholdSession: boolean }>;
  withheld(user: UserRow, actor: RequestContext): Promise<SignInResult>;
}

/** The answer of a sign-in step: a session, or (no refresh token) a demand for a second factor. */
export interface SignInResult {
  refreshToken?: string;
  response: LoginResponse;
}

/** What the second-factor decision reads beyond the user: a remembered-device cookie (decision 0020). */
export interface SecondFactorContext {
  rememberedDevice?: string;
}

/** What the second-factor decision is asked: the user, the tenant the session would open in, the first step's methods. */
export interface SecondFactorQuestion extends SecondFactorContext {
  tenantId: string;
  /** `amr` of the first step: the session after the second factor names it. */
  firstAmr: string[];
  /** A SAML sign-in is exempt from ForceExceptSAML (wire-compat §3.7). */
  viaSaml?: boolean;
}

/** Asks for a second factor when the user has one (or must enrol one): the login answer without a session, else null. */
export type SecondFactorDecision = (user: UserRow, question: SecondFactorQuestion) => Promise<LoginResponse | null>;

/** What a first factor hands the spine once it has checked its value. */
export interface VerifiedIdentity {
  method: SignInMethod;
  user: UserRow;
  /** RFC 8176 methods the first step proved (`pwd`, `otp`, `email`, `sms`, `webauthn`…). */
  amr: string[];
  /** Nothing changed the row since the factor read it: the token's claims reuse it without a second read. */
  userIsCurrent?: boolean;
  /** The factor proved the email address (an emailed code or link): an unverified account may sign in. */
  provesEmail?: boolean;
  /** The factor is multi-factor by itself (a passkey: possession plus the device's user verification). */
  multiFactor?: boolean;
  /** The password that was checked, screened against the breach list (password sign-in only). */
  password?: string;
  /** The tenant the factor signs in to (an SSO connection's): the session opens there or not at all. */
  tenantId?: string;
  /** What the MFA demand's event records of the first step (the passwordless channel). */
  channel?: string;
  /** Spends the factor's one-time proof in the transaction that ends the step; throws the factor's own refusal. */
  spend?(trx: Transaction<Database>): Promise<void>;
  /** Gives back what the factor claimed before its check (the password's attempt) when the step ends without a session. */
  release?(via: Executor): Promise<void>;
}

/** A completed sign-in: failures forgiven, last login and active tenant recorded (every sign-in: compiled once). */
const signedIn = prepared((db, userId: string, at: string, tenantId: string) =>
  db
    .updateTable('users')
    .set({ failed_logins: 0, locked_until: null, last_login: at, active_tenant_id: tenantId })
    .where('id', '=', userId),
);

/**
 * The one sign-in spine (decision 0041). Each first factor (password, email code, magic link, SMS code,
 * passkey; next SAML, OIDC, social) verifies its value and calls `proceed`; the spine runs the steps of
 * `SIGN_IN_STEPS` in order — the account's state, the breached-password screen, the tenants (read once),
 * the second-factor decision — and issues the session. The second factor finishes through `openingTenants`
 * and `issue`; nothing calls back from the second factor to the first.
 */
export function createSignInSpine(deps: {
  db: Kysely<Database>;
  config: Pick<Config, 'allowNotVerifiedUsersLogin'>;
  clock: Clock;
  events: EventEmitter;
  sessions: SessionIssuer;
  secondFactor: SecondFactorDecision;
  breached?: BreachScreen;
  /** The user's usable tenants (the users store's query). */
  tenantsOf: TenantsOf;
  /** Whether the email must sign in through its domain's SSO connection (the SSO feature's lookup). */
  ssoRequired?: (email: string) => Promise<boolean>;
  observe?: SignInObserver;
}) {
  const { db, config, clock, events, sessions } = deps;
  const report = (method: SignInMethod, step: SignInStep, outcome: StepOutcome = 'passed') => deps.observe?.({ method, step, outcome });

  /** The tenants a session of `user` may open in (step `tenants`); a user in none is refused. */
  const openingTenants = async (user: Pick<UserRow, 'id' | 'active_tenant_id'>, method: SignInMethod): Promise<OpeningTenants> => {
    try {
      const tenants = await openingTenantsOf(deps.tenantsOf, db, clock, user);
      report(method, 'tenants');
      return tenants;
    } catch (e) {
      report(method, 'tenants', 'refused');
      throw e;
    }
  };

  /**
   * Starts the session of a user whose every required factor is proven, in the caller's transaction: counters
   * reset, last login and the sign-in event written, the session with `amr` in the opening tenant.
   */
  const issue = async (
    trx: Transaction<Database>,
    user: UserRow,
    amr: string[],
    ctx: RequestContext,
    tenants: OpeningTenants,
    method: SignInMethod,
    userIsCurrent = false,
  ): Promise<PendingSession> => {
    const { tenantId, tenantIds } = tenants;
    await signedIn.affected(trx, user.id, iso(clock.now()), tenantId);
    await events.emit(trx, actingAs(ctx, user.id, tenantId), 'auth.login.succeeded', user.id);
    report(method, 'session', 'issued');
    return sessions.issue(trx, { userId: user.id, tenantId, amr, client: ctx, user: userIsCurrent ? user : undefined, tenantIds });
  };

  /** SSO enforcement (step `sso`): an email of an enforcing domain signs in through its connection only. */
  const checkSso = async (identity: VerifiedIdentity) => {
    if (!deps.ssoRequired || SSO_METHODS.includes(identity.method)) return;
    if (!(await deps.ssoRequired(identity.user.email))) return report(identity.method, 'sso');
    report(identity.method, 'sso', 'refused');
    await identity.release?.(db);
    throw fail('auth.sso_required');
  };

  /** The tenants of a factor bound to one tenant: that one, when the user may open a session there. */
  const boundTenants = async (identity: VerifiedIdentity): Promise<OpeningTenants> => {
    const { user, method, tenantId } = identity;
    if (!tenantId) return openingTenants(user, method);
    const tenants = await openingTenants({ ...user, active_tenant_id: tenantId }, method);
    if (tenants.tenantId === tenantId) return tenants;
    await identity.release?.(db);
    throw fail('auth.account_disabled');
  };

  /** The account's state (step `account`): disabled, or unverified where the factor did not prove the address. */
  const checkAccount = async (identity: VerifiedIdentity) => {
    const { user } = identity;
    const unverified = !user.verified && !identity.provesEmail && !config.allowNotVerifiedUsersLogin;
    if (!user.disabled && !unverified) return report(identity.method, 'account');
    report(identity.method, 'account', 'refused');
    // The value was right: what it claimed is given back on this way out too.
    await identity.release?.(db);
    throw fail(user.disabled ? 'auth.account_disabled' : 'auth.not_verified');
  };

  /** A password found in a breach list (step `breached-password`): flagged, or the session withheld (decision 0026). */
  const screenPassword = async (identity: VerifiedIdentity, ctx: RequestContext) => {
    if (identity.password === undefined || !deps.breached) return { flagged: undefined, withheld: undefined };
    const flagged = await deps.breached.atLogin(identity.user, identity.password);
    if (!flagged.withholdSession) {
      report(identity.method, 'breached-password');
      return { flagged, withheld: undefined };
    }
    report(identity.method, 'breached-password', 'refused');
    return { flagged, withheld: await deps.breached.withheld(identity.user, actingAs(ctx, identity.user.id)) };
  };

  return {
    openingTenants,
    issue,

    /** After a first factor: the checks in order, then the second factor's demand or the session. */
    async proceed(
      identity: VerifiedIdentity,
      ctx: RequestContext,
      factor: SecondFactorContext = {},
    ): Promise<SignInResult | IssuedSession> {
      const { user, method } = identity;
      await checkSso(identity);
      await checkAccount(identity);
      const breached = await screenPassword(identity, ctx);
      if (breached.withheld) return breached.withheld;
      const tenants = await boundTenants(identity);
      const challenge = identity.multiFactor
        ? null
        : await deps.secondFactor(user, {
            ...factor,
            tenantId: tenants.tenantId,
            firstAmr: identity.amr,
            viaSaml: method === 'saml',
          });
      let result: SignInResult | IssuedSession;
      if (challenge) {
        report(method, 'second-factor', 'challenged');
        // No session exists until the second factor (spec 000 §4.1 step 2); the first factor's proof is spent now.
        await db.transaction().execute(async (trx) => {
          await identity.spend?.(trx);
          await identity.release?.(trx);
          await events.emit(
            trx,
            actingAs(ctx, user.id),
            'auth.login.mfa_required',
            user.id,
            identity.channel ? { channel: identity.channel } : {},
          );
        });
        result = { response: challenge };
      } else {
        report(method, 'second-factor', identity.multiFactor ? 'not-needed' : 'passed');
        const pending = await db.transaction().execute(async (trx) => {
          await identity.spend?.(trx);
          return issue(trx, user, identity.amr, ctx, tenants, method, identity.userIsCurrent);
        });
        result = await pending.finish();
      }
      // Flagged at login (ASVS 2.1.7; wire-compat §2.1 isBreachedPassword).
      if (breached.flagged?.breached) result.response.isBreachedPassword = true;
      return result;
    },
  };
}

/** The sign-in spine. */
export type SignInSpine = ReturnType<typeof createSignInSpine>;
