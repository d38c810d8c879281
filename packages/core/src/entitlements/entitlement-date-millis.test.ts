import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entitlementDateMillis } from './entitlement-date-millis';

describe('entitlementDateMillis', () => {
  it.each([
    ['2024-05-01', Date.UTC(2024, 4, 1)],
    ['2024-05-01T10:20', Date.UTC(2024, 4, 1, 10, 20)],
    ['2024-05-01T10:20:30', Date.UTC(2024, 4, 1, 10, 20, 30)],
    ['2024-05-01T10:20:30.5Z', Date.UTC(2024, 4, 1, 10, 20, 30, 500)],
    ['2024-05-01T10:20:30.123456789Z', Date.UTC(2024, 4, 1, 10, 20, 30, 123)],
    ['2024-05-01T10:20:30+02:00', Date.UTC(2024, 4, 1, 8, 20, 30)],
    ['2024-05-01T10:20:30-0130', Date.UTC(2024, 4, 1, 11, 50, 30)],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['2000-02-29', Date.UTC(2000, 1, 29)],
    ['0050-01-01', new Date(Date.UTC(2000, 0, 1)).setUTCFullYear(50)],
  ])('parses %s as UTC', (text, expected) => {
    expect(entitlementDateMillis(text)).toBe(expected);
  });

  it.each([
    '',
    '2024',
    '2024-5-1',
    '2024-05-01 10:20',
    '2024-05-01T24:00',
    '2024-05-01T10:60',
    '1900-02-29',
    '2023-02-29',
    '2024-04-31',
    '2024-05-01T10:00+24:00',
    'May 1 2024',
    '1714521600000',
  ])('rejects %j', (text) => {
    expect(entitlementDateMillis(text)).toBeNaN();
  });

  it('accepts finite epoch milliseconds and valid Dates, nothing else', () => {
    expect(entitlementDateMillis(0)).toBe(0);
    expect(entitlementDateMillis(new Date(5))).toBe(5);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 9e15, true, null, undefined, {}, [2024]])
      expect(entitlementDateMillis(bad)).toBeNaN();
  });

  it('agrees with the platform on every ISO instant it prints', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(9999, 11, 31) }), (ms) => {
        expect(entitlementDateMillis(new Date(ms).toISOString())).toBe(ms);
      }),
    );
  });
});
