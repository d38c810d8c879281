import { newId } from '../../kernel/crypto';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import type { UsersTable } from '../../storage/schema';

/** What differs between new users: everything else starts at its default (no failures, no lock, not signed in yet). */
export interface NewUser {
  id?: string;
  email: string;
  name: string;
  verified: boolean;
  /** How the user signs in: `local`, or the provider that made the account (`saml`, `google`…). */
  provider: string;
  activeTenantId: string;
  now: string;
  passwordHash?: string | null;
  phoneNumber?: string | null;
  metadata?: string;
}

/** A users row for a new account (sign-up, invitation, just-in-time SSO): the one place its defaults are written. */
export const newUserRow = (u: NewUser): UsersTable => ({
  id: u.id ?? newId(),
  vendor_id: DEFAULT_VENDOR_ID,
  email: u.email,
  name: u.name,
  password_hash: u.passwordHash ?? null,
  verified: u.verified ? 1 : 0,
  phone_number: u.phoneNumber ?? null,
  profile_picture_url: null,
  metadata: u.metadata ?? '{}',
  provider: u.provider,
  disabled: 0,
  failed_logins: 0,
  locked_until: null,
  failed_mfa: 0,
  mfa_locked_until: null,
  last_login: null,
  active_tenant_id: u.activeTenantId,
  created_at: u.now,
  updated_at: u.now,
});
