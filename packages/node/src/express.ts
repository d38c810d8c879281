import type { IncomingHttpHeaders } from 'node:http';
import type { Gatehouse, Requirement } from './create-gatehouse';
import { frameworkAdapter, type FrameworkAdapter } from './framework-adapter';
import { isGatehouseAuthError } from './gatehouse-auth-error';
import type { GatehouseUser } from './gatehouse-user';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own way of typing request extensions
  namespace Express {
    interface Request {
      /** The verified caller, set by the Gatehouse middleware. */
      gatehouse?: GatehouseUser;
    }
  }
}

/** The parts of an Express (or Connect) request and response the middleware uses; no import of express itself. */
interface RequestLike {
  headers: IncomingHttpHeaders;
  gatehouse?: GatehouseUser;
}
interface ResponseLike {
  statusCode: number;
  headersSent: boolean;
  setHeader(name: string, value: string): unknown;
  end(body: string): unknown;
}

/** An Express middleware. */
export type GatehouseExpressMiddleware = (req: RequestLike, res: ResponseLike, next: (err?: unknown) => void) => void;

/** Express middleware factories; each sets `req.gatehouse` (verifying the token once per request) and answers 401/403 in the spec §8 shape. */
export type GatehouseExpress = FrameworkAdapter<GatehouseExpressMiddleware>;

/** Express adapter of a Gatehouse instance: `app.get('/x', gh.requirePermission('fe.secure.read.users'), handler)`. */
export function gatehouseExpress(gatehouse: Gatehouse): GatehouseExpress {
  const middleware =
    (...requirements: Requirement[]): GatehouseExpressMiddleware =>
    (req, res, next) => {
      const user = req.gatehouse ? Promise.resolve(req.gatehouse) : gatehouse.authenticate(req);
      user
        .then(async (u) => {
          req.gatehouse = u;
          await gatehouse.check(u, requirements);
        })
        .then(
          () => next(),
          (e: unknown) => {
            if (!isGatehouseAuthError(e) || res.headersSent) return next(e);
            res.statusCode = e.status;
            res.setHeader('content-type', 'application/json; charset=utf-8');
            if (e.status === 401) res.setHeader('www-authenticate', 'Bearer');
            res.end(JSON.stringify(e.toJSON()));
          },
        );
    };
  return frameworkAdapter(gatehouse, middleware);
}
