import type { ColumnType } from 'kysely';
import type { EventCursorsTable, EventOutboxTable } from './event-tables';
import type {
  SsoConnectionRolesTable,
  SsoConnectionsTable,
  SsoDomainsTable,
  SsoGroupMappingRolesTable,
  SsoGroupMappingsTable,
} from './sso-tables';
import type { SamlTables } from './saml-tables';
import type { SocialTables } from './social-tables';
import type {
  CredentialFailuresTable,
  MfaAuthenticatorsTable,
  MfaCodesTable,
  MfaEmailFactorsTable,
  MfaRecoveryCodesTable,
  MfaRememberedDevicesTable,
  MfaTokensTable,
  PasswordlessCodesTable,
  PhoneCodesTable,
  UserPhonesTable,
  UserWebAuthnCredentialsTable,
  WebAuthnChallengesTable,
} from './sign-in-tables';
import type {
  AdminBoxMetadataTable,
  ApiTokenRolesTable,
  ApiTokensTable,
  EntitlementGrantsTable,
  FeatureFlagsTable,
  FeaturesTable,
  GroupMembersTable,
  GroupRolesTable,
  GroupSettingsTable,
  GroupsTable,
  OAuthClientsTable,
  OAuthCodesTable,
  OAuthSessionsTable,
  PermissionsTable,
  PlanFeaturesTable,
  PlansTable,
  RolePermissionsTable,
  RolesTable,
  SecurityPoliciesTable,
  UserRolesTable,
  VendorCredentialsTable,
} from './access-tables';

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

/** The database as Kysely sees it. */
export interface Database extends SocialTables, SamlTables {
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
  event_outbox: EventOutboxTable;
  event_cursors: EventCursorsTable;
  vendor_credentials: VendorCredentialsTable;
  features: FeaturesTable;
  plans: PlansTable;
  plan_features: PlanFeaturesTable;
  feature_flags: FeatureFlagsTable;
  entitlement_grants: EntitlementGrantsTable;
  mfa_authenticators: MfaAuthenticatorsTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_tokens: MfaTokensTable;
  user_webauthn_credentials: UserWebAuthnCredentialsTable;
  webauthn_challenges: WebAuthnChallengesTable;
  mfa_email_factors: MfaEmailFactorsTable;
  mfa_codes: MfaCodesTable;
  mfa_remembered_devices: MfaRememberedDevicesTable;
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
  user_phones: UserPhonesTable;
  phone_codes: PhoneCodesTable;
  credential_failures: CredentialFailuresTable;
  sso_connections: SsoConnectionsTable;
  sso_domains: SsoDomainsTable;
  sso_connection_roles: SsoConnectionRolesTable;
  sso_group_mappings: SsoGroupMappingsTable;
  sso_group_mapping_roles: SsoGroupMappingRolesTable;
}

export type * from './sign-in-tables';
export type * from './access-tables';
export type * from './sso-tables';
export type * from './social-tables';
