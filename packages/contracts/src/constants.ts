/** Authentication strategies of the vendor policy (spec 000 §9, wire-compat App. B). */
export const authStrategies = ['EmailAndPassword', 'MagicLink', 'Code', 'NoLocalAuthentication', 'SmsCode'] as const;
/** A main authentication strategy. */
export type AuthStrategy = (typeof authStrategies)[number];

/** Machine-to-machine strategies (spec 000 §9). */
export const machineToMachineStrategies = ['ClientCredentials', 'AccessToken'] as const;

/** Secondary strategies (spec 000 §9). */
export const secondaryAuthStrategies = ['WebAuthnPlatform', 'WebAuthnCrossPlatform', 'SmsCode', 'SmsCodeV2', 'Passkeys'] as const;

/** Second factors a user can enrol (wire-compat App. B `MFAStrategyEnum`). */
export const mfaStrategies = ['AuthenticatorApp', 'WebAuthnPlatform', 'WebAuthnCrossPlatform', 'SMS', 'EmailCode'] as const;
/** A second factor. */
export type MfaStrategy = (typeof mfaStrategies)[number];

/** Whether sign-in must pass a second factor (wire-compat §3.7), weakest first. */
export const enforceMfaTypes = ['DontForce', 'ForceExceptSAML', 'Force'] as const;
/** An MFA enforcement level. */
export type EnforceMfaType = (typeof enforceMfaTypes)[number];

/** Cookie SameSite values of the global policy. */
export const cookieSameSiteValues = ['Strict', 'Lax', 'None'] as const;

/** Step-up ACR value (wire-compat §4.3). */
export const MULTI_FACTOR_ACR = 'http://schemas.openid.net/pape/policies/2007/06/multi-factor';

/** Token `type` claim values (wire-compat §4.4). */
export const tokenTypes = ['userToken', 'userApiToken', 'tenantApiToken', 'userAccessToken', 'tenantAccessToken'] as const;

/** UI delays of spec 000 §9, in milliseconds. */
export const delays = {
  ssoRedirect: 2000,
  postLoginRedirect: 200,
  activationRedirect: 1000,
  ssoFailureRedirect: 1000,
  impersonation: 1000,
  preview: 500,
  profileRetryInterval: 2000,
  silentLogout: 500,
} as const;

/** Profile load attempts (spec 000 §4.7). */
export const PROFILE_LOAD_ATTEMPTS = 3;

/** Largest delay a browser timer accepts (spec 000 §9). */
export const TIMER_CAP_MS = 2_147_483_647;

/** Default route paths of spec 000 §2.1. */
export const defaultRoutes = {
  authenticatedUrl: '/',
  loginUrl: '/account/login',
  stepUpUrl: '/account/step-up',
  logoutUrl: '/account/logout',
  activateUrl: '/account/activate',
  impersonationUrl: '/account/impersonate',
  acceptInvitationUrl: '/account/invitation/accept',
  forgetPasswordUrl: '/account/forget-password',
  resetPhoneNumberUrl: '/account/reset-phone-number',
  resetPasswordUrl: '/account/reset-password',
  socialLoginCallbackUrl: '/account/social/success',
  signUpUrl: '/account/sign-up',
  oidcRedirectUrl: '/account/oidc/callback',
  samlCallbackUrl: '/account/saml/callback',
  magicLinkCallbackUrl: '/account/login/magic-link',
  hostedLoginRedirectUrl: '/oauth/callback',
  openAppUrl: '/account/redirect',
} as const;
/** Names of the configurable auth routes. */
export type AuthRouteName = keyof typeof defaultRoutes;

/** Request headers of spec 000 §7 (wire-compat §1.3). */
export const headers = {
  source: 'frontegg-source',
  scopedTenant: 'frontegg-scoped-tenant',
  framework: 'x-frontegg-framework',
  sdkVersion: 'x-frontegg-sdk',
  loginAlias: 'frontegg-login-alias',
  applicationId: 'frontegg-requested-application-id',
  traceId: 'frontegg-trace-id',
} as const;

/** The path prefix that reference clients add to every user-facing call (wire-compat §1.2). */
export const COMPAT_PREFIX = '/frontegg';

/** Feature flags named by the spec (000 §9). */
export const featureFlagNames = [
  'admin_portal_entitlements',
  'admin_portal_should_load_authorization',
  'admin_portal_use_current_user_tenants_v1_endpoint',
  'show-passkeys-new',
  'security-center-show-login-flows',
  'multi-apps-admin-portal',
  'fe-usage-page',
] as const;

/** Browser storage keys the clients use (spec 000 §9, wire-compat App. B). */
export const storageKeys = {
  userId: 'userId',
  afterAuthRedirect: 'FRONTEGG_AFTER_AUTH_REDIRECT_URL',
  tabTenant: 'FRONTEGG_SEPARATE_TABS_BY_TENANT',
  preferredLoginMethod: 'preferred-login-method',
  dontShowPasskeysPrompt: 'dont-show-again-prompt-passkeys',
  registerQuickLogin: 'register-quick-login',
  /** Hosted login: the PKCE verifier of the pending authorization (wire-compat §1.6). */
  hostedLoginVerifier: 'HOSTED_LOGIN_VERIFIER_KEY',
  /** Hosted login: the state and nonce of the pending authorization (wire-compat §1.6 `FRONTEGG_OAUTH_*`). */
  oauthState: 'FRONTEGG_OAUTH_STATE',
  oauthNonce: 'FRONTEGG_OAUTH_NONCE',
} as const;

// Read by the admin portal: kept here, away from the zod schemas, so a section that needs a number does not
// bundle the schema library.
/** Invite-link lifetime when none is given: 30 days (spec 001 §9). */
export const INVITE_LINK_DEFAULT_MINUTES = 43_200;
/** How many addresses one bulk invitation takes. */
export const BULK_INVITE_MAX = 100;
/**
 * Largest profile picture the server stores, in decoded bytes: it goes out with every user of every list, so it stays
 * an avatar's size (the portal scales a chosen image down to 256 px before sending it; decision 0046).
 */
export const PROFILE_PICTURE_MAX_BYTES = 64 * 1024;
/** Image types a profile picture may have; SVG is refused (it is a document that can carry script). */
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The words of a refusal for want of a recent second factor (errorCode `step_up_required`): the server, `@gatehouse/node` and the UI say the same. */
export const STEP_UP_REQUIRED_MESSAGE = 'Step-up authentication required';
