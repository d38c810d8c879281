export { base64UrlDecode, base64UrlToBytes } from './base64-url-decode';
export { base64UrlEncode } from './base64-url-encode';
export { decodeToken } from './decode-token';
export { InvalidTokenError } from './invalid-token-error';
export { checkRedirectUrl, type RedirectUrlOptions, type RedirectUrlVerdict } from './check-redirect-url';
export { isRedirectUrlAllowed } from './is-redirect-url-allowed';
export { resolveRedirectUrl, type ResolvedRedirectUrl } from './resolve-redirect-url';
export { isSteppedUp, STEP_UP_METHODS, type StepUpClaims, type StepUpOptions } from './is-stepped-up';
export { safeTimeout } from './safe-timeout';
export { isValidGtmId } from './is-valid-gtm-id';
export { parseColor, unsupportedColorMessage, type ParsedColor } from './parse-color';
export { lightenColor } from './lighten-color';
export { darkenColor } from './darken-color';
export { buildPalette } from './build-palette';
export { contrastRatio, relativeLuminance, MIN_TEXT_CONTRAST } from './contrast-ratio';
export { readableTextColor } from './readable-text-color';
export { paletteToCssVariables, CSS_COLOR_VARIABLE_PREFIX } from './palette-to-css-variables';
export {
  paletteKeys,
  statusPaletteKeys,
  PALETTE_SHADES,
  STATUS_PALETTE_SHADES,
  DEFAULT_TEXT_COLOR,
  DEFAULT_PALETTE_COLORS,
  SCHEME_SURFACES,
  SUBTLE_TINT_AMOUNT,
  themeModes,
  themeDensities,
  type ColorScheme,
  type SchemeColors,
  type ThemeMode,
  type ThemeDensity,
  type ThemeSettings,
  type PaletteKey,
  type PaletteColor,
  type ThemePalette,
  type ThemePaletteInput,
  type ResolvedPaletteColor,
  type ResolvedThemePalette,
} from './theme-palette';
export { permissionMatches, hasPermission } from './permission-match';
export {
  CONDITION_OPERATIONS,
  type Condition,
  type ConditionGroup,
  type ConditionOperation,
  type EntitlementAttributes,
  type EntitlementJustification,
  type EntitlementResult,
  type FeatureEntitlement,
  type FeatureFlag,
  type PlanEntitlement,
  type Rule,
  type RuleEvaluation,
  type Treatment,
  type UserEntitlementsContext,
} from './entitlements/types';
export { entitlementAttributes, RESERVED_ATTRIBUTE_PREFIXES } from './entitlements/entitlement-attributes';
export { getFeatureEntitlement, NO_EXPIRATION_TIME } from './entitlements/get-feature-entitlement';
export { getPermissionEntitlement } from './entitlements/get-permission-entitlement';
export { evaluateFeatureFlag } from './entitlements/evaluate-feature-flag';
export { evaluatePlan } from './entitlements/evaluate-plan';
export { evaluateRule } from './entitlements/evaluate-rule';
export { evaluateCondition } from './entitlements/evaluate-condition';
export { entitlementDateMillis } from './entitlements/entitlement-date-millis';
export {
  EntitlementsDisabledError,
  ENTITLEMENTS_DISABLED_MESSAGE,
  requireEntitlementsEnabled,
} from './entitlements/entitlements-disabled-error';
