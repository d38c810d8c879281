import { vendorApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { CREDENTIAL_LIMIT, route, type RouteDef } from '../../http/define-route';

/** The vendor credential exchange (vendor side, root only). */
export function vendorAuthRoutes(deps: Deps): RouteDef[] {
  return [
    route(vendorApi.vendorToken, ({ body, ctx }) => deps.vendorAuth.exchange(body.clientId, body.secret, ctx), CREDENTIAL_LIMIT),
  ] as RouteDef[];
}
