import { permissionMatches } from '../permission-match';
import { BUNDLE_EXPIRED, ENTITLED, MISSING_FEATURE, MISSING_PERMISSION } from './entitlement-results';
import { getFeatureEntitlement } from './get-feature-entitlement';
import type { EntitlementAttributes, EntitlementResult, UserEntitlementsContext } from './types';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const hasOwn = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** Whether a key of the permissions map covers the permission; values are ignored (wire-compat §2.16). */
function isGranted(permissions: Record<string, unknown>, permissionKey: string): boolean {
  if (hasOwn(permissions, permissionKey)) return true;
  for (const pattern in permissions) {
    if (hasOwn(permissions, pattern) && permissionMatches(pattern, permissionKey)) return true;
  }
  return false;
}

/** Whether one of the feature's linkedPermissions covers the key (same wildcard rule as grants). */
function isLinked(linkedPermissions: unknown, permissionKey: string): boolean {
  if (!Array.isArray(linkedPermissions)) return false;
  for (let i = 0; i < linkedPermissions.length; i++) {
    const linked: unknown = linkedPermissions[i];
    if (typeof linked === 'string' && permissionMatches(linked, permissionKey)) return true;
  }
  return false;
}

/**
 * Whether the user holds a permission (spec 000 §4.8.4): a key of `permissions` must cover it
 * (else MISSING_PERMISSION, also with no entitlement set); when features link to it, at least one of
 * them must be entitled (getFeatureEntitlement), else BUNDLE_EXPIRED if any linked feature's answer
 * was BUNDLE_EXPIRED, otherwise MISSING_FEATURE: the reference Node SDK's aggregation, which tells
 * the host that renewing a bundle would restore access.
 */
export function getPermissionEntitlement(
  ctx: UserEntitlementsContext | undefined | null,
  permissionKey: string,
  attributes: EntitlementAttributes,
  now?: number,
): EntitlementResult {
  if (!isObject(ctx) || !isObject(ctx.permissions) || !isGranted(ctx.permissions, permissionKey)) return MISSING_PERMISSION;
  const features = ctx.features;
  if (!isObject(features)) return ENTITLED;
  let linked = false;
  let expired = false;
  for (const featureKey in features) {
    if (!hasOwn(features, featureKey)) continue;
    const feature = features[featureKey];
    if (!isObject(feature) || !isLinked(feature.linkedPermissions, permissionKey)) continue;
    linked = true;
    const result = getFeatureEntitlement(ctx, featureKey, attributes, now);
    if (result.isEntitled) return ENTITLED;
    if (result.justification === 'BUNDLE_EXPIRED') expired = true;
  }
  if (!linked) return ENTITLED;
  return expired ? BUNDLE_EXPIRED : MISSING_FEATURE;
}
