import type { Hono } from 'hono';
import type { DeclaredRoute } from '../../src/http/declared-route';
import type { CallerCredentials } from './matrix-callers';
import type { MatrixExample } from './matrix-examples';
import type { MatrixAnswer, MatrixVariant } from './matrix-expectation';

/** An Origin no configuration allows. */
export const FOREIGN_ORIGIN = 'https://attacker.example';

/** An answer plus the headers as text, for the leak scan. */
export interface SentAnswer extends MatrixAnswer {
  headers: string;
}

/**
 * Sends one case as a browser or API client would: bearer on every route but cookie routes, which
 * get the refresh cookie instead (so a cookie route is judged on the cookie alone); the API key
 * header when the caller has one; an allowed Origin unless the variant replaces or drops it.
 */
export async function matrixRequest(
  app: Hono,
  route: DeclaredRoute,
  example: MatrixExample,
  credentials: CallerCredentials,
  variant: MatrixVariant,
  allowedOrigin: string,
): Promise<SentAnswer> {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(example.params?.[name] ?? ''));
  const query = new URLSearchParams(example.query ?? {}).toString();
  const headers: Record<string, string> = {};
  if (variant === 'foreign origin') headers.origin = FOREIGN_ORIGIN;
  else if (variant !== 'no origin') headers.origin = allowedOrigin;
  if (route.access.kind === 'cookie') {
    if (credentials.cookie) headers.cookie = credentials.cookie;
  } else if (credentials.bearer) headers.authorization = `Bearer ${credentials.bearer}`;
  if (credentials.apiKey) headers['x-api-key'] = credentials.apiKey;
  let body: string | undefined;
  if (example.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(example.body);
  }
  const res = await app.request(query ? `${path}?${query}` : path, { method: route.method.toUpperCase(), headers, body });
  return {
    status: res.status,
    text: await res.text(),
    cookies: res.headers.getSetCookie(),
    headers: [...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n'),
  };
}

const jwtPayloads = (text: string) =>
  [...text.matchAll(/eyJ[\w-]*\.([\w-]+)\.[\w-]*/g)].map((m) => {
    try {
      return Buffer.from(m[1]!, 'base64url').toString('utf8');
    } catch {
      return '';
    }
  });

/**
 * Which of another tenant's values an answer carries: in the body, the headers, or inside a JWT
 * (claims are base64url, invisible to a plain search). `echoed` values the caller itself sent
 * are left out of an error answer: repeating the id a caller asked for reveals nothing.
 */
export function leakedValues(answer: SentAnswer, footprint: readonly string[], echoed: readonly string[] = []): string[] {
  const haystack = [answer.text, answer.headers, ...jwtPayloads(answer.text)].join('\n').toLowerCase();
  const skip = answer.status >= 400 ? new Set(echoed) : new Set<string>();
  return footprint.filter((value) => !skip.has(value) && haystack.includes(value.toLowerCase()));
}
