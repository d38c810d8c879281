import { headers } from '@gatehouse/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, refreshCookieOf, signUpAndActivate, type TestServer } from '../../../test/harness';

describe('password login, refresh and logout', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('signs in with the right password and sets an HttpOnly refresh cookie', async () => {
    const u = await signUpAndActivate(t);
    const res = await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: u.email, password: u.password } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ mfaRequired: false, expiresIn: 600, userId: u.userId, tenantId: u.tenantId });
    expect(typeof body.accessToken).toBe('string');
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/gh_refresh=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('audits sign-ins, failed and successful, with the request id the answer carries', async () => {
    const u = await signUpAndActivate(t);
    const failed = await t.request('POST', '/identity/resources/auth/v1/user', {
      body: { email: u.email, password: 'not the password at all' },
    });
    const ok = await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: u.email, password: u.password } });
    for (const [res, action] of [
      [failed, 'auth.login.failed'],
      [ok, 'auth.login.succeeded'],
    ] as const) {
      const requestId = res.headers.get(headers.traceId);
      expect(requestId).toBeTruthy();
      const row = await t.deps.db.kysely.selectFrom('audit_log').selectAll().where('request_id', '=', requestId).executeTakeFirst();
      expect(row).toMatchObject({ action, actor_id: u.userId, target_id: u.userId });
    }
  });

  it('the token of a sign-in and of each refresh carries the user as stored at that moment', async () => {
    const u = await signUpAndActivate(t);
    const login = await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: u.email, password: u.password } });
    const claimsOf = async (res: Response) => decodeJwt(((await res.json()) as { accessToken: string }).accessToken);
    const first = await claimsOf(login);
    expect(first).toMatchObject({ sub: u.userId, email: u.email, email_verified: true, name: 'Ada Lovelace' });
    const cookie = refreshCookieOf(login)!;
    const put = await t.request('PUT', '/identity/resources/users/v2/me', {
      token: u.accessToken,
      body: { name: 'Grace Hopper', metadata: '{"team":"compilers"}' },
    });
    expect(put.status).toBe(200);
    const refreshed = await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { cookie, body: {} });
    expect(refreshed.status).toBe(200);
    expect(await claimsOf(refreshed)).toMatchObject({
      sub: u.userId,
      email: u.email,
      name: 'Grace Hopper',
      metadata: { team: 'compilers' },
    });
  });

  it('is served under the /frontegg prefix too', async () => {
    const u = await signUpAndActivate(t);
    const res = await t.request('POST', '/frontegg/identity/resources/auth/v1/user', { body: { email: u.email, password: u.password } });
    expect(res.status).toBe(200);
  });

  it('answers an unknown email and a wrong password with the same status and body', async () => {
    const u = await signUpAndActivate(t);
    const wrong = await t.request('POST', '/identity/resources/auth/v1/user', {
      body: { email: u.email, password: 'not the right password at all' },
    });
    const unknown = await t.request('POST', '/identity/resources/auth/v1/user', {
      body: { email: 'nobody-here@example.com', password: 'not the right password at all' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = await wrong.json();
    const b = await unknown.json();
    delete a.requestId;
    delete b.requestId;
    expect(a).toEqual(b);
    expect(a).toEqual({ errors: ['Incorrect email or password'], errorCode: 'auth.invalid_credentials' });
  });

  it('rotates the refresh token on every use', async () => {
    const u = await signUpAndActivate(t);
    const r1 = await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { body: { tenantId: null }, cookie: u.cookie });
    expect(r1.status).toBe(200);
    const c1 = refreshCookieOf(r1)!;
    expect(c1).toBeTruthy();
    expect(c1).not.toBe(u.cookie);
    const r2 = await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { body: { tenantId: null }, cookie: c1 });
    expect(r2.status).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const u = await signUpAndActivate(t);
    const r1 = await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { cookie: u.cookie });
    const live = refreshCookieOf(r1)!;
    const access = (await r1.json()).accessToken as string;
    const replay = await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { cookie: u.cookie });
    expect(replay.status).toBe(401);
    // The newest token of the family and its access tokens are dead too.
    expect((await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { cookie: live })).status).toBe(401);
    expect((await t.request('GET', '/identity/resources/users/v2/me', { token: access })).status).toBe(401);
  });

  it('refuses refresh from a foreign Origin or without one', async () => {
    const u = await signUpAndActivate(t);
    const foreign = await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', {
      cookie: u.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).errorCode).toBe('request.forbidden_origin');
    const still = await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { cookie: u.cookie });
    expect(still.status).toBe(200);
  });

  it('answers 401 to a refresh without a cookie', async () => {
    const res = await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { body: { tenantId: null } });
    expect(res.status).toBe(401);
  });

  it('logs out: the cookie is cleared and neither refresh nor the access token work afterwards', async () => {
    const u = await signUpAndActivate(t);
    const out = await t.request('POST', '/identity/resources/auth/v1/logout', { cookie: u.cookie, token: u.accessToken });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join('')).toMatch(/gh_refresh=;/);
    expect((await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { cookie: u.cookie })).status).toBe(401);
    expect((await t.request('GET', '/identity/resources/users/v2/me', { token: u.accessToken })).status).toBe(401);
  });

  it('throttles an account after repeated failures, even for the right password', async () => {
    const u = await signUpAndActivate(t);
    for (let i = 0; i < t.config.loginDelayAfterFailures; i++) {
      await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: u.email, password: 'wrong password number ' + i } });
    }
    const locked = await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: u.email, password: u.password } });
    expect(locked.status).toBe(403);
    expect((await locked.json()).errorCode).toBe('auth.account_locked');
    t.clock.advance(2_000);
    expect((await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: u.email, password: u.password } })).status).toBe(
      200,
    );
  });
});
