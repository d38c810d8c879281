// The OpenID Connect relying-party engine (no routes): social login, custom providers and enterprise OIDC connections use it.
export { createOidcEngine, LOGIN_STATE_TTL_MS, type OidcEngine, type OidcEngineDeps } from './oidc-engine';
export { OidcRefusal, type OidcRefusalReason } from './oidc-refusal';
export type { Claims, FinishLoginInput, OidcIdentity, OidcProviderConfig, ProfileLoader, ProviderEndpoints } from './oidc-types';
