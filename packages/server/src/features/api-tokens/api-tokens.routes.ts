import { apiTokensApi as api } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { RECENT_FACTOR, route, type RouteDef } from '../../http/define-route';

/**
 * API tokens (spec 001 §7, wire-compat §3.6): four lists (personal / tenant × client credentials /
 * access tokens), the exchange of a client credential, and the calling token itself.
 */
export function apiTokensRoutes(deps: Deps): RouteDef[] {
  const { apiTokens: tokens, apiTokenAccess: access } = deps;
  const created = (body: object) => Response.json(body, { status: 201, headers: { 'cache-control': 'no-store' } });
  return [
    route(api.listUserApiTokens, ({ auth }) => tokens.clientCredentials(auth, 'user')),
    route(
      api.createUserApiToken,
      async ({ auth, body, client, requestId }) => created(await tokens.create(auth, 'user', 'ClientCredentials', body, client, requestId)),
      RECENT_FACTOR,
    ),
    route(api.deleteUserApiToken, ({ auth, params, client, requestId }) =>
      tokens.remove(auth, 'user', 'ClientCredentials', params.tokenId, client, requestId),
    ),
    route(api.listTenantApiTokens, ({ auth }) => tokens.clientCredentials(auth, 'tenant')),
    route(
      api.createTenantApiToken,
      async ({ auth, body, client, requestId }) =>
        created(await tokens.create(auth, 'tenant', 'ClientCredentials', body, client, requestId)),
      RECENT_FACTOR,
    ),
    route(api.deleteTenantApiToken, ({ auth, params, client, requestId }) =>
      tokens.remove(auth, 'tenant', 'ClientCredentials', params.tokenId, client, requestId),
    ),
    route(api.listUserAccessTokens, ({ auth }) => tokens.accessTokens(auth, 'user')),
    route(
      api.createUserAccessToken,
      async ({ auth, body, client, requestId }) => created(await tokens.create(auth, 'user', 'AccessToken', body, client, requestId)),
      RECENT_FACTOR,
    ),
    route(api.deleteUserAccessToken, ({ auth, params, client, requestId }) =>
      tokens.remove(auth, 'user', 'AccessToken', params.id, client, requestId),
    ),
    route(api.listTenantAccessTokens, ({ auth }) => tokens.accessTokens(auth, 'tenant')),
    route(
      api.createTenantAccessToken,
      async ({ auth, body, client, requestId }) => created(await tokens.create(auth, 'tenant', 'AccessToken', body, client, requestId)),
      RECENT_FACTOR,
    ),
    route(api.deleteTenantAccessToken, ({ auth, params, client, requestId }) =>
      tokens.remove(auth, 'tenant', 'AccessToken', params.id, client, requestId),
    ),
    route(api.exchangeApiToken, async ({ body, client, requestId }) =>
      Response.json(await access.exchange(body.clientId, body.secret, client, requestId), { headers: { 'cache-control': 'no-store' } }),
    ),
    route(api.getApiTokenIdentity, ({ apiToken }) => ({ ...apiToken })),
  ] as RouteDef[];
}

/** The vendor-only lookups of the Node SDK for access tokens (wire-compat §4.4); the active lists come before `/{id}`. */
export function apiTokensVendorRoutes(deps: Deps): RouteDef[] {
  const { apiTokenAccess: access } = deps;
  return [
    route(api.activeUserAccessTokens, () => access.activeIds('user')),
    route(api.userAccessTokenAuthorization, ({ params }) => access.authorization('user', params.id)),
    route(api.activeTenantAccessTokens, () => access.activeIds('tenant')),
    route(api.tenantAccessTokenAuthorization, ({ params }) => access.authorization('tenant', params.id)),
  ] as RouteDef[];
}
