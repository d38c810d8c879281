// Tables of SAML sign-in (migration 0022, decision 0049); shared by both dialects, as schema.ts says.

/** An AuthnRequest we sent: answered at most once, by a response bound to its RelayState. */
export interface SamlRequestsTable {
  id: string; // the AuthnRequest ID
  tenant_id: string;
  connection_id: string;
  relay_state_hash: string; // SHA-256 (hex) of the RelayState
  return_to: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** An assertion id a connection's identity provider sent and we accepted, kept until the assertion expires. */
export interface SamlSeenAssertionsTable {
  tenant_id: string;
  connection_id: string;
  assertion_id: string;
  created_at: string;
  expires_at: string;
}

/** The server's SP signing key pair (one row, 'current'). */
export interface SamlSpKeysTable {
  id: string;
  private_key: string; // sealed PKCS#8 PEM (AES-256-GCM under the master key)
  certificate: string; // PEM
  created_at: string;
}

/** A sign-in through an SSO connection (migration 0024, decision 0051), from the pre-login to the session. */
export interface SsoSignInsTable {
  id: string;
  tenant_id: string;
  connection_id: string;
  protocol: string; // saml | oidc
  purpose: string; // login | test
  state_hash: string;
  browser_hash: string;
  handoff_hash: string | null;
  identity: string | null; // sealed JSON
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** The SAML and SSO sign-in tables, as the Database interface extends them. */
export interface SamlTables {
  sso_sign_ins: SsoSignInsTable;
  saml_requests: SamlRequestsTable;
  saml_seen_assertions: SamlSeenAssertionsTable;
  saml_sp_keys: SamlSpKeysTable;
}
