import { impersonationApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { route, type RouteDef } from '../../http/define-route';

/** Impersonation (wire-compat §2.19): the browser's refresh cookie becomes the impersonated session's. */
export function impersonationRoutes(deps: Deps): RouteDef[] {
  return [
    route(impersonationApi.impersonate, async ({ auth, body, ctx, c }) => {
      const issued = await deps.impersonation.start(auth, body, ctx);
      deps.refreshCookie.set(c, issued.refreshToken);
      const { accessToken, refreshToken, expiresIn, expires } = issued.response;
      return {
        accessToken: accessToken!,
        tokenType: 'Bearer' as const,
        refreshToken: refreshToken!,
        expiresIn: expiresIn!,
        expires: expires!,
      };
    }),
  ] as RouteDef[];
}
