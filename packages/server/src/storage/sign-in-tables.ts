import type { ColumnType } from 'kysely';

// Tables of second factors, passkeys, phones and one-time codes (shared by both dialects, as schema.ts says).

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

/** A browser that may skip the second factor until `expires_at` (migration 0011). */
export interface MfaRememberedDevicesTable {
  id: string;
  user_id: string;
  token_hash: string;
  password_fingerprint: string;
  created_at: string;
  expires_at: string;
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

/**
 * What a WebAuthn credential is for (migration 0019, decision 0038): a passkey signs in alone; a
 * second factor (security key or platform authenticator) only after a first step, never alone.
 */
export type WebAuthnCredentialUse = 'passkey' | 'second_factor';

/** A registered WebAuthn credential, passkey or second factor by `use`: public key and signature counter, nothing secret. */
export interface UserWebAuthnCredentialsTable {
  id: string;
  user_id: string;
  use: WebAuthnCredentialUse;
  credential_id: string; // base64url; unique per use
  public_key: string; // base64url COSE key
  counter: ColumnType<number | string, number, number>; // bigint: PostgreSQL answers it as text
  transports: string; // JSON array
  device_type: string; // 'Platform' | 'CrossPlatform'
  multi_device: number | null; // passkeys; null for second factors (not recorded)
  backed_up: number | null; // passkeys; null for second factors (not recorded)
  aaguid: string | null; // passkeys; null for second factors (not recorded)
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

/**
 * What a phone row is for (migration 0019, decision 0038): a number of the user's list (decision
 * 0023; the login phone is users.phone_number), or a phone proven for SMS codes as a second factor.
 */
export type PhoneUse = 'list' | 'second_factor';

/** A phone of a user, by `use`; the same number may be on the list and a second factor, as two rows. */
export interface UserPhonesTable {
  id: string;
  user_id: string;
  use: PhoneUse;
  phone_number: string; // E.164; unique per user and use
  verified: number; // always 1 for a second factor (added only after its code)
  created_at: string;
  updated_at: string;
  last_used_at: string | null; // when a second-factor phone last proved a sign-in
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

/** Failed-attempt counters of credentials without a user row (migration 0016). */
export interface CredentialFailuresTable {
  subject: string; // `<kind>:<key>`: an email's SHA-256, or a client id
  failures: number;
  locked_until: string | null;
  updated_at: string;
}
