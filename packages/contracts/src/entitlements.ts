import { z } from 'zod';
import { endpoint } from './endpoint';

/** A treatment of a rule, plan or flag: the strings 'true' and 'false' (wire-compat §2.16). */
export const treatment = z.enum(['true', 'false']);

/** Condition operations of the entitlement rules (spec 000 §4.8, wire-compat App. B `OperationEnum`). */
export const conditionOperations = [
  'in_list',
  'starts_with',
  'ends_with',
  'contains',
  'matches',
  'equal',
  'greater_than',
  'greater_than_equal',
  'lower_than',
  'lower_than_equal',
  'between_numeric',
  'is',
  'on',
  'between_date',
  'on_or_after',
  'on_or_before',
] as const;

/** How a rule combines its conditions. */
export const conditionLogic = z.enum(['and', 'or']);

/** One targeting condition: `value` is the operand object of its operation (`{ list }`, `{ number }`, `{ start, end }` ...). */
export const condition = z
  .object({
    attribute: z.string().min(1).max(200),
    negate: z.boolean(),
    op: z.enum(conditionOperations),
    value: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'EntitlementCondition' });

/** A group of conditions inside a rule (one level deep). */
export const conditionGroup = z
  .object({ conditionLogic, conditions: z.array(condition).max(50) })
  .meta({ id: 'EntitlementConditionGroup' });

/** A targeting rule: when its conditions hold, `treatment` applies (wire-compat §2.16 `Rule`). */
export const rule = z
  .object({ conditionLogic, conditions: z.array(z.union([condition, conditionGroup])).max(50), treatment })
  .meta({ id: 'EntitlementRule' });

/** Targeting rules as a plan or flag holds them. */
export const rules = z.array(rule).max(50);

/** A feature flag as the evaluator reads it (wire-compat §2.16 `FeatureFlag`). */
export const featureFlagContext = z
  .object({ on: z.boolean(), offTreatment: treatment, defaultTreatment: treatment, rules: rules.optional() })
  .meta({ id: 'FeatureFlagContext' });

/**
 * What a signed-in user is entitled to, exactly as the reference clients read it (wire-compat
 * §2.16): features by key, the plans they come from, and the caller's permission keys.
 */
export const userEntitlementsContext = z
  .object({
    features: z.record(
      z.string(),
      z.object({
        planIds: z.array(z.string()),
        // Epoch milliseconds; -1 never expires; null when the feature is not granted directly.
        expireTime: z.number().nullable(),
        linkedPermissions: z.array(z.string()),
        featureFlag: featureFlagContext.optional(),
      }),
    ),
    plans: z.record(z.string(), z.object({ defaultTreatment: treatment, rules: rules.optional() })),
    permissions: z.record(z.string(), z.literal(true)),
  })
  .meta({ id: 'UserEntitlementsContext' });
/** The entitlement set of the signed-in user. */
export type UserEntitlementsContext = z.infer<typeof userEntitlementsContext>;

/** Entitlements of the caller in its active tenant (wire-compat §2.16). */
export const userEntitlements = endpoint({
  id: 'userEntitlements',
  method: 'get',
  path: '/entitlements/api/v2/user-entitlements',
  access: { kind: 'user' },
  summary: 'Entitlements of the signed-in user (features, plans, permissions)',
  tags: ['entitlements'],
  response: userEntitlementsContext,
});
