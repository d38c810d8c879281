// The API-tokens feature's public entry: the token and access services, the client_credentials grant the OAuth token
// endpoint hands API-token credentials to, the routes, and the token row and signature the gates seed.
export { createApiTokensService, newClientSecret, type ApiTokensService } from './api-tokens.service';
export { createApiTokenAccessService, type ApiTokenAccessService } from './api-token-access.service';
export { clientCredentialsGrant } from './client-credentials-grant';
export { apiTokensRoutes, apiTokensVendorRoutes } from './api-tokens.routes';
export { insertToken, type ApiTokenRow } from './api-tokens.store';
export { signAccessTokenValue } from './token-jwt';
