import { BUNDLE_EXPIRED, ENTITLED, MISSING_FEATURE } from './entitlement-results';
import { evaluateFeatureFlag } from './evaluate-feature-flag';
import { evaluatePlan } from './evaluate-plan';
import type { EntitlementAttributes, EntitlementResult, UserEntitlementsContext } from './types';

/** expireTime meaning "directly granted, never expires" (wire-compat §2.16). */
export const NO_EXPIRATION_TIME = -1;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Whether the user holds a feature (spec 000 §4.8.1–3): a valid direct grant, else the feature's
 * flag, else any of its plans; the first entitled path wins. Otherwise BUNDLE_EXPIRED when a direct
 * grant existed but has expired, else MISSING_FEATURE (also with no entitlement set at all).
 * A direct grant is valid when expireTime is -1 or an epoch-ms instant not before `now` (an
 * expireTime equal to now is still valid: "not in the past"). The returned object is shared and frozen.
 */
export function getFeatureEntitlement(
  ctx: UserEntitlementsContext | undefined | null,
  featureKey: string,
  attributes: EntitlementAttributes,
  now?: number,
): EntitlementResult {
  if (!isObject(ctx) || !isObject(ctx.features)) return MISSING_FEATURE;
  const feature = ctx.features[featureKey];
  // Also rejects inherited names such as 'constructor' (a function, not a feature record).
  if (!isObject(feature)) return MISSING_FEATURE;
  let expired = false;
  const expireTime = feature.expireTime;
  if (typeof expireTime === 'number' && !Number.isNaN(expireTime)) {
    if (expireTime === NO_EXPIRATION_TIME || expireTime >= (now ?? Date.now())) return ENTITLED;
    expired = true;
  }
  const flag = feature.featureFlag;
  if (isObject(flag) && evaluateFeatureFlag(flag, attributes) === 'true') return ENTITLED;
  const planIds = feature.planIds;
  const plans = ctx.plans;
  if (Array.isArray(planIds) && isObject(plans)) {
    for (let i = 0; i < planIds.length; i++) {
      const planId = planIds[i];
      if (typeof planId !== 'string') continue;
      const plan = plans[planId];
      if (isObject(plan) && evaluatePlan(plan, attributes) === 'true') return ENTITLED;
    }
  }
  return expired ? BUNDLE_EXPIRED : MISSING_FEATURE;
}
