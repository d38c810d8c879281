import type { MiddlewareHandler } from 'hono';
import type { Gatehouse, Requirement } from './create-gatehouse';
import { frameworkAdapter, type FrameworkAdapter } from './framework-adapter';
import { isGatehouseAuthError } from './gatehouse-auth-error';
import type { GatehouseUser } from './gatehouse-user';

/** Context variables the middleware sets: `c.get('gatehouse')` is the verified caller. */
export interface GatehouseVariables {
  gatehouse: GatehouseUser;
}

/** A Hono middleware that sets `c.var.gatehouse`. */
export type GatehouseHonoMiddleware = MiddlewareHandler<{ Variables: GatehouseVariables }>;

/** Hono middleware factories; each sets `gatehouse` (verifying once per request) and answers 401/403 in the spec §8 shape. */
export type GatehouseHono = FrameworkAdapter<GatehouseHonoMiddleware>;

/** Hono adapter of a Gatehouse instance: `app.get('/x', gh.requireStepUp({ maxAge: 300 }), (c) => c.json(c.var.gatehouse))`. */
export function gatehouseHono(gatehouse: Gatehouse): GatehouseHono {
  const middleware =
    (...requirements: Requirement[]): GatehouseHonoMiddleware =>
    async (c, next) => {
      try {
        const user = (c.get('gatehouse') as GatehouseUser | undefined) ?? (await gatehouse.authenticate(c.req.raw));
        c.set('gatehouse', user);
        await gatehouse.check(user, requirements);
      } catch (e) {
        if (!isGatehouseAuthError(e)) throw e;
        return c.json(e.toJSON(), e.status, e.status === 401 ? { 'www-authenticate': 'Bearer' } : {});
      }
      await next();
    };
  return frameworkAdapter(gatehouse, middleware);
}
