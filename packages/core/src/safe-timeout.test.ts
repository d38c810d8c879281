import { TIMER_CAP_MS } from '@gatehouse/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeTimeout } from './safe-timeout';

describe('safeTimeout', () => {
  it('passes ordinary delays through', () => {
    expect(safeTimeout(0)).toBe(0);
    expect(safeTimeout(500)).toBe(500);
    expect(safeTimeout(TIMER_CAP_MS)).toBe(2147483647);
  });

  it('caps long delays at 2147483647 ms', () => {
    expect(safeTimeout(TIMER_CAP_MS + 1)).toBe(2147483647);
    expect(safeTimeout(7776000 * 1000)).toBe(2147483647);
    expect(safeTimeout(Number.POSITIVE_INFINITY)).toBe(2147483647);
  });

  it('turns negative delays and NaN into 0', () => {
    expect(safeTimeout(-1)).toBe(0);
    expect(safeTimeout(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(safeTimeout(Number.NaN)).toBe(0);
    // Regression (fast-check counterexample): negative zero is a zero delay.
    expect(Object.is(safeTimeout(-0), 0)).toBe(true);
  });

  it('always lies in [0, TIMER_CAP_MS]', () => {
    fc.assert(
      fc.property(fc.double(), (ms) => {
        const result = safeTimeout(ms);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(TIMER_CAP_MS);
        // Numeric equality: -0 comes back as +0, which is the same delay.
        if (ms >= 0 && ms <= TIMER_CAP_MS) expect(result === ms).toBe(true);
      }),
    );
  });
});
