import { MULTI_FACTOR_ACR } from '@gatehouse/contracts';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshCookieOf, signUpAndActivate, type TestServer } from '../../../test/harness';
import { F, factorTestKit, type FactorTestKit } from './factor-test-kit';
import { P, useMfaServer, type MfaTestKit } from '../../../test/mfa-kit';

type Phones = { phones: { id: string; phoneNumber: string }[] };

describe('SMS as a second factor at sign-in', () => {
  let t: TestServer;
  let k: MfaTestKit;
  let f: FactorTestKit;
  useMfaServer((server, kit) => ((t = server), (k = kit), (f = factorTestKit(server, kit))));
  beforeAll(() => k.setStrategies([{ strategy: 'SMS', isActive: true }]));

  const verify = (deviceId: string, body: Record<string, unknown>) => t.request('POST', F.smsVerify(deviceId), { body });

  it('lists the phone masked after the password; the texted code signs in once with amr pwd, mfa, sms and the multi-factor acr', async () => {
    const u = await f.withPhone();
    const answer = await k.passwordStep(u);
    expect(answer).toMatchObject({ mfaRequired: true, mfaEnrolled: true });
    const { phones } = answer.mfaDevices as unknown as Phones;
    expect(phones).toEqual([
      { id: u.deviceId, phoneNumber: `${u.phone.slice(0, 2)}${'•'.repeat(u.phone.length - 6)}${u.phone.slice(-4)}` },
    ]);
    // The number is not in the answer to someone who only knows the password.
    expect(JSON.stringify(answer)).not.toContain(u.phone);

    const sent = await f.json<{ otcToken: string; phoneNumber: string }>(
      await t.request('POST', F.smsSend(u.deviceId), { body: { mfaToken: answer.mfaToken } }),
    );
    expect(sent.phoneNumber).toBe(phones[0]!.phoneNumber);
    const code = await f.lastCode(u.phone);
    expect(code).toMatch(/^\d{6}$/);
    const text = (await f.smsTo(u.phone)).find((m) => m.codes[0] === code);
    expect(text).toMatchObject({ kind: 'mfa_code', to: u.phone, text: expect.stringContaining('verification code') });
    // Only hashes are stored: neither the code nor its handle.
    const rows = await t.deps.db.kysely
      .selectFrom('mfa_codes')
      .selectAll()
      .where('user_id', '=', u.userId)
      .where('channel', '=', 'sms')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(sent.otcToken);
    expect(JSON.stringify(rows).includes(`"${code}"`)).toBe(false);

    const res = await verify(u.deviceId, {
      mfaToken: answer.mfaToken,
      otcToken: sent.otcToken,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(res.status).toBe(200);
    expect(refreshCookieOf(res)).toBeTruthy();
    const claims = decodeJwt(((await res.json()) as { accessToken: string }).accessToken);
    expect(claims.amr).toEqual(['pwd', 'mfa', 'sms']);
    expect(claims.acr).toBe(MULTI_FACTOR_ACR);
    const phone = await t.deps.db.kysely
      .selectFrom('user_phones')
      .select(['use', 'last_used_at'])
      .where('id', '=', u.deviceId)
      .executeTakeFirstOrThrow();
    expect(phone.use).toBe('second_factor');
    expect(phone.last_used_at).not.toBeNull();

    // Reused: the sign-in is spent, and the code does not belong to the next sign-in.
    expect(await k.errorCode(await verify(u.deviceId, { mfaToken: answer.mfaToken, otcToken: sent.otcToken, code }))).toBe(
      'mfa.invalid_token',
    );
    const next = await k.passwordStep(u);
    expect(await k.errorCode(await verify(u.deviceId, { mfaToken: next.mfaToken, otcToken: sent.otcToken, code }))).toBe(
      'mfa.invalid_code',
    );
  });

  it('a code works only for the sign-in and phone it was sent for, expires after 10 minutes, and a new code voids the earlier one', async () => {
    const withPhone = await f.withPhone();
    const u = { ...withPhone, ...(await f.stepUpWithPhone(withPhone)) };
    const other = await f.addPhone(u.accessToken);
    const answer = await k.passwordStep(u);
    expect((answer.mfaDevices as unknown as Phones).phones).toHaveLength(2);
    const first = await f.sendCode(answer.mfaToken, u.deviceId, u.phone);
    // Not for the other phone, even of the same user.
    expect(await k.errorCode(await verify(other.deviceId, { mfaToken: answer.mfaToken, otcToken: first.otcToken, code: first.code }))).toBe(
      'mfa.invalid_code',
    );
    const second = await f.sendCode(answer.mfaToken, u.deviceId, u.phone);
    expect(await k.errorCode(await verify(u.deviceId, { mfaToken: answer.mfaToken, otcToken: first.otcToken, code: first.code }))).toBe(
      'mfa.invalid_code',
    );
    const row = await t.deps.db.kysely
      .selectFrom('mfa_codes')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', u.userId)
      .where('channel', '=', 'sms')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60_000);
    // The sign-in's own token lives 5 minutes; past the code's 10 nothing of it is accepted.
    t.clock.advance(10 * 60_000 + 1_000);
    expect(await k.errorCode(await verify(u.deviceId, { mfaToken: answer.mfaToken, otcToken: second.otcToken, code: second.code }))).toBe(
      'mfa.invalid_token',
    );
    // The other phone, in a fresh sign-in, works.
    const fresh = await k.passwordStep(u);
    const third = await f.sendCode(fresh.mfaToken, other.deviceId, other.phone);
    expect((await verify(other.deviceId, { mfaToken: fresh.mfaToken, otcToken: third.otcToken, code: third.code })).status).toBe(200);
  });

  it('a code survives five wrong guesses at most; after that the right one is refused too', async () => {
    const u = await f.withPhone();
    const answer = await k.passwordStep(u);
    const sent = await f.sendCode(answer.mfaToken, u.deviceId, u.phone);
    for (let i = 0; i < 5; i++)
      expect(
        await k.errorCode(await verify(u.deviceId, { mfaToken: answer.mfaToken, otcToken: sent.otcToken, code: k.wrongOf(sent.code) })),
      ).toBe('mfa.invalid_code');
    // Past the account's wait, the code itself is used up.
    t.clock.advance(5_000);
    expect(await k.errorCode(await verify(u.deviceId, { mfaToken: answer.mfaToken, otcToken: sent.otcToken, code: sent.code }))).toBe(
      'mfa.invalid_code',
    );
    const row = await t.deps.db.kysely
      .selectFrom('mfa_codes')
      .select('attempts')
      .where('user_id', '=', u.userId)
      .where('channel', '=', 'sms')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    k.afterWait();
    const fresh = await k.passwordStep(u);
    const again = await f.sendCode(fresh.mfaToken, u.deviceId, u.phone);
    expect((await verify(u.deviceId, { mfaToken: fresh.mfaToken, otcToken: again.otcToken, code: again.code })).status).toBe(200);
  });

  it('refuses 100 parallel wrong codes and locks as the policy says; the right code sent twice in parallel is accepted once', async () => {
    const u = await f.withPhone();
    const answer = await k.passwordStep(u);
    const sent = await f.sendCode(answer.mfaToken, u.deviceId, u.phone);
    await k.expectParallelLock(u.userId, () =>
      verify(u.deviceId, { mfaToken: answer.mfaToken, otcToken: sent.otcToken, code: k.wrongOf(sent.code) }),
    );
    expect(await k.errorCode(await verify(u.deviceId, { mfaToken: answer.mfaToken, otcToken: sent.otcToken, code: sent.code }))).toBe(
      'auth.account_locked',
    );

    const v = await f.withPhone();
    const other = await k.passwordStep(v);
    const right = await f.sendCode(other.mfaToken, v.deviceId, v.phone);
    const before = await f.counts();
    const answers = await Promise.all(
      [1, 2].map(() => verify(v.deviceId, { mfaToken: other.mfaToken, otcToken: right.otcToken, code: right.code })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await f.counts()).sessions).toBe(before.sessions + 1);
  });

  it("refuses another user's phone id and an unknown one: nothing is texted", async () => {
    const u = await f.withPhone();
    const v = await f.withPhone();
    const answer = await k.passwordStep(u);
    const before = await f.counts();
    for (const id of [v.deviceId, 'no-such-phone']) {
      const res = await t.request('POST', F.smsSend(id), { body: { mfaToken: answer.mfaToken } });
      expect(res.status).toBe(404);
      expect(await k.errorCode(res)).toBe('mfa.device_not_found');
    }
    expect(await f.counts()).toEqual(before);
    expect(await f.smsTo(v.phone)).toHaveLength(1); // the enrolment text only
    // A code of the user's own phone is not accepted at the other user's phone id either.
    const sent = await f.sendCode(answer.mfaToken, u.deviceId, u.phone);
    expect(await k.errorCode(await verify(v.deviceId, { mfaToken: answer.mfaToken, otcToken: sent.otcToken, code: sent.code }))).toBe(
      'mfa.device_not_found',
    );
  });

  it('limits texts per account and per number', async () => {
    const u = await f.withPhone();
    const answer = await k.passwordStep(u);
    // The enrolment text counts: four more fit in the window.
    for (let i = 0; i < 4; i++)
      expect((await t.request('POST', F.smsSend(u.deviceId), { body: { mfaToken: answer.mfaToken } })).status).toBe(200);
    expect(await k.errorCode(await t.request('POST', F.smsSend(u.deviceId), { body: { mfaToken: answer.mfaToken } }))).toBe(
      'request.rate_limited',
    );
    // Another account cannot bomb the same number either.
    const v = await signUpAndActivate(t);
    expect(await k.errorCode(await t.request('POST', F.smsEnroll, { token: v.accessToken, body: { phoneNumber: u.phone } }))).toBe(
      'request.rate_limited',
    );
    t.clock.advance(10 * 60_000 + 1_000);
    const w = await signUpAndActivate(t);
    expect((await t.request('POST', F.smsEnroll, { token: w.accessToken, body: { phoneNumber: u.phone } })).status).toBe(200);
  });

  describe('forced enrolment', () => {
    const forcedUser = async () => {
      const u = await signUpAndActivate(t);
      await k.setPolicy(u.accessToken, { enforceMFAType: 'Force' });
      return { ...u, answer: await k.passwordStep(u) };
    };

    it('offers SMS after the stronger methods; the texted code enrols the phone and signs in with recovery codes', async () => {
      const u = await forcedUser();
      expect(u.answer).toMatchObject({
        mfaEnrolled: false,
        mfaStrategies: ['WebAuthnPlatform', 'WebAuthnCrossPlatform', 'AuthenticatorApp', 'SMS'],
      });
      const phone = f.newPhone();
      const start = await f.json<{ otcToken: string; phoneNumber: string }>(
        await t.request('POST', F.smsLoginEnroll, { body: { mfaToken: u.answer.mfaToken, phoneNumber: phone } }),
      );
      expect(start.phoneNumber).toBe(phone);
      const code = await f.lastCode(phone);
      expect(
        await k.errorCode(
          await t.request('POST', F.smsLoginEnrollVerify, {
            body: { mfaToken: u.answer.mfaToken, otcToken: start.otcToken, code: k.wrongOf(code) },
          }),
        ),
      ).toBe('mfa.invalid_code');
      const res = await t.request('POST', F.smsLoginEnrollVerify, {
        body: { mfaToken: u.answer.mfaToken, otcToken: start.otcToken, code, rememberDevice: true },
      });
      const body = await f.json<{ accessToken: string; recoveryCode: string; recoveryCodes: string[] }>(res);
      expect(body.recoveryCodes).toHaveLength(10);
      expect(body.recoveryCode).toBe(body.recoveryCodes[0]);
      expect(decodeJwt(body.accessToken).amr).toEqual(['pwd', 'mfa', 'sms']);
      expect(refreshCookieOf(res)).toBeTruthy();
      expect((await t.mails(u.email)).filter((m) => m.kind === 'mfa_sms_added')).toHaveLength(1);
      // The phone is now the user's factor.
      const again = await k.passwordStep(u);
      expect(again).toMatchObject({ mfaEnrolled: true });
      expect((again.mfaDevices as unknown as Phones).phones).toHaveLength(1);
    });

    it('is refused to a user with a factor already, for a step-up, and while the vendor has SMS off', async () => {
      const u = await f.withPhone();
      const answer = await k.passwordStep(u);
      const before = await f.counts();
      expect(
        await k.errorCode(await t.request('POST', F.smsLoginEnroll, { body: { mfaToken: answer.mfaToken, phoneNumber: f.newPhone() } })),
      ).toBe('mfa.strategy_not_allowed');
      const stepUp = await f.json<{ mfaToken: string }>(await t.request('POST', P.stepUp, { token: u.accessToken, body: {} }));
      expect(
        await k.errorCode(await t.request('POST', F.smsLoginEnroll, { body: { mfaToken: stepUp.mfaToken, phoneNumber: f.newPhone() } })),
      ).toBe('mfa.invalid_token');
      expect((await f.counts()).texts).toBe(before.texts);
      await k.setStrategies([{ strategy: 'SMS', isActive: false }]);
      try {
        const v = await forcedUser();
        expect(v.answer.mfaStrategies).not.toContain('SMS');
        expect(
          await k.errorCode(
            await t.request('POST', F.smsLoginEnroll, { body: { mfaToken: v.answer.mfaToken, phoneNumber: f.newPhone() } }),
          ),
        ).toBe('mfa.strategy_not_allowed');
        // A phone enrolled earlier still works while new ones cannot be added (decision 0024).
        const signIn = await k.passwordStep(u);
        const sent = await f.sendCode(signIn.mfaToken, u.deviceId, u.phone);
        expect((await verify(u.deviceId, { mfaToken: signIn.mfaToken, otcToken: sent.otcToken, code: sent.code })).status).toBe(200);
      } finally {
        await k.setStrategies([{ strategy: 'SMS', isActive: true }]);
      }
    });
  });

  it('steps up with a texted code: a new session with amr mfa and sms', async () => {
    const u = await f.withPhone();
    const challenge = await f.json<{ mfaToken: string; mfaDevices: Phones }>(
      await t.request('POST', P.stepUp, { token: u.accessToken, body: { maxAge: 60 } }),
    );
    expect(challenge.mfaDevices.phones).toHaveLength(1);
    const sent = await f.sendCode(challenge.mfaToken, u.deviceId, u.phone);
    const res = await verify(u.deviceId, { mfaToken: challenge.mfaToken, otcToken: sent.otcToken, code: sent.code, rememberDevice: true });
    const claims = decodeJwt((await f.json<{ accessToken: string }>(res)).accessToken);
    expect(claims.amr).toEqual(expect.arrayContaining(['mfa', 'sms']));
    expect(claims.acr).toBe(MULTI_FACTOR_ACR);
    // A step-up never remembers the browser.
    expect((res.headers.getSetCookie?.() ?? []).some((c) => c.includes('gh_mfa_device='))).toBe(false);
    expect((await t.request('GET', '/identity/resources/users/v2/me', { token: u.accessToken })).status).toBe(401);
  });

  it('refuses bad input with a §8 error and writes nothing', async () => {
    const u = await f.withPhone();
    const answer = await k.passwordStep(u);
    const before = await f.counts();
    for (const [path, body] of [
      [F.smsSend(u.deviceId), {}],
      [F.smsSend(u.deviceId), { mfaToken: 7 }],
      [F.smsVerify(u.deviceId), { mfaToken: answer.mfaToken, otcToken: 'x' }],
      [F.smsVerify(u.deviceId), { mfaToken: answer.mfaToken, otcToken: 'x', code: '12' }],
      [F.smsVerify(u.deviceId), { mfaToken: answer.mfaToken, otcToken: '', code: '123456' }],
      [F.smsLoginEnroll, { mfaToken: answer.mfaToken }],
      [F.smsLoginEnroll, { mfaToken: answer.mfaToken, phoneNumber: '555-0100' }],
      [F.smsLoginEnroll, { mfaToken: answer.mfaToken, phoneNumber: '+1'.padEnd(30, '9') }],
      [F.smsLoginEnrollVerify, { mfaToken: answer.mfaToken, otcToken: 'x', code: 123456 }],
    ] as const) {
      const res = await t.request('POST', path, { body });
      expect(res.status).toBe(400);
      expect(await k.errorCode(res)).toBe('request.invalid');
    }
    expect(await f.counts()).toEqual(before);
  });
});
