import type { UserEntitlementsContext } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import type { Clock } from '../../kernel/clock';
import type { Database } from '../../storage/schema';
import { type RolePermissionsCache, effectiveRolesOfUserInTenant } from '../roles/index';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { allFlagRows, featureRowsByIds, featuresOfPlans, planRowsByIds } from './catalogue.store';
import { grantRowsForUser } from './grants.store';
import { NEVER } from './grants.service';

type Features = UserEntitlementsContext['features'];

/** The later of two expiry times, where -1 (never) is the latest of all. */
const later = (a: number | undefined, b: number): number => (a === undefined ? b : a === NEVER || b === NEVER ? NEVER : Math.max(a, b));

/**
 * The entitlement set of a user in a tenant (wire-compat §2.16), from the grants that reach them
 * (the tenant's and their own, never another tenant's):
 * - a feature granted directly carries `expireTime`: the latest of its grants, -1 when one never
 *   expires, a past time when all have expired (so the evaluator can say BUNDLE_EXPIRED);
 * - a feature of a granted plan lists the plan in `planIds`; plan grants that have expired are left
 *   out, and only the plans still granted appear in `plans`;
 * - a feature tied to a flag carries the flag, granted or not (flag rules target by attributes);
 * - `expireTime` is null for a feature reached only through plans or a flag.
 * `permissions` are the caller's permission keys in the tenant, read fresh (not from the token).
 */
export function createUserEntitlementsService(db: Kysely<Database>, clock: Clock, rolePermissions: RolePermissionsCache) {
  return async function userEntitlements(auth: Pick<AuthContext, 'userId' | 'tenantId'>): Promise<UserEntitlementsContext> {
    const vendorId = DEFAULT_VENDOR_ID;
    const now = clock.now();
    const [grants, flags, roles] = await Promise.all([
      grantRowsForUser(db, vendorId, auth.tenantId, auth.userId),
      allFlagRows(db, vendorId),
      effectiveRolesOfUserInTenant(db, auth.userId, auth.tenantId),
    ]);

    const direct = new Map<string, number>();
    const planIds = new Set<string>();
    for (const g of grants) {
      if (g.feature_id) direct.set(g.feature_id, later(direct.get(g.feature_id), g.expire_time));
      else if (g.plan_id && (g.expire_time === NEVER || g.expire_time > now)) planIds.add(g.plan_id);
    }
    const [plans, planFeatures] = await Promise.all([planRowsByIds(db, vendorId, [...planIds]), featuresOfPlans(db, [...planIds])]);
    const plansOfFeature = new Map<string, string[]>();
    for (const p of plans)
      for (const f of planFeatures.get(p.id) ?? []) plansOfFeature.set(f.id, [...(plansOfFeature.get(f.id) ?? []), p.id]);
    const flagOfFeature = new Map(flags.filter((f) => f.feature_id).map((f) => [f.feature_id!, f]));

    const featureIds = new Set([...direct.keys(), ...plansOfFeature.keys(), ...flagOfFeature.keys()]);
    const features: Features = {};
    for (const f of await featureRowsByIds(db, vendorId, [...featureIds])) {
      const flag = flagOfFeature.get(f.id);
      features[f.key] = {
        planIds: (plansOfFeature.get(f.id) ?? []).sort(),
        expireTime: direct.get(f.id) ?? null,
        linkedPermissions: JSON.parse(f.permissions) as string[],
        ...(flag
          ? {
              featureFlag: {
                on: flag.is_on === 1,
                offTreatment: flag.off_treatment,
                defaultTreatment: flag.default_treatment,
                rules: JSON.parse(flag.rules),
              },
            }
          : {}),
      };
    }
    const permissions = await rolePermissions.of(
      db,
      roles.map((r) => r.id),
    );
    return {
      features,
      plans: Object.fromEntries(plans.map((p) => [p.id, { defaultTreatment: p.default_treatment, rules: JSON.parse(p.rules) }])),
      permissions: Object.fromEntries(permissions.map((p) => [p.key, true as const])),
    };
  };
}

/** Builds a user's entitlement set. */
export type UserEntitlementsService = ReturnType<typeof createUserEntitlementsService>;
