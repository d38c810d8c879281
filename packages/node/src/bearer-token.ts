import { GatehouseAuthError } from './gatehouse-auth-error';

/** Where a bearer token can come from: an Authorization header value, Fetch `Headers`, or any request with headers (Node, Express, Fastify, Fetch). */
export type AuthorizationSource =
  | string
  | null
  | undefined
  | { get(name: string): string | null }
  | { headers: { get(name: string): string | null } | Readonly<Record<string, string | readonly string[] | undefined>> };

const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i;

const headerOf = (source: AuthorizationSource): string | undefined => {
  if (source === null || source === undefined) return undefined;
  if (typeof source === 'string') return source;
  if ('get' in source && typeof source.get === 'function') return source.get('authorization') ?? undefined;
  const headers = (source as { headers: unknown }).headers;
  if (!headers || typeof headers !== 'object') return undefined;
  if (typeof (headers as { get?: unknown }).get === 'function') return (headers as { get(name: string): string | null }).get('authorization') ?? undefined;
  // Node lower-cases incoming header names.
  const value = (headers as Record<string, string | readonly string[] | undefined>).authorization;
  return typeof value === 'string' ? value : undefined;
};

/** The bearer token of a request; throws `token_missing` when there is none. */
export function bearerToken(source: AuthorizationSource): string {
  const match = headerOf(source)?.match(BEARER);
  if (!match) throw new GatehouseAuthError('token_missing');
  return match[1]!;
}
