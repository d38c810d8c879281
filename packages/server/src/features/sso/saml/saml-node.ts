import { SAML, ValidateInResponseTo, type CacheProvider, type SamlConfig } from '@node-saml/node-saml';
import type { SamlConnection } from './saml-connection';
import type { SpKeyPair } from './sp-key-pair';

/** How long a sign-in request may wait for its response. */
export const REQUEST_TTL_MS = 10 * 60_000;
/** The clock difference tolerated between us and an identity provider. */
export const CLOCK_SKEW_MS = 60_000;

/**
 * A node-saml SP for one connection, as decision 0049 sets it: the assertion must be signed (the
 * response may be as well), audience = our entity id, InResponseTo always checked against
 * `requests`, a small clock skew, requests signed with the SP key when the connection asks.
 * node-saml reads the system clock; our own checks after it read the injected one.
 */
export function samlFor(connection: SamlConnection, spKeys: SpKeyPair, requests: CacheProvider, requestId?: string): SAML {
  const config: SamlConfig = {
    issuer: connection.spEntityId,
    callbackUrl: connection.acsUrl,
    entryPoint: connection.ssoEndpoint,
    idpCert: connection.idpCertificates.map((cert) => cert.trim()),
    idpIssuer: connection.idpEntityId,
    audience: connection.spEntityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    maxAssertionAgeMs: 0,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: requests,
    // No NameIDPolicy and no RequestedAuthnContext: the identity provider chooses both, so MFA or
    // Kerberos at the identity provider, and any NameID format, work.
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
    ...(connection.signRequest ? { privateKey: spKeys.privateKeyPem, publicCert: spKeys.certificatePem } : {}),
  };
  return new SAML(config);
}

/** A request cache that knows one request only: the one the RelayState named (node-saml asks it for InResponseTo). */
export function oneRequestCache(request: { id: string; createdAt: string } | undefined): CacheProvider {
  return {
    saveAsync: async () => null,
    getAsync: async (key) => (request && key === request.id ? request.createdAt : null),
    // Spending is ours, atomically, once every check has passed (saml-requests.store spendRequest).
    removeAsync: async (key) => key,
  };
}
