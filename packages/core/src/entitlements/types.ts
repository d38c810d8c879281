/**
 * Wire shapes of the entitlement set (wire-compat §2.16, `GET /entitlements/api/v2/user-entitlements`)
 * and of the engine's inputs and outputs (spec 000 §4.8). The engine treats these objects as
 * immutable: compiled rules are cached per object identity (see compile-rule.ts), so replace an
 * entitlement set instead of editing it in place.
 */

/** A rule's, a flag's or a plan's outcome; strings on the wire, not booleans. */
export type Treatment = 'true' | 'false';

/** Every operation of spec 000 §4.8.6 / wire-compat Appendix B (`OperationEnum`). */
export const CONDITION_OPERATIONS = [
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

export type ConditionOperation = (typeof CONDITION_OPERATIONS)[number];

/**
 * One test of one attribute. `value` depends on `op` (the shapes of the reference evaluator):
 * in_list / starts_with / ends_with / contains `{ list: string[] }` (any of; `{ string }` is also
 * accepted as a one-item list), matches `{ string }` (a regular expression), equal / greater_than /
 * greater_than_equal / lower_than / lower_than_equal `{ number }`, between_numeric `{ start, end }`,
 * is `{ boolean }`, on / on_or_after / on_or_before `{ date }`, between_date `{ start, end }`
 * (dates as ISO 8601 strings or epoch milliseconds).
 */
export interface Condition {
  attribute: string;
  negate: boolean;
  op: ConditionOperation;
  value: Record<string, unknown>;
}

/** Nested conditions combined with their own logic; told apart from a Condition by having no `op`. */
export interface ConditionGroup {
  conditionLogic: 'and' | 'or';
  conditions: (Condition | ConditionGroup)[];
}

export interface Rule {
  conditionLogic: 'and' | 'or';
  conditions: (Condition | ConditionGroup)[];
  treatment: Treatment;
}

export interface FeatureFlag {
  on: boolean;
  offTreatment: Treatment;
  defaultTreatment: Treatment;
  rules?: Rule[];
}

export interface FeatureEntitlement {
  planIds: string[];
  /** Epoch milliseconds; -1 never expires; null: not directly granted (only via flag or plan). */
  expireTime: number | null;
  linkedPermissions: string[];
  featureFlag?: FeatureFlag;
}

export interface PlanEntitlement {
  defaultTreatment: Treatment;
  rules?: Rule[];
}

export interface UserEntitlementsContext {
  features: Record<string, FeatureEntitlement>;
  plans: Record<string, PlanEntitlement>;
  /** Keys are permission patterns (`*` wildcards); values are ignored (wire-compat §2.16). */
  permissions: Record<string, true | boolean>;
}

export type EntitlementJustification = 'MISSING_FEATURE' | 'MISSING_PERMISSION' | 'BUNDLE_EXPIRED';

/** `justification` is present exactly when `isEntitled` is false. */
export interface EntitlementResult {
  isEntitled: boolean;
  justification?: EntitlementJustification;
}

/** The attribute bag conditions read: `frontegg.*`, `jwt.*` and the host's custom keys. */
export type EntitlementAttributes = Record<string, unknown>;

/** Outcome of one rule (spec 000 §4.8.5). */
export type RuleEvaluation = 'treatable' | 'insufficient';
