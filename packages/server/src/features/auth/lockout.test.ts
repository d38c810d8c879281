import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, signUpAndActivate, vendorSession, type TestServer } from '../../../test/harness';

const LOGIN = '/identity/resources/auth/v1/user';
const CHANGE = '/identity/resources/users/v1/passwords/change';

/** Sends every body at once and answers each one's error code (or `ok`), in sending order. */
async function burst(send: (i: number) => Promise<Response>, n: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const res = await send(i);
      return res.status === 200 ? 'ok' : (await errorOf(res)).errorCode;
    }),
  );
}

describe('lockout under parallel guessing (issue 14 items 1 and 4)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('100 password guesses sent together evaluate only the free attempts; the right one among them is refused', async () => {
    const u = await signUpAndActivate(t);
    // The clock stands still: the first wait never ends during the burst.
    const codes = await burst(
      (i) => t.request('POST', LOGIN, { body: { email: u.email, password: i === 80 ? u.password : `wrong guess number ${i}` } }),
      100,
    );
    expect(codes.filter((c) => c === 'auth.invalid_credentials')).toHaveLength(t.config.loginDelayAfterFailures);
    expect(codes.filter((c) => c === 'auth.account_locked')).toHaveLength(100 - t.config.loginDelayAfterFailures);
    expect(codes[80]).toBe('auth.account_locked');
    const failures = await t.deps.db.kysely
      .selectFrom('users')
      .select('failed_logins')
      .where('id', '=', u.userId)
      .executeTakeFirstOrThrow();
    expect(failures.failed_logins).toBe(t.config.loginDelayAfterFailures);
  });

  it('a right password forgives the attempt it claimed: many good sign-ins in a row never lock', async () => {
    const u = await signUpAndActivate(t);
    for (let i = 0; i < t.config.loginDelayAfterFailures * 2; i++)
      expect((await t.request('POST', LOGIN, { body: { email: u.email, password: u.password } })).status).toBe(200);
  });

  it('an unknown email is locked like a known one: the same answer after the same number of failures', async () => {
    const u = await signUpAndActivate(t);
    const unknown = `nobody-${Date.now()}@example.com`;
    const answers = async (email: string) => {
      const out: string[] = [];
      for (let i = 0; i <= t.config.loginDelayAfterFailures; i++) {
        const res = await t.request('POST', LOGIN, { body: { email, password: `wrong password number ${i}` } });
        const { errorCode, errors } = await errorOf(res);
        out.push(`${res.status} ${errorCode} ${errors.join()}`);
      }
      return out;
    };
    const known = await answers(u.email);
    expect(known.at(-1)).toMatch(/^403 auth.account_locked/);
    expect(await answers(unknown)).toEqual(known);
    // Emails are kept as digests only.
    const subjects = await t.deps.db.kysely.selectFrom('credential_failures').select('subject').execute();
    expect(JSON.stringify(subjects)).not.toContain(unknown);
  });

  it('wrong current passwords sent together at the password change evaluate only the free attempts', async () => {
    const u = await signUpAndActivate(t);
    const codes = await burst(
      (i) =>
        t.request('POST', CHANGE, {
          token: u.accessToken,
          body: { password: i === 40 ? u.password : `wrong guess number ${i}`, newPassword: 'a brand new passphrase here' },
        }),
      60,
    );
    expect(codes.filter((c) => c === 'auth.invalid_password')).toHaveLength(t.config.loginDelayAfterFailures);
    expect(codes[40]).toBe('auth.account_locked');
  });
});

describe('NoLocalAuthentication (issue 14 item 5)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('refuses password sign-in and sign-up while the vendor allows no local credentials', async () => {
    const u = await signUpAndActivate(t);
    const { token } = await vendorSession(t);
    const setStrategy = (authStrategy: string) =>
      t.request('PUT', '/identity/resources/configurations/v1/vendor/auth-policy', { token, body: { authStrategy } });
    expect((await setStrategy('NoLocalAuthentication')).status).toBe(200);
    const signIn = await t.request('POST', LOGIN, { body: { email: u.email, password: u.password } });
    expect(signIn.status).toBe(403);
    expect((await errorOf(signIn)).errorCode).toBe('auth.password_disabled');
    const signUp = await t.request('POST', '/identity/resources/users/v1/signUp', {
      body: { email: `new-${Date.now()}@example.com`, password: 'correct horse battery staple', companyName: 'Acme' },
    });
    expect(signUp.status).toBe(403);
    expect((await errorOf(signUp)).errorCode).toBe('signup.disabled');
    expect(await t.deps.db.kysely.selectFrom('users').select('id').where('email', 'like', 'new-%').execute()).toEqual([]);
    expect((await setStrategy('EmailAndPassword')).status).toBe(200);
    expect((await t.request('POST', LOGIN, { body: { email: u.email, password: u.password } })).status).toBe(200);
  });
});
