import type { MeTenants, Tenant, UserEntitlementsContext, UserProfile } from '@gatehouse/contracts';

/** A JWT-shaped token (unsigned) carrying `claims`. */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** A tenant fixture. */
export function fakeTenant(id: string, name: string): Tenant {
  return {
    id,
    tenantId: id,
    name,
    deletedAt: null,
    metadata: {},
    vendorId: 'vendor-1',
    isReseller: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

/** A /me fixture. */
export function fakeMe(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'user-1',
    sub: 'user-1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    verified: true,
    mfaEnrolled: false,
    provider: 'local',
    tenantId: 'tenant-1',
    tenantIds: ['tenant-1', 'tenant-2'],
    tenants: [],
    metadata: '{}',
    createdAt: '2025-01-01T00:00:00.000Z',
    roles: [],
    permissions: [],
    ...overrides,
  };
}

/** A /me/tenants fixture with two tenants, the first active. */
export function fakeMeTenants(): MeTenants {
  const first = fakeTenant('tenant-1', 'Acme');
  return { tenants: [first, fakeTenant('tenant-2', 'Globex')], activeTenant: first };
}

/** An entitlement set (wire-compat §2.16): `reports` granted directly, `sso` through the Pro plan, `beta` behind a flag. */
export function fakeEntitlements(overrides: Partial<UserEntitlementsContext> = {}): UserEntitlementsContext {
  return {
    features: {
      reports: { planIds: [], expireTime: -1, linkedPermissions: ['fe.secure.read.audits'] },
      sso: { planIds: ['plan-pro'], expireTime: null, linkedPermissions: ['fe.secure.write.samlConfiguration'] },
      beta: {
        planIds: [],
        expireTime: null,
        linkedPermissions: [],
        featureFlag: {
          on: true,
          offTreatment: 'false',
          defaultTreatment: 'false',
          rules: [
            {
              conditionLogic: 'and',
              conditions: [{ attribute: 'frontegg.email', op: 'ends_with', negate: false, value: { list: ['@example.com'] } }],
              treatment: 'true',
            },
          ],
        },
      },
    },
    plans: { 'plan-pro': { defaultTreatment: 'true' } },
    permissions: { 'fe.secure.read.audits': true, 'fe.secure.write.samlConfiguration': true },
    ...overrides,
  };
}

/** Paths the client calls, for scripting the fake fetch. */
export const paths = {
  login: '/identity/resources/auth/v1/user',
  mfaVerify: '/identity/resources/auth/v1/user/mfa/verify',
  mfaRecover: '/identity/resources/auth/v1/user/mfa/recover',
  refresh: '/identity/resources/auth/v1/user/token/refresh',
  logout: '/identity/resources/auth/v1/logout',
  ssoPrelogin: '/identity/resources/auth/v2/user/sso/prelogin',
  samlPostlogin: '/identity/resources/auth/v1/user/saml/postlogin',
  oidcPostlogin: '/identity/resources/auth/v2/user/oidc/postlogin',
  socialProviders: '/identity/resources/sso/v2',
  me: '/identity/resources/users/v2/me',
  meTenants: '/identity/resources/users/v3/me/tenants',
  switchTenant: '/identity/resources/users/v1/tenant',
  signUp: '/identity/resources/users/v1/signUp',
  activationStrategy: '/identity/resources/users/v1/activate/strategy',
  activate: '/identity/resources/users/v1/activate',
  resendActivation: '/identity/resources/users/v1/activate/reset',
  forgotPassword: '/identity/resources/users/v1/passwords/reset',
  resetPassword: '/identity/resources/users/v1/passwords/reset/verify',
  publicConfiguration: '/identity/resources/configurations/v1/public',
  publicAuthStrategies: '/identity/resources/configurations/v1/auth/strategies/public',
  vendorPublic: '/vendors/public',
  metadata: '/metadata',
  flags: '/flags',
  userEntitlements: '/entitlements/api/v2/user-entitlements',
} as const;
