import { useMemo } from 'react';
import { entitlementAttributes, getFeatureEntitlement, getPermissionEntitlement, type EntitlementResult } from '@gatehouse/core';
import { useGatehouse } from '../gatehouse-context';
import { useEntitlements } from './use-entitlements';
import { useSession } from './use-session';

/** What a check reads: a feature key or a permission key. */
export type EntitlementCheck = { feature: string; permission?: never } | { permission: string; feature?: never };

/**
 * Evaluates one check locally with the core engine (spec 000 §4.8) over the session's entitlement set,
 * the signed-in user's claims (`frontegg.*`, `jwt.*`) and the custom attributes (provider's, then the
 * argument's). Not entitled with MISSING_FEATURE / MISSING_PERMISSION while signed out (§4.8.8).
 */
export function useEntitlementCheck(check: EntitlementCheck, customAttributes?: Record<string, unknown>): EntitlementResult {
  const { entitlementAttributes: providerAttributes } = useGatehouse();
  const { entitlements } = useEntitlements();
  const { user } = useSession();
  const { feature, permission } = check;
  return useMemo(() => {
    const custom = providerAttributes || customAttributes ? { ...providerAttributes, ...customAttributes } : undefined;
    const attributes = entitlementAttributes(user ?? undefined, custom);
    return feature !== undefined
      ? getFeatureEntitlement(entitlements, feature, attributes)
      : getPermissionEntitlement(entitlements, permission ?? '', attributes);
  }, [entitlements, user, feature, permission, providerAttributes, customAttributes]);
}
