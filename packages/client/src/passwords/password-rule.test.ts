import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../test-utils/create-test-client';
import { loadPasswordRule } from './password-rule';

const CONFIG = '/identity/resources/users/v1/passwords/config';

afterEach(() => vi.restoreAllMocks());

describe('loadPasswordRule', () => {
  it("reads the server's length rule, for the user of a link when given", async () => {
    const { client, fake } = createTestClient();
    fake.on('GET', CONFIG, { body: { minLength: 10, maxLength: 128, allowPassphrases: true } });
    expect(await loadPasswordRule(client, 'u-1')).toEqual({ minLength: 10, maxLength: 128 });
    expect(fake.calls(CONFIG)[0]?.query.get('userId')).toBe('u-1');
    expect(await loadPasswordRule(client)).toEqual({ minLength: 10, maxLength: 128 });
    expect(fake.calls(CONFIG)[1]?.query.has('userId')).toBe(false);
  });

  it('answers null when the rule cannot be read or makes no sense, so the form states only what it knows', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, fake } = createTestClient();
    fake.on('GET', CONFIG, { status: 500, body: { errors: ['down'] } }, { body: { minLength: -3 } }, { body: { minLength: 8 } });
    expect(await loadPasswordRule(client)).toBeNull();
    expect(await loadPasswordRule(client)).toBeNull();
    expect(await loadPasswordRule(client)).toEqual({ minLength: 8, maxLength: Number.MAX_SAFE_INTEGER });
  });
});
