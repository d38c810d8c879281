import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64UrlEncode } from './base64-url-encode';
import { decodeToken } from './decode-token';
import { InvalidTokenError } from './invalid-token-error';

const header = base64UrlEncode(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
const jwt = (payload: string) => `${header}.${base64UrlEncode(payload)}.signature`;

function expectInvalid(token: unknown) {
  let thrown: unknown;
  try {
    decodeToken(token as string);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(InvalidTokenError);
  expect(thrown).toBeInstanceOf(Error);
  expect((thrown as Error).message).toBe('Invalid token specified');
  expect((thrown as Error).name).toBe('InvalidTokenError');
}

describe('decodeToken', () => {
  it('decodes the payload without checking the signature', () => {
    const claims = { sub: 'u1', tenantId: 't1', amr: ['mfa', 'otp'], name: 'Zoë ✓', exp: 1 };
    expect(decodeToken(jwt(JSON.stringify(claims)))).toEqual(claims);
    expect(decodeToken(`${header}.${base64UrlEncode('{"a":1}')}`)).toEqual({ a: 1 });
  });

  it('accepts a padded standard-base64 payload segment', () => {
    const segment = btoa('{"x":"??>"}');
    expect(segment).toMatch(/[+/=]/);
    expect(decodeToken<{ x: string }>(`h.${segment}.s`).x).toBe('??>');
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an object', {}],
  ])("throws InvalidTokenError('Invalid token specified') for %s", (_label, token) => expectInvalid(token));

  it.each([
    ['no second segment', 'abc'],
    ['an empty second segment', 'abc..def'],
    ['an empty string', ''],
    ['a payload that is not base64url', 'a.%%%.c'],
    ['a payload that is not JSON', jwt('not json')],
    ['a truncated JSON payload', jwt('{"sub":"u1"')],
    ['a JSON payload that is not an object', jwt('123')],
    ['a JSON null payload', jwt('null')],
    ['a JSON array payload', jwt('[1,2]')],
  ])('throws for %s', (_label, token) => expectInvalid(token));

  it('keeps the underlying error as cause', () => {
    try {
      decodeToken(jwt('nope'));
      expect.unreachable();
    } catch (error) {
      expect((error as Error).cause).toBeInstanceOf(SyntaxError);
    }
  });

  it('round-trips any JSON object payload', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (claims) => {
        const json = JSON.stringify(claims);
        expect(decodeToken(jwt(json))).toEqual(JSON.parse(json));
      }),
    );
  });

  it('only ever throws InvalidTokenError', () => {
    fc.assert(
      fc.property(fc.string(), (token) => {
        try {
          decodeToken(token);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidTokenError);
        }
      }),
    );
  });
});
