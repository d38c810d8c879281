// The SAML 2.0 service provider (decision 0049): no routes of its own; the sign-in routes call the engine.
export { createSamlEngine, type SamlEngine, type SamlEngineDeps } from './saml-engine';
export type { LookupSamlConnection, SamlConnection, SamlIdentity, SamlPost, SamlStart } from './saml-connection';
export { SAML_REFUSED, refusalReason, type SamlRefusalReason } from './saml-refusal';
export { MAX_SAML_RESPONSE_CHARS } from './saml-input';
export { warmSchemaValidator } from './saml-schema';
