import { impersonationApi } from '@gatehouse/contracts';
import { route, type RouteDef } from '../../http/define-route';
import type { RouteShared } from '../../http/route-shared';
import type { ImpersonationService } from './impersonation.service';

/** Impersonation (wire-compat §2.19): the browser's refresh cookie becomes the impersonated session's. */
export function impersonationRoutes(
  impersonation: ImpersonationService,
  { refreshCookie }: Pick<RouteShared, 'refreshCookie'>,
): RouteDef[] {
  return [
    route(impersonationApi.impersonate, async ({ auth, body, ctx, c }) => {
      const issued = await impersonation.start(auth, body, ctx);
      refreshCookie.set(c, issued.refreshToken);
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
