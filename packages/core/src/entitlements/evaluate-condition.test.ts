import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributesArb, validConditionArb } from './entitlement-arbitraries';
import { evaluateCondition } from './evaluate-condition';
import type { Condition, ConditionOperation } from './types';

const cond = (op: string, value: unknown, negate = false): Condition => ({
  attribute: 'a',
  op: op as ConditionOperation,
  value: value as Record<string, unknown>,
  negate,
});
const holds = (op: string, value: unknown, attribute: unknown, negate = false) =>
  evaluateCondition(cond(op, value, negate), { a: attribute });

// [operation, value, attribute, expected] — the table of spec 000 §4.8.6 with the reference shapes.
const table: [string, unknown, unknown, boolean][] = [
  ['in_list', { list: ['a', 'b'] }, 'a', true],
  ['in_list', { list: ['a', 'b'] }, 'c', false],
  ['in_list', { list: ['a', 'b'] }, 'A', false],
  ['in_list', { list: [] }, 'a', false],
  ['starts_with', { list: ['ab', 'x'] }, 'abc', true],
  ['starts_with', { list: ['ab', 'x'] }, 'xyz', true],
  ['starts_with', { list: ['ab', 'x'] }, 'cab', false],
  ['starts_with', { string: 'ab' }, 'abc', true],
  ['starts_with', { string: 'ab' }, 'ba', false],
  ['ends_with', { list: ['.com'] }, 'ann@acme.com', true],
  ['ends_with', { list: ['.com'] }, 'ann@acme.org', false],
  ['ends_with', { string: '.com' }, '.com', true],
  ['contains', { list: ['@acme'] }, 'ann@acme.io', true],
  ['contains', { list: ['@acme'] }, 'ann@other.io', false],
  ['contains', { list: [''] }, '', true],
  ['matches', { string: '^a.*z$' }, 'abcz', true],
  ['matches', { string: '^a.*z$' }, 'abc', false],
  ['matches', { string: '\\d' }, 'ab1c', true], // unanchored, as the reference
  ['matches', { string: '' }, 'anything', true],
  ['equal', { number: 5 }, 5, true],
  ['equal', { number: 5 }, 5.000001, false],
  ['equal', { number: 0 }, -0, true],
  ['greater_than', { number: 5 }, 6, true],
  ['greater_than', { number: 5 }, 5, false],
  ['greater_than_equal', { number: 5 }, 5, true],
  ['greater_than_equal', { number: 5 }, 4.99, false],
  ['lower_than', { number: 5 }, 4, true],
  ['lower_than', { number: 5 }, 5, false],
  ['lower_than_equal', { number: 5 }, 5, true],
  ['lower_than_equal', { number: 5 }, 5.01, false],
  ['between_numeric', { start: 1, end: 3 }, 1, true], // inclusive at both ends
  ['between_numeric', { start: 1, end: 3 }, 3, true],
  ['between_numeric', { start: 1, end: 3 }, 0.999, false],
  ['between_numeric', { start: 1, end: 3 }, 3.001, false],
  ['between_numeric', { start: 3, end: 1 }, 2, false], // reversed range matches nothing
  ['is', { boolean: true }, true, true],
  ['is', { boolean: true }, false, false],
  ['is', { boolean: false }, false, true],
  // Dates: whole UTC days. `on` is the same UTC calendar day.
  ['on', { date: '2024-05-01T12:00:00Z' }, '2024-05-01T12:00:00Z', true], // same instant
  ['on', { date: '2024-05-01T12:00:00Z' }, '2024-05-01T00:00:00.000Z', true], // first ms of the day
  ['on', { date: '2024-05-01T12:00:00Z' }, '2024-05-01T23:59:59.999Z', true], // last ms of the day
  ['on', { date: '2024-05-01T12:00:00Z' }, '2024-05-02T00:00:00Z', false],
  ['on', { date: '2024-05-01T12:00:00Z' }, '2024-04-30T23:59:59.999Z', false],
  ['on', { date: '2024-05-01' }, Date.UTC(2024, 4, 1, 18), true], // epoch milliseconds
  ['on', { date: Date.UTC(2024, 4, 1) }, '2024-05-01', true],
  ['on', { date: '2024-05-01' }, '2024-05-02T00:30:00+01:00', true], // = 23:30Z on May 1
  ['on', { date: '2024-05-01' }, '2024-05-01T23:30:00-01:00', false], // = 00:30Z on May 2
  ['on', { date: '2024-05-01' }, '2024-05-01T10:00:00', true], // no offset: UTC
  ['on', { date: '2024-05-01' }, new Date(Date.UTC(2024, 4, 1, 5)), true],
  ['on_or_after', { date: '2024-05-01T12:00:00Z' }, '2024-05-01T00:00:00Z', true], // same day counts as "on"
  ['on_or_after', { date: '2024-05-01T12:00:00Z' }, '2024-04-30T23:59:59.999Z', false],
  ['on_or_after', { date: '2024-05-01' }, '2030-01-01', true],
  ['on_or_before', { date: '2024-05-01T00:00:00Z' }, '2024-05-01T23:59:59.999Z', true],
  ['on_or_before', { date: '2024-05-01T00:00:00Z' }, '2024-05-02T00:00:00Z', false],
  ['on_or_before', { date: '2024-05-01' }, '1999-12-31', true],
  ['between_date', { start: '2024-05-01', end: '2024-05-03' }, '2024-05-01T00:00:00Z', true], // inclusive start day
  ['between_date', { start: '2024-05-01', end: '2024-05-03' }, '2024-05-03T23:59:59.999Z', true], // inclusive end day
  ['between_date', { start: '2024-05-01', end: '2024-05-03' }, '2024-04-30T23:59:59.999Z', false],
  ['between_date', { start: '2024-05-01', end: '2024-05-03' }, '2024-05-04T00:00:00Z', false],
  ['between_date', { start: '2024-05-01T08:00:00Z', end: '2024-05-01T08:00:00Z' }, '2024-05-01T08:00:00Z', true], // same instant
  ['between_date', { start: '2024-05-03', end: '2024-05-01' }, '2024-05-02', false], // reversed
  ['between_date', { start: '2024-02-28', end: '2024-03-01' }, '2024-02-29', true], // leap day
];

describe('evaluateCondition: every operation (spec 000 §4.8.6)', () => {
  it.each(table)('%s %j on %j → %s', (op, value, attribute, expected) => {
    expect(holds(op, value, attribute)).toBe(expected);
    // For a valid operand and attribute negate is the exact inversion.
    expect(holds(op, value, attribute, true)).toBe(!expected);
  });
});

describe('evaluateCondition: invalid operands are false whatever negate says (spec 000 §5)', () => {
  const invalid: [string, string, unknown, unknown][] = [
    ['invalid regular expression', 'matches', { string: '(' }, 'x'],
    ['invalid regular expression (class)', 'matches', { string: '[z-a]' }, 'x'],
    ['matches without string', 'matches', { list: ['x'] }, 'x'],
    ['list with a non-string', 'in_list', { list: ['a', 1] }, 'a'],
    ['list not an array', 'in_list', { list: 'a' }, 'a'],
    ['no list', 'starts_with', {}, 'a'],
    ['number as a string', 'equal', { number: '5' }, 5],
    ['NaN number', 'greater_than', { number: Number.NaN }, 5],
    ['range missing end', 'between_numeric', { start: 1 }, 2],
    ['boolean as a string', 'is', { boolean: 'true' }, true],
    ['not a date', 'on', { date: 'yesterday' }, '2024-05-01'],
    ['month 13', 'on', { date: '2024-13-01' }, '2024-05-01'],
    ['Feb 30', 'on_or_after', { date: '2024-02-30' }, '2024-05-01'],
    ['date range with a bad end', 'between_date', { start: '2024-01-01', end: 'soon' }, '2024-05-01'],
    ['infinite epoch', 'on_or_before', { date: Number.POSITIVE_INFINITY }, '2024-05-01'],
    ['unknown operation', 'is_empty', { boolean: true }, true],
    ['value not an object', 'is', true, true],
    ['value null', 'equal', null, 1],
  ];
  it.each(invalid)('%s', (_name, op, value, attribute) => {
    expect(holds(op, value, attribute)).toBe(false);
    expect(holds(op, value, attribute, true)).toBe(false);
  });

  const wrongAttribute: [string, unknown, unknown][] = [
    ['in_list', { list: ['1'] }, 1],
    ['contains', { list: ['a'] }, ['a']],
    ['matches', { string: '.*' }, 42],
    ['equal', { number: 1 }, '1'],
    ['equal', { number: 1 }, true],
    ['between_numeric', { start: 0, end: 2 }, Number.NaN],
    ['is', { boolean: true }, 'true'],
    ['is', { boolean: false }, 0],
    ['on', { date: '2024-05-01' }, true],
    ['on', { date: '2024-05-01' }, '01/05/2024'],
    ['on', { date: '2024-05-01' }, '2023-02-29'], // not a leap year
    ['on_or_after', { date: '2024-05-01' }, { at: '2024-05-01' }],
    ['between_date', { start: '2024-05-01', end: '2024-05-02' }, new Date(Number.NaN)],
  ];
  it.each(wrongAttribute)('%s %j with attribute %j of the wrong type', (op, value, attribute) => {
    expect(holds(op, value, attribute)).toBe(false);
    expect(holds(op, value, attribute, true)).toBe(false);
  });

  it.each([undefined, null])('a missing attribute (%s) is false, negated too', (attribute) => {
    expect(holds('is', { boolean: false }, attribute, true)).toBe(false);
    expect(evaluateCondition(cond('in_list', { list: [] }, true), {})).toBe(false);
  });

  it('does not read inherited names as attributes', () => {
    const c: Condition = { attribute: 'constructor', op: 'matches', value: { string: '' }, negate: false };
    expect(evaluateCondition(c, {})).toBe(false);
    expect(evaluateCondition({ ...c, negate: true }, {})).toBe(false);
  });

  it('caches an invalid pattern as invalid (repeated evaluation stays false)', () => {
    const c = cond('matches', { string: '(?<' });
    for (let i = 0; i < 3; i++) expect(evaluateCondition(c, { a: '(?<' })).toBe(false);
  });
});

describe('evaluateCondition: groups', () => {
  const yes = cond('is', { boolean: true });
  const no = cond('is', { boolean: false });
  const attrs = { a: true };
  it('and needs all, or needs one, empty and holds, empty or does not', () => {
    expect(evaluateCondition({ conditionLogic: 'and', conditions: [yes, yes] }, attrs)).toBe(true);
    expect(evaluateCondition({ conditionLogic: 'and', conditions: [yes, no] }, attrs)).toBe(false);
    expect(evaluateCondition({ conditionLogic: 'or', conditions: [no, yes] }, attrs)).toBe(true);
    expect(evaluateCondition({ conditionLogic: 'or', conditions: [no, no] }, attrs)).toBe(false);
    expect(evaluateCondition({ conditionLogic: 'and', conditions: [] }, attrs)).toBe(true);
    expect(evaluateCondition({ conditionLogic: 'or', conditions: [] }, attrs)).toBe(false);
  });
  it('nests, and stops at a depth limit instead of overflowing the stack', () => {
    expect(evaluateCondition({ conditionLogic: 'or', conditions: [{ conditionLogic: 'and', conditions: [yes] }] }, attrs)).toBe(true);
    let deep: unknown = yes;
    for (let i = 0; i < 10_000; i++) deep = { conditionLogic: 'and', conditions: [deep] };
    expect(evaluateCondition(deep as Condition, attrs)).toBe(false);
  });
});

describe('evaluateCondition: properties', () => {
  it('negate is the exact inversion for a valid operand and a present attribute of the right type', () => {
    fc.assert(
      fc.property(validConditionArb, attributesArb, (condition, attributes) => {
        fc.pre(attributes[condition.attribute as keyof typeof attributes] !== undefined);
        expect(evaluateCondition({ ...condition, negate: true }, attributes)).toBe(
          !evaluateCondition({ ...condition, negate: false }, attributes),
        );
      }),
    );
  });

  const wrongTyped = fc.oneof(fc.constant({}), fc.constant([]), fc.constant(null), fc.boolean(), fc.string(), fc.double());
  it('an attribute of the wrong type or a missing one never satisfies a condition, negated or not', () => {
    fc.assert(
      fc.property(validConditionArb, fc.option(wrongTyped, { nil: undefined }), (condition, value) => {
        const family = typeof { 'frontegg.email': '', plan: '', seats: 0, beta: true, signup: '' }[condition.attribute];
        const dateLike =
          condition.attribute === 'signup' && (typeof value === 'number' || (typeof value === 'string' && /^\d{4}-/.test(value)));
        fc.pre(value === undefined || (typeof value !== family && !dateLike));
        expect(evaluateCondition(condition, { [condition.attribute]: value })).toBe(false);
      }),
    );
  });

  const junkValue = fc.dictionary(
    fc.constantFrom('list', 'string', 'number', 'start', 'end', 'boolean', 'date'),
    fc.oneof(fc.constant(null), fc.object(), fc.constant(Number.NaN)),
  );
  it('an operand of the wrong type never satisfies a condition, negated or not', () => {
    fc.assert(
      fc.property(validConditionArb, junkValue, attributesArb, fc.boolean(), (condition, value, attributes, negate) => {
        expect(evaluateCondition({ ...condition, value, negate }, attributes)).toBe(false);
      }),
    );
  });
});
