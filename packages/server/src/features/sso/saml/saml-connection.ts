/**
 * What the SAML engine needs to know of one SSO connection (the connections feature owns the
 * record; the engine only reads it). Certificates are PEM or bare base64 DER; several are accepted
 * so an identity provider can roll its signing key over without an outage.
 */
export interface SamlConnection {
  id: string;
  tenantId: string;
  enabled: boolean;
  /** Our entity id towards this identity provider: the Audience its assertions must name. */
  spEntityId: string;
  /** Our assertion consumer service URL (HTTP-POST): the Destination and Recipient the response must name. */
  acsUrl: string;
  /** The identity provider's entity id: the Issuer of its responses and assertions. */
  idpEntityId: string;
  /** The identity provider's single sign-on URL, HTTP-Redirect binding. */
  ssoEndpoint: string;
  idpCertificates: string[];
  /** Whether our AuthnRequests are signed (with the server's SP key). */
  signRequest: boolean;
  /** The attribute that carries the user's groups; by default the usual names are read. */
  groupsAttribute?: string;
}

/** Finds a connection by id within its tenant; undefined when there is none. */
export type LookupSamlConnection = (key: { tenantId: string; connectionId: string }) => Promise<SamlConnection | undefined>;

/** The HTTP-POST binding's form fields, as the browser posted them. */
export interface SamlPost {
  SAMLResponse?: unknown;
  RelayState?: unknown;
}

/** Where to send the browser to start a sign-in, and the RelayState that goes with it. */
export interface SamlStart {
  redirectUrl: string;
  relayState: string;
}

/**
 * Who the identity provider says signed in, read from the signed assertion only. The email is
 * verified by the identity provider's word (the connection is trusted for its tenant's domains;
 * the caller applies the domain rules).
 */
export interface SamlIdentity {
  connectionId: string;
  tenantId: string;
  nameId: string;
  nameIdFormat: string | null;
  email: string;
  emailVerifiedByIdp: true;
  firstName?: string;
  lastName?: string;
  name?: string;
  groups: string[];
  attributes: Record<string, string[]>;
  sessionIndex?: string;
  /** The `returnTo` given to startLogin, as given: the caller applies the redirect rule before using it. */
  returnTo?: string;
}
