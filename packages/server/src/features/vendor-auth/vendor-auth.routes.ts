import { vendorApi } from '@gatehouse/contracts';
import { CREDENTIAL_LIMIT, route, type RouteDef } from '../../http/define-route';
import type { VendorAuthService } from './vendor-auth.service';

/** The vendor credential exchange (vendor side, root only). */
export function vendorAuthRoutes(vendorAuth: VendorAuthService): RouteDef[] {
  return [
    route(vendorApi.vendorToken, ({ body, ctx }) => vendorAuth.exchange(body.clientId, body.secret, ctx), CREDENTIAL_LIMIT),
  ] as RouteDef[];
}
