import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributesArb, flagArb } from './entitlement-arbitraries';
import { evaluateFeatureFlag } from './evaluate-feature-flag';
import { evaluateRule } from './evaluate-rule';
import type { FeatureFlag, Rule } from './types';

const always = (treatment: 'true' | 'false'): Rule => ({ conditionLogic: 'and', conditions: [], treatment });
const never = (treatment: 'true' | 'false'): Rule => ({ conditionLogic: 'or', conditions: [], treatment });

describe('evaluateFeatureFlag (spec 000 §4.8.7)', () => {
  it('off gives offTreatment whatever the rules say', () => {
    expect(evaluateFeatureFlag({ on: false, offTreatment: 'true', defaultTreatment: 'false', rules: [always('false')] }, {})).toBe('true');
    expect(evaluateFeatureFlag({ on: false, offTreatment: 'false', defaultTreatment: 'true' }, {})).toBe('false');
  });
  it('on gives the first treatable rule, else defaultTreatment', () => {
    const flag: FeatureFlag = {
      on: true,
      offTreatment: 'false',
      defaultTreatment: 'false',
      rules: [never('true'), always('true'), always('false')],
    };
    expect(evaluateFeatureFlag(flag, {})).toBe('true');
    expect(evaluateFeatureFlag({ ...flag, rules: [never('true')] }, {})).toBe('false');
    expect(evaluateFeatureFlag({ ...flag, rules: undefined, defaultTreatment: 'true' }, {})).toBe('true');
  });
  it('matches its definition for random flags and users', () => {
    fc.assert(
      fc.property(flagArb, attributesArb, (flag, attributes) => {
        const first = (flag.rules ?? []).find((r) => evaluateRule(r, attributes) === 'treatable');
        const expected = !flag.on ? flag.offTreatment : first ? first.treatment : flag.defaultTreatment;
        expect(evaluateFeatureFlag(flag, attributes)).toBe(expected);
      }),
    );
  });
  it('treats a malformed flag as false', () => {
    expect(evaluateFeatureFlag(null as unknown as FeatureFlag, {})).toBe('false');
    expect(evaluateFeatureFlag({ on: 'yes', offTreatment: 'maybe' } as unknown as FeatureFlag, {})).toBe('false');
  });
});
