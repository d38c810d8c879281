import { cachedRegExp } from './cached-regexp';
import { entitlementDateMillis } from './entitlement-date-millis';

/** Operation kinds of a compiled condition (numbers, so evaluation is one integer switch). */
export const CONDITION_KIND = {
  INVALID: 0,
  GROUP: 1,
  IN_LIST: 2,
  STARTS_WITH: 3,
  ENDS_WITH: 4,
  CONTAINS: 5,
  MATCHES: 6,
  EQUAL: 7,
  GREATER_THAN: 8,
  GREATER_THAN_EQUAL: 9,
  LOWER_THAN: 10,
  LOWER_THAN_EQUAL: 11,
  BETWEEN_NUMERIC: 12,
  IS: 13,
  ON: 14,
  ON_OR_AFTER: 15,
  ON_OR_BEFORE: 16,
  BETWEEN_DATE: 17,
} as const;

/**
 * A condition (or group) with its operand checked and converted once: every instance has the same
 * fields so the evaluator's property reads stay monomorphic. Dates are held as UTC day numbers.
 */
export interface CompiledCondition {
  kind: number;
  attribute: string;
  negate: boolean;
  list: readonly string[];
  regex: RegExp | null;
  low: number;
  high: number;
  bool: boolean;
  isOr: boolean;
  children: readonly CompiledCondition[];
}

/** Deeper nesting than this compiles to an always-false condition instead of recursing further. */
export const MAX_GROUP_DEPTH = 16;
export const DAY_MS = 86_400_000;

const NONE: readonly never[] = [];

function node(kind: number, attribute = '', negate = false): CompiledCondition {
  return { kind, attribute, negate, list: NONE, regex: null, low: 0, high: 0, bool: false, isOr: false, children: NONE };
}

const INVALID = node(CONDITION_KIND.INVALID);

const STRING_LIST_OPS: Record<string, number> = {
  in_list: CONDITION_KIND.IN_LIST,
  starts_with: CONDITION_KIND.STARTS_WITH,
  ends_with: CONDITION_KIND.ENDS_WITH,
  contains: CONDITION_KIND.CONTAINS,
};
const NUMBER_OPS: Record<string, number> = {
  equal: CONDITION_KIND.EQUAL,
  greater_than: CONDITION_KIND.GREATER_THAN,
  greater_than_equal: CONDITION_KIND.GREATER_THAN_EQUAL,
  lower_than: CONDITION_KIND.LOWER_THAN,
  lower_than_equal: CONDITION_KIND.LOWER_THAN_EQUAL,
};
const DATE_OPS: Record<string, number> = {
  on: CONDITION_KIND.ON,
  on_or_after: CONDITION_KIND.ON_OR_AFTER,
  on_or_before: CONDITION_KIND.ON_OR_BEFORE,
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);

/** The string list of `{ list }`, or of `{ string }` as one item; null when neither is valid. */
function stringList(value: Record<string, unknown>): readonly string[] | null {
  const list = value.list;
  if (list !== undefined) return Array.isArray(list) && list.every((item) => typeof item === 'string') ? (list as string[]).slice() : null;
  return typeof value.string === 'string' ? [value.string] : null;
}

function dayOf(value: unknown): number {
  return Math.floor(entitlementDateMillis(value) / DAY_MS);
}

/**
 * Checks a condition's operand against its operation once (spec 000 §5) and returns its compiled
 * form. A wrong operand, an unknown operation or an invalid regular expression compiles to INVALID,
 * which is false whatever `negate` says.
 */
export function compileCondition(raw: unknown, depth = 0): CompiledCondition {
  if (!isRecord(raw) || depth > MAX_GROUP_DEPTH) return INVALID;
  if (raw.op === undefined && Array.isArray(raw.conditions)) {
    const group = node(CONDITION_KIND.GROUP);
    group.isOr = raw.conditionLogic === 'or';
    group.children = raw.conditions.map((child) => compileCondition(child, depth + 1));
    return group;
  }
  const { op, attribute, value } = raw;
  if (typeof op !== 'string' || typeof attribute !== 'string' || !isRecord(value)) return INVALID;
  const c = node(CONDITION_KIND.INVALID, attribute, raw.negate === true);
  const listKind = STRING_LIST_OPS[op];
  const numberKind = NUMBER_OPS[op];
  const dateKind = DATE_OPS[op];
  if (listKind !== undefined) {
    const list = stringList(value);
    if (list === null) return INVALID;
    c.kind = listKind;
    c.list = list;
  } else if (op === 'matches') {
    if (typeof value.string !== 'string') return INVALID;
    c.regex = cachedRegExp(value.string);
    if (c.regex === null) return INVALID;
    c.kind = CONDITION_KIND.MATCHES;
  } else if (numberKind !== undefined) {
    if (!isNumber(value.number)) return INVALID;
    c.kind = numberKind;
    c.low = value.number;
  } else if (op === 'between_numeric') {
    if (!isNumber(value.start) || !isNumber(value.end)) return INVALID;
    c.kind = CONDITION_KIND.BETWEEN_NUMERIC;
    c.low = value.start;
    c.high = value.end;
  } else if (op === 'is') {
    if (typeof value.boolean !== 'boolean') return INVALID;
    c.kind = CONDITION_KIND.IS;
    c.bool = value.boolean;
  } else if (dateKind !== undefined) {
    c.low = dayOf(value.date);
    if (Number.isNaN(c.low)) return INVALID;
    c.kind = dateKind;
  } else if (op === 'between_date') {
    c.low = dayOf(value.start);
    c.high = dayOf(value.end);
    if (Number.isNaN(c.low) || Number.isNaN(c.high)) return INVALID;
    c.kind = CONDITION_KIND.BETWEEN_DATE;
  } else {
    return INVALID;
  }
  return c;
}
