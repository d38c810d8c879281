import type { ColumnType } from 'kysely';

// Tables of access: roles, permissions, groups, entitlements, policies, OAuth applications and API tokens (shared by both dialects, as schema.ts says).

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

export interface VendorCredentialsTable {
  id: string; // the client id
  vendor_id: string;
  name: string;
  secret_hash: string; // SHA-256 hex
  created_at: string;
  revoked_at: string | null;
}
