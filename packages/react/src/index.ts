export { GatehouseProvider, type GatehouseProviderProps, type ProviderEntitlementsOptions } from './gatehouse-provider';
export { GatehouseContext, useGatehouse, type GatehouseContextValue, type NavigateOptions } from './gatehouse-context';
export { useAuth, type AuthState } from './hooks/use-auth';
export { useAuthUser } from './hooks/use-auth-user';
export { useLoginWithRedirect, type LoginWithRedirectOptions } from './hooks/use-login-with-redirect';
export { useTenants, type TenantsState } from './hooks/use-tenants';
export { useSession } from './hooks/use-session';
export { usePublicConfig } from './hooks/use-public-config';
export { useNavigate } from './hooks/use-navigate';
export { useEntitlements, type EntitlementsState } from './hooks/use-entitlements';
export { useFeatureEntitlements } from './hooks/use-feature-entitlements';
export { usePermissionEntitlements } from './hooks/use-permission-entitlements';
export { useFeatureFlag } from './hooks/use-feature-flag';
export type { EntitlementCheck } from './hooks/use-entitlement-check';
export { Entitled, type EntitledProps } from './entitlements/entitled';
export { SteppedUp, type SteppedUpProps } from './entitlements/stepped-up';
export { useStepUp, type StepUpOptions } from './hooks/use-step-up';
export {
  EntitlementsDisabledError,
  type EntitlementResult,
  type EntitlementJustification,
  type UserEntitlementsContext,
} from '@gatehouse/core';
export { RequireAuth, ProtectedRoute, type RequireAuthProps } from './require-auth';
export { createAppHistory, type AppHistory, type UrlStrategy } from './routing/create-app-history';
export { matchAuthRoute, type AuthScreenName } from './routing/match-auth-route';
export { AuthScreen, type AuthScreenProps } from './login-box/auth-screen';
export { PasskeysSection, type PasskeysSectionProps } from './passkeys/passkeys-section';
export { useThemeVariables } from './theme/use-theme-variables';
export * from './admin-portal';
export * from './i18n';
