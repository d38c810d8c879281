import type { Hono } from 'hono';
import type { Deps } from '../deps';
import { fail } from '../kernel/app-error';
import type { RouteDef } from './define-route';
import { guard } from './guard';
import { enforceRateLimit, type RateLimit } from './rate-limit';
import { readInput } from './read-input';
import { requestContextOf } from './request-context';

/** Hono path of an OpenAPI-style contract path (`/a/{id}` → `/a/:id`). */
export const honoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers each route: access guard, then the recent second factor it may need, then input validation, then
 * the rate limit it declares, then the handler.
 */
export function mountRoutes(app: Hono, deps: Deps, routes: RouteDef[]): void {
  for (const { endpoint, handler, recentFactor, rateLimit } of routes) {
    app.on(endpoint.method.toUpperCase(), honoPath(endpoint.path), async (c) => {
      const caller = await guard(deps, endpoint.access, c);
      if (recentFactor) {
        // Declared on user routes only; without a user it fails closed.
        if (!caller.auth) throw fail('auth.unauthenticated');
        await deps.mfa.stepUp.requireRecentFactor(caller.auth);
      }
      const input = await readInput(endpoint, c);
      const routeInput = { ...input, ...caller, ctx: requestContextOf(c, deps.config.trustProxy, caller), c };
      if (rateLimit) await enforceRateLimit(deps.rateLimits, rateLimit as RateLimit<typeof routeInput>, routeInput.ctx.ip, routeInput);
      const result = await (handler as (i: typeof routeInput) => unknown)(routeInput);
      if (result instanceof Response) return result;
      return c.json(result as object, (endpoint.status ?? 200) as 200);
    });
  }
}
