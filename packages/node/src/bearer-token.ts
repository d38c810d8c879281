import { GatehouseAuthError } from './gatehouse-auth-error';

/** Where a bearer token (or an `x-api-key`) can come from: an Authorization header value, Fetch `Headers`, or any request with headers (Node, Express, Fastify, Fetch). */
export type AuthorizationSource =
  | string
  | null
  | undefined
  | { get(name: string): string | null }
  | { headers: { get(name: string): string | null } | Readonly<Record<string, string | readonly string[] | undefined>> };

const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i;

/** A header of the source; a bare string is the Authorization header itself. */
const headerOf = (source: AuthorizationSource, name: 'authorization' | 'x-api-key'): string | undefined => {
  if (source === null || source === undefined) return undefined;
  if (typeof source === 'string') return name === 'authorization' ? source : undefined;
  if ('get' in source && typeof source.get === 'function') return source.get(name) ?? undefined;
  const headers = (source as { headers: unknown }).headers;
  if (!headers || typeof headers !== 'object') return undefined;
  if (typeof (headers as { get?: unknown }).get === 'function')
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  // Node lower-cases incoming header names.
  const value = (headers as Record<string, string | readonly string[] | undefined>)[name];
  return typeof value === 'string' ? value : undefined;
};

const API_KEY = /^ *([A-Za-z0-9._~+/-]+=*) *$/;

/** The access token of the `x-api-key` header (wire-compat §4.4), if any. */
export function apiKey(source: AuthorizationSource): string | undefined {
  return headerOf(source, 'x-api-key')?.match(API_KEY)?.[1];
}

/** The bearer token of a request; throws `token_missing` when there is none. */
export function bearerToken(source: AuthorizationSource): string {
  const match = headerOf(source, 'authorization')?.match(BEARER);
  if (!match) throw new GatehouseAuthError('token_missing');
  return match[1]!;
}
