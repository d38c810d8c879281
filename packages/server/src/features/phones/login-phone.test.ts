import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, signUpAndActivate, type TestServer } from '../../../test/harness';
import { auditActions, newPhone, P, passwordSignIn, phoneCounts, setAuthPolicy, textedCode, textsTo, wrongCode } from './phones-test-kit';

describe('login phone: change with a code texted to the new number', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const me = async (token: string) => {
    const res = await t.request('GET', P.me, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as { phoneNumber: string | null };
  };
  const requestChange = async (token: string, phoneNumber: string) => {
    // The outbox is read newest first by time: a later text needs a later timestamp.
    t.clock.advance(1);
    const res = await t.request('POST', P.phone, { token, body: { phoneNumber } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { changePhoneId: string };
    expect(Object.keys(body)).toEqual(['changePhoneId']);
    return body.changePhoneId;
  };

  it('texts a code to the new number; the code sets it once, audited, and the mailbox is told without the code', async () => {
    const u = await signUpAndActivate(t);
    const phone = newPhone();
    const changePhoneId = await requestChange(u.accessToken, phone);
    const code = await textedCode(t, phone);
    expect(code).toMatch(/^\d{6}$/);
    expect((await me(u.accessToken)).phoneNumber).toBeNull();

    const wrong = await t.request('POST', P.phoneVerify, { token: u.accessToken, body: { changePhoneId, code: wrongCode(code) } });
    expect((await errorOf(wrong)).errorCode).toBe('phone.invalid_code');
    const ok = await t.request('POST', P.phoneVerify, { token: u.accessToken, body: { changePhoneId, code } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({});
    expect((await me(u.accessToken)).phoneNumber).toBe(phone);

    const again = await t.request('POST', P.phoneVerify, { token: u.accessToken, body: { changePhoneId, code } });
    expect((await errorOf(again)).errorCode).toBe('phone.invalid_code');

    const notice = (await t.mails(u.email)).find((m) => m.kind === 'phone_changed');
    expect(notice?.text).toContain(phone.slice(-4));
    expect(notice?.text).not.toContain(code);
    expect(notice?.text).not.toContain(phone);
    const actions = await auditActions(t, u.userId);
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['user.phone_change_requested', 'user.phone_code_failed', 'user.phone_changed']),
    );
    expect(JSON.stringify(actions)).not.toContain(code);
    expect(JSON.stringify(actions)).not.toContain(phone);
  });

  it('stores only hashes of the code and its handle', async () => {
    const u = await signUpAndActivate(t);
    const phone = newPhone();
    const changePhoneId = await requestChange(u.accessToken, phone);
    const code = await textedCode(t, phone);
    const rows = await t.deps.db.kysely.selectFrom('phone_codes').selectAll().where('user_id', '=', u.userId).execute();
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(changePhoneId);
    expect(stored).not.toMatch(new RegExp(`"${code}"|:${code}`));
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses bad input and anonymous callers, writing nothing', async () => {
    const u = await signUpAndActivate(t);
    const before = await phoneCounts(t);
    for (const phoneNumber of ['4155550100', '+0123456789', '+1 415 555 0100', '+1415555010012345', '', 'phone']) {
      const res = await t.request('POST', P.phone, { token: u.accessToken, body: { phoneNumber } });
      expect(res.status, phoneNumber).toBe(400);
      expect((await errorOf(res)).errorCode).toBe('request.invalid');
    }
    expect((await t.request('POST', P.phone, { token: u.accessToken, body: {} })).status).toBe(400);
    expect((await t.request('POST', P.phoneVerify, { token: u.accessToken, body: { changePhoneId: 'x', code: '12' } })).status).toBe(400);
    expect((await t.request('POST', P.phoneVerify, { token: u.accessToken, body: { code: '123456' } })).status).toBe(400);
    expect((await t.request('POST', P.phone, { body: { phoneNumber: newPhone() } })).status).toBe(401);
    expect((await t.request('POST', P.phoneVerify, { body: { changePhoneId: 'x', code: '123456' } })).status).toBe(401);
    expect(await phoneCounts(t)).toEqual(before);
  });

  it("another user's change handle is refused, and leaves that user's code usable", async () => {
    const a = await signUpAndActivate(t);
    const b = await signUpAndActivate(t);
    const phone = newPhone();
    const changePhoneId = await requestChange(a.accessToken, phone);
    const code = await textedCode(t, phone);
    const stolen = await t.request('POST', P.phoneVerify, { token: b.accessToken, body: { changePhoneId, code } });
    expect((await errorOf(stolen)).errorCode).toBe('phone.invalid_code');
    expect((await me(b.accessToken)).phoneNumber).toBeNull();
    expect((await t.request('POST', P.phoneVerify, { token: a.accessToken, body: { changePhoneId, code } })).status).toBe(200);
  });

  it('a code expires after 10 minutes, and a new request voids the earlier code', async () => {
    const u = await signUpAndActivate(t);
    const phone = newPhone();
    const first = await requestChange(u.accessToken, phone);
    const firstCode = await textedCode(t, phone);
    const second = await requestChange(u.accessToken, phone);
    const secondCode = await textedCode(t, phone);
    expect((await t.request('POST', P.phoneVerify, { token: u.accessToken, body: { changePhoneId: first, code: firstCode } })).status).toBe(
      400,
    );
    t.clock.advance(10 * 60_000 + 1000);
    const token = await passwordSignIn(t, u.email);
    const late = await t.request('POST', P.phoneVerify, { token, body: { changePhoneId: second, code: secondCode } });
    expect((await errorOf(late)).errorCode).toBe('phone.invalid_code');
    expect((await me(token)).phoneNumber).toBeNull();
  });

  it('parallel requests with the same code: at most one is accepted', async () => {
    const u = await signUpAndActivate(t);
    const phone = newPhone();
    const changePhoneId = await requestChange(u.accessToken, phone);
    const code = await textedCode(t, phone);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.request('POST', P.phoneVerify, { token: u.accessToken, body: { changePhoneId, code } })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others: a spent code (400), or the account's wait that parallel claims run into (403).
    expect(statuses.filter((s) => s !== 200 && s !== 400 && s !== 403)).toEqual([]);
    expect((await me(u.accessToken)).phoneNumber).toBe(phone);
  });

  it("a code dies after 5 wrong guesses; the account's code budget then makes it wait", async () => {
    const u = await signUpAndActivate(t);
    const phone = newPhone();
    const changePhoneId = await requestChange(u.accessToken, phone);
    const code = await textedCode(t, phone);
    for (let i = 0; i < 5; i++)
      expect(
        (await t.request('POST', P.phoneVerify, { token: u.accessToken, body: { changePhoneId, code: wrongCode(code) } })).status,
      ).toBe(400);
    // The right code no longer works: its guesses are used up.
    expect((await t.request('POST', P.phoneVerify, { token: u.accessToken, body: { changePhoneId, code } })).status).not.toBe(200);
    const next = await requestChange(u.accessToken, phone);
    const nextCode = await textedCode(t, phone);
    // Past loginDelayAfterFailures (5) failures the account waits before any further code check.
    const waiting = await t.request('POST', P.phoneVerify, { token: u.accessToken, body: { changePhoneId: next, code: nextCode } });
    expect((await errorOf(waiting)).errorCode).toBe('auth.account_locked');
    t.clock.advance(60_000);
    expect((await t.request('POST', P.phoneVerify, { token: u.accessToken, body: { changePhoneId: next, code: nextCode } })).status).toBe(
      200,
    );
    expect((await me(u.accessToken)).phoneNumber).toBe(phone);
  });

  it('at most 5 codes per number and account in 10 minutes (SMS cost and bombing)', async () => {
    const u = await signUpAndActivate(t);
    for (let i = 0; i < 5; i++) await requestChange(u.accessToken, newPhone());
    const res = await t.request('POST', P.phone, { token: u.accessToken, body: { phoneNumber: newPhone() } });
    expect((await errorOf(res)).errorCode).toBe('request.rate_limited');
    t.clock.advance(10 * 60_000 + 1000);
    await requestChange(await passwordSignIn(t, u.email), newPhone());
  });

  it('after the change, SMS sign-in texts the new number and a code sent to the old number stops working', async () => {
    await setAuthPolicy(t, { authStrategy: 'SmsCode' });
    try {
      const u = await signUpAndActivate(t);
      const oldPhone = newPhone();
      await t.request('POST', P.phoneVerify, {
        token: u.accessToken,
        body: { changePhoneId: await requestChange(u.accessToken, oldPhone), code: await textedCode(t, oldPhone) },
      });
      const pending = (await (await t.request('POST', P.smsPrelogin, { body: { email: u.email } })).json()) as { otcToken: string };
      const oldCode = await textedCode(t, oldPhone, 'passwordless_code');

      const newNumber = newPhone();
      const changePhoneId = await requestChange(u.accessToken, newNumber);
      expect(
        (await t.request('POST', P.phoneVerify, { token: u.accessToken, body: { changePhoneId, code: await textedCode(t, newNumber) } }))
          .status,
      ).toBe(200);
      expect((await t.request('POST', P.smsPostlogin, { body: { token: oldCode, otcToken: pending.otcToken } })).status).toBe(400);

      const oldTexts = (await textsTo(t, oldPhone)).length;
      const fresh = (await (await t.request('POST', P.smsPrelogin, { body: { email: u.email } })).json()) as { otcToken: string };
      expect(await textsTo(t, oldPhone)).toHaveLength(oldTexts);
      const signIn = await t.request('POST', P.smsPostlogin, {
        body: { token: await textedCode(t, newNumber, 'passwordless_code'), otcToken: fresh.otcToken },
      });
      expect(signIn.status).toBe(200);
      expect(((await signIn.json()) as { accessToken?: string }).accessToken).toEqual(expect.any(String));
    } finally {
      await setAuthPolicy(t, { authStrategy: 'EmailAndPassword' });
    }
  });
});

describe('login phone: per-IP limit', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { ipLoginAttemptsPerMinute: 3 } });
  });
  afterAll(() => t.close());

  it('code checks count against the per-IP credential limit', async () => {
    const u = await signUpAndActivate(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await t.request('POST', P.phoneVerify, { token: u.accessToken, body: { changePhoneId: `handle-${i}`, code: '123456' } })).status,
      );
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 1)).toEqual([400]);
  });
});
