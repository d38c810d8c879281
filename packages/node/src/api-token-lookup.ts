import { GatehouseAuthError } from './gatehouse-auth-error';

/** Whose an access token is: personal (`userAccessToken`, `userApiToken`) or the tenant's. */
export type ApiTokenOwner = 'user' | 'tenant';

/** What the SDK asks the Gatehouse server about API tokens (wire-compat §4.4). */
export interface ApiTokenLookup {
  /** Ids of the tokens of `owner` that work now (both kinds); with `loadedAfter` (epoch ms) a list loaded earlier is not reused. */
  activeIds(owner: ApiTokenOwner, loadedAfter?: number): Promise<ReadonlySet<string>>;
  /** Roles and permission keys of an active access token, judged now. */
  authorization(owner: ApiTokenOwner, tokenId: string): Promise<{ roles: string[]; permissions: string[] }>;
}

/** A vendor credential (`clientId`, `secret`), exchanged at `POST {issuer}/auth/vendor` for the vendor-only lookups. */
export interface VendorCredential {
  clientId: string;
  secret: string;
}

/** The longest the reference SDK keeps these answers, and ours: a deleted token works at most this long after deletion. */
export const API_TOKEN_CACHE_MAX_MS = 10_000;

const VENDOR_ONLY = {
  user: '/identity/resources/vendor-only/users/access-tokens/v1',
  tenant: '/identity/resources/vendor-only/tenants/access-tokens/v1',
} as const;

/**
 * Looks API tokens up on the Gatehouse server with a vendor token: the active lists and a token's
 * roles, each reused for `cacheMs` (at most 10 s, wire-compat §4.4); concurrent requests share one
 * call, failures are not remembered. The vendor token is renewed before it expires, and once on a 401.
 */
export function vendorApiTokenLookup(options: {
  issuer: string;
  credential: VendorCredential;
  fetch: typeof fetch;
  timeoutMs: number;
  cacheMs: number;
  now: () => number;
}): ApiTokenLookup {
  const { issuer, credential, timeoutMs, now } = options;
  const cacheMs = Math.min(Math.max(0, options.cacheMs), API_TOKEN_CACHE_MAX_MS);
  let vendor: { token: string; until: number } | undefined;
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();

  const call = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await options.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new GatehouseAuthError('upstream_unavailable', 'Could not reach the Gatehouse server to check an API token', {}, { cause });
    }
  };
  const vendorToken = async (): Promise<string> => {
    if (vendor && vendor.until > now()) return vendor.token;
    const res = await call(`${issuer}/auth/vendor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(credential),
    });
    if (res.status !== 200) throw new GatehouseAuthError('upstream_unavailable', `The vendor credential was refused (HTTP ${res.status})`);
    const body = (await res.json()) as { token: string; expiresIn: number };
    // Renewed a little early, so a token never expires between this check and the server's.
    vendor = { token: body.token, until: now() + Math.max(0, body.expiresIn - 30) * 1000 };
    return vendor.token;
  };
  const get = async (path: string): Promise<Response> => {
    const send = async () =>
      call(`${issuer}${path}`, { headers: { authorization: `Bearer ${await vendorToken()}`, accept: 'application/json' } });
    let res = await send();
    if (res.status === 401) {
      vendor = undefined;
      res = await send();
    }
    return res;
  };
  const cached = <T>(key: string, load: () => Promise<T>, loadedAfter = -Infinity): Promise<T> => {
    const t = now();
    const hit = cache.get(key);
    if (hit && t - hit.at < cacheMs && hit.at >= loadedAfter) return hit.value as Promise<T>;
    const value = load();
    const entry = { at: t, value };
    if (cache.size >= 10_000) cache.delete(cache.keys().next().value!);
    cache.set(key, entry);
    value.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return value;
  };

  return {
    activeIds: (owner, loadedAfter) =>
      cached(
        `active:${owner}`,
        async () => {
          const res = await get(`${VENDOR_ONLY[owner]}/active`);
          if (res.status !== 200)
            throw new GatehouseAuthError('upstream_unavailable', `Could not load the active API tokens (HTTP ${res.status})`);
          return new Set((await res.json()) as string[]);
        },
        loadedAfter,
      ),
    authorization: (owner, tokenId) =>
      cached(`authz:${owner}:${tokenId}`, async () => {
        const res = await get(`${VENDOR_ONLY[owner]}/${encodeURIComponent(tokenId)}`);
        if (res.status === 404) throw new GatehouseAuthError('token_invalid', 'The API token is revoked or expired');
        if (res.status !== 200)
          throw new GatehouseAuthError('upstream_unavailable', `Could not load the API token's roles (HTTP ${res.status})`);
        return (await res.json()) as { roles: string[]; permissions: string[] };
      }),
  };
}
