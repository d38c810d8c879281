import type { Context } from 'hono';
import type { Config } from '../config/config-schema';
import type { AuthContext } from './auth-context';
import type { refreshCookie } from './refresh-cookie';

/**
 * The few cross-cutting things a feature's routes may be given beside their own service (features/registry.ts
 * builds it once per app): the config, the refresh cookie, and the caller of a route that serves anonymous and
 * signed-in callers alike.
 */
export interface RouteShared {
  config: Config;
  refreshCookie: ReturnType<typeof refreshCookie>;
  /** The signed-in caller when the request carries a valid user token of a live session, else null. */
  bearer(c: Context): Promise<AuthContext | null>;
}
