import type {
  AccessTokenItem,
  AccountSettings,
  ClientCredentialsToken,
  InviteLink,
  MfaPolicy,
  PermissionCategory,
  PermissionWithAssignment,
  PhoneNumberItem,
  Role,
  SsoConfiguration,
  Tenant,
  UserEntitlementsContext,
  UserSession,
  WebAuthnDevice,
} from '@gatehouse/contracts';
import { createPreviewAccount, FIXTURE_VENDOR_ID, PREVIEW_PASSWORD, previewUsers, seededRandom, tenantIds } from '@gatehouse/fixtures';
import type { PreviewClock, PreviewOptions } from './preview-options';

/** A user's membership of one tenant. */
export interface Membership {
  roleIds: string[];
  joinedAt: string;
  invitationPending: boolean;
  activatedForTenant: boolean;
  isDisabled: boolean;
  isLocked: boolean;
  temporaryExpirationDate: string | null;
}

/** A person as preview mode keeps them: the account, its memberships and everything they own. */
export interface PreviewUser {
  id: string;
  email: string;
  name: string;
  phoneNumber: string | null;
  profilePictureUrl: string | null;
  metadata: string;
  verified: boolean;
  provider: string;
  managedBy: 'frontegg' | 'scim2';
  createdAt: string;
  lastLogin: string | null;
  password: string;
  memberships: Map<string, Membership>;
  authenticators: { id: string }[];
  mfaPhones: { id: string; phoneNumber: string }[];
  mfaKeys: { id: string; deviceType: 'Platform' | 'CrossPlatform'; name: string }[];
  passkeys: WebAuthnDevice[];
  phoneNumbers: PhoneNumberItem[];
  sessions: UserSession[];
  apiTokens: ClientCredentialsToken[];
  accessTokens: AccessTokenItem[];
}

/** A group: its relations are kept as ids and answered as objects. */
export interface PreviewGroup {
  id: string;
  tenantId: string;
  name: string;
  color?: string;
  description?: string;
  metadata?: string;
  managedBy: 'frontegg' | 'scim2';
  roleIds: string[];
  userIds: string[];
  createdAt: string;
  updatedAt: string;
}

/** An SSO connection of a tenant; its OIDC client secret is kept aside and answered masked. */
export interface PreviewSsoConnection extends SsoConfiguration {
  tenantId: string;
  secret: string;
}

/** A started SSO connection test: whose it is, and how often its result has been read (it finishes at the second). */
export interface PreviewSsoTest {
  connectionId: string;
  tenantId: string;
  reads: number;
}

/** The signed-in session (what the refresh cookie stands for). */
export interface PreviewSession {
  id: string;
  userId: string;
  tenantId: string;
  accessToken: string;
  refreshToken: string;
  amr: string[];
  authTime: number;
}

/** A step waiting for its second half: an MFA token, a texted or emailed code, a WebAuthn ceremony, a phone change. */
export interface PendingStep {
  kind: string;
  userId?: string;
  tenantId?: string;
  email?: string;
  phoneNumber?: string;
  /** The second factor, passkey or listed phone number the step is about. */
  deviceId?: string;
  amr?: string[];
}

/** The whole in-memory world of one preview fetch; handlers read and change it. */
export interface PreviewState {
  now(): number;
  /** A new id, unique within this preview (`group-preview-3`). */
  nextId(prefix: string): string;
  /** A fake secret of `length` letters and digits, from the seed. */
  secret(length: number): string;
  vendorId: string;
  tenants: Tenant[];
  users: PreviewUser[];
  roles: Role[];
  permissions: PermissionWithAssignment[];
  categories: PermissionCategory[];
  groups: PreviewGroup[];
  tenantApiTokens: ClientCredentialsToken[];
  tenantAccessTokens: (AccessTokenItem & { tenantId: string })[];
  accountSettings: Map<string, AccountSettings>;
  adminBox: Map<string, { configuration: Record<string, unknown>; updatedAt: string | null }>;
  inviteLinks: Map<string, InviteLink>;
  mfaPolicies: Map<string, MfaPolicy>;
  groupsConfig: Map<string, { enabled: boolean; rolesEnabled: boolean }>;
  ssoConnections: PreviewSsoConnection[];
  /** SSO connection tests by id. */
  ssoTests: Map<string, PreviewSsoTest>;
  entitlements: UserEntitlementsContext;
  session: PreviewSession | null;
  pending: Map<string, PendingStep>;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The preview world seeded from the fixtures: the same options give the same data on every load. */
export function createPreviewState(options: PreviewOptions & { clock: PreviewClock }): PreviewState {
  const account = createPreviewAccount({
    seed: options.seed,
    members: options.members,
    roles: options.roles,
    permissions: options.permissions,
  });
  const random = seededRandom((options.seed ?? 1) ^ 0x7e57);
  let counter = 0;
  const admin = previewUsers.admin.id;
  const users: PreviewUser[] = account.members.map((m) => ({
    id: m.id,
    email: m.email,
    name: m.name,
    phoneNumber: m.phoneNumber ?? null,
    profilePictureUrl: m.profilePictureUrl ?? null,
    metadata: m.metadata,
    verified: m.verified,
    provider: m.provider,
    managedBy: m.managedBy,
    createdAt: m.createdAt,
    lastLogin: m.lastLogin,
    // Someone invited who never followed the link has no password yet: signing in is refused as wrong credentials.
    password: m.activatedForTenant ? PREVIEW_PASSWORD : '',
    memberships: new Map([
      [
        tenantIds.main,
        {
          roleIds: m.roleIds,
          joinedAt: m.createdAt,
          invitationPending: m.invitationPending,
          activatedForTenant: m.activatedForTenant,
          isDisabled: m.isDisabled,
          isLocked: m.isLocked,
          temporaryExpirationDate: m.temporaryExpirationDate,
        },
      ],
    ]),
    authenticators: m.mfaEnrolled ? [{ id: `authenticator-${m.id}` }] : [],
    mfaPhones: [],
    mfaKeys: [],
    passkeys: m.id === admin ? account.devices.passkeys : [],
    phoneNumbers: m.id === admin ? account.devices.phoneNumbers : [],
    sessions: m.id === admin ? account.sessions.map((s) => ({ ...s })) : [],
    apiTokens: m.id === admin ? account.apiTokens.userApiTokens : [],
    accessTokens: m.id === admin ? account.apiTokens.userAccessTokens : [],
  }));
  // The admin preview user also administers the second account, to show the tenant switcher.
  const adminUser = users.find((u) => u.id === admin)!;
  const main = adminUser.memberships.get(tenantIds.main)!;
  adminUser.memberships.set(tenantIds.second, { ...main, roleIds: [...main.roleIds] });

  const created = '2025-01-15T09:00:00.000Z';
  return {
    now: () => options.clock.now(),
    nextId: (prefix) => `${prefix}-preview-${++counter}`,
    secret: (length) => Array.from({ length }, () => ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length)]).join(''),
    vendorId: FIXTURE_VENDOR_ID,
    tenants: account.tenants,
    users,
    roles: account.roles,
    permissions: account.permissions,
    categories: account.categories,
    groups: account.groups.map(({ roles, users: members, ...g }) => ({
      ...g,
      tenantId: tenantIds.main,
      roleIds: (roles ?? []).map((r) => r.id),
      userIds: (members ?? []).map((u) => u.id),
    })),
    tenantApiTokens: account.apiTokens.tenantApiTokens,
    tenantAccessTokens: account.apiTokens.tenantAccessTokens.map((t) => ({ ...t, tenantId: tenantIds.main })),
    accountSettings: new Map(Object.entries(account.accountSettings)),
    adminBox: new Map(),
    inviteLinks: new Map(),
    mfaPolicies: new Map(
      account.tenants.map((t) => [
        t.tenantId,
        {
          id: `mfa-policy-${t.tenantId}`,
          enforceMFAType: 'DontForce',
          allowRememberMe: true,
          mfaDeviceExpiration: 14 * 86_400,
          createdAt: created,
          updatedAt: created,
        },
      ]),
    ),
    groupsConfig: new Map(account.tenants.map((t) => [t.tenantId, { enabled: true, rolesEnabled: true }])),
    ssoConnections: account.ssoConnections.map((c) => ({ ...c, tenantId: tenantIds.main, secret: '' })),
    ssoTests: new Map(),
    entitlements: account.entitlements,
    session: null,
    pending: new Map(),
  };
}
