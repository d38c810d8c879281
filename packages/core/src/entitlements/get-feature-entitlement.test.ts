import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributesArb, contextArb, FEATURE_KEYS, featureArb, NOW } from './entitlement-arbitraries';
import { evaluateFeatureFlag } from './evaluate-feature-flag';
import { evaluatePlan } from './evaluate-plan';
import { getFeatureEntitlement } from './get-feature-entitlement';
import type { FeatureEntitlement, UserEntitlementsContext } from './types';

const JUSTIFICATIONS = ['MISSING_FEATURE', 'MISSING_PERMISSION', 'BUNDLE_EXPIRED'];
const feature = (f: Partial<FeatureEntitlement>): FeatureEntitlement => ({ planIds: [], expireTime: null, linkedPermissions: [], ...f });
const ctxWith = (f: Partial<FeatureEntitlement>, plans: UserEntitlementsContext['plans'] = {}): UserEntitlementsContext => ({
  features: { f: feature(f) },
  plans,
  permissions: {},
});
const OFF = { on: false, offTreatment: 'false', defaultTreatment: 'true' } as const;
const ON = { on: true, offTreatment: 'false', defaultTreatment: 'true' } as const;

const directGrantValid = (t: number | null) => t !== null && (t === -1 || t >= NOW);
const deepFreeze = <T>(o: T): T => {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
};

describe('getFeatureEntitlement: examples (spec 000 §4.8)', () => {
  it('no entitlement set or unknown feature: MISSING_FEATURE', () => {
    for (const ctx of [undefined, null, {} as UserEntitlementsContext])
      expect(getFeatureEntitlement(ctx, 'f', {})).toEqual({ isEntitled: false, justification: 'MISSING_FEATURE' });
    expect(getFeatureEntitlement(ctxWith({ expireTime: -1 }), 'other', {}, NOW).justification).toBe('MISSING_FEATURE');
    expect(getFeatureEntitlement(ctxWith({ expireTime: -1 }), 'constructor', {}, NOW).justification).toBe('MISSING_FEATURE');
  });
  it('direct grant: -1 never expires, now is still valid, a past instant is BUNDLE_EXPIRED, null is no grant', () => {
    expect(getFeatureEntitlement(ctxWith({ expireTime: -1 }), 'f', {}, NOW)).toEqual({ isEntitled: true });
    expect(getFeatureEntitlement(ctxWith({ expireTime: NOW }), 'f', {}, NOW).isEntitled).toBe(true);
    expect(getFeatureEntitlement(ctxWith({ expireTime: NOW - 1 }), 'f', {}, NOW)).toEqual({
      isEntitled: false,
      justification: 'BUNDLE_EXPIRED',
    });
    expect(getFeatureEntitlement(ctxWith({ expireTime: null }), 'f', {}, NOW).justification).toBe('MISSING_FEATURE');
  });
  it('uses the clock when now is not given', () => {
    expect(getFeatureEntitlement(ctxWith({ expireTime: Date.now() + 60_000 }), 'f', {}).isEntitled).toBe(true);
    expect(getFeatureEntitlement(ctxWith({ expireTime: Date.now() - 60_000 }), 'f', {}).justification).toBe('BUNDLE_EXPIRED');
  });
  it('an expired grant is rescued by a flag or a plan', () => {
    expect(getFeatureEntitlement(ctxWith({ expireTime: 1, featureFlag: ON }), 'f', {}, NOW).isEntitled).toBe(true);
    expect(
      getFeatureEntitlement(ctxWith({ expireTime: 1, featureFlag: OFF, planIds: ['p'] }, { p: { defaultTreatment: 'true' } }), 'f', {}, NOW)
        .isEntitled,
    ).toBe(true);
  });
  it('plans: any listed plan whose targeting gives true; missing plans are skipped', () => {
    const plans = { no: { defaultTreatment: 'false' }, yes: { defaultTreatment: 'true' } } as const;
    expect(getFeatureEntitlement(ctxWith({ planIds: ['ghost', 'no', 'yes'] }, plans), 'f', {}, NOW).isEntitled).toBe(true);
    expect(getFeatureEntitlement(ctxWith({ planIds: ['ghost', 'no'] }, plans), 'f', {}, NOW).justification).toBe('MISSING_FEATURE');
  });
  it('returns shared frozen results (no allocation per call)', () => {
    const a = getFeatureEntitlement(ctxWith({ expireTime: -1 }), 'f', {});
    expect(a).toBe(getFeatureEntitlement(ctxWith({ expireTime: -1 }), 'f', {}));
    expect(Object.isFrozen(a)).toBe(true);
  });
});

describe('getFeatureEntitlement: properties over random entitlement sets and users', () => {
  it('entitled exactly when a path entitles (direct grant, flag, any plan); justification consistent', () => {
    fc.assert(
      fc.property(contextArb, fc.constantFrom(...FEATURE_KEYS), attributesArb, (ctx, key, attributes) => {
        const result = getFeatureEntitlement(ctx, key, attributes, NOW);
        const f = ctx.features[key];
        const viaGrant = f !== undefined && directGrantValid(f.expireTime);
        const viaFlag = f?.featureFlag !== undefined && evaluateFeatureFlag(f.featureFlag, attributes) === 'true';
        const viaPlan =
          f !== undefined &&
          f.planIds.some((id) => {
            const plan = ctx.plans[id];
            return plan !== undefined && evaluatePlan(plan, attributes) === 'true';
          });
        expect(result.isEntitled).toBe(viaGrant || viaFlag || viaPlan);
        if (result.isEntitled) {
          expect(result.justification).toBeUndefined();
        } else {
          expect(JUSTIFICATIONS).toContain(result.justification);
          const expiredGrant = f !== undefined && f.expireTime !== null && !directGrantValid(f.expireTime);
          expect(result.justification).toBe(expiredGrant ? 'BUNDLE_EXPIRED' : 'MISSING_FEATURE');
        }
      }),
    );
  });

  it('a valid direct grant entitles whatever the flag and plans say (first wins)', () => {
    fc.assert(
      fc.property(featureArb, fc.constantFrom(-1, NOW, NOW + 1, NOW + 1e9), attributesArb, contextArb, (f, expireTime, attributes, ctx) => {
        const c = { ...ctx, features: { ...ctx.features, x: { ...f, expireTime } } };
        expect(getFeatureEntitlement(c, 'x', attributes, NOW)).toEqual({ isEntitled: true });
      }),
    );
  });

  it('an expired direct grant with no other path gives BUNDLE_EXPIRED; never granted gives MISSING_FEATURE', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: NOW - 1 }).filter((t) => t !== -1),
        fc.option(fc.constant(OFF), { nil: undefined }),
        attributesArb,
        (expireTime, featureFlag, attributes) => {
          const plans = { p: { defaultTreatment: 'false' as const } };
          expect(
            getFeatureEntitlement(ctxWith({ expireTime, featureFlag, planIds: ['p'] }, plans), 'f', attributes, NOW).justification,
          ).toBe('BUNDLE_EXPIRED');
          expect(
            getFeatureEntitlement(ctxWith({ expireTime: null, featureFlag, planIds: ['p'] }, plans), 'f', attributes, NOW).justification,
          ).toBe('MISSING_FEATURE');
        },
      ),
    );
  });

  it('does not mutate the set, and answers the same for a JSON copy (cache by identity is transparent)', () => {
    fc.assert(
      fc.property(contextArb, fc.constantFrom(...FEATURE_KEYS), attributesArb, (ctx, key, attributes) => {
        const copy = JSON.parse(JSON.stringify(ctx)) as UserEntitlementsContext;
        const frozen = deepFreeze(ctx);
        const first = getFeatureEntitlement(frozen, key, attributes, NOW);
        expect(getFeatureEntitlement(frozen, key, attributes, NOW)).toBe(first);
        expect(getFeatureEntitlement(copy, key, attributes, NOW)).toBe(first);
      }),
    );
  });

  it('never throws on malformed sets', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (ctx, key) => {
        const result = getFeatureEntitlement(ctx as UserEntitlementsContext, key, {}, NOW);
        expect(typeof result.isEntitled).toBe('boolean');
      }),
    );
  });
});
