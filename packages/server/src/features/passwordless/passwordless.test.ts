import { URI, type TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, signUpAndActivate, vendorSession, type TestServer } from '../../../test/harness';

const AUTH = '/identity/resources/auth/v1';
const prelogin = (type: string) => `${AUTH}/passwordless/${type}/prelogin`;
const postlogin = (type: string) => `${AUTH}/passwordless/${type}/postlogin`;
const TEN_MINUTES = 10 * 60_000;

describe('passwordless sign-in by email code and magic link', () => {
  let t: TestServer;
  // A small lockout policy so that the test reaches it: a wait after 3 failures, locked at 10.
  beforeAll(async () => {
    t = await createTestServer({ config: { loginDelayAfterFailures: 3, loginMaxFailures: 10, lockoutMinutes: 15 } });
  });
  afterAll(() => t.close());

  // A fresh vendor token each time: the tests move the clock by hours.
  const setStrategy = async (authStrategy: string) => {
    const res = await t.request('PUT', '/identity/resources/configurations/v1/vendor/auth-policy', {
      token: (await vendorSession(t)).token,
      body: { authStrategy },
    });
    expect(res.status).toBe(200);
  };
  const codeOf = async (email: string) => {
    const mail = (await t.mails(email)).find((m) => m.kind === 'passwordless_code');
    return mail?.text.match(/\b(\d{6})\b/)?.[1];
  };
  const askCode = async (email: string) => {
    const res = await t.request('POST', prelogin('code'), { body: { email, username: '' } });
    expect(res.status).toBe(200);
    return (await res.json()) as { otcToken: string };
  };
  const tableCount = async (table: 'passwordless_codes' | 'mail_outbox' | 'audit_log' | 'sessions') =>
    Number(
      (
        await t.deps.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('email code (authStrategy Code)', () => {
    beforeAll(() => setStrategy('Code'));

    it('mails a 6-digit code that signs the user in once; the public configuration answers Code', async () => {
      const u = await signUpAndActivate(t);
      const config = await (await t.request('GET', '/identity/resources/configurations/v1/public')).json();
      expect(config.authStrategy).toBe('Code');
      const { otcToken } = await askCode(u.email);
      expect(otcToken.length).toBeGreaterThanOrEqual(40);
      const code = await codeOf(u.email);
      expect(code).toMatch(/^\d{6}$/);
      // Only hashes are stored: neither the code nor the handle appears in the row.
      const row = await t.deps.db.kysely
        .selectFrom('passwordless_codes')
        .selectAll()
        .where('user_id', '=', u.userId)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(code);
      expect(JSON.stringify(row)).not.toContain(otcToken);
      const res = await t.request('POST', postlogin('Code'), { body: { token: code, otcToken } });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.accessToken).toEqual(expect.any(String));
      expect(refreshCookieOf(res)).toBeDefined();
      const again = await t.request('POST', postlogin('Code'), { body: { token: code, otcToken } });
      expect((await errorOf(again)).errorCode).toBe('passwordless.invalid_code');
    });

    it('accepts the same code at most once when it is sent twice in parallel', async () => {
      const u = await signUpAndActivate(t);
      const { otcToken } = await askCode(u.email);
      const code = await codeOf(u.email);
      const answers = await Promise.all([0, 1].map(() => t.request('POST', postlogin('code'), { body: { token: code, otcToken } })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    });

    it('refuses 100 parallel wrong codes and locks the account as the lockout policy says', async () => {
      const u = await signUpAndActivate(t);
      const { otcToken } = await askCode(u.email);
      const code = (await codeOf(u.email))!;
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => t.request('POST', postlogin('code'), { body: { token: wrong, otcToken } })),
      );
      expect(answers.every((r) => r.status === 400 || r.status === 403)).toBe(true);
      // The account claims an attempt before each check: past the delay threshold the rest are refused unseen.
      expect(answers.filter((r) => r.status === 400).length).toBeLessThanOrEqual(3);
      const user = await t.deps.db.kysely
        .selectFrom('users')
        .select(['failed_mfa', 'mfa_locked_until'])
        .where('id', '=', u.userId)
        .executeTakeFirstOrThrow();
      expect(user.mfa_locked_until).not.toBeNull();
      // The right code is refused while the account waits, even from a new flow.
      const locked = await t.request('POST', postlogin('code'), { body: { token: code, otcToken } });
      expect((await errorOf(locked)).errorCode).toBe('auth.account_locked');
      // The code itself is out of guesses too, so after the wait it stays refused; a new code works.
      t.clock.advance(2 * 60 * 60_000);
      const fresh = await askCode(u.email);
      const ok = await t.request('POST', postlogin('code'), { body: { token: await codeOf(u.email), otcToken: fresh.otcToken } });
      expect(ok.status).toBe(200);
    });

    it('locks at the hard cap after spaced-out failures and stays locked for lockoutMinutes', async () => {
      const u = await signUpAndActivate(t);
      for (let i = 0; i < 10; i++) {
        const { otcToken } = await askCode(u.email);
        t.clock.advance(2 * 60 * 60_000); // past every growing wait and the send window
        const res = await t.request('POST', postlogin('code'), { body: { token: '000000', otcToken } });
        expect(res.status).toBeGreaterThanOrEqual(400);
      }
      const { otcToken } = await askCode(u.email);
      const res = await t.request('POST', postlogin('code'), { body: { token: await codeOf(u.email), otcToken } });
      expect((await errorOf(res)).errorCode).toBe('auth.account_locked');
      // The lock is time-boxed (SECURITY.md §0): after lockoutMinutes a new code works.
      t.clock.advance(16 * 60_000);
      const next = await askCode(u.email);
      expect((await t.request('POST', postlogin('code'), { body: { token: await codeOf(u.email), otcToken: next.otcToken } })).status).toBe(
        200,
      );
    });

    it('refuses an expired code, and an earlier code once a new one was asked for', async () => {
      const u = await signUpAndActivate(t);
      const first = await askCode(u.email);
      const firstCode = await codeOf(u.email);
      const second = await askCode(u.email);
      const secondCode = await codeOf(u.email);
      const stale = await t.request('POST', postlogin('code'), { body: { token: firstCode, otcToken: first.otcToken } });
      expect((await errorOf(stale)).errorCode).toBe('passwordless.invalid_code');
      t.clock.advance(TEN_MINUTES + 1_000);
      const expired = await t.request('POST', postlogin('code'), { body: { token: secondCode, otcToken: second.otcToken } });
      expect((await errorOf(expired)).errorCode).toBe('passwordless.invalid_code');
    });

    it('binds a code to the flow that asked for it', async () => {
      const u = await signUpAndActivate(t);
      await askCode(u.email);
      const code = await codeOf(u.email);
      const other = await askCode((await signUpAndActivate(t)).email);
      const res = await t.request('POST', postlogin('code'), { body: { token: code, otcToken: other.otcToken } });
      expect(res.status).toBe(400);
      const noHandle = await t.request('POST', postlogin('code'), { body: { token: code } });
      expect(noHandle.status).toBe(400);
    });

    it('answers an unknown email exactly like a known one, and sends it no code', async () => {
      const u = await signUpAndActivate(t);
      const unknown = `nobody-${Date.now()}@example.com`;
      const known = await t.request('POST', prelogin('code'), { body: { email: u.email } });
      const stranger = await t.request('POST', prelogin('code'), { body: { email: unknown } });
      expect(stranger.status).toBe(known.status);
      const [a, b] = [await known.json(), await stranger.json()];
      expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
      expect(b.otcToken.length).toBe(a.otcToken.length);
      expect(await codeOf(unknown)).toBeUndefined();
      // Sign-ups are open: the address is told how to create an account instead (decision 0018).
      expect((await t.mails(unknown)).map((m) => m.kind)).toEqual(['no_account']);
      const guess = await t.request('POST', postlogin('code'), { body: { token: '123456', otcToken: b.otcToken } });
      expect((await errorOf(guess)).errorCode).toBe('passwordless.invalid_code');
    });

    it('refuses bad input with a §8 error and writes nothing', async () => {
      const before = await Promise.all((['passwordless_codes', 'mail_outbox', 'audit_log', 'sessions'] as const).map(tableCount));
      const cases: [string, unknown][] = [
        [prelogin('code'), {}],
        [prelogin('code'), { email: 'not-an-email' }],
        [prelogin('code'), { email: 42 }],
        [prelogin('smscode'), { phoneNumber: '0044 not a number' }],
        [prelogin('password'), { email: 'ada@example.com' }],
        [postlogin('code'), {}],
        [postlogin('code'), { token: '' }],
        [postlogin('code'), { token: 'x'.repeat(600), otcToken: 'y' }],
        [postlogin('nope'), { token: '123456' }],
      ];
      for (const [path, body] of cases) {
        const res = await t.request('POST', path, { body });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        await errorOf(res);
      }
      const after = await Promise.all((['passwordless_codes', 'mail_outbox', 'audit_log', 'sessions'] as const).map(tableCount));
      expect(after).toEqual(before);
    });

    it('refuses a strategy the vendor policy does not enable', async () => {
      const res = await t.request('POST', prelogin('magiclink'), { body: { email: 'ada@example.com' } });
      expect((await errorOf(res)).errorCode).toBe('passwordless.strategy_disabled');
    });

    it('asks a user with an authenticator app for the second factor after the code', async () => {
      const u = await signUpAndActivate(t);
      const start = await t.request('POST', '/identity/resources/users/v1/mfa/authenticator/enroll', { token: u.accessToken, body: {} });
      const totp = URI.parse(((await start.json()) as { otpauthUri: string }).otpauthUri) as TOTP;
      const finish = await t.request('POST', '/identity/resources/users/v1/mfa/authenticator/enroll/verify', {
        token: u.accessToken,
        body: { token: totp.generate({ timestamp: t.clock.now() }) },
      });
      expect(finish.status).toBe(200);
      t.clock.advance(60_000);
      const { otcToken } = await askCode(u.email);
      const res = await t.request('POST', postlogin('code'), { body: { token: await codeOf(u.email), otcToken } });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ mfaRequired: true, mfaToken: expect.any(String) });
      expect(body.accessToken).toBeUndefined();
      expect(refreshCookieOf(res)).toBeUndefined();
      const verify = await t.request('POST', `${AUTH}/user/mfa/verify`, {
        body: { mfaToken: body.mfaToken, value: totp.generate({ timestamp: t.clock.now() }) },
      });
      expect(verify.status).toBe(200);
      expect((await verify.json()).accessToken).toEqual(expect.any(String));
    });
  });

  describe('magic link (authStrategy MagicLink)', () => {
    beforeAll(() => setStrategy('MagicLink'));
    const askLink = async (email: string) => {
      const res = await t.request('POST', prelogin('magiclink'), { body: { email, username: '' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
      const mail = (await t.mails(email)).find((m) => m.kind === 'magic_link');
      return mail ? new URL(mail.links[0]!) : undefined;
    };

    it('mails a link to the magic-link callback route whose token signs the user in once', async () => {
      const u = await signUpAndActivate(t);
      const link = (await askLink(u.email))!;
      expect(`${link.origin}${link.pathname}`).toBe(`${t.config.appUrl.replace(/\/$/, '')}/account/login/magic-link`);
      const token = link.searchParams.get('token')!;
      const res = await t.request('POST', postlogin('MagicLink'), { body: { token } });
      expect(res.status).toBe(200);
      expect((await res.json()).accessToken).toEqual(expect.any(String));
      const again = await t.request('POST', postlogin('MagicLink'), { body: { token } });
      expect((await errorOf(again)).errorCode).toBe('passwordless.invalid_code');
    });

    it('accepts the same link at most once when it is opened twice in parallel', async () => {
      const u = await signUpAndActivate(t);
      const token = (await askLink(u.email))!.searchParams.get('token')!;
      const answers = await Promise.all([0, 1, 2].map(() => t.request('POST', postlogin('magiclink'), { body: { token } })));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    });

    it('refuses an expired link and a made-up one', async () => {
      const u = await signUpAndActivate(t);
      const token = (await askLink(u.email))!.searchParams.get('token')!;
      t.clock.advance(TEN_MINUTES + 1_000);
      expect((await errorOf(await t.request('POST', postlogin('magiclink'), { body: { token } }))).errorCode).toBe(
        'passwordless.invalid_code',
      );
      expect((await t.request('POST', postlogin('magiclink'), { body: { token: 'A'.repeat(43) } })).status).toBe(400);
    });

    it('answers an unknown email like a known one; with sign-ups closed it sends nothing', async () => {
      const closed = await createTestServer({ config: { allowSignups: false } });
      try {
        const vendor = await vendorSession(closed);
        await closed.request('PUT', '/identity/resources/configurations/v1/vendor/auth-policy', {
          token: vendor.token,
          body: { authStrategy: 'MagicLink' },
        });
        const unknown = `nobody-${Date.now()}@example.com`;
        const res = await closed.request('POST', prelogin('magiclink'), { body: { email: unknown } });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({});
        expect(await closed.mails(unknown)).toEqual([]);
      } finally {
        await closed.close();
      }
    });

    it('stops sending to one address after 5 requests in 10 minutes but answers the same', async () => {
      const u = await signUpAndActivate(t);
      for (let i = 0; i < 7; i++) expect((await t.request('POST', prelogin('magiclink'), { body: { email: u.email } })).status).toBe(200);
      expect((await t.mails(u.email)).filter((m) => m.kind === 'magic_link')).toHaveLength(5);
    });
  });
});
