import { accountApi, headers } from '@gatehouse/contracts';
import { route, type RouteDef } from '../../http/define-route';
import type { RouteShared } from '../../http/route-shared';
import type { AccountSettingsService } from './account.service';

/** Account (tenant) settings and the custom login box (spec 001 §7 "Account settings", wire-compat §3.17, §3.22). */
export function accountRoutes(accountSettings: AccountSettingsService, shared: Pick<RouteShared, 'bearer'>): RouteDef[] {
  return [
    route(accountApi.getAccountSettings, ({ auth }) => accountSettings.get(auth)),
    route(accountApi.updateAccountSettings, ({ auth, body, ctx }) => accountSettings.update(auth, body, ctx)),
    // Before sign-in the tenant is named by its login alias; a signed-in caller gets its own tenant's.
    route(accountApi.getPublicAccountSettings, async ({ c }) =>
      accountSettings.publicSettings((await shared.bearer(c))?.tenantId ?? null, c.req.header(headers.loginAlias)),
    ),
    route(accountApi.getAdminBoxMetadata, ({ auth }) => accountSettings.adminBox(auth)),
    route(accountApi.updateAdminBoxMetadata, ({ auth, body, ctx }) => accountSettings.updateAdminBox(auth, body.actions, ctx)),
  ] as RouteDef[];
}
