import type { EntitlementResult } from '@gatehouse/core';
import { useEntitlementCheck } from './use-entitlement-check';

/**
 * Whether the signed-in user holds the permission (a granted key, `*` patterns allowed) and, when
 * features link to it, at least one of them (spec 000 §4.8.4). Throws EntitlementsDisabledError unless
 * entitlements are enabled.
 */
export function usePermissionEntitlements(permissionKey: string, customAttributes?: Record<string, unknown>): EntitlementResult {
  return useEntitlementCheck({ permission: permissionKey }, customAttributes);
}
