import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { Gatehouse, Requirement } from './create-gatehouse';
import { frameworkAdapter, type FrameworkAdapter } from './framework-adapter';
import { isGatehouseAuthError } from './gatehouse-auth-error';
import type { GatehouseUser } from './gatehouse-user';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, set by the Gatehouse preHandler hooks (null before). */
    gatehouse: GatehouseUser | null;
  }
}

/** A Fastify preHandler hook. */
export type GatehouseFastifyHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Fastify hook factories; each sets `request.gatehouse` (verifying once per request) and answers 401/403 in the spec §8 shape. */
export interface GatehouseFastify extends FrameworkAdapter<GatehouseFastifyHook> {
  /** Registers `request.gatehouse` on every request (register it once, at the root: it is not encapsulated). */
  plugin: FastifyPluginCallback;
}

/** Fastify adapter of a Gatehouse instance: `app.get('/x', { preHandler: gh.requirePermission('fe.secure.read.users') }, handler)`. */
export function gatehouseFastify(gatehouse: Gatehouse): GatehouseFastify {
  const hook =
    (...requirements: Requirement[]): GatehouseFastifyHook =>
    async (request, reply) => {
      try {
        const user = request.gatehouse ?? (await gatehouse.authenticate(request));
        request.gatehouse = user;
        await gatehouse.check(user, requirements);
      } catch (e) {
        if (!isGatehouseAuthError(e)) throw e;
        if (e.status === 401) reply.header('www-authenticate', 'Bearer');
        // Answering from an async hook ends the request: the route handler does not run.
        await reply.code(e.status).send(e.toJSON());
      }
    };
  const plugin: FastifyPluginCallback = (app, _options, done) => {
    if (!app.hasRequestDecorator('gatehouse')) app.decorateRequest('gatehouse', null);
    done();
  };
  // What fastify-plugin does: the decoration reaches the parent scope instead of staying encapsulated.
  (plugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;
  return { plugin, ...frameworkAdapter(gatehouse, hook) };
}
