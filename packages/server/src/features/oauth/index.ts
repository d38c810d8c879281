// The OAuth feature's public entry: its service, routes, token endpoint and hosted pages, what discovery publishes
// (scopes, grants), and the RFC 6749 client credentials and errors another grant answers with.
export { createOAuthService, type OAuthService } from './oauth.service';
export { oauthRoutes, oauthVendorRoutes } from './oauth.routes';
export { mountOAuthToken, tokenRateLimits, type ClientCredentialsGrant } from './token.route';
export { hostedRoutes, mountHostedPages } from './hosted-pages';
export { HOSTED_PORTAL_PATH, hostedPortalRoutes, mountHostedPortalPages } from './hosted-portal-pages';
export { HOSTED_PATHS, SUPPORTED_SCOPES } from './oauth-deps';
export { grantHandlers } from './token-grants';
export type { ClientCredentials } from './client-auth';
export { oauthFail } from './oauth-error';
