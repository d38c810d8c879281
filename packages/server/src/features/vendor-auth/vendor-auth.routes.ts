import { vendorApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { route, type RouteDef } from '../../http/define-route';

/** The vendor credential exchange (vendor side, root only). */
export function vendorAuthRoutes(deps: Deps): RouteDef[] {
  return [
    route(vendorApi.vendorToken, ({ body, client, requestId }) => deps.vendorAuth.exchange(body.clientId, body.secret, client, requestId)),
  ] as RouteDef[];
}
