import { describe, expect, it } from 'vitest';
import { evaluateRule } from './evaluate-rule';
import type { Condition, Rule } from './types';

const isBeta = (b: boolean): Condition => ({ attribute: 'beta', op: 'is', value: { boolean: b }, negate: false });
const rule = (conditionLogic: 'and' | 'or', conditions: Condition[]): Rule => ({ conditionLogic, conditions, treatment: 'true' });

describe('evaluateRule (spec 000 §4.8.5)', () => {
  it('and: treatable only when all conditions hold', () => {
    expect(evaluateRule(rule('and', [isBeta(true), isBeta(true)]), { beta: true })).toBe('treatable');
    expect(evaluateRule(rule('and', [isBeta(true), isBeta(false)]), { beta: true })).toBe('insufficient');
  });
  it('or: treatable when one condition holds', () => {
    expect(evaluateRule(rule('or', [isBeta(false), isBeta(true)]), { beta: true })).toBe('treatable');
    expect(evaluateRule(rule('or', [isBeta(false)]), { beta: true })).toBe('insufficient');
  });
  it('an empty and-rule is treatable (a catch-all), an empty or-rule is not', () => {
    expect(evaluateRule(rule('and', []), {})).toBe('treatable');
    expect(evaluateRule(rule('or', []), {})).toBe('insufficient');
  });
  it('reads an unknown logic as and, and a malformed rule as insufficient', () => {
    expect(evaluateRule({ ...rule('and', [isBeta(true), isBeta(false)]), conditionLogic: 'xor' as 'and' }, { beta: true })).toBe(
      'insufficient',
    );
    expect(evaluateRule({ treatment: 'true' } as Rule, {})).toBe('insufficient');
    expect(evaluateRule(null as unknown as Rule, {})).toBe('insufficient');
  });
});
