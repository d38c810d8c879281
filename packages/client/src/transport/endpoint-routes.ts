import type { EndpointId, HttpMethod } from '@gatehouse/contracts';

/** Where an endpoint lives: all the transport needs at run time. */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
}

/**
 * Method and path of every contracts endpoint. GENERATED from the contracts `endpoints` table by
 * endpoint-routes.test.ts (run it with UPDATE_ENDPOINT_ROUTES=1 after changing contracts); kept as plain data
 * so the browser bundle does not carry zod and every schema (login-box bundle budget).
 */
export const endpointRoutes = {
  login: { method: 'post', path: '/identity/resources/auth/v1/user' },
  refreshToken: { method: 'post', path: '/identity/resources/auth/v1/user/token/refresh' },
  logout: { method: 'post', path: '/identity/resources/auth/v1/logout' },
  ssoPrelogin: { method: 'post', path: '/identity/resources/auth/v2/user/sso/prelogin' },
  signUp: { method: 'post', path: '/identity/resources/users/v1/signUp' },
  activationStrategy: { method: 'get', path: '/identity/resources/users/v1/activate/strategy' },
  activate: { method: 'post', path: '/identity/resources/users/v1/activate' },
  resendActivation: { method: 'post', path: '/identity/resources/users/v1/activate/reset' },
  forgotPassword: { method: 'post', path: '/identity/resources/users/v1/passwords/reset' },
  resetPassword: { method: 'post', path: '/identity/resources/users/v1/passwords/reset/verify' },
  changePassword: { method: 'post', path: '/identity/resources/users/v1/passwords/change' },
  passwordConfig: { method: 'get', path: '/identity/resources/users/v1/passwords/config' },
  getMe: { method: 'get', path: '/identity/resources/users/v2/me' },
  updateMe: { method: 'put', path: '/identity/resources/users/v2/me' },
  getMeTenantsV1: { method: 'get', path: '/identity/resources/users/v1/me/tenants' },
  getMeTenants: { method: 'get', path: '/identity/resources/users/v3/me/tenants' },
  getMeTenantsV2: { method: 'get', path: '/identity/resources/users/v2/me/tenants' },
  switchTenant: { method: 'put', path: '/identity/resources/users/v1/tenant' },
  getMeAuthorization: { method: 'get', path: '/identity/resources/users/v1/me/authorization' },
  mfaVerify: { method: 'post', path: '/identity/resources/auth/v1/user/mfa/verify' },
  mfaRecover: { method: 'post', path: '/identity/resources/auth/v1/user/mfa/recover' },
  enrollAuthenticator: { method: 'post', path: '/identity/resources/users/v1/mfa/authenticator/enroll' },
  verifyAuthenticatorEnrollment: { method: 'post', path: '/identity/resources/users/v1/mfa/authenticator/enroll/verify' },
  listMfaDevices: { method: 'get', path: '/identity/resources/users/v1/mfa/devices' },
  disableAuthenticator: { method: 'post', path: '/identity/resources/users/v1/mfa/authenticator/{deviceId}/disable/verify' },
  publicConfiguration: { method: 'get', path: '/identity/resources/configurations/v1/public' },
  publicAuthStrategies: { method: 'get', path: '/identity/resources/configurations/v1/auth/strategies/public' },
  authStrategiesConfig: { method: 'get', path: '/identity/resources/configurations/v1/auth/strategies' },
  vendorPublic: { method: 'get', path: '/vendors/public' },
  flags: { method: 'get', path: '/flags' },
  metadata: { method: 'get', path: '/metadata' },
  userEntitlements: { method: 'get', path: '/entitlements/api/v2/user-entitlements' },
} as const satisfies Record<EndpointId, EndpointRoute>;
