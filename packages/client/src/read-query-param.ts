import type { LocationLike } from './client-options';

/**
 * A query parameter of the page address. With the hash URL strategy (spec 000 §2.1) e-mailed links look like
 * `/#/account/activate?userId=…`, so the query part of the hash is read when the search has no such key.
 */
export function readQueryParam(location: LocationLike, name: string): string | null {
  const fromSearch = new URLSearchParams(location.search).get(name);
  if (fromSearch !== null) return fromSearch;
  const hash = location.hash ?? '';
  const at = hash.indexOf('?');
  return at === -1 ? null : new URLSearchParams(hash.slice(at + 1)).get(name);
}
