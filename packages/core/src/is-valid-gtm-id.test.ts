import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidGtmId } from './is-valid-gtm-id';

describe('isValidGtmId', () => {
  it.each(['GTM-ABC123', 'GTM-K9X2', 'gtm-abc', 'GTM-1'])('accepts %s', (id) => {
    expect(isValidGtmId(id)).toBe(true);
  });

  it.each([
    '',
    'GTM-',
    'GTM',
    'UA-12345-1',
    'G-ABC123',
    'GTM-ABC 123',
    'GTM-ABC_1',
    'GTM-ABC\n',
    ' GTM-ABC',
    'xGTM-ABC',
    "GTM-A');alert(1)//",
  ])('rejects %j', (id) => {
    expect(isValidGtmId(id)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isValidGtmId(undefined as unknown as string)).toBe(false);
  });

  it('accepts exactly GTM- plus letters and digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), (suffix) => {
        expect(isValidGtmId(`GTM-${suffix}`)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (suffix) => {
        expect(isValidGtmId(`GTM-${suffix}`)).toBe(/^[A-Za-z0-9]+$/.test(suffix));
      }),
    );
  });
});
