export * from './endpoint';
export * from './errors';
export * from './permissions';
export * from './constants';
export * from './entities';
export * from './fields';
export * from './entitlements';
export * from './events';
export * as authApi from './auth';
export * as usersApi from './users';
export * as teamApi from './team';
export { teamUser, userSortFields, USERS_PAGE_SIZE, type InviteLink, type TeamUser, type TeamUsersPage, type UserSortField } from './team';
export * as mfaApi from './mfa';
export * as impersonationApi from './impersonation';
export { IMPERSONATE_PERMISSION, impersonationResponse } from './impersonation';
export * as configurationsApi from './configurations';
export * as entitlementsApi from './entitlements-management';
export type { Feature, Plan, FeatureFlag, Grant } from './entitlements-management';
export * as vendorApi from './vendor';
export * as oauthApi from './oauth';
export * as passwordlessApi from './passwordless';
export { PASSWORDLESS_CODE_LENGTH, PASSWORDLESS_TTL_SECONDS, phoneNumberField } from './passwordless';
export * as phonesApi from './phones';
export * as socialLoginApi from './social-login';
export { socialProviderTypes, type SocialProviderType } from './social-login';
export { PHONE_NUMBERS_PAGE_SIZE, PHONE_NUMBERS_PER_USER, type PhoneNumberItem } from './phones';
export type { OAuthClient, TokenResponse } from './oauth';
export * as policiesApi from './policies';
export * as sessionsApi from './sessions';
export type { UserSession } from './sessions';
export * as webauthnApi from './webauthn';
export { webauthnDeviceTypes, type WebAuthnDevice, type WebAuthnDeviceType } from './webauthn';
export type { AuthPolicy, MfaPolicy } from './policies';
export * as groupsApi from './groups';
export * as ssoApi from './sso';
export * as ssoLegacyApi from './sso-legacy';
export * as ssoSignInApi from './sso-sign-in';
export {
  SSO_METADATA_MAX_BYTES,
  SSO_SECRET_MASK,
  ssoTypes,
  type SsoConfiguration,
  type SsoConfigurationInput,
  type SsoDomain,
  type SsoGroupMapping,
  type SsoType,
} from './sso-fields';
export type { Group } from './groups';
export * as rolesApi from './roles';
export type { PermissionWithAssignment, PermissionCategory } from './roles';
export * as accountApi from './account';
export * as apiTokensApi from './api-tokens';
export {
  API_TOKEN_SECRET_PREFIX,
  MINUTES_PER_DAY,
  type AccessTokenItem,
  type ApiTokenIdentity,
  type ClientCredentialsToken,
} from './api-tokens';
export type { AccountSettings } from './account';
export { LOGO_MAX_BYTES, LOGO_TYPES } from './account';
export { endpoints, endpointList, vendorEndpoints, vendorEndpointList, allEndpointList, prefixesOf, type EndpointId } from './endpoints';
export type { SsoConnectionTest } from './sso';
