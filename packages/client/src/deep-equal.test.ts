import { describe, expect, it } from 'vitest';
import { deepEqual } from './deep-equal';

describe('deepEqual', () => {
  it.each([
    [1, 1, true],
    [NaN, NaN, true],
    ['a', 'b', false],
    [null, {}, false],
    [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [[1, 2], [1, 2, 3], false],
    [[1], { 0: 1, length: 1 }, false],
    [{ a: { b: true } }, { a: { b: false } }, false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(deepEqual(a, b)).toBe(expected);
  });
});
