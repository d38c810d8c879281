export { createGatehouseClient, MISSING_BASE_URL_MESSAGE } from './create-gatehouse-client';
export type { GatehouseClient } from './gatehouse-client';
export type {
  Clock,
  EntitlementsOptions,
  Framework,
  GatehouseClientOptions,
  LocationLike,
  RequestSource,
  Routes,
  StorageLike,
  TenantResolver,
} from './client-options';
export { createMemoryStorage } from './environment';
export {
  createHostedLogin,
  HostedLoginError,
  loginResponseOf,
  type HostedLogin,
  type HostedLoginDeps,
  type HostedLoginOptions,
} from './hosted/hosted-login';
export { randomAlphanumeric, s256Challenge, type CryptoLike } from './hosted/pkce';
export { readQueryParam } from './read-query-param';
export { createStore, type Listener, type Store } from './store';
export { createEmitter, type Emitter } from './create-emitter';
export type { GatehouseEvents, SignUpCompletedEvent } from './gatehouse-events';
export type { PreviewOptions } from './preview/preview-options';
export { brandingOf, defaultBranding, defaultPublicConfig, type Branding, type PublicConfigState } from './public-config';
export { defaultFeatureFlags, isFeatureFlagOn, type FeatureFlagsState, type FeatureFlagValue } from './feature-flags';
export { deepEqual } from './deep-equal';
export { initialSessionState, type SessionState, type SessionStatus, type SessionUser } from './session/session-state';
export { MIN_REFRESH_DELAY_MS, REFRESH_AT_FRACTION, refreshDelay } from './session/refresh-delay';
export {
  ApiError,
  errorMessage,
  GENERIC_ERROR_CODE,
  GENERIC_ERROR_MESSAGE,
  InputError,
  isApiError,
  REQUEST_TOO_LARGE_MESSAGE,
  type ApiErrorInit,
} from './transport/api-error';
export { buildUrl } from './transport/build-url';
export { createTransport, type RequestFn, type TransportOptions } from './transport/create-transport';
export { createApi, type GatehouseApi } from './transport/create-api';
export { endpointRoutes, type EndpointRoute } from './transport/endpoint-routes';
export type { ApiMethod, RequestInput } from './transport/request-input';
export type { Flow } from './flows/create-flow-kit';
export { createLoginFlow, stepForStrategy, type LoginFlow, type LoginFlowState, type LoginStep } from './flows/login-flow';
export {
  createImpersonationFlow,
  type ImpersonationFlow,
  type ImpersonationFlowState,
  type ImpersonationStep,
} from './impersonation/impersonation-flow';
export { isBreachedPasswordStop, LOGIN_FLOWS_FLAG, type BreachedPasswordActions } from './breached-password/breached-password-actions';
export { createTabTenant, type TabTenant } from './session/tab-tenant';
export {
  deviceChoices,
  needsEnrolment,
  type MfaDeviceChoice,
  type TwoFactorActions,
  type TwoFactorState,
  type TwoFactorView,
} from './mfa/two-factor-actions';
export { createStepUpFlow, MFA_NOT_ENROLLED, type StepUpFlow, type StepUpFlowState, type StepUpStep } from './mfa/step-up-flow';
export { createMfaDevicesManager, type MfaDevicesManager, type MfaDevicesState, type PendingSmsCode } from './mfa/mfa-devices-manager';
export { SECURITY_KEY_CANCELLED } from './mfa/security-key-ceremonies';
export type { PasskeyLoginActions } from './passkeys/passkey-login-actions';
export type { PasswordlessLoginActions, PasswordlessType } from './passwordless/passwordless-login-actions';
export { REGISTER_QUICK_LOGIN_KEY } from './passwordless/passwordless-login-actions';
export { SSO_FAILED_MESSAGE, ssoCallbackActions, type SsoCallbackActions } from './sso/sso-callback-actions';
export { SOCIAL_PROVIDER_KEY, socialProviders, startSocialLogin, type SocialProvider } from './sso/social-providers';
export {
  cancelPasskeyRequest,
  isPasskeyCancellation,
  passkeyAutofillSupported,
  passkeysSupported,
  registerPasskey,
  signInWithPasskey,
} from './passkeys/passkey-ceremonies';
export { shouldPromptPasskeys } from './passkeys/passkey-prompt';
export { createPasskeysManager, type PasskeysManager, type PasskeysState } from './passkeys/passkeys-manager';
export {
  DONT_SHOW_PASSKEYS_PROMPT_KEY,
  PASSKEYS_LOGIN_METHOD,
  PREFERRED_LOGIN_METHOD_KEY,
  SHOW_PASSKEYS_FLAG,
} from './passkeys/passkey-storage';
export { loadPasswordRule, type PasswordRule } from './passwords/password-rule';
export { createSignUpFlow, type SignUpFlow, type SignUpFlowState, type SignUpInput, type SignUpStep } from './flows/sign-up-flow';
export {
  createActivationFlow,
  INVALID_ACTIVATION_LINK_MESSAGE,
  type ActivationFlow,
  type ActivationFlowState,
  type ActivationStep,
} from './flows/activation-flow';
export {
  createAcceptInvitationFlow,
  INVALID_INVITATION_MESSAGE,
  type AcceptInvitationFlow,
  type AcceptInvitationFlowState,
  type AcceptInvitationStep,
} from './flows/accept-invitation-flow';
export {
  createForgotPasswordFlow,
  type ForgotPasswordFlow,
  type ForgotPasswordFlowState,
  type ForgotPasswordStep,
} from './flows/forgot-password-flow';
export {
  createResetPasswordFlow,
  INVALID_RESET_LINK_MESSAGE,
  type ResetPasswordFlow,
  type ResetPasswordFlowState,
  type ResetPasswordStep,
} from './flows/reset-password-flow';
export {
  createResetPhoneNumberFlow,
  normalisePhoneNumber,
  PHONE_CHANGED_NOTICE,
  type ResetPhoneNumberFlow,
  type ResetPhoneNumberFlowState,
  type ResetPhoneNumberStep,
} from './phones/reset-phone-number-flow';
export { handOffToLogin, type LoginHandoff } from './phones/login-handoff';
export { bindAdminCacheToSession, createAdminData, type AdminData } from './admin/create-admin-data';
export {
  ADMIN_KEY_ROOT,
  adminScope,
  adminTenantOf,
  type AdminMutation,
  type AdminQuery,
  type AdminScope,
  type AnswerOf,
} from './admin/admin-query';
export {
  normaliseUsersParams,
  USERS_LIST_DEFAULTS,
  type BulkInviteInput,
  type BulkUserAction,
  type BulkUserActionInput,
  type BulkUserActionResult,
  type InviteLinkInput,
  type InviteLinkState,
  type InviteUserInput,
  type UsersData,
  type UsersListParams,
  type UsersPage,
} from './admin/users-data';
export type { CreateGroupInput, EditGroupInput, GroupLinksInput, GroupsData, UpdateGroupInput } from './admin/groups-data';
export type { AssignableRole, CreateRoleInput, RolesData, UpdateRoleInput } from './admin/roles-data';
export type { ApiTokensData } from './admin/api-tokens-data';
export type { CreatedToken, MachineToMachineStrategy, TokenInput, TokenRow, TokenScope } from './admin/token-calls';
export {
  settingsChanges,
  type AccountData,
  type AccountSettingsChange,
  type AccountTextSetting,
  type LoginBoxMetadata,
} from './admin/account-data';
export { loginBoxActions, loginBoxLeaf } from './admin/login-box-actions';
export {
  codeDigits,
  type AuthenticatorEnrolment,
  type DetailsChange,
  type MyProfile,
  type MyProfileChange,
  type NewSecurityKey,
  type ProfileData,
  type ProfileDetails,
  type RecoveryCodes,
  type TextedCode,
} from './admin/profile-data';
export type { PrivacyData } from './admin/privacy-data';
