// fast-check generators shared by the entitlement property tests (imported by *.test.ts only).
import fc from 'fast-check';
import type {
  Condition,
  ConditionGroup,
  FeatureEntitlement,
  FeatureFlag,
  PlanEntitlement,
  Rule,
  Treatment,
  UserEntitlementsContext,
} from './types';

export const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const DAY = 86_400_000;

/** A small set of attribute names so generated rules and users actually meet. */
export const ATTRIBUTE_NAMES = ['frontegg.email', 'plan', 'seats', 'beta', 'signup'] as const;

export const treatmentArb: fc.Arbitrary<Treatment> = fc.constantFrom('true', 'false');

/** Values of the right type for each attribute name. */
export const attributesArb = fc.record(
  {
    'frontegg.email': fc.constantFrom('ann@acme.com', 'bob@other.org', 'cy@acme.io'),
    plan: fc.constantFrom('free', 'pro', 'enterprise'),
    seats: fc.integer({ min: 0, max: 20 }),
    beta: fc.boolean(),
    signup: fc.constantFrom('2024-01-01', '2024-06-30T23:59:59Z', '2025-06-15T00:00:00Z', NOW - 400 * DAY),
  },
  { requiredKeys: [] },
);

/** Valid conditions over the attribute names, one family per attribute type. */
export const validConditionArb: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({
    attribute: fc.constant('frontegg.email'),
    negate: fc.boolean(),
    op: fc.constantFrom('in_list', 'starts_with', 'ends_with', 'contains'),
    value: fc.record({ list: fc.subarray(['ann@acme.com', 'bob', '@acme.com', 'acme', '.org', '']) }),
  }),
  fc.record({
    attribute: fc.constant('plan'),
    negate: fc.boolean(),
    op: fc.constant('matches'),
    value: fc.record({ string: fc.constantFrom('^pro$', 'e', 'x|free', '') }),
  }),
  fc.record({
    attribute: fc.constant('seats'),
    negate: fc.boolean(),
    op: fc.constantFrom('equal', 'greater_than', 'greater_than_equal', 'lower_than', 'lower_than_equal'),
    value: fc.record({ number: fc.integer({ min: -1, max: 21 }) }),
  }),
  fc.record({
    attribute: fc.constant('seats'),
    negate: fc.boolean(),
    op: fc.constant('between_numeric'),
    value: fc.record({ start: fc.integer({ min: 0, max: 20 }), end: fc.integer({ min: 0, max: 20 }) }),
  }),
  fc.record({ attribute: fc.constant('beta'), negate: fc.boolean(), op: fc.constant('is'), value: fc.record({ boolean: fc.boolean() }) }),
  fc.record({
    attribute: fc.constant('signup'),
    negate: fc.boolean(),
    op: fc.constantFrom('on', 'on_or_after', 'on_or_before'),
    value: fc.record({ date: fc.constantFrom('2024-01-01', '2024-06-30T10:00:00Z', NOW) }),
  }),
  fc.record({
    attribute: fc.constant('signup'),
    negate: fc.boolean(),
    op: fc.constant('between_date'),
    value: fc.record({ start: fc.constantFrom('2023-12-31', NOW - 500 * DAY), end: fc.constantFrom('2024-06-30', NOW) }),
  }),
) as fc.Arbitrary<Condition>;

const groupArb: fc.Arbitrary<ConditionGroup> = fc.record({
  conditionLogic: fc.constantFrom('and', 'or'),
  conditions: fc.array(validConditionArb, { maxLength: 3 }),
});

export const ruleArb: fc.Arbitrary<Rule> = fc.record({
  conditionLogic: fc.constantFrom('and', 'or'),
  conditions: fc.array(fc.oneof({ weight: 4, arbitrary: validConditionArb }, { weight: 1, arbitrary: groupArb }), { maxLength: 3 }),
  treatment: treatmentArb,
});

export const flagArb: fc.Arbitrary<FeatureFlag> = fc.record(
  { on: fc.boolean(), offTreatment: treatmentArb, defaultTreatment: treatmentArb, rules: fc.array(ruleArb, { maxLength: 3 }) },
  { requiredKeys: ['on', 'offTreatment', 'defaultTreatment'] },
);

export const planArb: fc.Arbitrary<PlanEntitlement> = fc.record(
  { defaultTreatment: treatmentArb, rules: fc.array(ruleArb, { maxLength: 3 }) },
  { requiredKeys: ['defaultTreatment'] },
);

/** null (not granted), -1 (never expires), or an instant around NOW (past, now, future). */
export const expireTimeArb: fc.Arbitrary<number | null> = fc.oneof(
  fc.constant(null),
  fc.constant(-1),
  fc.constant(NOW),
  fc.integer({ min: NOW - 1000 * DAY, max: NOW - 1 }),
  fc.integer({ min: NOW + 1, max: NOW + 1000 * DAY }),
);

export const PLAN_IDS = ['p1', 'p2', 'p3', 'p4'] as const;
export const FEATURE_KEYS = ['f1', 'f2', 'f3', 'f4', 'f5'] as const;
export const PERMISSION_KEYS = ['fe.read', 'fe.write', 'app.reports.read', 'app.reports.write', 'app.admin'] as const;

export const featureArb: fc.Arbitrary<FeatureEntitlement> = fc.record(
  {
    planIds: fc.subarray([...PLAN_IDS, 'missing-plan']),
    expireTime: expireTimeArb,
    linkedPermissions: fc.subarray([...PERMISSION_KEYS]),
    featureFlag: flagArb,
  },
  { requiredKeys: ['planIds', 'expireTime', 'linkedPermissions'] },
);

/** A permission pattern: a known key, a wildcard form of one, or `*`. */
export const permissionPatternArb = fc.oneof(
  fc.constantFrom(...PERMISSION_KEYS),
  fc.constantFrom('fe.*', 'app.*', 'app.reports.*', '*', 'app.*.read', 'other.*'),
);

export const contextArb: fc.Arbitrary<UserEntitlementsContext> = fc.record({
  features: fc.dictionary(fc.constantFrom(...FEATURE_KEYS), featureArb, { maxKeys: 5 }),
  plans: fc.dictionary(fc.constantFrom(...PLAN_IDS), planArb, { maxKeys: 4 }),
  permissions: fc.dictionary(permissionPatternArb, fc.boolean(), { maxKeys: 4 }),
});
