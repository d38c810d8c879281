import type { EntitlementResult } from '@gatehouse/core';
import { useEntitlementCheck } from './use-entitlement-check';

/**
 * Whether the signed-in user holds the feature: `{ isEntitled, justification? }` from the core engine
 * (direct grant, then feature flag, then plan rules; spec 000 §4.8). `customAttributes` are merged over
 * the provider's for targeting rules. Throws EntitlementsDisabledError unless entitlements are enabled.
 */
export function useFeatureEntitlements(featureKey: string, customAttributes?: Record<string, unknown>): EntitlementResult {
  return useEntitlementCheck({ feature: featureKey }, customAttributes);
}
