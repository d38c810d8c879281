import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, signUpAndActivate, type TestServer } from '../../../test/harness';

const SIGN_UP = '/identity/resources/users/v1/signUp';
const LOGIN = '/identity/resources/auth/v1/user';
const PASSWORD = 'correct horse battery staple';
const newEmail = () => `signup-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('sign-up', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('answers {shouldActivate, userId, tenantId} without a cookie and emails an activation link to the app', async () => {
    const email = newEmail();
    const res = await t.request('POST', SIGN_UP, { body: { email, password: PASSWORD, companyName: 'Acme Corp', name: 'Ada Lovelace' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ shouldActivate: true, userId: expect.any(String), tenantId: expect.any(String) });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(refreshCookieOf(res)).toBeUndefined();

    const mails = await t.mails(email);
    expect(mails.map((m) => m.kind)).toEqual(['activation']);
    const link = new URL(mails[0]!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.appUrl.replace(/\/$/, '')}/account/activate`);
    expect(link.searchParams.get('userId')).toBe(body.userId);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
  });

  it('refuses to sign in before activation with 403 auth.not_verified', async () => {
    const email = newEmail();
    expect((await t.request('POST', SIGN_UP, { body: { email, password: PASSWORD, companyName: 'Acme Corp' } })).status).toBe(200);
    const res = await t.request('POST', LOGIN, { body: { email, password: PASSWORD } });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).errorCode).toBe('auth.not_verified');
    expect(refreshCookieOf(res)).toBeUndefined();
  });

  it('creates a tenant with the user as its Admin', async () => {
    const u = await signUpAndActivate(t);
    const claims = decodeJwt(u.accessToken);
    expect(claims.sub).toBe(u.userId);
    expect(claims.tenantId).toBe(u.tenantId);
    expect(claims.tenantIds).toEqual([u.tenantId]);
    expect(claims.roles).toContain('Admin');
    expect((claims.permissions as string[]).length).toBeGreaterThan(0);

    const authz = await t.request('GET', '/identity/resources/users/v1/me/authorization', { token: u.accessToken });
    expect(authz.status).toBe(200);
    const { roles, permissions } = await authz.json();
    const admin = roles.find((r: { key: string }) => r.key === 'Admin');
    expect(admin).toMatchObject({ key: 'Admin', name: 'Admin', id: expect.any(String) });
    expect(permissions.length).toBeGreaterThan(0);
    for (const p of permissions) {
      expect(p).toMatchObject({ id: expect.any(String), key: expect.any(String), roleIds: expect.arrayContaining([admin.id]) });
    }
    // The token and /me/authorization agree on what the Admin may do.
    expect(new Set(permissions.map((p: { key: string }) => p.key))).toEqual(new Set(claims.permissions as string[]));

    const tenants = await (await t.request('GET', '/identity/resources/users/v3/me/tenants', { token: u.accessToken })).json();
    expect(tenants.tenants).toHaveLength(1);
    expect(tenants.activeTenant).toMatchObject({ id: u.tenantId, tenantId: u.tenantId, name: 'Acme Corp' });
  });

  it('answers a registered email with the same shape and mails the owner instead of creating a second account', async () => {
    const u = await signUpAndActivate(t);
    const before = await t.mails(u.email);
    const res = await t.request('POST', SIGN_UP, {
      body: { email: u.email.toUpperCase(), password: 'another very long passphrase', companyName: 'Evil Corp' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ shouldActivate: true, userId: expect.any(String), tenantId: expect.any(String) });
    expect(body.userId).not.toBe(u.userId);
    expect(body.tenantId).not.toBe(u.tenantId);
    expect(res.headers.getSetCookie()).toEqual([]);

    const after = await t.mails(u.email);
    expect(after.length).toBe(before.length + 1);
    // The test clock stands still, so mails of one test share a timestamp: compare kinds, not order.
    const notice = after.filter((m) => m.kind === 'already_registered');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.links.map((l) => new URL(l).pathname)).toEqual(['/account/login', '/account/forget-password']);
    expect(after.filter((m) => m.kind === 'activation')).toHaveLength(1);
    // The account is untouched: the original password works, the one of the second sign-up does not.
    expect((await t.request('POST', LOGIN, { body: { email: u.email, password: u.password } })).status).toBe(200);
    expect((await t.request('POST', LOGIN, { body: { email: u.email, password: 'another very long passphrase' } })).status).toBe(401);
    const tenants = await (await t.request('GET', '/identity/resources/users/v3/me/tenants', { token: u.accessToken })).json();
    expect(tenants.tenants.map((x: { id: string }) => x.id)).toEqual([u.tenantId]);
  });

  it('answers a registered but not yet activated email the same way', async () => {
    const email = newEmail();
    const first = await (await t.request('POST', SIGN_UP, { body: { email, password: PASSWORD, companyName: 'Acme Corp' } })).json();
    const res = await t.request('POST', SIGN_UP, { body: { email, password: PASSWORD, companyName: 'Acme Corp' } });
    expect(res.status).toBe(200);
    const second = await res.json();
    expect(Object.keys(second).sort()).toEqual(Object.keys(first).sort());
    expect(second.shouldActivate).toBe(true);
    const kinds = (await t.mails(email)).map((m) => m.kind);
    expect(kinds.filter((k) => k === 'activation')).toHaveLength(1);
    expect(kinds).toContain('already_registered');
  });

  it('counts password length in code points: 14 emoji are too short, 15 are enough', async () => {
    const short = await t.request('POST', SIGN_UP, { body: { email: newEmail(), password: '😀'.repeat(14), companyName: 'Acme Corp' } });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).errorCode).toBe('password.too_short');

    const email = newEmail();
    // Fifteen different emoji: one repeated fifteen times is refused as repetitive (password.breached, NIST 800-63B 5.1.1.2).
    const ok = await t.request('POST', SIGN_UP, { body: { email, password: '😀🎉🚀🌈🍕🎸📚🧩🌻🐙🎲🛶🧭🍋🔭', companyName: 'Acme Corp' } });
    expect(ok.status).toBe(200);
    expect((await t.mails(email)).map((m) => m.kind)).toEqual(['activation']);
  });

  it('creates nothing when the password is too short', async () => {
    const email = newEmail();
    expect((await t.request('POST', SIGN_UP, { body: { email, password: 'short', companyName: 'Acme Corp' } })).status).toBe(400);
    expect(await t.mails(email)).toEqual([]);
  });
});

describe('sign-up closed (allowSignups: false)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { allowSignups: false } });
  });
  afterAll(() => t.close());

  it('answers 403 signup.disabled and sends no mail', async () => {
    const email = newEmail();
    const res = await t.request('POST', SIGN_UP, { body: { email, password: PASSWORD, companyName: 'Acme Corp' } });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).errorCode).toBe('signup.disabled');
    expect(await t.mails(email)).toEqual([]);
  });
});

describe('sign-up with allowNotVerifiedUsersLogin: true', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { allowNotVerifiedUsersLogin: true } });
  });
  afterAll(() => t.close());

  it('signs the new user in at once: authResponse with an access token and the refresh cookie', async () => {
    const email = newEmail();
    const res = await t.request('POST', SIGN_UP, { body: { email, password: PASSWORD, companyName: 'Acme Corp' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ shouldActivate: false, userId: expect.any(String), tenantId: expect.any(String) });
    expect(body.authResponse).toMatchObject({
      accessToken: expect.any(String),
      mfaRequired: false,
      userId: body.userId,
      tenantId: body.tenantId,
    });
    expect(decodeJwt(body.authResponse.accessToken)).toMatchObject({ sub: body.userId, tenantId: body.tenantId, email_verified: false });
    const cookie = refreshCookieOf(res);
    expect(cookie).toBeTruthy();

    expect((await t.request('GET', '/identity/resources/users/v2/me', { token: body.authResponse.accessToken })).status).toBe(200);
    expect((await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { body: { tenantId: null }, cookie })).status).toBe(
      200,
    );
  });
});
