import { compiledConditionHolds } from './compiled-condition-holds';
import { compileConditionCached } from './compile-rule';
import type { Condition, ConditionGroup, EntitlementAttributes } from './types';

/**
 * Whether one condition (or group) holds for the attributes (spec 000 §4.8.6, §5). An invalid
 * operand, a missing attribute, an attribute of the wrong type or an invalid regular expression
 * makes it false, and `negate` does not turn that into true.
 * `_now` is accepted for symmetry with the entitlement checks; date operations compare the
 * attribute with the condition's dates, never with the clock.
 */
export function evaluateCondition(condition: Condition | ConditionGroup, attributes: EntitlementAttributes, _now?: number): boolean {
  return compiledConditionHolds(compileConditionCached(condition), attributes);
}
