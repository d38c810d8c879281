import { describe, expect, it } from 'vitest';
import { createSecretScanner, writtenForms } from './secret-scanner';

// The secrets gate is only as good as its search: planted leaks in every written form must be found.
describe('secret scanner', () => {
  const token = 'ePj0fuPu_TLsIcF_LRgZVgPtX2FuhV6is4SYpMZ4oRM';
  const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1In0.IaKejhJqvpNcnJPowNEmCMc2gF26Bm3H8AlkSFlRjIp';
  const password = 'correct "horse" battery/staple';
  const scanner = createSecretScanner([
    { kind: 'refreshToken', value: token },
    { kind: 'accessToken', value: jwt },
    { kind: 'password', value: password },
    { kind: 'password', value: 'short' },
    { kind: 'password', value: 'aaaaaaaaaaaaaaaa' },
  ]);

  it('finds a secret as is, percent- or form-encoded, JSON-escaped, and a token as hex or base64', () => {
    const hex = Buffer.from(token, 'base64url').toString('hex');
    const b64 = Buffer.from(token, 'base64url').toString('base64');
    for (const text of [
      `{"msg":"x ${token}"}`,
      `GET /a?p=${encodeURIComponent(password)}`,
      `GET /a?${new URLSearchParams({ p: password })}`,
      JSON.stringify({ body: password }),
      `key=${hex}`,
      `key=${b64}`,
    ]) {
      expect(scanner.scan(text).length, text).toBeGreaterThan(0);
    }
  });

  it('knows a JWT by its signature, so a token without it is no hit and a re-encoded one is', () => {
    expect(scanner.scan('eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1In0')).toEqual([]);
    expect(scanner.scan(`Bearer ${jwt}`)).toMatchObject([{ kind: 'accessToken' }]);
  });

  it('skips values too short or too uniform to tell from ordinary text', () => {
    expect(scanner.size).toBe(3);
    expect(scanner.scan('short aaaaaaaaaaaaaaaa')).toEqual([]);
    expect(writtenForms('abc')).toEqual([]);
  });
});
