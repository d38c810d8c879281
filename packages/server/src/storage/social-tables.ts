// Tables of social and OpenID sign-in (migration 0023; shared by both dialects, as schema.ts says).

/** A social provider's vendor configuration. */
export interface SocialProvidersTable {
  type: string;
  client_id: string;
  secret: string | null; // sealed
  redirect_url: string;
  additional_scopes: string; // JSON array
  active: number;
  base_url: string | null;
  trust_emails: number;
  created_at: string;
  updated_at: string;
}

/** A custom OAuth 2 / OpenID provider. */
export interface SocialCustomProvidersTable {
  id: string;
  type: string;
  client_id: string;
  secret: string; // sealed
  authorization_url: string;
  token_url: string;
  user_info_url: string;
  scopes: string;
  sso_logo_url: string;
  display_name: string;
  active: number;
  redirect_url: string;
  created_at: string;
  updated_at: string;
}

/** A sign-in started with an OpenID / OAuth provider: what its answer is checked against, once. */
export interface OidcLoginStatesTable {
  id: string;
  state_hash: string;
  provider: string;
  code_verifier: string; // sealed
  nonce: string | null;
  redirect_uri: string;
  return_to: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** An account's identity at a provider. */
export interface SocialIdentitiesTable {
  id: string;
  user_id: string;
  provider: string;
  subject: string;
  email: string | null;
  created_at: string;
  last_login_at: string | null;
}

/** The tables above, as the database lists them. */
export interface SocialTables {
  social_providers: SocialProvidersTable;
  social_custom_providers: SocialCustomProvidersTable;
  oidc_login_states: OidcLoginStatesTable;
  social_identities: SocialIdentitiesTable;
}
