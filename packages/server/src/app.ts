import { allEndpointList, COMPAT_PREFIX, headers, prefixesOf } from '@gatehouse/contracts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { corsHeaders, securityHeaders } from './http/response-headers';
import type { Config } from './config/config-schema';
import type { Deps } from './deps';
import { features, routeShared } from './features/registry';
import { errorResponse, handleError } from './http/error-handler';
import { mountRoutes } from './http/mount-routes';
import { newId } from './kernel/crypto';
import type { RouteDef } from './http/define-route';
import type { DeclaredRoute } from './http/declared-route';

/** Every feature's user-facing contract routes (served at the root and under /frontegg), from the registry. */
export const featureRoutes = (deps: Deps): RouteDef[] => {
  const shared = routeShared(deps);
  return features.flatMap((f) => f.routes?.(deps, shared) ?? []);
};

/** The vendor-side contract routes: the credential exchange and entitlement management (root only, wire-compat §1.2). */
export const vendorRoutes = (deps: Deps): RouteDef[] => {
  const shared = routeShared(deps);
  return features.flatMap((f) => f.vendorRoutes?.(deps, shared) ?? []);
};

/**
 * Every route `createApp` mounts and how it is reached (security gate inventory): each contract
 * endpoint at its path (user-facing ones also under the /frontegg prefix), then the operational routes.
 */
export const declaredRoutes = (config: Pick<Config, 'nodeEnv'>): DeclaredRoute[] => [
  ...allEndpointList.flatMap((endpoint) =>
    prefixesOf(endpoint).map((prefix) => ({
      method: endpoint.method,
      path: `${prefix}${endpoint.path}`,
      access: endpoint.access,
      endpoint,
    })),
  ),
  ...features.flatMap((f) => f.declared?.(config) ?? []),
];

/** The Hono application: a Web-standard fetch handler, mountable in any host. */
export function createApp(deps: Deps): Hono {
  const app = new Hono();
  const { config, log, metrics } = deps;

  app.use('*', async (c, next) => {
    const requestId = newId();
    c.set('requestId' as never, requestId as never);
    const start = performance.now();
    // Set before the handler runs: a header added to a finished response makes the adapter copy it.
    c.header(headers.traceId, requestId);
    await next();
    metrics.requests.inc({ method: c.req.method, status: String(c.res.status) });
    metrics.duration.observe({ method: c.req.method }, (performance.now() - start) / 1000);
    // Paths only: query strings may carry link tokens (activation, reset), which must not be logged.
    if (c.res.status >= 500) log.error({ requestId, method: c.req.method, path: c.req.path, status: c.res.status }, 'request failed');
    else log.debug({ requestId, method: c.req.method, path: c.req.path, status: c.res.status }, 'request');
  });
  app.use('*', securityHeaders());
  app.use(
    '*',
    corsHeaders(config.allowedOrigins, [
      'content-type',
      'authorization',
      'x-api-key',
      headers.source,
      headers.scopedTenant,
      headers.framework,
      headers.sdkVersion,
      headers.loginAlias,
      headers.applicationId,
    ]),
  );
  // A declared length is checked from the header alone (the HTTP parser never reads past it), so the Node adapter
  // keeps its direct body read; only a streamed body of unknown length goes through the counting wrapper, which
  // makes the adapter build a full web Request.
  const tooLarge = (c: Context) => errorResponse(c, 413, 'request.too_large', ['Error request is too large']);
  const limit = bodyLimit({ maxSize: config.maxBodyBytes, onError: tooLarge });
  app.use('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number(length) > config.maxBodyBytes ? Promise.resolve(tooLarge(c)) : next();
    return limit(c, next);
  });

  const api = new Hono();
  mountRoutes(api, deps, featureRoutes(deps));
  // Endpoints outside the contract pipeline (the OAuth token endpoint: form bodies, RFC 6749 errors).
  for (const f of features) f.mountApi?.(api, deps);
  // Reference clients add /frontegg to every user-facing path (wire-compat §1.2).
  app.route(COMPAT_PREFIX, api);
  app.route('/', api);
  // The vendor side is called by back ends (@frontegg/client style), at the root only.
  const vendorApi = new Hono();
  mountRoutes(vendorApi, deps, vendorRoutes(deps));
  app.route('/', vendorApi);
  // Health, metrics and discovery, the hosted pages, the dev outboxes.
  for (const f of features) f.mount?.(app, deps);

  app.notFound((c) => errorResponse(c, 404, 'request.not_found', ['Not found']));
  app.onError(handleError(log));
  return app;
}
