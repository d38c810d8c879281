import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import type { Clock } from '../../../kernel/clock';
import { createSealer } from '../../../kernel/crypto';
import type { Database } from '../../../storage/schema';
import { claimLoginState, insertLoginState } from './login-states.store';
import { identityOf } from './oidc-identity';
import { OidcRefusal } from './oidc-refusal';
import type { Claims, FinishLoginInput, OidcIdentity, OidcProviderConfig } from './oidc-types';
import { createProviderMetadataCache, isLoopback } from './provider-metadata-cache';

/** How long a started sign-in may take at the provider (ASVS 3.x: short-lived, single use). */
export const LOGIN_STATE_TTL_MS = 10 * 60_000;

/** What the engine is given at composition. */
export interface OidcEngineDeps {
  db: Kysely<Database>;
  clock: Clock;
  masterKey: string;
  /** How long a provider's discovery document is reused. */
  discoveryTtlMs: number;
  /** Seconds one request to a provider may take. */
  timeoutSeconds: number;
}

/** Every endpoint is https, or plain http on this machine. */
const reachableSafely = (m: client.ServerMetadata) =>
  [m.authorization_endpoint, m.token_endpoint, m.userinfo_endpoint, m.jwks_uri]
    .filter((u): u is string => typeof u === 'string')
    .every((u) => u.startsWith('https://') || isLoopback(u));

/**
 * The OpenID Connect relying party (openid-client): authorization code flow with PKCE (S256), state and nonce held
 * server-side (single use, ten minutes), ID token checked for issuer, audience (and `azp` with several), nonce,
 * expiry and signature against the provider's JWKS (an unsigned token is refused). Plain OAuth 2 providers (no ID
 * token) go through the same flow; their profile is read with the access token. Social providers, custom providers
 * and enterprise OIDC connections all use this one engine.
 */
export function createOidcEngine(deps: OidcEngineDeps) {
  const { db, clock } = deps;
  const sealer = createSealer(deps.masterKey, 'oidc-login-state');
  const cache = createProviderMetadataCache(clock, deps.discoveryTtlMs, deps.timeoutSeconds);

  /** Whether the provider signs ID tokens (discovered or given a JWKS) rather than serving a profile. */
  const issuesIdTokens = (p: OidcProviderConfig, m: client.ServerMetadata) => !p.profile && typeof m.jwks_uri === 'string';

  const configurationOf = async (p: OidcProviderConfig) => {
    const { metadata, jwks } = await cache.metadata(p);
    // The server's clock (tests move it) decides expiry, not the machine's.
    const skew = Math.round((clock.now() - Date.now()) / 1000);
    const config = new client.Configuration(metadata, p.clientId, { [client.clockSkew]: skew }, client.ClientSecretPost(p.clientSecret));
    config.timeout = deps.timeoutSeconds;
    if (!reachableSafely(metadata)) throw new Error(`provider ${p.id} has a plain-http endpoint off this machine`);
    if (Object.values(metadata).some((v) => typeof v === 'string' && v.startsWith('http://'))) client.allowInsecureRequests(config);
    // ID tokens from the token endpoint are checked against the JWKS too, not only trusted for the TLS channel.
    if (issuesIdTokens(p, metadata)) client.enableNonRepudiationChecks(config);
    if (jwks) client.setJwksCache(config, jwks);
    return { config, metadata, oidc: issuesIdTokens(p, metadata) };
  };

  /** A profile document read with the access token (plain OAuth 2 providers). */
  const fetchJson = async (url: string, accessToken: string): Promise<unknown> => {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'Gatehouse' },
      signal: AbortSignal.timeout(deps.timeoutSeconds * 1000),
    });
    if (!res.ok) throw new OidcRefusal('profile', new Error(`${url} answered ${res.status}`));
    return res.json();
  };

  /** The code exchange, with every check of the ID token. */
  const exchange = async (
    config: client.Configuration,
    metadata: client.ServerMetadata,
    oidc: boolean,
    input: FinishLoginInput,
    held: { verifier: string; nonce: string | undefined; redirectUri: string },
  ) => {
    const callback = new URL(held.redirectUri);
    callback.searchParams.set('code', input.code);
    callback.searchParams.set('state', input.state);
    // RFC 9207: the login box does not pass `iss` on; the state is bound to this provider (mix-up defence, RFC 9700 §4.4).
    if (metadata.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', metadata.issuer);
    try {
      return await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: held.verifier,
        expectedState: input.state,
        ...(oidc ? { expectedNonce: held.nonce, idTokenExpected: true } : {}),
      });
    } catch (e) {
      throw new OidcRefusal(
        e instanceof client.ResponseBodyError || e instanceof client.AuthorizationResponseError ? 'exchange' : 'id_token',
        e,
      );
    }
  };

  return {
    /** Starts a sign-in: the provider's authorization URL, and the state stored (hashed) with its verifier and nonce. */
    async startLogin(
      p: OidcProviderConfig,
      input: { redirectUri: string; returnTo?: string },
    ): Promise<{ authorizationUrl: string; state: string }> {
      const { config, oidc } = await configurationOf(p);
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = oidc ? client.randomNonce() : null;
      await insertLoginState(
        db,
        clock,
        {
          state,
          provider: p.id,
          sealedVerifier: sealer.seal(verifier),
          nonce,
          redirectUri: input.redirectUri,
          returnTo: input.returnTo ?? null,
        },
        LOGIN_STATE_TTL_MS,
      );
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: input.redirectUri,
        response_type: 'code',
        scope: p.scopes.join(' '),
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        ...(nonce ? { nonce } : {}),
        ...p.authorizationParams,
      });
      return { authorizationUrl: url.toString(), state };
    },

    /**
     * Finishes a sign-in with the provider's answer: the state is claimed once (or, for a sign-in the browser
     * started, its PKCE verifier is used), the code exchanged, the ID token checked, the profile read.
     * Throws `OidcRefusal` on anything that does not hold.
     */
    async finishLogin(p: OidcProviderConfig, input: FinishLoginInput): Promise<OidcIdentity & { returnTo?: string }> {
      const row = await claimLoginState(db, clock, input.state);
      let held: { verifier: string; nonce: string | undefined; redirectUri: string; returnTo?: string };
      if (row) {
        if (row.provider !== p.id) throw new OidcRefusal('state');
        if (input.redirectUri && input.redirectUri !== row.redirect_uri) throw new OidcRefusal('redirect_uri');
        held = {
          verifier: sealer.open(row.code_verifier),
          nonce: row.nonce ?? undefined,
          redirectUri: row.redirect_uri,
          returnTo: row.return_to ?? undefined,
        };
      } else if (input.codeVerifier && input.clientRedirectUri) {
        held = { verifier: input.codeVerifier, nonce: undefined, redirectUri: input.clientRedirectUri };
      } else throw new OidcRefusal('state');
      const { config, metadata, oidc } = await configurationOf(p);
      const tokens = await exchange(config, metadata, oidc, input, held);
      let claims: Claims;
      try {
        if (oidc) {
          const idClaims = tokens.claims();
          if (!idClaims) throw new OidcRefusal('id_token');
          // An ID token without the email (scopes, provider habits): the userinfo endpoint, for the same subject.
          const more =
            !idClaims.email && metadata.userinfo_endpoint ? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub) : {};
          claims = { ...more, ...idClaims };
        } else if (p.profile) claims = await p.profile(tokens.access_token, fetchJson);
        else claims = await client.fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck);
      } catch (e) {
        throw e instanceof OidcRefusal ? e : new OidcRefusal('profile', e);
      }
      cache.rememberJwks(p, client.getJwksCache(config));
      const identity = identityOf(p, metadata.issuer, claims);
      if (!identity) throw new OidcRefusal('subject');
      return { ...identity, returnTo: held.returnTo };
    },
  };
}

/** The OpenID relying-party engine. */
export type OidcEngine = ReturnType<typeof createOidcEngine>;
