// The SSO feature's public entry: the connection services and routes, and what the sign-in engines use — the
// connection lookup, the service-provider values and the roles a connection gives.
export { createSsoServices, type SsoServices } from './sso.services';
export type { SsoDeps } from './sso-deps';
export { ssoRoutes } from './sso.routes';
export { mountSpMetadata, samlConnectionOf } from './sp-metadata-route';
export { createSamlEngine, refusalReason, warmSchemaValidator, type SamlEngine, type SamlIdentity } from './saml/index';
export { rolesForGroups, type SsoConnection, type SsoConnectionLookup } from './sso-lookup';
export { oidcRedirectUri, spValuesFor, type SpValues } from './sp-values';
export { systemTxtResolver, type TxtResolver } from './domain-verification';
export { parseIdpMetadata, certificateToPem, type IdpMetadata } from './idp-metadata';
export * from './oidc/index';
