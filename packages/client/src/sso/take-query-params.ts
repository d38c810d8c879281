import type { GatehouseClient } from '../gatehouse-client';

/**
 * Reads query parameters of the page once and takes them out of the address bar, so that one-time values (an
 * authorization code, a RelayState) reach no history entry, bookmark or Referer (decision 0010). Only the real address
 * bar is rewritten: a client given another location (tests, a host's own) keeps its address.
 */
export function takeQueryParams<K extends string>(client: GatehouseClient, names: readonly K[]): Record<K, string | undefined> {
  const values = Object.fromEntries(names.map((name) => [name, client.getQueryParam(name) ?? undefined])) as Record<K, string | undefined>;
  const page = globalThis as { history?: History; location?: unknown };
  if (!page.history || client.location !== page.location) return values;
  const url = new URL(client.location.href);
  for (const name of names) url.searchParams.delete(name);
  // With the hash URL strategy the parameters sit in the hash's own query.
  let hash = url.hash;
  const at = hash.indexOf('?');
  if (at !== -1) {
    const query = new URLSearchParams(hash.slice(at + 1));
    for (const name of names) query.delete(name);
    const rest = query.toString();
    hash = hash.slice(0, at) + (rest ? `?${rest}` : '');
  }
  page.history.replaceState(page.history.state, '', url.pathname + url.search + hash);
  return values;
}
