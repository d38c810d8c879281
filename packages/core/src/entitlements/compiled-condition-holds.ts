import { CONDITION_KIND, DAY_MS, type CompiledCondition } from './compile-condition';
import { entitlementDateMillis } from './entitlement-date-millis';
import type { EntitlementAttributes } from './types';

/** Every child true ('and', also for an empty group) or some child true ('or'). */
export function compiledGroupHolds(isOr: boolean, children: readonly CompiledCondition[], attributes: EntitlementAttributes): boolean {
  if (isOr) {
    for (let i = 0; i < children.length; i++) if (compiledConditionHolds(children[i]!, attributes)) return true;
    return false;
  }
  for (let i = 0; i < children.length; i++) if (!compiledConditionHolds(children[i]!, attributes)) return false;
  return true;
}

/**
 * Whether a compiled condition holds for the attributes (spec 000 §4.8.6). A missing (undefined or
 * null) attribute, an attribute of the wrong type, or an INVALID condition gives false before
 * `negate` is applied: negate inverts the answer of a valid test only, so a bad operand can never
 * satisfy a condition (the reference evaluator's isValid short-circuit; §5 "or the condition is false").
 */
export function compiledConditionHolds(c: CompiledCondition, attributes: EntitlementAttributes): boolean {
  const kind = c.kind;
  if (kind === CONDITION_KIND.INVALID) return false;
  if (kind === CONDITION_KIND.GROUP) return compiledGroupHolds(c.isOr, c.children, attributes);
  const v = attributes[c.attribute];
  if (v === undefined || v === null) return false;
  let result: boolean;
  switch (kind) {
    case CONDITION_KIND.IN_LIST:
    case CONDITION_KIND.STARTS_WITH:
    case CONDITION_KIND.ENDS_WITH:
    case CONDITION_KIND.CONTAINS:
    case CONDITION_KIND.MATCHES:
      if (typeof v !== 'string') return false;
      result = stringTest(kind, c, v);
      break;
    case CONDITION_KIND.IS:
      if (typeof v !== 'boolean') return false;
      result = v === c.bool;
      break;
    case CONDITION_KIND.ON:
    case CONDITION_KIND.ON_OR_AFTER:
    case CONDITION_KIND.ON_OR_BEFORE:
    case CONDITION_KIND.BETWEEN_DATE: {
      const millis = entitlementDateMillis(v);
      if (Number.isNaN(millis)) return false;
      // Whole UTC calendar days: `on` is the same day, and on_or_after / on_or_before mean "on, or
      // after / before", so `on` implies both and between_date is their conjunction (inclusive).
      // The reference compares instants; both agree when the rule's dates are midnight UTC
      // (date-only values) except that on_or_before / between_date also admit the rest of the last day.
      const day = Math.floor(millis / DAY_MS);
      if (kind === CONDITION_KIND.ON) result = day === c.low;
      else if (kind === CONDITION_KIND.ON_OR_AFTER) result = day >= c.low;
      else if (kind === CONDITION_KIND.ON_OR_BEFORE) result = day <= c.low;
      else result = day >= c.low && day <= c.high;
      break;
    }
    default:
      if (typeof v !== 'number' || Number.isNaN(v)) return false;
      result = numberTest(kind, c, v);
  }
  return c.negate ? !result : result;
}

function stringTest(kind: number, c: CompiledCondition, v: string): boolean {
  if (kind === CONDITION_KIND.MATCHES) return c.regex!.test(v);
  if (kind === CONDITION_KIND.IN_LIST) return c.list.includes(v);
  const list = c.list;
  for (let i = 0; i < list.length; i++) {
    const item = list[i]!;
    if (kind === CONDITION_KIND.STARTS_WITH ? v.startsWith(item) : kind === CONDITION_KIND.ENDS_WITH ? v.endsWith(item) : v.includes(item))
      return true;
  }
  return false;
}

function numberTest(kind: number, c: CompiledCondition, v: number): boolean {
  switch (kind) {
    case CONDITION_KIND.EQUAL:
      return v === c.low;
    case CONDITION_KIND.GREATER_THAN:
      return v > c.low;
    case CONDITION_KIND.GREATER_THAN_EQUAL:
      return v >= c.low;
    case CONDITION_KIND.LOWER_THAN:
      return v < c.low;
    case CONDITION_KIND.LOWER_THAN_EQUAL:
      return v <= c.low;
    default:
      return v >= c.low && v <= c.high;
  }
}
