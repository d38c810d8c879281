import { compileRule } from './compile-rule';
import { compiledRuleIsTreatable } from './evaluate-rule';
import type { EntitlementAttributes } from './types';

/**
 * The treatment of the first treatable rule, else `defaultTreatment` (spec 000 §4.8.7, plans
 * likewise). A treatment other than the string 'true' counts as 'false'.
 */
export function evaluateTreatment(rules: unknown, defaultTreatment: unknown, attributes: EntitlementAttributes): 'true' | 'false' {
  if (Array.isArray(rules)) {
    for (let i = 0; i < rules.length; i++) {
      const rule = compileRule(rules[i]);
      if (compiledRuleIsTreatable(rule, attributes)) return rule.treatment;
    }
  }
  return defaultTreatment === 'true' ? 'true' : 'false';
}
