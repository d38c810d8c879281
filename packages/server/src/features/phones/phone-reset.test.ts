import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, signUpAndActivate, type TestServer } from '../../../test/harness';
import { mfaTestKit } from '../../../test/mfa-kit';
import { auditActions, mailedResetCode, newPhone, P, phoneCounts, setAuthPolicy, textedCode, textsTo, wrongCode } from './phones-test-kit';

describe('lost phone: reset by a code emailed to the account (spec 000 §4.4)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  /** A user whose login phone is set (through the verified change). */
  const withPhone = async () => {
    const u = await signUpAndActivate(t);
    const phone = newPhone();
    t.clock.advance(1);
    const { changePhoneId } = (await (await t.request('POST', P.phone, { token: u.accessToken, body: { phoneNumber: phone } })).json()) as {
      changePhoneId: string;
    };
    expect(
      (await t.request('POST', P.phoneVerify, { token: u.accessToken, body: { changePhoneId, code: await textedCode(t, phone) } })).status,
    ).toBe(200);
    return { ...u, phone };
  };
  const requestReset = async (email: string) => {
    // The outbox is read newest first by time: a later mail needs a later timestamp.
    t.clock.advance(1);
    const res = await t.request('POST', P.reset, { body: { email } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { resetPhoneNumberToken: string };
    expect(Object.keys(body)).toEqual(['resetPhoneNumberToken']);
    return body.resetPhoneNumberToken;
  };
  const verifyReset = async (resetPhoneNumberToken: string, code: string) => {
    const res = await t.request('POST', P.resetVerify, { body: { resetPhoneNumberToken, code } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { changePhoneNumberToken: string };
    expect(Object.keys(body)).toEqual(['changePhoneNumberToken']);
    return body.changePhoneNumberToken;
  };
  const loginPhoneOf = async (userId: string) =>
    (await t.deps.db.kysely.selectFrom('users').select('phone_number').where('id', '=', userId).executeTakeFirstOrThrow()).phone_number;

  it('request, verify, change: the new number is set, every session ends, the mailbox is told, each step audited', async () => {
    const u = await withPhone();
    const token = await requestReset(u.email);
    const code = await mailedResetCode(t, u.email);
    const mail = (await t.mails(u.email)).find((m) => m.kind === 'phone_reset')!;
    expect(mail.links).toEqual([]);
    const changeToken = await verifyReset(token, code);
    const phone = newPhone();
    const res = await t.request('PUT', P.change, { body: { changePhoneNumberToken: changeToken, phoneNumber: phone } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await loginPhoneOf(u.userId)).toBe(phone);
    // Whoever holds the lost phone may have signed in with it: every session ends, as after a password reset.
    expect((await t.request('GET', P.me, { token: u.accessToken })).status).toBe(401);
    expect((await t.mails(u.email)).find((m) => m.kind === 'phone_changed')?.text).not.toContain(code);
    const actions = (await auditActions(t, u.userId)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['user.phone_reset_requested', 'user.phone_reset_verified', 'user.phone_reset']));
    expect(JSON.stringify(await auditActions(t, u.userId))).not.toContain(phone);
  });

  it('answers an unknown or disabled email exactly like a known one, and sends nothing', async () => {
    const known = await withPhone();
    const disabled = await withPhone();
    await t.deps.db.kysely.updateTable('users').set({ disabled: 1 }).where('id', '=', disabled.userId).execute();
    const mailsBefore = (await phoneCounts(t)).mail;
    const a = await requestReset(known.email);
    const b = await requestReset(`nobody-${Date.now()}@example.com`);
    const c = await requestReset(disabled.email);
    expect(b.length).toBe(a.length);
    expect(c.length).toBe(a.length);
    expect((await phoneCounts(t)).mail).toBe(mailsBefore + 1);
    // The handle of an unknown account never succeeds: every code is wrong for it.
    const refused = await t.request('POST', P.resetVerify, { body: { resetPhoneNumberToken: b, code: '123456' } });
    expect((await errorOf(refused)).errorCode).toBe('phone.invalid_code');
    expect((await t.request('POST', P.resetVerify, { body: { resetPhoneNumberToken: c, code: '123456' } })).status).toBe(400);
  });

  it('a locked account answers like a wrong code (no enumeration), while its code checks are counted', async () => {
    const u = await withPhone();
    const token = await requestReset(u.email);
    const code = await mailedResetCode(t, u.email);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await t.request('POST', P.resetVerify, { body: { resetPhoneNumberToken: token, code: wrongCode(code) } })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const next = await requestReset(u.email);
    const nextCode = await mailedResetCode(t, u.email);
    const waiting = await t.request('POST', P.resetVerify, { body: { resetPhoneNumberToken: next, code: nextCode } });
    expect(await errorOf(waiting)).toMatchObject({ status: 400, errorCode: 'phone.invalid_code' });
    t.clock.advance(60_000);
    await verifyReset(next, nextCode);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await phoneCounts(t);
    for (const body of [{}, { email: 'not-an-email' }, { email: 'a'.repeat(250) + '@example.com' }, { email: 42 }]) {
      const res = await t.request('POST', P.reset, { body });
      expect((await errorOf(res)).errorCode, JSON.stringify(body)).toBe('request.invalid');
    }
    for (const body of [
      {},
      { resetPhoneNumberToken: 'x' },
      { resetPhoneNumberToken: 'x', code: '1' },
      { resetPhoneNumberToken: '', code: '123456' },
    ]) {
      expect((await t.request('POST', P.resetVerify, { body })).status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      {},
      { changePhoneNumberToken: 'x' },
      { changePhoneNumberToken: 'x', phoneNumber: '0044 20 7946 0000' },
      { phoneNumber: newPhone() },
    ]) {
      const res = await t.request('PUT', P.change, { body });
      expect((await errorOf(res)).errorCode, JSON.stringify(body)).toBe('request.invalid');
    }
    expect((await t.request('POST', P.reset, { rawBody: '{"email":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(await phoneCounts(t)).toEqual(before);
  });

  it('wrong, reused and expired codes and tokens are refused', async () => {
    const u = await withPhone();
    const token = await requestReset(u.email);
    const code = await mailedResetCode(t, u.email);
    expect(
      (await errorOf(await t.request('POST', P.resetVerify, { body: { resetPhoneNumberToken: token, code: wrongCode(code) } }))).errorCode,
    ).toBe('phone.invalid_code');
    const changeToken = await verifyReset(token, code);
    expect((await t.request('POST', P.resetVerify, { body: { resetPhoneNumberToken: token, code } })).status).toBe(400);
    const bogus = await t.request('PUT', P.change, { body: { changePhoneNumberToken: 'not-a-real-token', phoneNumber: newPhone() } });
    expect((await errorOf(bogus)).errorCode).toBe('phone.invalid_token');
    // The reset handle is not a change token, nor the other way round.
    expect((await t.request('PUT', P.change, { body: { changePhoneNumberToken: token, phoneNumber: newPhone() } })).status).toBe(400);
    expect((await t.request('PUT', P.change, { body: { changePhoneNumberToken: changeToken, phoneNumber: newPhone() } })).status).toBe(200);
    const reused = await t.request('PUT', P.change, { body: { changePhoneNumberToken: changeToken, phoneNumber: newPhone() } });
    expect((await errorOf(reused)).errorCode).toBe('phone.invalid_token');

    const late = await requestReset(u.email);
    const lateCode = await mailedResetCode(t, u.email);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await t.request('POST', P.resetVerify, { body: { resetPhoneNumberToken: late, code: lateCode } })).status).toBe(400);

    const stale = await verifyReset(await requestReset(u.email), await mailedResetCode(t, u.email));
    t.clock.advance(10 * 60_000 + 1000);
    const before = await loginPhoneOf(u.userId);
    expect(
      (await errorOf(await t.request('PUT', P.change, { body: { changePhoneNumberToken: stale, phoneNumber: newPhone() } }))).errorCode,
    ).toBe('phone.invalid_token');
    expect(await loginPhoneOf(u.userId)).toBe(before);
  });

  it('parallel uses of one code, and of one change token: at most one is accepted', async () => {
    const u = await withPhone();
    const token = await requestReset(u.email);
    const code = await mailedResetCode(t, u.email);
    const verifies = await Promise.all(
      Array.from({ length: 5 }, () => t.request('POST', P.resetVerify, { body: { resetPhoneNumberToken: token, code } })),
    );
    const won = verifies.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(verifies.filter((r) => r.status !== 200 && r.status !== 400)).toEqual([]);
    const { changePhoneNumberToken } = (await won[0]!.json()) as { changePhoneNumberToken: string };
    const numbers = [newPhone(), newPhone(), newPhone(), newPhone()];
    const changes = await Promise.all(
      numbers.map((phoneNumber) => t.request('PUT', P.change, { body: { changePhoneNumberToken, phoneNumber } })),
    );
    expect(changes.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    expect(numbers).toContain(await loginPhoneOf(u.userId));
  });

  it('after a reset, SMS sign-in reaches only the new number, and a code sent to the old one no longer signs in', async () => {
    await setAuthPolicy(t, { authStrategy: 'SmsCode' });
    try {
      const u = await withPhone();
      const pending = (await (await t.request('POST', P.smsPrelogin, { body: { email: u.email } })).json()) as { otcToken: string };
      const oldCode = await textedCode(t, u.phone, 'passwordless_code');
      const changeToken = await verifyReset(await requestReset(u.email), await mailedResetCode(t, u.email));
      const phone = newPhone();
      expect((await t.request('PUT', P.change, { body: { changePhoneNumberToken: changeToken, phoneNumber: phone } })).status).toBe(200);
      expect((await t.request('POST', P.smsPostlogin, { body: { token: oldCode, otcToken: pending.otcToken } })).status).toBe(400);
      const oldTexts = (await textsTo(t, u.phone)).length;
      const fresh = (await (await t.request('POST', P.smsPrelogin, { body: { email: u.email } })).json()) as { otcToken: string };
      expect(await textsTo(t, u.phone)).toHaveLength(oldTexts);
      const signIn = await t.request('POST', P.smsPostlogin, {
        body: { token: await textedCode(t, phone, 'passwordless_code'), otcToken: fresh.otcToken },
      });
      expect(signIn.status).toBe(200);
    } finally {
      await setAuthPolicy(t, { authStrategy: 'EmailAndPassword' });
    }
  });

  it('a second factor is still asked for after a reset (ASVS 2.5.7): the reset replaces the phone, not the MFA', async () => {
    await setAuthPolicy(t, { authStrategy: 'SmsCode' });
    try {
      const u = await withPhone();
      await mfaTestKit(t).addAuthenticator(u.accessToken);
      const changeToken = await verifyReset(await requestReset(u.email), await mailedResetCode(t, u.email));
      const phone = newPhone();
      expect((await t.request('PUT', P.change, { body: { changePhoneNumberToken: changeToken, phoneNumber: phone } })).status).toBe(200);
      const { otcToken } = (await (await t.request('POST', P.smsPrelogin, { body: { email: u.email } })).json()) as { otcToken: string };
      const answer = await t.request('POST', P.smsPostlogin, {
        body: { token: await textedCode(t, phone, 'passwordless_code'), otcToken },
      });
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { mfaRequired?: boolean; accessToken?: string };
      expect(body.mfaRequired).toBe(true);
      expect(body.accessToken).toBeUndefined();
    } finally {
      await setAuthPolicy(t, { authStrategy: 'EmailAndPassword' });
    }
  });

  it('at most 5 reset emails per address in 10 minutes; past that the answer is the same and nothing is sent', async () => {
    const u = await withPhone();
    for (let i = 0; i < 5; i++) await requestReset(u.email);
    const sent = (await t.mails(u.email)).filter((m) => m.kind === 'phone_reset').length;
    const token = await requestReset(u.email);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await t.mails(u.email)).filter((m) => m.kind === 'phone_reset')).toHaveLength(sent);
  });
});
