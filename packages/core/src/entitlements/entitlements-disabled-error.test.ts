import { describe, expect, it } from 'vitest';
import { EntitlementsDisabledError, requireEntitlementsEnabled } from './entitlements-disabled-error';

describe('requireEntitlementsEnabled (spec 000 §6)', () => {
  it('passes when enabled', () => {
    expect(() => requireEntitlementsEnabled(true)).not.toThrow();
  });
  it.each([false, undefined])('throws the adapted message when %s', (enabled) => {
    expect(() => requireEntitlementsEnabled(enabled)).toThrow(EntitlementsDisabledError);
    expect(() => requireEntitlementsEnabled(enabled)).toThrow(
      'You must first enable entitlements via Gatehouse options to use this function',
    );
  });
  it('names the error', () => {
    expect(new EntitlementsDisabledError().name).toBe('EntitlementsDisabledError');
  });
});
