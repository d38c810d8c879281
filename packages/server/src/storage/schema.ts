import type { ColumnType } from 'kysely';

/**
 * Table types shared by both dialects. Booleans are stored as 0/1 integers and timestamps as
 * ISO-8601 UTC text so that SQLite and PostgreSQL answer the same values.
 */
export interface VendorsTable {
  id: string;
  name: string;
  logo: string | null;
  settings: string; // JSON: global policy overrides
  created_at: string;
}

export interface TenantsTable {
  id: string;
  vendor_id: string;
  name: string;
  alias: string | null;
  metadata: string; // JSON text
  address: string | null;
  timezone: string | null;
  date_format: string | null;
  time_format: string | null;
  currency: string | null;
  logo: string | null;
  website: string | null;
  application_url: string | null; // custom login: where users land (wire-compat §3.17)
  login_url: string | null;
  is_reseller: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface UsersTable {
  id: string;
  vendor_id: string;
  email: string; // lower-cased
  name: string;
  password_hash: string | null;
  verified: number;
  phone_number: string | null;
  profile_picture_url: string | null;
  metadata: string; // JSON text
  provider: string;
  disabled: number;
  failed_logins: number;
  locked_until: string | null;
  last_login: string | null;
  active_tenant_id: string | null;
  created_at: string;
  updated_at: string;
  failed_mfa: number; // consecutive failed code checks (own counter, SECURITY.md N8)
  mfa_locked_until: string | null;
}

export interface MfaAuthenticatorsTable {
  id: string;
  user_id: string;
  secret: string; // sealed base32 TOTP key
  last_used_step: number | null; // newest accepted time step (replay guard)
  created_at: string;
  enrolled_at: string | null;
}

export interface MfaRecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface MfaTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  purpose: ColumnType<string, string | undefined, string>; // 'login' | 'step_up' (migration 0011)
  session_id: ColumnType<string | null, string | null | undefined, string | null>; // the session a step-up raises
  first_amr: ColumnType<string | null, string | null | undefined, string | null>; // JSON methods of the first step; null = password (migration 0014)
  tenant_id: ColumnType<string | null, string | null | undefined, string | null>; // the tenant the sign-in opens in; null = the user's start tenant (0017)
}

/** An email address a user proved as a second factor (migration 0011). */
export interface MfaEmailFactorsTable {
  id: string;
  user_id: string;
  email: string;
  created_at: string;
}

/** A one-time code sent for a pending sign-in (migration 0011): hashes only. */
export interface MfaCodesTable {
  id: string;
  user_id: string;
  mfa_token_id: string;
  channel: string;
  target: string;
  otc_hash: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  attempts: ColumnType<number, number | undefined, number>; // wrong guesses claimed against this code (migration 0014)
}

/** A phone a user proved as a second factor (migration 0014). */
export interface MfaPhonesTable {
  id: string;
  user_id: string;
  phone_number: string;
  created_at: string;
  last_used_at: string | null;
}

/** A security key or platform authenticator registered as a second factor (migration 0014): public key only. */
export interface MfaWebAuthnDevicesTable {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: ColumnType<number | string, number, number>; // bigint: PostgreSQL answers text
  transports: string; // JSON array
  device_type: string; // 'Platform' | 'CrossPlatform'
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A browser that may skip the second factor until `expires_at` (migration 0011). */
export interface MfaRememberedDevicesTable {
  id: string;
  user_id: string;
  token_hash: string;
  password_fingerprint: string;
  created_at: string;
  expires_at: string;
}

export interface MembershipsTable {
  user_id: string;
  tenant_id: string;
  activated: number;
  created_at: string;
  // Per-tenant state (migration 0006): an administrator of one tenant never changes another's.
  disabled: ColumnType<number, number | undefined, number>;
  expires_at: ColumnType<string | null, string | null | undefined, string | null>; // temporary member
  pending_invitation: ColumnType<number, number | undefined, number>; // an existing account has not accepted yet
  // Copies of users.name and users.email kept by triggers: sort keys of the members list (decision 0015).
  user_name: ColumnType<string | null, never, never>;
  user_email: ColumnType<string | null, never, never>;
}

/** Members per tenant, kept exact by triggers on memberships (migration 0006). */
export interface TenantMemberCountsTable {
  tenant_id: string;
  members: number;
}

/** An invitation of an existing account to a tenant (the token only as SHA-256). */
export interface InvitationsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** The tenant-wide invite link: SHA-256 for lookup, sealed so administrators can see it again. */
export interface InviteLinksTable {
  id: string;
  tenant_id: string;
  token_hash: string;
  token_sealed: string;
  role_ids: string; // JSON array
  should_send_email: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

export interface RolesTable {
  id: string;
  vendor_id: string;
  tenant_id: string | null; // null: vendor-wide role
  key: string;
  name: string;
  description: string | null;
  is_default: number;
  level: number;
  created_at: string;
  updated_at: string;
}

export interface PermissionsTable {
  id: string;
  vendor_id: string;
  key: string;
  name: string;
  description: string;
  category: string;
  fe_permission: number;
  assignment_type: ColumnType<'NEVER' | 'ALWAYS' | 'ASSIGNABLE', 'NEVER' | 'ALWAYS' | 'ASSIGNABLE' | undefined>;
  created_at: string;
  updated_at: string;
}

export interface RolePermissionsTable {
  role_id: string;
  permission_id: string;
}

export interface UserRolesTable {
  user_id: string;
  tenant_id: string;
  role_id: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  tenant_id: string;
  user_agent: string | null;
  ip: string | null;
  amr: string; // JSON array
  auth_time: number; // epoch seconds
  created_at: string;
  last_seen_at: string;
  expires_at: string; // absolute
  revoked_at: string | null;
  actor_id: ColumnType<string | null, string | null | undefined, string | null>; // the administrator impersonating the user (0012)
  refresh_counter: ColumnType<number, number | undefined, number>; // number of the current refresh token (0015)
  refresh_hash: string | null; // SHA-256 (hex) of the current refresh token's secret
  refresh_issued_at: string | null; // when the current refresh token was issued (its lifetime counts from here)
  pending_tenant_id: ColumnType<string | null, string | null | undefined, string | null>; // a switch waiting for a second factor, taken up by the next refresh (0017)
}

/** A user whose password a sign-in proved to be on the breached list (0012); a new password removes the row. */
export interface UserBreachedPasswordsTable {
  user_id: string;
  detected_at: string;
}

export interface OneTimeTokensTable {
  id: string;
  user_id: string;
  purpose: string; // activation | password_reset
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SigningKeysTable {
  kid: string;
  alg: string;
  public_jwk: string;
  private_key: string; // encrypted PKCS#8 (AES-256-GCM under the master key)
  created_at: string;
  retired_at: string | null;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  created_at: string;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
}

export interface PasswordlessCodesTable {
  id: string;
  user_id: string | null;
  channel: string;
  address: string;
  secret_hash: string;
  flow_hash: string | null;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SmsOutboxTable {
  id: string;
  to_number: string;
  text_body: string;
  kind: string;
  created_at: string;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
  provider_id: string | null;
}

export interface AuditLogTable {
  id: string;
  vendor_id: string;
  tenant_id: string | null;
  actor_id: string | null;
  action: string;
  target_id: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  data: string; // JSON
  created_at: string;
}

export interface VendorCredentialsTable {
  id: string; // the client id
  vendor_id: string;
  name: string;
  secret_hash: string; // SHA-256 hex
  created_at: string;
  revoked_at: string | null;
}

export interface FeaturesTable {
  id: string;
  vendor_id: string;
  key: string;
  name: string;
  description: string | null;
  permissions: string; // JSON array of permission keys
  created_at: string;
  updated_at: string;
}

export interface PlansTable {
  id: string;
  vendor_id: string;
  key: string | null;
  name: string;
  description: string | null;
  default_treatment: 'true' | 'false';
  rules: string; // JSON array
  created_at: string;
  updated_at: string;
}

export interface PlanFeaturesTable {
  plan_id: string;
  feature_id: string;
}

export interface FeatureFlagsTable {
  id: string;
  vendor_id: string;
  name: string;
  description: string | null;
  feature_id: string | null;
  is_on: number;
  off_treatment: 'true' | 'false';
  default_treatment: 'true' | 'false';
  rules: string; // JSON array
  created_at: string;
  updated_at: string;
}

export interface EntitlementGrantsTable {
  id: string;
  vendor_id: string;
  plan_id: string | null;
  feature_id: string | null;
  tenant_id: string;
  user_id: string | null;
  // bigint: PostgreSQL's driver answers it as a string, SQLite as a number (read through Number()).
  expire_time: ColumnType<number | string, number, number>;
  created_at: string;
  updated_at: string;
}

export interface GroupsTable {
  id: string;
  tenant_id: string;
  name: string;
  description: string | null;
  color: string | null;
  managed_by: 'frontegg' | 'scim2';
  metadata: string | null; // JSON text
  created_at: string;
  updated_at: string;
}

export interface GroupMembersTable {
  group_id: string;
  user_id: string;
  tenant_id: string;
  created_at: string;
}

export interface GroupRolesTable {
  group_id: string;
  role_id: string;
}

export interface GroupSettingsTable {
  tenant_id: string;
  enabled: number;
  roles_enabled: number;
  updated_at: string;
}

export interface AdminBoxMetadataTable {
  tenant_id: string;
  configuration: string; // JSON object
  updated_at: string;
}

/** A security policy document of the vendor or one tenant (migration 0004). */
export interface SecurityPoliciesTable {
  id: string;
  scope: string; // 'vendor' or the tenant id
  tenant_id: string | null;
  kind: string; // 'auth' | 'mfa'
  body: string; // JSON
  created_at: string;
  updated_at: string;
}

/** A registered OAuth application of the vendor (migration 0005, decision 0014). */
export interface OAuthClientsTable {
  id: string;
  vendor_id: string;
  name: string;
  type: string; // 'public' | 'confidential'
  secret_hash: string | null;
  redirect_uris: string; // JSON string[]
  post_logout_redirect_uris: string; // JSON string[]
  allowed_origins: string; // JSON string[]
  created_at: string;
  revoked_at: string | null;
}

/** An authorization code (SHA-256 only), single use (migration 0005). */
export interface OAuthCodesTable {
  id: string;
  code_hash: string;
  client_id: string;
  browser_session_id: string;
  redirect_uri: string;
  scope: string;
  nonce: string | null;
  code_challenge: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  issued_session_id: string | null;
}

/** A personal or tenant API token; only the SHA-256 of its secret (migration 0008). */
export interface ApiTokensTable {
  id: string;
  tenant_id: string;
  owner: 'user' | 'tenant';
  kind: 'ClientCredentials' | 'AccessToken';
  user_id: string | null;
  created_by_user_id: string | null;
  description: string;
  secret_hash: string;
  expires_at: string | null;
  created_at: string;
}

/** A role a tenant API token carries (migration 0008). */
export interface ApiTokenRolesTable {
  token_id: string;
  role_id: string;
}

/** A session issued to an OAuth application (migration 0005). */
export interface OAuthSessionsTable {
  session_id: string;
  client_id: string;
  browser_session_id: string | null;
  scope: string;
  created_at: string;
}

/** A registered passkey (WebAuthn credential): public key and signature counter, nothing secret. */
export interface WebAuthnCredentialsTable {
  id: string;
  user_id: string;
  credential_id: string; // base64url
  public_key: string; // base64url COSE key
  counter: ColumnType<number | string, number, number>; // bigint: PostgreSQL answers it as text
  transports: string; // JSON array
  device_type: string; // 'Platform' | 'CrossPlatform'
  multi_device: number;
  backed_up: number;
  aaguid: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A server-side WebAuthn challenge (SHA-256 only), spent once. */
export interface WebAuthnChallengesTable {
  id: string;
  challenge_hash: string;
  purpose: string; // 'register' | 'login'
  user_id: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  flow_id: ColumnType<string | null, string | null | undefined, string | null>; // the MFA flow a second-factor challenge belongs to (migration 0014)
}

/** A number of a user's phone-number list (migration 0013); the login phone is users.phone_number. */
export interface UserPhoneNumbersTable {
  id: string;
  user_id: string;
  phone_number: string;
  verified: number;
  created_at: string;
  updated_at: string;
}

/** A one-time value of a phone flow (migration 0013, decision 0023): hashes only. */
export interface PhoneCodesTable {
  id: string;
  user_id: string | null;
  purpose: string; // change | reset | reset_change | verify | delete
  handle_hash: string;
  code_hash: string | null;
  target: string;
  phone_id: string | null;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** The database as Kysely sees it. */
/** Failed-attempt counters of credentials without a user row (migration 0016). */
export interface CredentialFailuresTable {
  subject: string; // `<kind>:<key>`: an email's SHA-256, or a client id
  failures: number;
  locked_until: string | null;
  updated_at: string;
}

export interface Database {
  vendors: VendorsTable;
  tenants: TenantsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  invitations: InvitationsTable;
  tenant_member_counts: TenantMemberCountsTable;
  invite_links: InviteLinksTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  user_breached_passwords: UserBreachedPasswordsTable;
  one_time_tokens: OneTimeTokensTable;
  signing_keys: SigningKeysTable;
  mail_outbox: MailOutboxTable;
  passwordless_codes: PasswordlessCodesTable;
  sms_outbox: SmsOutboxTable;
  audit_log: AuditLogTable;
  vendor_credentials: VendorCredentialsTable;
  features: FeaturesTable;
  plans: PlansTable;
  plan_features: PlanFeaturesTable;
  feature_flags: FeatureFlagsTable;
  entitlement_grants: EntitlementGrantsTable;
  mfa_authenticators: MfaAuthenticatorsTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_tokens: MfaTokensTable;
  webauthn_credentials: WebAuthnCredentialsTable;
  webauthn_challenges: WebAuthnChallengesTable;
  mfa_email_factors: MfaEmailFactorsTable;
  mfa_codes: MfaCodesTable;
  mfa_remembered_devices: MfaRememberedDevicesTable;
  mfa_phones: MfaPhonesTable;
  mfa_webauthn_devices: MfaWebAuthnDevicesTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  group_roles: GroupRolesTable;
  group_settings: GroupSettingsTable;
  admin_box_metadata: AdminBoxMetadataTable;
  security_policies: SecurityPoliciesTable;
  oauth_clients: OAuthClientsTable;
  oauth_codes: OAuthCodesTable;
  oauth_sessions: OAuthSessionsTable;
  api_tokens: ApiTokensTable;
  api_token_roles: ApiTokenRolesTable;
  user_phone_numbers: UserPhoneNumbersTable;
  phone_codes: PhoneCodesTable;
  credential_failures: CredentialFailuresTable;
}
