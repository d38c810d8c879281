import { MULTI_FACTOR_ACR } from '@gatehouse/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSteppedUp } from './is-stepped-up';

const NOW = Date.UTC(2025, 0, 1);
const nowSeconds = NOW / 1000;
const stepped = { acr: MULTI_FACTOR_ACR, amr: ['mfa', 'otp'], auth_time: nowSeconds - 60 };

describe('isSteppedUp', () => {
  it('uses the multi-factor ACR of wire-compat §4.3', () => {
    expect(MULTI_FACTOR_ACR).toBe('http://schemas.openid.net/pape/policies/2007/06/multi-factor');
  });

  it.each([['otp'], ['sms'], ['hwk']])('accepts mfa + %s', (method) => {
    expect(isSteppedUp({ acr: MULTI_FACTOR_ACR, amr: ['pwd', 'mfa', method] })).toBe(true);
  });

  it('rejects missing claims', () => {
    expect(isSteppedUp(null)).toBe(false);
    expect(isSteppedUp(undefined)).toBe(false);
    expect(isSteppedUp({})).toBe(false);
  });

  it('rejects a wrong or missing acr', () => {
    expect(isSteppedUp({ ...stepped, acr: undefined })).toBe(false);
    expect(isSteppedUp({ ...stepped, acr: 'urn:mace:incommon:iap:silver' })).toBe(false);
    expect(isSteppedUp({ ...stepped, acr: `${MULTI_FACTOR_ACR} ` })).toBe(false);
  });

  it('needs mfa and one of otp, sms, hwk in amr', () => {
    expect(isSteppedUp({ ...stepped, amr: undefined })).toBe(false);
    expect(isSteppedUp({ ...stepped, amr: [] })).toBe(false);
    expect(isSteppedUp({ ...stepped, amr: ['otp'] })).toBe(false);
    expect(isSteppedUp({ ...stepped, amr: ['mfa'] })).toBe(false);
    expect(isSteppedUp({ ...stepped, amr: ['mfa', 'pwd'] })).toBe(false);
    // 'sso' satisfies the Node SDK validator but not the browser rule of spec 000 §4.5.
    expect(isSteppedUp({ ...stepped, amr: ['mfa', 'sso'] })).toBe(false);
    expect(isSteppedUp({ ...stepped, amr: 'mfa otp' as unknown as string[] })).toBe(false);
  });

  it('ignores auth_time when no maxAge is given', () => {
    expect(isSteppedUp({ acr: MULTI_FACTOR_ACR, amr: ['mfa', 'sms'] })).toBe(true);
    expect(isSteppedUp({ ...stepped, auth_time: 0 }, {})).toBe(true);
  });

  it('with maxAge, needs auth_time within it', () => {
    expect(isSteppedUp(stepped, { maxAge: 60, now: NOW })).toBe(true);
    expect(isSteppedUp(stepped, { maxAge: 59, now: NOW })).toBe(false);
    expect(isSteppedUp(stepped, { maxAge: 3600, now: NOW })).toBe(true);
    expect(isSteppedUp({ ...stepped, auth_time: nowSeconds }, { maxAge: 0, now: NOW })).toBe(true);
    expect(isSteppedUp({ ...stepped, auth_time: undefined }, { maxAge: 3600, now: NOW })).toBe(false);
    expect(isSteppedUp({ ...stepped, auth_time: Number.NaN }, { maxAge: 3600, now: NOW })).toBe(false);
    expect(isSteppedUp({ ...stepped, auth_time: '1' as unknown as number }, { maxAge: 3600, now: NOW })).toBe(false);
  });

  it('fails closed on a nonsensical maxAge', () => {
    expect(isSteppedUp(stepped, { maxAge: -1, now: NOW })).toBe(false);
    expect(isSteppedUp(stepped, { maxAge: Number.NaN, now: NOW })).toBe(false);
    expect(isSteppedUp(stepped, { maxAge: Number.POSITIVE_INFINITY, now: NOW })).toBe(false);
  });

  it('defaults now to the current time', () => {
    const fresh = { ...stepped, auth_time: Date.now() / 1000 - 5 };
    expect(isSteppedUp(fresh, { maxAge: 3600 })).toBe(true);
    expect(isSteppedUp({ ...fresh, auth_time: Date.now() / 1000 - 7200 }, { maxAge: 3600 })).toBe(false);
  });

  it('agrees with the rule for any claims and maxAge', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(MULTI_FACTOR_ACR, 'other', undefined),
        fc.uniqueArray(fc.constantFrom<string>('mfa', 'otp', 'sms', 'hwk', 'pwd', 'sso', 'fido')),
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
        (acr, amr, age, maxAge) => {
          const claims = { acr, amr, auth_time: nowSeconds - age };
          const expected =
            acr === MULTI_FACTOR_ACR &&
            amr.includes('mfa') &&
            ['otp', 'sms', 'hwk'].some((m) => amr.includes(m)) &&
            (maxAge === undefined || age <= maxAge);
          expect(isSteppedUp(claims, { maxAge, now: NOW })).toBe(expected);
        },
      ),
    );
  });
});
