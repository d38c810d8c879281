import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, signUpAndActivate, vendorSession, type TestServer } from '../../../test/harness';

const USERS = '/identity/resources/users/v1';
const LOGIN = '/identity/resources/auth/v1/user';
const FLAGS = '/entitlements/resources/feature-flags/v1';
/** On the breached list and long enough for the length policy (15), so only the list refuses it. */
const BREACHED = 'passwordpassword';
const GOOD = 'an entirely new long passphrase';

const email = () => `breach-${Math.random().toString(36).slice(2, 8)}@example.com`;
const login = (t: TestServer, address: string, password: string) => t.request('POST', LOGIN, { body: { email: address, password } });

/** An account whose password predates the list (imported, or set before the list shipped). */
async function withBreachedPassword(t: TestServer) {
  const u = await signUpAndActivate(t, email());
  await t.deps.db.kysely
    .updateTable('users')
    .set({ password_hash: await t.deps.passwords.hash(BREACHED) })
    .where('id', '=', u.userId)
    .execute();
  return u;
}

const marked = async (t: TestServer, userId: string) =>
  !!(await t.deps.db.kysely.selectFrom('user_breached_passwords').select('user_id').where('user_id', '=', userId).executeTakeFirst());

async function resetLink(t: TestServer, address: string) {
  expect((await t.request('POST', `${USERS}/passwords/reset`, { body: { email: address } })).status).toBe(200);
  const link = new URL((await t.mails(address)).find((m) => m.kind === 'password_reset')!.links[0]!);
  return { userId: link.searchParams.get('userId')!, token: link.searchParams.get('token')! };
}

describe('breached passwords: new passwords are screened (ASVS 2.1.7, NIST 800-63B 5.1.1.2)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('sign-up refuses a breached, repetitive, sequential or self-named password with 400 password.breached and a reason, creating nothing', async () => {
    const address = email();
    for (const password of [
      BREACHED,
      'PASSWORDPASSWORD',
      'aaaaaaaaaaaaaaa',
      'abcdefghijklmnop',
      '1111222233334444',
      `${address.split('@')[0]}2024!!!`,
      'Acme Corp 123456789',
    ]) {
      const res = await t.request('POST', `${USERS}/signUp`, { body: { email: address, password, companyName: 'Acme Corp' } });
      const err = await errorOf(res);
      expect([password, err.status, err.errorCode]).toEqual([password, 400, 'password.breached']);
      expect(err.errors[0]).toMatch(/breach|repeated|sequential|your own|name of the account/);
    }
    expect(await t.deps.db.kysely.selectFrom('users').select('id').where('email', '=', address).executeTakeFirst()).toBeUndefined();
    expect(await t.mails(address)).toEqual([]);
    // Twenty lower-case letters off the list: no composition rule applies (ASVS 2.1.9).
    expect(
      (await t.request('POST', `${USERS}/signUp`, { body: { email: address, password: 'lanternquietlymeadow', companyName: 'Acme Corp' } }))
        .status,
    ).toBe(200);
  });

  it('activation refuses a breached password and leaves the link usable', async () => {
    const address = email();
    const signUp = await t.request('POST', `${USERS}/signUp`, { body: { email: address, companyName: 'Acme Corp' } });
    const { userId } = (await signUp.json()) as { userId: string };
    const token = new URL((await t.mails(address)).find((m) => m.kind === 'activation')!.links[0]!).searchParams.get('token')!;
    const refused = await t.request('POST', `${USERS}/activate`, { body: { userId, token, password: BREACHED } });
    expect((await errorOf(refused)).errorCode).toBe('password.breached');
    expect((await t.request('POST', `${USERS}/activate`, { body: { userId, token, password: GOOD } })).status).toBe(200);
  });

  it('password change refuses a breached password and keeps the old one', async () => {
    const u = await signUpAndActivate(t, email());
    const res = await t.request('POST', `${USERS}/passwords/change`, {
      token: u.accessToken,
      body: { password: u.password, newPassword: BREACHED },
    });
    expect((await errorOf(res)).errorCode).toBe('password.breached');
    expect((await login(t, u.email, u.password)).status).toBe(200);
  });

  it('reset refuses a breached password without spending the link', async () => {
    const u = await signUpAndActivate(t, email());
    const { userId, token } = await resetLink(t, u.email);
    expect(
      (await errorOf(await t.request('POST', `${USERS}/passwords/reset/verify`, { body: { userId, token, password: BREACHED } })))
        .errorCode,
    ).toBe('password.breached');
    expect((await t.request('POST', `${USERS}/passwords/reset/verify`, { body: { userId, token, password: GOOD } })).status).toBe(200);
  });
});

describe('breached passwords at sign-in (spec 000 §4.1 step 7, wire-compat §2.1)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('with the login-flows flag off: signs in, says isBreachedPassword and marks the user; a reset clears the mark', async () => {
    const u = await withBreachedPassword(t);
    const res = await login(t, u.email, BREACHED);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { accessToken?: string; isBreachedPassword?: boolean };
    expect(body.isBreachedPassword).toBe(true);
    expect(body.accessToken).toEqual(expect.any(String));
    expect(await marked(t, u.userId)).toBe(true);
    const { userId, token } = await resetLink(t, u.email);
    expect((await t.request('POST', `${USERS}/passwords/reset/verify`, { body: { userId, token, password: GOOD } })).status).toBe(200);
    expect(await marked(t, u.userId)).toBe(false);
    const after = (await (await login(t, u.email, GOOD)).json()) as { isBreachedPassword?: boolean };
    expect(after.isBreachedPassword).toBeUndefined();
  });

  it('a strong password signs in without the flag or a mark', async () => {
    const u = await signUpAndActivate(t, email());
    const body = (await (await login(t, u.email, u.password)).json()) as { isBreachedPassword?: boolean };
    expect(body.isBreachedPassword).toBeUndefined();
    expect(await marked(t, u.userId)).toBe(false);
  });

  it('with security-center-show-login-flows on: no session until the password is replaced; the audit row says why', async () => {
    const vendor = await vendorSession(t);
    const flag = await t.request('POST', FLAGS, {
      token: vendor.token,
      body: { name: 'security-center-show-login-flows', on: true, offTreatment: 'false', defaultTreatment: 'true' },
    });
    expect(flag.status).toBe(200);
    const u = await withBreachedPassword(t);
    const res = await login(t, u.email, BREACHED);
    expect(res.status).toBe(200);
    expect(refreshCookieOf(res)).toBeUndefined();
    expect(await res.json()).toEqual({ mfaRequired: false, isBreachedPassword: true, userEmail: u.email });
    expect(await marked(t, u.userId)).toBe(true);
    const rows = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', u.userId)
      .where('action', '=', 'auth.login.breached_password')
      .execute();
    expect(rows).toHaveLength(1);
    // A wrong password still fails as before: the breached branch needs the right one.
    expect((await errorOf(await login(t, u.email, 'passwordpassword1'))).errorCode).toBe('auth.invalid_credentials');
  });
});
