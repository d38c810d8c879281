import {
  entitlementAttributes,
  getFeatureEntitlement,
  hasPermission,
  isSteppedUp,
  type StepUpClaims,
  type UserEntitlementsContext,
} from '@gatehouse/core';
import {
  API_TOKEN_CACHE_MAX_MS,
  vendorApiTokenLookup,
  type ApiTokenLookup,
  type ApiTokenOwner,
  type VendorCredential,
} from './api-token-lookup';
import { apiKey, bearerToken, type AuthorizationSource } from './bearer-token';
import { createTokenVerifier, type GatehouseAlgorithm } from './create-token-verifier';
import { cachedEntitlements, httpEntitlementsLoader, type LoadEntitlements } from './entitlements-loader';
import { GatehouseAuthError } from './gatehouse-auth-error';
import { withAuthorization, type GatehouseUser } from './gatehouse-user';

/** Options of createGatehouse; only `issuer` is required. */
export interface GatehouseOptions {
  /** The Gatehouse server's public URL (`GATEHOUSE_PUBLIC_URL`): the `iss` of its tokens and the base of its API. */
  issuer: string;
  /** Where the signing keys are published; default `{issuer}/.well-known/jwks.json`. */
  jwksUrl?: string;
  /** Expected `aud`; default `'gatehouse'`. */
  audience?: string;
  /** Accepted signing algorithms; default RS256, ES256 and EdDSA (never `none` nor HMAC). */
  algorithms?: GatehouseAlgorithm[];
  /** Accepted token kinds (claim `type`, wire-compat §4.4); default userToken, userApiToken, tenantApiToken. */
  tokenTypes?: string[];
  /** Leeway for exp / nbf, in seconds; default 0. */
  clockToleranceSeconds?: number;
  jwks?: {
    /** After a JWKS fetch, a token naming an unknown kid waits this long before triggering another; default 5 000 ms. */
    cooldownMs?: number;
    /** The key set is refetched when older than this; default 10 min. */
    cacheMaxAgeMs?: number;
    /** default 5 000 ms. */
    timeoutMs?: number;
  };
  /** Verified tokens remembered (signature checked once per token); `0` turns the cache off; default 10 000. */
  verifiedTokenCacheSize?: number;
  entitlements?: {
    /** Loads a user's entitlement set; default `GET {issuer}/entitlements/api/v2/user-entitlements` with the user's token. */
    load?: LoadEntitlements;
    /** How long a token's entitlement set is reused; default 10 000 ms (0 = every check loads). */
    cacheMs?: number;
    /** Host attributes for targeting rules, merged over those derived from the claims. */
    attributes?: (user: GatehouseUser) => Record<string, unknown>;
  };
  /**
   * API tokens (wire-compat §4.4). Exchanged tokens (`userApiToken`, `tenantApiToken`) verify like
   * user tokens; with a lookup they are also checked against the active list, so a deleted token
   * is refused within `cacheMs`. Access tokens (`x-api-key`) always need a lookup: without one they are refused.
   */
  apiTokens?: {
    /** A vendor credential for the vendor-only lookups (`gatehouse vendor-credentials create`). */
    vendorCredential?: VendorCredential;
    /** Or a lookup of your own (a shared cache, another transport). */
    lookup?: ApiTokenLookup;
    /** How long an active list or a token's roles are reused; default and at most 10 000 ms. */
    cacheMs?: number;
  };
  /** fetch used for the JWKS and entitlements; default the global fetch. */
  fetch?: typeof fetch;
  /** Clock in epoch milliseconds (tests); default Date.now. */
  now?: () => number;
}

/** A check a caller must pass; throws GatehouseAuthError (403) when it does not. */
export type Requirement = (user: GatehouseUser) => void | Promise<void>;

/** Options of requirePermission: `any` (default, like the reference SDK) or `all` of the keys. */
export interface PermissionOptions {
  match?: 'any' | 'all';
}

/** The host back end's view of Gatehouse: verification and the checks middleware runs. */
export interface Gatehouse {
  /** Verifies an access token; resolves to its user or rejects with GatehouseAuthError (401). */
  verify(token: string): Promise<GatehouseUser>;
  /** Verifies the bearer token of a request (or Authorization header value), else its `x-api-key`; `token_missing` without either. */
  authenticate(source: AuthorizationSource): Promise<GatehouseUser>;
  /** Runs requirements in order against a verified user; rejects with the first failure. */
  check(user: GatehouseUser, requirements: readonly Requirement[]): Promise<void>;
  /** The permission keys (patterns in the token may use `*`, as in the browser); `forbidden` otherwise. */
  requirePermission(keys: string | readonly string[], options?: PermissionOptions): Requirement;
  /** The feature, judged by the shared entitlement engine; `not_entitled` (with the justification) otherwise. */
  requireFeature(featureKey: string): Requirement;
  /** A multi-factor session (spec 000 §4.5), authenticated at most `maxAge` seconds ago when given; `step_up_required` otherwise. */
  requireStepUp(options?: { maxAge?: number }): Requirement;
  /** The user's entitlement set (cached per token). */
  entitlements(user: GatehouseUser): Promise<UserEntitlementsContext>;
}

const DEFAULT_AUDIENCE = 'gatehouse';
const ALL_ALGORITHMS: GatehouseAlgorithm[] = ['RS256', 'ES256', 'EdDSA'];
const BEARER_TOKEN_TYPES = ['userToken', 'userApiToken', 'tenantApiToken'];
const ACCESS_TOKEN_TYPES = ['userAccessToken', 'tenantAccessToken'];
const ownerOf = (type: string): ApiTokenOwner => (type.startsWith('user') ? 'user' : 'tenant');

/** Creates the verifier and checks for one Gatehouse server. */
export function createGatehouse(options: GatehouseOptions): Gatehouse {
  const issuer = options.issuer.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const algorithms = options.algorithms ?? ALL_ALGORITHMS;
  for (const alg of algorithms)
    if (!ALL_ALGORITHMS.includes(alg)) throw new TypeError(`Unsupported algorithm ${String(alg)}: use RS256, ES256 or EdDSA`);
  const bearerTypes = options.tokenTypes ?? BEARER_TOKEN_TYPES;
  // One verifier for both headers (one key set, one cache); each header then admits only its own kinds.
  const verifyAny = createTokenVerifier({
    issuer,
    jwksUrl: options.jwksUrl ?? `${issuer}/.well-known/jwks.json`,
    audience: options.audience ?? DEFAULT_AUDIENCE,
    algorithms,
    tokenTypes: [...new Set([...bearerTypes, ...ACCESS_TOKEN_TYPES])],
    clockToleranceSeconds: options.clockToleranceSeconds ?? 0,
    jwksCooldownMs: options.jwks?.cooldownMs ?? 5_000,
    jwksCacheMaxAgeMs: options.jwks?.cacheMaxAgeMs ?? 600_000,
    jwksTimeoutMs: options.jwks?.timeoutMs ?? 5_000,
    cacheSize: options.verifiedTokenCacheSize ?? 10_000,
    fetch: fetchImpl,
    now: options.now,
  });
  const verifyOf = (types: readonly string[]) => async (token: string) => {
    const user = await verifyAny(token);
    if (!types.includes(user.type)) throw new GatehouseAuthError('token_invalid', 'Access token kind is not accepted here');
    return user;
  };
  const verifyBearer = verifyOf(bearerTypes);
  const verifyAccessToken = verifyOf(ACCESS_TOKEN_TYPES);
  const credential = options.apiTokens?.vendorCredential;
  const lookup =
    options.apiTokens?.lookup ??
    (credential
      ? vendorApiTokenLookup({
          issuer,
          credential,
          fetch: fetchImpl,
          timeoutMs: options.jwks?.timeoutMs ?? 5_000,
          cacheMs: options.apiTokens?.cacheMs ?? API_TOKEN_CACHE_MAX_MS,
          now,
        })
      : undefined);
  /**
   * Refuses an API token the server no longer lists as active (deleted, expired, its user gone). A
   * token signed after the cached list was loaded cannot be in it yet: the list is asked for again,
   * so a token created a moment ago works at once while a deleted one waits out the cache.
   */
  const assertActive = async (user: GatehouseUser, lookupOf: ApiTokenLookup) => {
    const owner = ownerOf(user.type);
    if ((await lookupOf.activeIds(owner)).has(user.apiTokenId!)) return;
    // iat counts whole seconds: a token issued late in a second may postdate a list loaded earlier in that second.
    const issuedAt = typeof user.claims.iat === 'number' ? (user.claims.iat + 1) * 1000 : undefined;
    if (issuedAt !== undefined && (await lookupOf.activeIds(owner, issuedAt)).has(user.apiTokenId!)) return;
    throw new GatehouseAuthError('token_invalid', 'The API token is revoked or expired');
  };
  const verify = async (token: string): Promise<GatehouseUser> => {
    const user = await verifyBearer(token);
    if (lookup && user.apiTokenId !== undefined) await assertActive(user, lookup);
    return user;
  };
  /** An access token from `x-api-key`: verified, on the active list, with the roles the server reports now. */
  const verifyApiKey = async (token: string): Promise<GatehouseUser> => {
    const user = await verifyAccessToken(token);
    if (!lookup) throw new GatehouseAuthError('token_invalid', 'Access tokens need apiTokens.vendorCredential (or a lookup) to be checked');
    await assertActive(user, lookup);
    return withAuthorization(user, await lookup.authorization(ownerOf(user.type), user.apiTokenId!));
  };
  const loadEntitlements = cachedEntitlements(
    options.entitlements?.load ?? httpEntitlementsLoader(issuer, fetchImpl, options.jwks?.timeoutMs ?? 5_000),
    options.entitlements?.cacheMs ?? 10_000,
    now,
  );
  const hostAttributes = options.entitlements?.attributes;

  return {
    verify,
    authenticate: (source) => {
      const key = apiKey(source);
      let token: string;
      try {
        token = bearerToken(source);
      } catch (e) {
        // No bearer: an access token may come as x-api-key (wire-compat §4.4).
        return key ? verifyApiKey(key) : Promise.reject(e);
      }
      return verify(token);
    },
    async check(user, requirements) {
      for (const requirement of requirements) await requirement(user);
    },
    requirePermission(keys, { match = 'any' } = {}) {
      const required = typeof keys === 'string' ? [keys] : [...keys];
      if (required.length === 0) throw new TypeError('requirePermission needs at least one permission key');
      const test = match === 'all' ? required.every.bind(required) : required.some.bind(required);
      return (user) => {
        if (!test((key) => hasPermission(user.permissions, key)))
          throw new GatehouseAuthError('forbidden', undefined, { permissions: required });
      };
    },
    requireFeature(featureKey) {
      return async (user) => {
        const set = await loadEntitlements(user.token, user);
        const result = getFeatureEntitlement(set, featureKey, entitlementAttributes(user.claims, hostAttributes?.(user)), now());
        if (!result.isEntitled)
          throw new GatehouseAuthError('not_entitled', undefined, { feature: featureKey, justification: result.justification });
      };
    },
    requireStepUp({ maxAge } = {}) {
      return (user) => {
        if (!isSteppedUp(user.claims as StepUpClaims, { maxAge, now: now() }))
          throw new GatehouseAuthError('step_up_required', undefined, maxAge === undefined ? {} : { maxAge });
      };
    },
    entitlements: (user) => loadEntitlements(user.token, user),
  };
}
