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
}

export interface MembershipsTable {
  user_id: string;
  tenant_id: string;
  activated: number;
  created_at: string;
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
}

export interface RefreshTokensTable {
  id: string;
  session_id: string; // the token family
  token_hash: string;
  created_at: string;
  expires_at: string;
  rotated_at: string | null;
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

/** The database as Kysely sees it. */
export interface Database {
  vendors: VendorsTable;
  tenants: TenantsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  signing_keys: SigningKeysTable;
  mail_outbox: MailOutboxTable;
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
}
