import { apiTokensApi as api } from '@gatehouse/contracts';
import { RECENT_FACTOR, route, type RouteDef } from '../../http/define-route';
import type { ApiTokenAccessService } from './api-token-access.service';
import type { ApiTokensService } from './api-tokens.service';

/**
 * API tokens (spec 001 §7, wire-compat §3.6): four lists (personal / tenant × client credentials /
 * access tokens), the exchange of a client credential, and the calling token itself.
 */
export function apiTokensRoutes(tokens: ApiTokensService, access: ApiTokenAccessService): RouteDef[] {
  const created = (body: object) => Response.json(body, { status: 201, headers: { 'cache-control': 'no-store' } });
  return [
    route(api.listUserApiTokens, ({ auth }) => tokens.clientCredentials(auth, 'user')),
    route(
      api.createUserApiToken,
      async ({ auth, body, ctx }) => created(await tokens.create(auth, 'user', 'ClientCredentials', body, ctx)),
      RECENT_FACTOR,
    ),
    route(api.deleteUserApiToken, ({ auth, params, ctx }) => tokens.remove(auth, 'user', 'ClientCredentials', params.tokenId, ctx)),
    route(api.listTenantApiTokens, ({ auth }) => tokens.clientCredentials(auth, 'tenant')),
    route(
      api.createTenantApiToken,
      async ({ auth, body, ctx }) => created(await tokens.create(auth, 'tenant', 'ClientCredentials', body, ctx)),
      RECENT_FACTOR,
    ),
    route(api.deleteTenantApiToken, ({ auth, params, ctx }) => tokens.remove(auth, 'tenant', 'ClientCredentials', params.tokenId, ctx)),
    route(api.listUserAccessTokens, ({ auth }) => tokens.accessTokens(auth, 'user')),
    route(
      api.createUserAccessToken,
      async ({ auth, body, ctx }) => created(await tokens.create(auth, 'user', 'AccessToken', body, ctx)),
      RECENT_FACTOR,
    ),
    route(api.deleteUserAccessToken, ({ auth, params, ctx }) => tokens.remove(auth, 'user', 'AccessToken', params.id, ctx)),
    route(api.listTenantAccessTokens, ({ auth }) => tokens.accessTokens(auth, 'tenant')),
    route(
      api.createTenantAccessToken,
      async ({ auth, body, ctx }) => created(await tokens.create(auth, 'tenant', 'AccessToken', body, ctx)),
      RECENT_FACTOR,
    ),
    route(api.deleteTenantAccessToken, ({ auth, params, ctx }) => tokens.remove(auth, 'tenant', 'AccessToken', params.id, ctx)),
    route(
      api.exchangeApiToken,
      async ({ body, ctx }) =>
        Response.json(await access.exchange(body.clientId, body.secret, ctx), { headers: { 'cache-control': 'no-store' } }),
      // Per IP and per client id, as the client_credentials grant of POST /oauth/token.
      { rateLimit: { bucket: 'api-token', target: ({ body }) => body.clientId } },
    ),
    route(api.getApiTokenIdentity, ({ apiToken }) => ({ ...apiToken })),
  ] as RouteDef[];
}

/** The vendor-only lookups of the Node SDK for access tokens (wire-compat §4.4); the active lists come before `/{id}`. */
export function apiTokensVendorRoutes(access: ApiTokenAccessService): RouteDef[] {
  return [
    route(api.activeUserAccessTokens, () => access.activeIds('user')),
    route(api.userAccessTokenAuthorization, ({ params }) => access.authorization('user', params.id)),
    route(api.activeTenantAccessTokens, () => access.activeIds('tenant')),
    route(api.tenantAccessTokenAuthorization, ({ params }) => access.authorization('tenant', params.id)),
  ] as RouteDef[];
}
