// Signing in through a tenant's SSO connection (decision 0051): the pre-login, the SAML assertion consumer service
// and post-login, the OIDC post-login, just-in-time accounts.
export { createSsoSignInService, type SsoSignInService } from './sso-sign-in.service';
export { ssoSignInRoutes } from './sso-sign-in.routes';
