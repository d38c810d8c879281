import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, type TestServer } from '../../../test/harness';

const USERS = '/identity/resources/users/v1';
const LOGIN = '/identity/resources/auth/v1/user';
const PASSWORD = 'correct horse battery staple';
const newEmail = () => `activate-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Tokens of the activation links mailed to an address. */
async function activationTokens(t: TestServer, email: string): Promise<string[]> {
  return (await t.mails(email)).filter((m) => m.kind === 'activation').map((m) => new URL(m.links[0]!).searchParams.get('token')!);
}

/** Signs up (with a password unless `null`) and returns the ids and the mailed activation token. */
async function signUp(t: TestServer, password: string | null = PASSWORD) {
  const email = newEmail();
  const res = await t.request('POST', `${USERS}/signUp`, {
    body: { email, companyName: 'Acme Corp', ...(password === null ? {} : { password }) },
  });
  expect(res.status).toBe(200);
  const { userId, tenantId } = (await res.json()) as { userId: string; tenantId: string };
  const [token] = await activationTokens(t, email);
  return { email, userId, tenantId, token: token! };
}

const strategy = (t: TestServer, userId: string, token: string) =>
  t.request('GET', `${USERS}/activate/strategy?${new URLSearchParams({ userId, token })}`);
const activate = (t: TestServer, body: Record<string, unknown>) => t.request('POST', `${USERS}/activate`, { body });

describe('account activation', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('strategy: no password to set for a user who signed up with one', async () => {
    const u = await signUp(t);
    const res = await strategy(t, u.userId, u.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ shouldSetPassword: false });
  });

  it('activates with the mailed token: signs in, sets the cookie, and the password then logs in', async () => {
    const u = await signUp(t);
    const res = await activate(t, { userId: u.userId, token: u.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      accessToken: expect.any(String),
      mfaRequired: false,
      userId: u.userId,
      tenantId: u.tenantId,
      emailVerified: true,
    });
    expect(refreshCookieOf(res)).toBeTruthy();
    expect((await t.request('POST', LOGIN, { body: { email: u.email, password: PASSWORD } })).status).toBe(200);
  });

  it('a user without a password must set one to activate', async () => {
    const u = await signUp(t, null);
    const s = await strategy(t, u.userId, u.token);
    expect(s.status).toBe(200);
    expect(await s.json()).toEqual({ shouldSetPassword: true });

    const without = await activate(t, { userId: u.userId, token: u.token });
    expect(without.status).toBe(400);
    expect((await errorOf(without)).errorCode).toBe('activation.password_required');

    const short = await activate(t, { userId: u.userId, token: u.token, password: 'too short' });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).errorCode).toBe('password.too_short');

    // Neither failure used the token up.
    const ok = await activate(t, { userId: u.userId, token: u.token, password: 'a brand new long passphrase' });
    expect(ok.status).toBe(200);
    expect((await t.request('POST', LOGIN, { body: { email: u.email, password: 'a brand new long passphrase' } })).status).toBe(200);
  });

  it('rejects a bad token with 400 activation.invalid_token (strategy and activate)', async () => {
    const u = await signUp(t);
    const other = await signUp(t);
    for (const [userId, token] of [
      [u.userId, 'not-the-token'],
      [u.userId, other.token], // another user's valid token
      ['no-such-user', u.token],
    ] as const) {
      const s = await strategy(t, userId, token);
      expect(s.status).toBe(400);
      expect((await errorOf(s)).errorCode).toBe('activation.invalid_token');
      const a = await activate(t, { userId, token });
      expect(a.status).toBe(400);
      expect((await errorOf(a)).errorCode).toBe('activation.invalid_token');
      expect(refreshCookieOf(a)).toBeUndefined();
    }
    // Still unverified.
    expect((await errorOf(await t.request('POST', LOGIN, { body: { email: u.email, password: PASSWORD } }))).errorCode).toBe(
      'auth.not_verified',
    );
  });

  it('an activation token works once', async () => {
    const u = await signUp(t);
    expect((await activate(t, { userId: u.userId, token: u.token })).status).toBe(200);
    const again = await activate(t, { userId: u.userId, token: u.token });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).errorCode).toBe('activation.invalid_token');
    expect(refreshCookieOf(again)).toBeUndefined();
    expect((await strategy(t, u.userId, u.token)).status).toBe(400);
  });

  it('an activation token expires after activationTtlSeconds', async () => {
    const u = await signUp(t);
    t.clock.advance(t.config.activationTtlSeconds * 1000 - 1_000);
    expect((await strategy(t, u.userId, u.token)).status).toBe(200);
    t.clock.advance(2_000);
    const s = await strategy(t, u.userId, u.token);
    expect(s.status).toBe(400);
    expect((await errorOf(s)).errorCode).toBe('activation.invalid_token');
    const a = await activate(t, { userId: u.userId, token: u.token });
    expect(a.status).toBe(400);
    expect((await errorOf(a)).errorCode).toBe('activation.invalid_token');
  });

  it('resend: mails a new link to an unverified user, and the old link stops working', async () => {
    const u = await signUp(t);
    const res = await t.request('POST', `${USERS}/activate/reset`, { body: { email: u.email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const tokens = await activationTokens(t, u.email);
    expect(tokens).toHaveLength(2);
    const fresh = tokens.find((x) => x !== u.token)!;
    expect(fresh).toBeTruthy();

    const old = await activate(t, { userId: u.userId, token: u.token });
    expect(old.status).toBe(400);
    expect((await errorOf(old)).errorCode).toBe('activation.invalid_token');
    expect((await activate(t, { userId: u.userId, token: fresh })).status).toBe(200);
  });

  it('resend: answers 200 {} and mails nothing for an unknown email or an activated account', async () => {
    const email = newEmail();
    const unknown = await t.request('POST', `${USERS}/activate/reset`, { body: { email } });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({});
    expect(await t.mails(email)).toEqual([]);

    const u = await signUp(t);
    expect((await activate(t, { userId: u.userId, token: u.token })).status).toBe(200);
    const verified = await t.request('POST', `${USERS}/activate/reset`, { body: { email: u.email } });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({});
    expect(await activationTokens(t, u.email)).toHaveLength(1);
  });
});
