import type { UserEntitlementsContext } from '@gatehouse/core';
import { GatehouseAuthError } from './gatehouse-auth-error';
import type { GatehouseUser } from './gatehouse-user';

/** Loads what a user is entitled to (wire-compat §2.16); the bearer token authorises the call. */
export type LoadEntitlements = (token: string, user: GatehouseUser) => Promise<UserEntitlementsContext>;

/** Path of the user-entitlements endpoint on the Gatehouse server (wire-compat §2.16). */
export const USER_ENTITLEMENTS_PATH = '/entitlements/api/v2/user-entitlements';

/** The default loader: `GET {issuer}/entitlements/api/v2/user-entitlements` with the caller's bearer token. */
export function httpEntitlementsLoader(issuer: string, fetchImpl: typeof fetch, timeoutMs: number): LoadEntitlements {
  const url = `${issuer}${USER_ENTITLEMENTS_PATH}`;
  return async (token) => {
    let res: Response;
    try {
      res = await fetchImpl(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new GatehouseAuthError('upstream_unavailable', 'Could not load entitlements', {}, { cause });
    }
    // The server judges the token too (it also knows about logged-out sessions).
    if (res.status === 401) throw new GatehouseAuthError('token_invalid');
    if (res.status !== 200) throw new GatehouseAuthError('upstream_unavailable', `Could not load entitlements (HTTP ${res.status})`);
    return (await res.json()) as UserEntitlementsContext;
  };
}

/**
 * Remembers each token's entitlements for `ttlMs` (the reference SDK caches such lookups 10 s,
 * wire-compat §4.4); concurrent requests share one load, failures are not remembered.
 */
export function cachedEntitlements(load: LoadEntitlements, ttlMs: number, now: () => number, maxEntries = 10_000): LoadEntitlements {
  const cache = new Map<string, { at: number; value: Promise<UserEntitlementsContext> }>();
  return (token, user) => {
    const t = now();
    const hit = cache.get(token);
    if (hit && t - hit.at < ttlMs) return hit.value;
    if (hit) cache.delete(token);
    const value = load(token, user);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    const entry = { at: t, value };
    cache.set(token, entry);
    value.catch(() => {
      if (cache.get(token) === entry) cache.delete(token);
    });
    return value;
  };
}
