import { createRemoteJWKSet, customFetch, jwtVerify, type CryptoKey, type JWTVerifyGetKey, type JWTVerifyOptions } from 'jose';
import { GatehouseAuthError } from './gatehouse-auth-error';
import { userFromClaims, type GatehouseUser } from './gatehouse-user';
import { mapVerifyError } from './map-verify-error';

/** Asymmetric algorithms the Gatehouse server signs with (`GATEHOUSE_JWT_ALGORITHM`); `none` and HMAC are never accepted. */
export type GatehouseAlgorithm = 'RS256' | 'ES256' | 'EdDSA';

/** Settings of a TokenVerifier (resolved by createGatehouse). */
export interface TokenVerifierSettings {
  issuer: string;
  jwksUrl: string;
  audience: string;
  algorithms: readonly GatehouseAlgorithm[];
  tokenTypes: readonly string[];
  clockToleranceSeconds: number;
  jwksCooldownMs: number;
  jwksCacheMaxAgeMs: number;
  jwksTimeoutMs: number;
  /** Verified tokens remembered (0 = none). */
  cacheSize: number;
  fetch: typeof fetch;
  /** Custom clock (epoch ms); undefined = the system clock. */
  now: (() => number) | undefined;
}

/** Verifies access tokens: signature against the server's JWKS, issuer, audience, expiry and token kind. */
export type TokenVerifier = (token: string) => Promise<GatehouseUser>;

interface CachedToken {
  user: GatehouseUser;
  exp: number;
  nbf: number | undefined;
}

/**
 * jose does the cryptography and claim checks. Around it: one remote key set for the
 * verifier's life (cached, refetched on an unknown kid after a cooldown), one options object,
 * and a bounded cache of verified tokens keyed by the whole token (signature included), whose
 * time claims are re-judged on every call and which is dropped when a key is withdrawn.
 */
export function createTokenVerifier(s: TokenVerifierSettings): TokenVerifier {
  const cache = new Map<string, CachedToken>();
  // Keys jose resolved from the current key set, by kid: later tokens skip the key-set lookup.
  const resolved = new Map<string, { alg: string; key: CryptoKey }>();
  let keySetGeneration = 0;
  let publishedKids: Set<string> | undefined;
  /** A key that disappears from the JWKS (withdrawn after a compromise) must not keep cached tokens alive. */
  const watchKeys = async (res: Response) => {
    try {
      const body = (await res.json()) as { keys?: { kid?: unknown }[] };
      const kids = new Set((body.keys ?? []).map((k) => String(k.kid)));
      resolved.clear();
      keySetGeneration++;
      if (publishedKids && [...publishedKids].some((k) => !kids.has(k))) cache.clear();
      publishedKids = kids;
    } catch {
      // jose reports the malformed answer itself.
    }
  };
  const keys = createRemoteJWKSet(new URL(s.jwksUrl), {
    cooldownDuration: s.jwksCooldownMs,
    cacheMaxAge: s.jwksCacheMaxAgeMs,
    timeoutDuration: s.jwksTimeoutMs,
    [customFetch]: async (url: string, init: RequestInit) => {
      const res = await s.fetch(url, init);
      if (res.status === 200) await watchKeys(res.clone());
      return res;
    },
  });
  /** The fast path holds only while the key set is fresh, so jose still refetches it every jwksCacheMaxAgeMs. */
  const getKey: JWTVerifyGetKey = (header, token) => {
    const kid = header.kid;
    if (kid !== undefined && keys.fresh) {
      const hit = resolved.get(kid);
      if (hit !== undefined && hit.alg === header.alg) return hit.key;
    }
    const generation = keySetGeneration;
    return keys(header, token).then((key) => {
      // A key resolved from a set that has since been replaced is not remembered.
      if (kid !== undefined && typeof header.alg === 'string' && generation === keySetGeneration)
        resolved.set(kid, { alg: header.alg, key });
      return key;
    });
  };
  const baseOptions: JWTVerifyOptions = {
    algorithms: [...s.algorithms],
    issuer: s.issuer,
    audience: s.audience,
    clockTolerance: s.clockToleranceSeconds,
    requiredClaims: ['exp', 'sub'],
  };
  const tolerance = s.clockToleranceSeconds;
  const seconds = s.now ? () => s.now!() / 1000 : () => Date.now() / 1000;

  const verifyWithJose = async (token: string): Promise<GatehouseUser> => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, getKey, s.now ? { ...baseOptions, currentDate: new Date(s.now()) } : baseOptions));
    } catch (e) {
      throw mapVerifyError(e);
    }
    if (typeof payload.type !== 'string' || !s.tokenTypes.includes(payload.type))
      throw new GatehouseAuthError('token_invalid', 'Access token kind is not accepted here');
    return userFromClaims(payload, token);
  };

  if (s.cacheSize <= 0) return verifyWithJose;
  return async (token) => {
    const hit = cache.get(token);
    if (hit) {
      // The same rules as jose's: expired when exp <= now - tolerance, early when nbf > now + tolerance.
      const now = seconds();
      if (hit.exp > now - tolerance && (hit.nbf === undefined || hit.nbf <= now + tolerance)) return hit.user;
      cache.delete(token);
    }
    const user = await verifyWithJose(token);
    if (cache.size >= s.cacheSize) cache.delete(cache.keys().next().value!);
    cache.set(token, { user, exp: user.claims.exp!, nbf: user.claims.nbf });
    return user;
  };
}
