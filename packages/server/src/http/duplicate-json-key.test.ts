import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, signUpAndActivate, type TestServer } from '../../test/harness';
import { hasDuplicateJsonKey } from './duplicate-json-key';

const LOGIN = '/identity/resources/auth/v1/user';

describe('a JSON body that names a key twice in one object', () => {
  it('is found at any depth, escapes decoded; the same key in sibling objects is no repeat', () => {
    expect(hasDuplicateJsonKey('{"email":"U","password":"a","password":"b"}')).toBe(true);
    expect(hasDuplicateJsonKey('{"a":{"b":1,"c":{"d":1,"d":2}}}')).toBe(true);
    expect(hasDuplicateJsonKey('[1,{"x":[{"k":1,"k":1}]}]')).toBe(true);
    expect(hasDuplicateJsonKey('{"a":1,"\\u0061":2}')).toBe(true);
    expect(hasDuplicateJsonKey('{"a":{"b":1},"b":{"a":2}}')).toBe(false);
    expect(hasDuplicateJsonKey('[{"a":1},{"a":2}]')).toBe(false);
    expect(hasDuplicateJsonKey('{"a":"{\\"a\\":1,\\"a\\":2}"}')).toBe(false);
    expect(hasDuplicateJsonKey('{}')).toBe(false);
    expect(hasDuplicateJsonKey('"a,{"')).toBe(false);
  });

  describe('sent to the server', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await createTestServer();
    });
    afterAll(() => t.close());

    it('the wrong password first, the right one second: refused with 400 in the §8 format, no session', async () => {
      const u = await signUpAndActivate(t);
      const sessions = async () =>
        (await t.deps.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', u.userId).execute()).length;
      const before = await sessions();
      const res = await t.request('POST', LOGIN, {
        rawBody: `{"email":${JSON.stringify(u.email)},"password":"wrong","password":${JSON.stringify(u.password)}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
      const error = await errorOf(res);
      expect(error).toEqual({
        status: 400,
        errors: ['The request body names the same key twice in one object'],
        errorCode: 'request.duplicate_key',
      });
      expect(await sessions()).toBe(before);
      // The same body with the key once signs in.
      expect((await t.request('POST', LOGIN, { body: { email: u.email, password: u.password } })).status).toBe(200);
    });

    it('a repeated key nested in an object is refused the same way, before any handler runs', async () => {
      const u = await signUpAndActivate(t);
      const res = await t.request('PUT', '/identity/resources/users/v2/me', {
        token: u.accessToken,
        rawBody: '{"name":"Ada","metadata":{"a":"1","a":"2"}}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: string[]; errorCode: string; requestId: string };
      expect(body).toEqual({
        errors: ['The request body names the same key twice in one object'],
        errorCode: 'request.duplicate_key',
        requestId: expect.any(String),
      });
      expect(res.headers.get('frontegg-trace-id')).toBe(body.requestId);
    });

    it('a body nested too deeply to scan is refused as malformed JSON, not a fault', async () => {
      const deep = `{"email":"a@example.com","password":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
      const res = await t.request('POST', LOGIN, { rawBody: deep, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).errorCode).toBe('request.malformed_json');
    });

    it('the OAuth token endpoint refuses a repeated parameter in a JSON body, as in a form (RFC 6749 §3.2)', async () => {
      const res = await t.request('POST', '/oauth/token', {
        rawBody:
          '{"grant_type":"authorization_code","code":"a","code":"b","redirect_uri":"https://app.example.com/cb","code_verifier":"' +
          'v'.repeat(43) +
          '"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_request' });
    });
  });
});
