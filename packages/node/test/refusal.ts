import { expect } from 'vitest';
import { GatehouseAuthError } from '../src/index';

/** The GatehouseAuthError a promise rejects with; fails the test when the promise resolves. */
export async function refusal(promise: Promise<unknown>): Promise<GatehouseAuthError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(GatehouseAuthError);
    return e as GatehouseAuthError;
  }
  throw new Error('expected a refusal, the token was accepted');
}
