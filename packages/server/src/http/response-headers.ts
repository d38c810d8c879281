import type { Context, MiddlewareHandler } from 'hono';
import { headers as wireHeaders } from '@gatehouse/contracts';

/**
 * Security headers of every answer (helmet's set: no sniffing, no framing by other sites, no referrer, HSTS…).
 * Cross-Origin-Resource-Policy is cross-origin because host applications on other origins call this API;
 * Cross-Origin-Opener-Policy is left to the hosted pages, which open popups for passkeys and social sign-in.
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['cross-origin-resource-policy', 'cross-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=15552000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/**
 * Every answer is `Cache-Control: no-store` unless its handler sets its own (ASVS 8.2.1, RFC 6749 §5.1, RFC 9700):
 * sign-ins, refreshes, activations, enrolment secrets, link tokens and credentials must never rest in a browser's
 * or a proxy's cache, and a default cannot miss a route added later. Only public documents that may be cached set
 * their own (JWKS, OIDC discovery, the hosted pages' hashed files), listed in test/gates/no-store.test.ts.
 */
export const DEFAULT_CACHE_CONTROL = 'no-store';

/**
 * Headers are set before the handler runs, so they go into the answer as it is built. Added to a finished
 * answer instead (as generic middlewares do), they make the Node adapter turn its lightweight response into
 * a full web Response, and CORS did so twice per browser call. An answer a handler built by hand does not
 * carry headers set beforehand: those get them afterwards.
 */
const setAll = (c: Context, list: readonly (readonly [string, string])[]) => {
  for (const [name, value] of list) c.header(name, value);
};

/** Edits a finished answer's headers; a Response made with immutable headers (Response.redirect) is copied first. */
const patch = (c: Context, edit: (h: Headers) => void) => {
  try {
    edit(c.res.headers);
  } catch {
    c.res = new Response(c.res.body, c.res);
    edit(c.res.headers);
  }
};

/** The security headers on every answer, and `Cache-Control: no-store` unless the handler set its own caching. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    setAll(c, SECURITY_HEADERS);
    c.header('cache-control', DEFAULT_CACHE_CONTROL);
    await next();
    if (!c.res.headers.has('x-content-type-options'))
      patch(c, (h) => {
        for (const [name, value] of SECURITY_HEADERS) h.set(name, value);
        if (!h.has('cache-control')) h.set('cache-control', DEFAULT_CACHE_CONTROL);
      });
  };
}

/** CORS for browsers on the allowed origins, with credentials (the refresh cookie); a preflight is answered here. */
export function corsHeaders(allowedOrigins: readonly string[], allowHeaders: readonly string[]): MiddlewareHandler {
  const methods = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
  const allowHeadersValue = allowHeaders.join(',');
  return async (c, next) => {
    const origin = c.req.header('origin');
    // Only browsers send Origin: other callers skip this entirely.
    if (!origin) return next();
    const list: [string, string][] = [];
    if (allowedOrigins.includes(origin)) list.push(['access-control-allow-origin', origin]);
    list.push(['access-control-allow-credentials', 'true'], ['access-control-expose-headers', wireHeaders.traceId]);
    if (c.req.method === 'OPTIONS') {
      setAll(c, [
        ...list,
        ['access-control-max-age', '600'],
        ['access-control-allow-methods', methods],
        ['access-control-allow-headers', allowHeadersValue],
        ['vary', 'Origin, Access-Control-Request-Headers'],
      ]);
      return c.body(null, 204);
    }
    setAll(c, [...list, ['vary', 'Origin']]);
    await next();
    if (!c.res.headers.has('access-control-allow-credentials'))
      patch(c, (h) => {
        for (const [name, value] of list) h.set(name, value);
        h.append('vary', 'Origin');
      });
  };
}
