import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, signUpAndActivate, type TestServer } from '../../../test/harness';

const PASSWORDS = '/identity/resources/users/v1/passwords';
const LOGIN = '/identity/resources/auth/v1/user';
const REFRESH = '/identity/resources/auth/v1/user/token/refresh';
const ME = '/identity/resources/users/v2/me';
const NEW_PASSWORD = 'an entirely new long passphrase';

const login = (t: TestServer, email: string, password: string) => t.request('POST', LOGIN, { body: { email, password } });

/** Asks for a reset link and returns the userId and token it carries. */
async function requestReset(t: TestServer, email: string) {
  const res = await t.request('POST', `${PASSWORDS}/reset`, { body: { email } });
  expect(res.status).toBe(200);
  const mails = (await t.mails(email)).filter((m) => m.kind === 'password_reset');
  const link = new URL(mails[0]!.links[0]!);
  return { link, userId: link.searchParams.get('userId')!, token: link.searchParams.get('token')! };
}

const resetVerify = (t: TestServer, body: Record<string, unknown>) => t.request('POST', `${PASSWORDS}/reset/verify`, { body });

describe('forgotten password', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('answers known and unknown emails alike, and mails only the known one', async () => {
    const u = await signUpAndActivate(t);
    const unknownEmail = `nobody-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const known = await t.request('POST', `${PASSWORDS}/reset`, { body: { email: u.email } });
    const unknown = await t.request('POST', `${PASSWORDS}/reset`, { body: { email: unknownEmail } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [a, b] = [await known.text(), await unknown.text()];
    expect(a).toBe(b);
    expect(JSON.parse(a)).toEqual({});

    const mails = (await t.mails(u.email)).filter((m) => m.kind === 'password_reset');
    expect(mails).toHaveLength(1);
    const link = new URL(mails[0]!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.appUrl.replace(/\/$/, '')}/account/reset-password`);
    expect(link.searchParams.get('userId')).toBe(u.userId);
    expect(await t.mails(unknownEmail)).toEqual([]);
  });

  it('sends at most five reset mails to one address per ten minutes, whoever asks (issue 14 item 11)', async () => {
    const u = await signUpAndActivate(t);
    // Twelve callers from twelve addresses (the per-IP limit is not what stops them).
    for (let i = 0; i < 12; i++) {
      const res = await t.request('POST', `${PASSWORDS}/reset`, {
        body: { email: u.email },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
    }
    expect((await t.mails(u.email)).filter((m) => m.kind === 'password_reset')).toHaveLength(5);
    // A new window sends again.
    t.clock.advance(10 * 60_000 + 1_000);
    await t.request('POST', `${PASSWORDS}/reset`, { body: { email: u.email } });
    expect((await t.mails(u.email)).filter((m) => m.kind === 'password_reset')).toHaveLength(6);
  });

  it('sets the new password with the emailed token, ends every session and sends a notice', async () => {
    const u = await signUpAndActivate(t);
    const second = await login(t, u.email, u.password);
    const secondCookie = refreshCookieOf(second)!;
    const secondToken = ((await second.json()) as { accessToken: string }).accessToken;
    expect((await t.request('GET', ME, { token: u.accessToken })).status).toBe(200);

    const { userId, token } = await requestReset(t, u.email);
    const res = await resetVerify(t, { userId, token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});

    expect((await login(t, u.email, u.password)).status).toBe(401);
    expect((await login(t, u.email, NEW_PASSWORD)).status).toBe(200);

    for (const cookie of [u.cookie, secondCookie]) {
      const r = await t.request('POST', REFRESH, { body: { tenantId: null }, cookie });
      expect(r.status).toBe(401);
    }
    for (const access of [u.accessToken, secondToken]) {
      const r = await t.request('GET', ME, { token: access });
      expect(r.status).toBe(401);
      expect((await errorOf(r)).errorCode).toBe('auth.unauthenticated');
    }
    const changed = (await t.mails(u.email)).filter((m) => m.kind === 'password_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.text).not.toContain(NEW_PASSWORD);
    expect(changed[0]!.links).toEqual([]);
  });

  it('a reset token works once', async () => {
    const u = await signUpAndActivate(t);
    const { userId, token } = await requestReset(t, u.email);
    expect((await resetVerify(t, { userId, token, password: NEW_PASSWORD })).status).toBe(200);
    const again = await resetVerify(t, { userId, token, password: 'yet another long passphrase' });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).errorCode).toBe('reset.invalid_token');
    expect((await login(t, u.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(t, u.email, 'yet another long passphrase')).status).toBe(401);
  });

  it('a reset token expires after resetPasswordTtlSeconds', async () => {
    const u = await signUpAndActivate(t);
    const { userId, token } = await requestReset(t, u.email);
    t.clock.advance(t.config.resetPasswordTtlSeconds * 1000 + 1_000);
    const res = await resetVerify(t, { userId, token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).errorCode).toBe('reset.invalid_token');
    expect((await login(t, u.email, u.password)).status).toBe(200);
  });

  it('rejects a wrong token or another user id, and a new password that is too short, without using the token', async () => {
    const u = await signUpAndActivate(t);
    const other = await signUpAndActivate(t);
    const { userId, token } = await requestReset(t, u.email);
    for (const body of [
      { userId, token: 'not-the-token', password: NEW_PASSWORD },
      { userId: other.userId, token, password: NEW_PASSWORD },
    ]) {
      const r = await resetVerify(t, body);
      expect(r.status).toBe(400);
      expect((await errorOf(r)).errorCode).toBe('reset.invalid_token');
    }
    const short = await resetVerify(t, { userId, token, password: 'short' });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).errorCode).toBe('password.too_short');
    expect((await resetVerify(t, { userId, token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await login(t, other.email, other.password)).status).toBe(200);
  });

  it('a newer reset link replaces the older one', async () => {
    const u = await signUpAndActivate(t);
    const first = await requestReset(t, u.email);
    await t.request('POST', `${PASSWORDS}/reset`, { body: { email: u.email } });
    const tokens = (await t.mails(u.email))
      .filter((m) => m.kind === 'password_reset')
      .map((m) => new URL(m.links[0]!).searchParams.get('token')!);
    expect(tokens).toHaveLength(2);
    const latest = tokens.find((x) => x !== first.token)!;
    expect((await resetVerify(t, { userId: u.userId, token: first.token, password: NEW_PASSWORD })).status).toBe(400);
    expect((await resetVerify(t, { userId: u.userId, token: latest, password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('password change', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('needs a bearer token', async () => {
    const res = await t.request('POST', `${PASSWORDS}/change`, { body: { password: 'whatever it may be', newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).errorCode).toBe('auth.unauthenticated');
  });

  it('refuses a wrong current password with 400 auth.invalid_password', async () => {
    const u = await signUpAndActivate(t);
    const res = await t.request('POST', `${PASSWORDS}/change`, {
      token: u.accessToken,
      body: { password: 'not my current password', newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).errorCode).toBe('auth.invalid_password');
    expect((await login(t, u.email, u.password)).status).toBe(200);
    expect((await login(t, u.email, NEW_PASSWORD)).status).toBe(401);
  });

  it('counts wrong current passwords toward the account lockout shared with sign-in', async () => {
    const u = await signUpAndActivate(t);
    const change = (currentPassword: string) =>
      t.request('POST', `${PASSWORDS}/change`, { token: u.accessToken, body: { password: currentPassword, newPassword: NEW_PASSWORD } });
    for (let i = 0; i < t.config.loginDelayAfterFailures; i++)
      expect((await errorOf(await change(`wrong password number ${i}`))).errorCode).toBe('auth.invalid_password');
    // Past the threshold the account waits: even the right password is refused, here and at sign-in.
    expect((await errorOf(await change(u.password))).errorCode).toBe('auth.account_locked');
    expect((await errorOf(await login(t, u.email, u.password))).errorCode).toBe('auth.account_locked');
    t.clock.advance(2_000);
    expect((await change(u.password)).status).toBe(200);
  });

  it('refuses a new password below the policy', async () => {
    const u = await signUpAndActivate(t);
    const res = await t.request('POST', `${PASSWORDS}/change`, {
      token: u.accessToken,
      body: { password: u.password, newPassword: 'short' },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).errorCode).toBe('password.too_short');
    expect((await login(t, u.email, u.password)).status).toBe(200);
  });

  it('changes the password: the new one works, the current session stays, other sessions end', async () => {
    const u = await signUpAndActivate(t);
    const other = await login(t, u.email, u.password);
    const otherCookie = refreshCookieOf(other)!;
    const otherToken = ((await other.json()) as { accessToken: string }).accessToken;

    const res = await t.request('POST', `${PASSWORDS}/change`, {
      token: u.accessToken,
      body: { password: u.password, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});

    expect((await t.request('GET', ME, { token: u.accessToken })).status).toBe(200);
    expect((await t.request('POST', REFRESH, { body: { tenantId: null }, cookie: u.cookie })).status).toBe(200);
    expect((await t.request('GET', ME, { token: otherToken })).status).toBe(401);
    expect((await t.request('POST', REFRESH, { body: { tenantId: null }, cookie: otherCookie })).status).toBe(401);

    expect((await login(t, u.email, u.password)).status).toBe(401);
    expect((await login(t, u.email, NEW_PASSWORD)).status).toBe(200);
    expect((await t.mails(u.email)).filter((m) => m.kind === 'password_changed')).toHaveLength(1);
  });
});

describe('password configuration', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('publishes the length policy (NIST 800-63B: 15 to 128)', async () => {
    const res = await t.request('GET', `${PASSWORDS}/config`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ minLength: 15, maxLength: 128, allowPassphrases: true });
    expect((await t.request('GET', `${PASSWORDS}/config?userId=someone`)).status).toBe(200);
  });
});
