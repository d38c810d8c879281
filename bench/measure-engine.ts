import {
  entitlementAttributes,
  getFeatureEntitlement,
  type Condition,
  type FeatureEntitlement,
  type PlanEntitlement,
  type Rule,
  type UserEntitlementsContext,
} from '@gatehouse/core';

const FEATURES = 50;
const FLAGS = 20;
const RULES_PER_FLAG = 3;
const PLANS = 10;
const DAY = 86_400_000;

/** mulberry32: a small seeded generator, so every run measures the same fixture. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One condition of each family, in turn, so the loop exercises strings, regexes, numbers, booleans and dates. */
function condition(i: number, rnd: () => number): Condition {
  const negate = rnd() < 0.2;
  switch (i % 6) {
    case 0:
      return { attribute: 'frontegg.email', op: 'ends_with', value: { list: ['@acme.com', '@acme.io'] }, negate };
    case 1:
      return { attribute: 'plan', op: 'in_list', value: { list: ['pro', 'enterprise'] }, negate };
    case 2:
      return { attribute: 'seats', op: 'greater_than_equal', value: { number: Math.floor(rnd() * 40) }, negate };
    case 3:
      return { attribute: 'frontegg.emailVerified', op: 'is', value: { boolean: rnd() < 0.7 }, negate };
    case 4:
      return { attribute: 'signupDate', op: 'on_or_after', value: { date: '2024-01-01' }, negate };
    default:
      return { attribute: 'region', op: 'matches', value: { string: '^eu-(west|central)-\\d$' }, negate };
  }
}

function rule(rnd: () => number, n: number): Rule {
  return {
    conditionLogic: rnd() < 0.8 ? 'and' : 'or',
    conditions: Array.from({ length: 2 }, (_, j) => condition(n + j, rnd)),
    treatment: rnd() < 0.6 ? 'true' : 'false',
  };
}

/** The bench's user: 50 features, 20 with a flag of 3 rules, 10 plans with targeting rules. Deterministic. */
export function engineFixture() {
  const rnd = random(0x5eed);
  const plans: Record<string, PlanEntitlement> = {};
  for (let p = 0; p < PLANS; p++) {
    plans[`plan-${p}`] = {
      defaultTreatment: rnd() < 0.3 ? 'true' : 'false',
      rules: Array.from({ length: 2 }, (_, r) => rule(rnd, p * 7 + r)),
    };
  }
  const features: Record<string, FeatureEntitlement> = {};
  const now = Date.now();
  for (let f = 0; f < FEATURES; f++) {
    const roll = rnd();
    // A quarter directly granted (never / later / already expired), the rest only via flags and plans.
    const expireTime = roll < 0.1 ? -1 : roll < 0.2 ? now + 30 * DAY : roll < 0.25 ? now - DAY : null;
    const planIds = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => `plan-${Math.floor(rnd() * PLANS)}`);
    features[`feature-${f}`] = {
      planIds,
      expireTime,
      linkedPermissions: [`app.feature-${f}.read`],
      ...(f < FLAGS
        ? {
            featureFlag: {
              on: rnd() < 0.85,
              offTreatment: 'false',
              defaultTreatment: 'false',
              rules: Array.from({ length: RULES_PER_FLAG }, (_, r) => rule(rnd, f * 5 + r)),
            },
          }
        : {}),
    };
  }
  const ctx: UserEntitlementsContext = { features, plans, permissions: { 'app.*': true } };
  const attributes = entitlementAttributes(
    { sub: 'user-1', email: 'ann@acme.com', email_verified: true, tenantId: 'tenant-1', type: 'userToken' },
    { plan: 'pro', seats: 12, signupDate: '2024-03-15T10:00:00Z', region: 'eu-west-1' },
  );
  const keys = Array.from({ length: 4096 }, () => `feature-${Math.floor(rnd() * FEATURES)}`);
  return { ctx, attributes, keys };
}

/**
 * getFeatureEntitlement calls per second on one core, over random feature keys of the fixture,
 * after a short warm-up (JIT and the engine's compiled-rule caches).
 */
export function measureEngine(seconds: number) {
  const { ctx, attributes, keys } = engineFixture();
  const mask = keys.length - 1;
  let entitled = 0;
  for (let i = 0; i < 200_000; i++) if (getFeatureEntitlement(ctx, keys[i & mask]!, attributes).isEntitled) entitled++;
  entitled = 0;
  let evaluations = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  let t = start;
  while (t < end) {
    // Read the clock once per 4096 calls so the measurement barely costs anything itself.
    for (let i = 0; i < 4096; i++) if (getFeatureEntitlement(ctx, keys[i]!, attributes).isEntitled) entitled++;
    evaluations += 4096;
    t = performance.now();
  }
  const elapsed = (t - start) / 1000;
  return {
    evaluationsPerSecond: evaluations / elapsed,
    evaluations,
    seconds: elapsed,
    entitledShare: entitled / evaluations,
    fixture: { features: FEATURES, flags: FLAGS, rulesPerFlag: RULES_PER_FLAG, plans: PLANS },
  };
}
