import { compiledGroupHolds } from './compiled-condition-holds';
import { compileRule, type CompiledRule } from './compile-rule';
import type { EntitlementAttributes, Rule, RuleEvaluation } from './types';

/** True when the compiled rule's conditions hold (spec 000 §4.8.5). */
export const compiledRuleIsTreatable = (rule: CompiledRule, attributes: EntitlementAttributes): boolean =>
  compiledGroupHolds(rule.isOr, rule.conditions, attributes);

/** 'treatable' when the rule's conditions hold ('and': all, 'or': any), else 'insufficient'. */
export function evaluateRule(rule: Rule, attributes: EntitlementAttributes): RuleEvaluation {
  return compiledRuleIsTreatable(compileRule(rule), attributes) ? 'treatable' : 'insufficient';
}
