// SSO connections of tenants, their domains, default roles and IdP group mappings (migration 0021;
// docs/decisions/0048-sso-connections.md). Booleans are 0/1, timestamps ISO-8601 text, as everywhere.

export interface SsoConnectionsTable {
  id: string;
  tenant_id: string;
  type: string; // saml | okta | azure | google | oidc
  enabled: number;
  /** The IdP's sign-in URL (SAML) and the binding it is called with. */
  sso_endpoint: string | null;
  sso_binding: string; // redirect | post
  /** The IdP's entity id: the issuer its responses must carry. */
  idp_entity_id: string | null;
  /** JSON array of PEM certificates the IdP signs with (several during a key rollover). */
  idp_certificates: string;
  sign_request: number;
  oidc_client_id: string | null;
  /** The OIDC client secret, sealed (kernel/crypto.ts createSealer); never answered. */
  oidc_secret_sealed: string | null;
  oidc_issuer: string | null;
  /** The IdP attribute (SAML) or claim (OIDC) that lists the user's groups. */
  groups_attribute: string;
  trust_idp_emails: number;
  skip_email_domain_validation: number;
  /** Emails of the validated domains sign in through this connection only (migration 0024). */
  enforce_sso: number;
  created_at: string;
  updated_at: string;
}

export interface SsoDomainsTable {
  id: string;
  connection_id: string;
  tenant_id: string;
  domain: string; // lower-case ASCII (punycode), no trailing dot
  validated: number;
  /** The TXT record value that proves control of the domain (`gatehouse-verification=…`). */
  txt_record: string;
  validated_at: string | null;
  created_at: string;
}

export interface SsoConnectionRolesTable {
  connection_id: string;
  role_id: string;
}

export interface SsoGroupMappingsTable {
  id: string;
  connection_id: string;
  group_name: string;
  created_at: string;
}

export interface SsoGroupMappingRolesTable {
  mapping_id: string;
  role_id: string;
}
