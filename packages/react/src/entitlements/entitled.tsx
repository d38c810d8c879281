import type { ReactNode } from 'react';
import { useEntitlementCheck, type EntitlementCheck } from '../hooks/use-entitlement-check';

/** Props of Entitled: exactly one of `feature` and `permission`. */
export type EntitledProps = EntitlementCheck & {
  children?: ReactNode;
  /** Shown instead when not entitled (default: nothing). */
  fallback?: ReactNode;
  /** Attributes for targeting rules, merged over the provider's `entitlements.customAttributes`. */
  customAttributes?: Record<string, unknown>;
};

/**
 * Renders its children only when the signed-in user holds the feature (or permission), judged locally by the
 * core engine over the entitlement set loaded with the session. A UI convenience, not a security boundary:
 * the host back end must check too (@gatehouse/node `requireFeature`).
 */
export function Entitled({ children, fallback = null, customAttributes, ...check }: EntitledProps): ReactNode {
  const { isEntitled } = useEntitlementCheck(check as EntitlementCheck, customAttributes);
  return isEntitled ? children : fallback;
}
