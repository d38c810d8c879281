import { compileCondition, type CompiledCondition } from './compile-condition';

/** A rule with its conditions compiled; `treatable` answers are then allocation-free. */
export interface CompiledRule {
  isOr: boolean;
  conditions: readonly CompiledCondition[];
  treatment: 'true' | 'false';
}

// Keyed by object identity: an entitlement set parsed from JSON is compiled on first use and the
// work is reused until the set is dropped (hence WeakMap: no leak when sets are replaced).
const rules = new WeakMap<object, CompiledRule>();
const conditions = new WeakMap<object, CompiledCondition>();

const INSUFFICIENT_RULE: CompiledRule = { isOr: true, conditions: [], treatment: 'false' };

/**
 * The compiled form of a rule. `conditionLogic` 'or' needs one condition true; anything else is
 * read as 'and' (the only logic the reference evaluator ships), where an empty list is treatable.
 * A value that is not a rule object compiles to a rule that is never treatable.
 */
export function compileRule(rule: unknown): CompiledRule {
  if (typeof rule !== 'object' || rule === null) return INSUFFICIENT_RULE;
  const hit = rules.get(rule);
  if (hit !== undefined) return hit;
  const r = rule as { conditionLogic?: unknown; conditions?: unknown; treatment?: unknown };
  const compiled: CompiledRule = Array.isArray(r.conditions)
    ? {
        isOr: r.conditionLogic === 'or',
        conditions: r.conditions.map((c) => compileCondition(c)),
        treatment: r.treatment === 'true' ? 'true' : 'false',
      }
    : INSUFFICIENT_RULE;
  rules.set(rule, compiled);
  return compiled;
}

/** The compiled form of one condition (or group), cached like rules. */
export function compileConditionCached(condition: unknown): CompiledCondition {
  if (typeof condition !== 'object' || condition === null) return compileCondition(condition);
  let hit = conditions.get(condition);
  if (hit === undefined) {
    hit = compileCondition(condition);
    conditions.set(condition, hit);
  }
  return hit;
}
