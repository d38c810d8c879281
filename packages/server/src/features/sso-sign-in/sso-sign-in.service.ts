import { defaultRoutes, type SsoConnectionTest } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { createSealer, newId, randomToken, sha256 } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import type { Logger } from '../../lib/logger';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import type { Database } from '../../storage/schema';
import type { IssuedSession, SecondFactorContext, SignInResult, SignInSpine } from '../sign-in/index';
import {
  OidcRefusal,
  oidcRedirectUri,
  refusalReason,
  samlConnectionOf,
  type OidcEngine,
  type OidcProviderConfig,
  type SamlEngine,
  type SamlIdentity,
  type SsoConnection,
  type SsoConnectionLookup,
} from '../sso/index';
import { accountFor, type SsoIdentity } from './sso-accounts';
import {
  finishTest,
  insertSignIn,
  liveSignInByHandoff,
  liveSignInByState,
  recordVerified,
  spendSignIn,
  testSignIn,
  type SsoSignInRow,
} from './sso-sign-ins.store';

/** How long a sign-in may take at the identity provider. */
const SIGN_IN_TTL_MS = 10 * 60_000;
/** How long the login box has to redeem what the assertion consumer service verified. */
const HANDOFF_TTL_MS = 2 * 60_000;

/** The pre-login's answer (wire-compat §2.10). */
export interface PreloginAnswer {
  address?: string;
  idpType?: 'saml' | 'oidc';
  addressType?: 'sso';
}

/** What the assertion consumer service does next: send the browser on, or (a test) tell the pop-up it is over. */
export type AcsOutcome = { location: string } | { testFinished: true };

/** The display name a SAML identity gives: its name attribute, else its first and last names. */
const samlName = (identity: SamlIdentity): string | undefined =>
  identity.name ?? ([identity.firstName, identity.lastName].filter(Boolean).join(' ') || undefined);

/** A SAML identity as a connection test shows it to the administrator. */
const testIdentity = (identity: SamlIdentity): NonNullable<SsoConnectionTest['identity']> => ({
  email: identity.email,
  name: samlName(identity),
  nameId: identity.nameId,
  groups: identity.groups,
  attributes: identity.attributes,
});

/** Who the browser is: the binding's hash (made on demand by the pre-login), and whether it holds a sign-in's. */
export interface BrowserOf {
  ensure(): string;
  holds(browserHash: string): boolean;
}

/** An OIDC connection as the relying-party engine sees it (a state is bound to the connection's id). */
const oidcProviderOf = (c: SsoConnection): OidcProviderConfig => ({
  id: c.id,
  issuer: c.oidcIssuer ?? undefined,
  clientId: c.oidcClientId ?? '',
  clientSecret: c.oidcClientSecret ?? '',
  scopes: ['openid', 'email', 'profile'],
  trustEmails: c.trustIdpEmails,
});

/** The groups a claim lists (an array of strings, or one string). */
const groupsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];

/** A refusal of this sign-in: the reason goes to the event and the log, never to the browser. */
class SsoRefusal extends Error {
  constructor(readonly reason: string) {
    super(`the SSO sign-in was refused (${reason})`);
  }
}

/**
 * Signing in through a tenant's SSO connection (spec 000 §4.1, wire-compat §2.10; decision 0051). The pre-login finds
 * the enabled connection holding the email's validated domain and starts the sign-in there, bound to this browser.
 * SAML comes back through the assertion consumer service (which verifies the response and hands the login box a
 * one-time code) or as a posted response; OIDC with the provider's code. Either way the identity must belong to the
 * connection's domains, the account is found, joined or created in the connection's tenant, and the sign-in spine
 * does the rest — the second factor (`ForceExceptSAML` spares SAML), the session in that tenant, `amr` with `sso`.
 */
export function createSsoSignInService(deps: {
  db: Kysely<Database>;
  config: Pick<Config, 'appUrl'>;
  /** Seals the verified identity while it waits for the login box. */
  masterKey: string;
  clock: Clock;
  events: EventEmitter;
  log: Pick<Logger, 'warn'>;
  lookup: SsoConnectionLookup;
  saml: Pick<SamlEngine, 'startLogin' | 'finishLogin'>;
  oidc: Pick<OidcEngine, 'startLogin' | 'finishLogin'>;
  signIn: Pick<SignInSpine, 'proceed'>;
}) {
  const { db, clock, events, log, lookup } = deps;
  const sealer = createSealer(deps.masterKey, 'sso-sign-in');
  const callback = (path: string, params: Record<string, string>) => {
    const url = new URL(path, deps.config.appUrl);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  };

  const refused = async (ctx: RequestContext, connectionId: string, reason: string, detail?: unknown): Promise<never> => {
    log.warn({ connectionId, reason, detail: detail instanceof Error ? detail.message : detail }, 'SSO sign-in refused');
    await events.emit(db, actingAs(ctx, null), 'auth.sso.failed', null, { connectionId, reason });
    throw fail('sso.login_failed');
  };

  /** The connection a sign-in row names, while it can sign anyone in. */
  const liveConnection = async (row: Pick<SsoSignInRow, 'connection_id' | 'tenant_id'>) => {
    const connection = await lookup.get(row.connection_id);
    return connection && connection.enabled && connection.tenantId === row.tenant_id ? connection : undefined;
  };

  /** Starts a sign-in at the connection's identity provider: the address the browser goes to, and the sign-in's id. */
  const start = async (
    connection: SsoConnection,
    purpose: 'login' | 'test',
    browserHash: string,
  ): Promise<{ id: string; answer: PreloginAnswer }> => {
    const now = clock.now();
    const row = {
      id: newId(),
      tenantId: connection.tenantId,
      connectionId: connection.id,
      purpose,
      browserHash,
      now,
      ttlMs: SIGN_IN_TTL_MS,
    };
    if (connection.type === 'oidc') {
      const started = await deps.oidc.startLogin(oidcProviderOf(connection), { redirectUri: oidcRedirectUri(deps.config.appUrl) });
      await insertSignIn(db, { ...row, protocol: 'oidc', stateHash: sha256(started.state) });
      return { id: row.id, answer: { address: started.authorizationUrl, idpType: 'oidc', addressType: 'sso' } };
    }
    // A test runs before the connection is switched on: the engine is told it is on for this one request.
    const started = await deps.saml.startLogin({ ...samlConnectionOf(connection), enabled: connection.enabled || purpose === 'test' });
    await insertSignIn(db, { ...row, protocol: 'saml', stateHash: sha256(started.relayState) });
    return { id: row.id, answer: { address: started.redirectUrl, idpType: 'saml', addressType: 'sso' } };
  };

  /** The SAML engine's view of a connection, for the one a sign-in row names only. */
  const samlLookup =
    (row: Pick<SsoSignInRow, 'connection_id' | 'tenant_id' | 'purpose'>) => async (key: { tenantId: string; connectionId: string }) => {
      if (key.connectionId !== row.connection_id || key.tenantId !== row.tenant_id) return undefined;
      const connection = await lookup.get(key.connectionId);
      if (!connection || connection.tenantId !== key.tenantId) return undefined;
      // A test runs before the connection is switched on.
      const saml = samlConnectionOf(connection);
      return row.purpose === 'test' ? { ...saml, enabled: true } : saml;
    };

  /** A test's result, kept for the administrator who started it; nobody is signed in. */
  const recordTest = async (row: SsoSignInRow, result: SsoConnectionTest) => {
    await finishTest(db, row.id, sealer.seal(JSON.stringify(result)), clock.now());
  };

  const fromSaml = (identity: SamlIdentity): SsoIdentity & { verified: boolean } => ({
    email: identity.email,
    name: samlName(identity),
    groups: identity.groups,
    verified: identity.emailVerifiedByIdp,
  });

  /** The identity, checked against the connection's domains; then the account and the spine. */
  const finish = async (
    connection: SsoConnection,
    row: SsoSignInRow,
    identity: SsoIdentity & { verified: boolean },
    ctx: RequestContext,
    factor: SecondFactorContext,
  ): Promise<SignInResult | IssuedSession> => {
    const email = identity.email.trim().toLowerCase();
    if (!identity.verified) return refused(ctx, connection.id, 'email_not_verified');
    const domain = email.slice(email.lastIndexOf('@') + 1);
    const validated = connection.domains.some((d) => d.validated && d.domain === domain);
    // A connection speaks for its tenant's validated domains: an address elsewhere is taken only where the vendor
    // lets the connection skip the domain check, and then it never reaches an account that already exists.
    if (!validated) {
      if (!connection.skipEmailDomainValidation) return refused(ctx, connection.id, 'email_domain');
      if (await lookup.forEmailDomain(domain)) return refused(ctx, connection.id, 'email_domain');
    }
    const account = await accountFor(db, clock, events, connection, { ...identity, email }, ctx, validated);
    if ('refused' in account) return refused(ctx, connection.id, account.refused);
    const { user } = account;
    return deps.signIn.proceed(
      {
        method: row.protocol === 'saml' ? 'saml' : 'oidc',
        user,
        amr: ['ext', 'sso'],
        provesEmail: true,
        tenantId: connection.tenantId,
        channel: connection.id,
        // The sign-in is spent with the session (or the second factor's demand): a second redemption finds it taken.
        async spend(trx) {
          if (!(await spendSignIn(trx, row.id, clock.now()))) throw fail('sso.login_failed');
        },
      },
      ctx,
      factor,
    );
  };

  /** An OIDC test's answer, recorded for the administrator; the pop-up is told the test is over. */
  const finishOidcTest = async (row: SsoSignInRow, body: { code: string; state: string; redirectUri?: string }): Promise<never> => {
    const connection = await lookup.get(row.connection_id);
    if (!connection || connection.tenantId !== row.tenant_id) throw fail('sso.not_found');
    try {
      const found = await deps.oidc.finishLogin(oidcProviderOf(connection), body);
      const claims = Object.fromEntries(
        Object.entries(found.claims).map(([k, v]) => [
          k,
          (Array.isArray(v) ? v : [v]).map((x) => (typeof x === 'string' ? x : JSON.stringify(x))),
        ]),
      );
      await recordTest(row, {
        id: row.id,
        status: 'succeeded',
        identity: {
          email: found.email ?? '',
          name: found.name,
          nameId: found.subject,
          groups: groupsOf(found.claims[connection.groupsAttribute]),
          attributes: claims,
        },
      });
    } catch (e) {
      if (!(e instanceof OidcRefusal)) throw e;
      await recordTest(row, { id: row.id, status: 'failed', reason: e.reason });
    }
    throw fail('sso.test_finished');
  };

  return {
    /** Pre-login v2: where to send an email of an SSO domain, else an empty answer (the local strategy). */
    async prelogin(body: { email?: string; tenantId?: string }, browser: BrowserOf): Promise<PreloginAnswer> {
      const email = body.email?.trim().toLowerCase();
      if (!email || !email.includes('@')) return {};
      const connection = await lookup.forEmailDomain(email.slice(email.lastIndexOf('@') + 1));
      if (!connection || !connection.enabled) return {};
      // A page scoped to a tenant signs in to that tenant only.
      if (body.tenantId && body.tenantId !== connection.tenantId) return {};
      return (await start(connection, 'login', browser.ensure())).answer;
    },

    /** Starts a test of a connection of the caller's tenant, switched on or not: the address for the pop-up. */
    async startTest(tenantId: string, connectionId: string, browser: BrowserOf): Promise<{ id: string; address: string }> {
      const connection = await lookup.get(connectionId);
      if (!connection || connection.tenantId !== tenantId) throw fail('sso.not_found');
      const ready = connection.type === 'oidc' ? connection.oidcIssuer && connection.oidcClientId : connection.ssoEndpoint;
      if (!ready) throw fail('sso.test_incomplete');
      const { id, answer } = await start(connection, 'test', browser.ensure());
      return { id, address: answer.address! };
    },

    /** What a test found so far. */
    async testResult(tenantId: string, connectionId: string, testId: string): Promise<SsoConnectionTest> {
      const row = await testSignIn(db, tenantId, connectionId, testId);
      if (!row) throw fail('sso.not_found');
      if (row.identity) return { ...(JSON.parse(sealer.open(row.identity)) as SsoConnectionTest), id: row.id };
      if (Date.parse(row.expires_at) <= clock.now()) return { id: row.id, status: 'failed', reason: 'expired' };
      return { id: row.id, status: 'pending' };
    },

    /**
     * The identity provider's form post: the response verified now, the identity kept sealed under a one-time
     * code, and the browser sent to the login box's SAML callback with it (or with `error` when refused).
     */
    async acs(connectionId: string, post: { SAMLResponse: string; RelayState: string }, ctx: RequestContext): Promise<AcsOutcome> {
      const failed = (): AcsOutcome => ({ location: callback(defaultRoutes.samlCallbackUrl, { error: 'sso_failed' }) });
      const row = await liveSignInByState(db, sha256(post.RelayState), clock.now());
      if (!row || row.connection_id !== connectionId || row.protocol !== 'saml') {
        await events.emit(db, actingAs(ctx, null), 'auth.sso.failed', null, { connectionId, reason: 'unknown_request' });
        return failed();
      }
      try {
        const identity = await deps.saml.finishLogin(post, samlLookup(row));
        if (row.purpose === 'test') {
          await recordTest(row, { id: row.id, status: 'succeeded', identity: testIdentity(identity) });
          return { testFinished: true };
        }
        const handoff = randomToken(32);
        const kept = await recordVerified(db, row.id, {
          handoffHash: sha256(handoff),
          sealedIdentity: sealer.seal(JSON.stringify(fromSaml(identity))),
          expiresAt: clock.now() + HANDOFF_TTL_MS,
        });
        if (!kept) throw new SsoRefusal('replay');
        return { location: callback(defaultRoutes.samlCallbackUrl, { RelayState: handoff }) };
      } catch (e) {
        const reason = e instanceof SsoRefusal ? e.reason : refusalReason(e);
        if (!reason) throw e;
        log.warn({ connectionId, reason }, 'SSO sign-in refused');
        // The administrator testing the connection is shown the check that refused it; a sign-in never is.
        if (row.purpose === 'test') {
          await recordTest(row, { id: row.id, status: 'failed', reason });
          return { testFinished: true };
        }
        await events.emit(db, actingAs(ctx, null), 'auth.sso.failed', null, { connectionId, reason });
        return failed();
      }
    },

    /** SAML post-login: the handoff code of our ACS, or a RelayState with the identity provider's response. */
    async samlPostlogin(
      body: { RelayState: string; SAMLResponse?: string },
      browser: BrowserOf,
      ctx: RequestContext,
      factor: SecondFactorContext = {},
    ): Promise<SignInResult | IssuedSession> {
      const hash = sha256(body.RelayState);
      const now = clock.now();
      const row = body.SAMLResponse ? await liveSignInByState(db, hash, now) : await liveSignInByHandoff(db, hash, now);
      if (!row || row.protocol !== 'saml' || row.purpose !== 'login') return refused(ctx, row?.connection_id ?? '', 'unknown_request');
      if (!browser.holds(row.browser_hash)) return refused(ctx, row.connection_id, 'browser');
      const connection = await liveConnection(row);
      if (!connection) return refused(ctx, row.connection_id, 'connection_disabled');
      let identity: SsoIdentity & { verified: boolean };
      if (body.SAMLResponse) {
        try {
          identity = fromSaml(await deps.saml.finishLogin(body, samlLookup(row)));
        } catch (e) {
          const reason = refusalReason(e);
          if (!reason) throw e;
          return refused(ctx, row.connection_id, reason);
        }
      } else identity = JSON.parse(sealer.open(row.identity!)) as SsoIdentity & { verified: boolean };
      return finish(connection, row, identity, ctx, factor);
    },

    /** OIDC post-login (v1 `state`, v2 `RelayState`): the provider's code, for a sign-in this browser started. */
    async oidcPostlogin(
      body: { code: string; state: string; redirectUri?: string },
      browser: BrowserOf,
      ctx: RequestContext,
      factor: SecondFactorContext = {},
    ): Promise<SignInResult | IssuedSession> {
      const row = await liveSignInByState(db, sha256(body.state), clock.now());
      if (!row || row.protocol !== 'oidc') return refused(ctx, row?.connection_id ?? '', 'unknown_request');
      if (!browser.holds(row.browser_hash)) return refused(ctx, row.connection_id, 'browser');
      if (row.purpose === 'test') return finishOidcTest(row, body);
      const connection = await liveConnection(row);
      if (!connection) return refused(ctx, row.connection_id, 'connection_disabled');
      let identity: SsoIdentity & { verified: boolean };
      try {
        const found = await deps.oidc.finishLogin(oidcProviderOf(connection), {
          code: body.code,
          state: body.state,
          redirectUri: body.redirectUri,
        });
        if (!found.email) return refused(ctx, connection.id, 'no_email');
        identity = {
          email: found.email,
          name: found.name,
          groups: groupsOf(found.claims[connection.groupsAttribute]),
          verified: found.emailVerified,
        };
      } catch (e) {
        if (e instanceof OidcRefusal) return refused(ctx, connection.id, e.reason, e.cause);
        throw e;
      }
      return finish(connection, row, identity, ctx, factor);
    },
  };
}

/** Signing in through SSO connections. */
export type SsoSignInService = ReturnType<typeof createSsoSignInService>;
