import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndActivate, type TestServer } from '../../../test/harness';
import { F, factorTestKit, type FactorTestKit } from './factor-test-kit';
import { P, useMfaServer, type MfaTestKit } from '../../../test/mfa-kit';

type Devices = { webauthn: unknown[]; phones: { id: string; phoneNumber: string }[]; authenticators: unknown[]; emails: unknown[] };

describe('phones as second factors from the profile', () => {
  let t: TestServer;
  let k: MfaTestKit;
  let f: FactorTestKit;
  useMfaServer((server, kit) => ((t = server), (k = kit), (f = factorTestKit(server, kit))));
  beforeAll(() => k.setStrategies([{ strategy: 'SMS', isActive: true }]));

  const devices = async (accessToken: string) => f.json<Devices>(await t.request('GET', P.devices, { token: accessToken }));
  const startRemoval = async (accessToken: string, deviceId: string, phone: string) => {
    const { otcToken } = await f.json<{ otcToken: string }>(
      await t.request('POST', F.smsDisable(deviceId), { token: accessToken, body: {} }),
    );
    return { otcToken, code: await f.lastCode(phone) };
  };

  it('adds a phone with a texted code: stored hashed, listed masked, recovery codes once, a notice mail, an audit row', async () => {
    const u = await signUpAndActivate(t);
    const phone = f.newPhone();
    const start = await f.json<{ otcToken: string; phoneNumber: string }>(
      await t.request('POST', F.smsEnroll, { token: u.accessToken, body: { phoneNumber: phone } }),
    );
    expect(start.phoneNumber).toBe(phone);
    const code = await f.lastCode(phone);
    const rows = await t.deps.db.kysely.selectFrom('mfa_codes').selectAll().where('user_id', '=', u.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms_enrol', target: phone, attempts: 0 });
    expect(JSON.stringify(rows)).not.toContain(start.otcToken);
    // Not a phone yet, and a wrong code adds nothing.
    expect((await devices(u.accessToken)).phones).toEqual([]);
    expect(
      await k.errorCode(
        await t.request('POST', F.smsEnrollVerify, { token: u.accessToken, body: { otcToken: start.otcToken, code: k.wrongOf(code) } }),
      ),
    ).toBe('mfa.invalid_code');
    const done = await f.json<{ recoveryCode: string; recoveryCodes: string[] }>(
      await t.request('POST', F.smsEnrollVerify, { token: u.accessToken, body: { otcToken: start.otcToken, code } }),
    );
    expect(done.recoveryCodes).toHaveLength(10);
    expect(done.recoveryCode).toBe(done.recoveryCodes[0]);
    const list = await devices(u.accessToken);
    expect(list).toEqual({
      webauthn: [],
      phones: [{ id: expect.any(String), phoneNumber: expect.stringMatching(/^\+1•+\d{4}$/) }],
      authenticators: [],
      emails: [],
    });
    expect(list.phones[0]!.phoneNumber.endsWith(phone.slice(-4))).toBe(true);
    expect((await (await t.request('GET', '/identity/resources/users/v2/me', { token: u.accessToken })).json()).mfaEnrolled).toBe(true);
    expect((await t.mails(u.email)).filter((m) => m.kind === 'mfa_sms_added')).toHaveLength(1);
    const audited = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', u.userId)
      .where('action', 'like', 'mfa.sms.%')
      .execute();
    expect(audited.map((a) => a.action).sort()).toEqual(['mfa.sms.enrolled', 'mfa.sms.enrolment_started']);
    // From now on the password-only session may change no factor (decision 0033); stepped up with the phone, the code is spent.
    expect(
      await k.errorCode(await t.request('POST', F.smsEnrollVerify, { token: u.accessToken, body: { otcToken: start.otcToken, code } })),
    ).toBe('step_up_required');
    const { accessToken } = await f.stepUpWithPhone({ accessToken: u.accessToken, deviceId: list.phones[0]!.id, phone });
    expect(
      await k.errorCode(await t.request('POST', F.smsEnrollVerify, { token: accessToken, body: { otcToken: start.otcToken, code } })),
    ).toBe('mfa.invalid_code');
    // The next sign-in asks for it.
    expect((await k.passwordStep(u)).mfaRequired).toBe(true);
  });

  it('refuses while the vendor has SMS off, a number the user has already, and more than five phones', async () => {
    // A session stepped up with an authenticator app adds the phones (no text spent on the step-up).
    const enrolled = await k.enrolled();
    const u = { ...enrolled, ...(await k.stepUp(enrolled.accessToken, enrolled.authenticator)) };
    await k.setStrategies([{ strategy: 'SMS', isActive: false }]);
    try {
      expect(await k.errorCode(await t.request('POST', F.smsEnroll, { token: u.accessToken, body: { phoneNumber: f.newPhone() } }))).toBe(
        'mfa.strategy_not_allowed',
      );
    } finally {
      await k.setStrategies([{ strategy: 'SMS', isActive: true }]);
    }
    const first = await f.addPhone(u.accessToken);
    expect(await k.errorCode(await t.request('POST', F.smsEnroll, { token: u.accessToken, body: { phoneNumber: first.phone } }))).toBe(
      'mfa.phone_already_enrolled',
    );
    // Four more fill the list (five texts: the most one account gets in ten minutes).
    for (let i = 0; i < 4; i++) await f.addPhone(u.accessToken);
    expect((await devices(u.accessToken)).phones).toHaveLength(5);
    expect(await k.errorCode(await t.request('POST', F.smsEnroll, { token: u.accessToken, body: { phoneNumber: f.newPhone() } }))).toBe(
      'mfa.too_many_devices',
    );
  });

  it('removes a phone with a code texted to it; the last factor takes the recovery codes with it', async () => {
    const withPhone = await f.withPhone();
    const u = { ...withPhone, ...(await f.stepUpWithPhone(withPhone)) };
    const { otcToken, code } = await startRemoval(u.accessToken, u.deviceId, u.phone);
    expect(
      await k.errorCode(
        await t.request('POST', F.smsDisableVerify(u.deviceId), { token: u.accessToken, body: { otcToken, code: k.wrongOf(code) } }),
      ),
    ).toBe('mfa.invalid_code');
    expect((await devices(u.accessToken)).phones).toHaveLength(1);
    expect((await t.request('POST', F.smsDisableVerify(u.deviceId), { token: u.accessToken, body: { otcToken, code } })).status).toBe(200);
    expect((await devices(u.accessToken)).phones).toEqual([]);
    expect(await t.deps.db.kysely.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', u.userId).execute()).toEqual([]);
    expect((await t.mails(u.email)).filter((m) => m.kind === 'mfa_sms_removed')).toHaveLength(1);
    expect((await k.passwordStep(u)).accessToken).toEqual(expect.any(String));
    // Gone: a second removal finds nothing.
    expect(
      await k.errorCode(await t.request('POST', F.smsDisableVerify(u.deviceId), { token: u.accessToken, body: { otcToken, code } })),
    ).toBe('mfa.device_not_found');
  });

  it("refuses another user's phone id at every step, and a code of one phone for another", async () => {
    const [withPhoneU, withPhoneV] = [await f.withPhone(), await f.withPhone()];
    const u = { ...withPhoneU, ...(await f.stepUpWithPhone(withPhoneU)) };
    const v = { ...withPhoneV, ...(await f.stepUpWithPhone(withPhoneV)) };
    const before = await f.counts();
    for (const res of [
      await t.request('POST', F.smsDisable(v.deviceId), { token: u.accessToken, body: {} }),
      await t.request('POST', F.smsDisableVerify(v.deviceId), { token: u.accessToken, body: { otcToken: 'x'.repeat(43), code: '123456' } }),
    ]) {
      expect(res.status).toBe(404);
      expect(await k.errorCode(res)).toBe('mfa.device_not_found');
    }
    expect(await f.counts()).toEqual(before);
    // u's own removal code does not remove u's second phone, nor v's.
    const second = await f.addPhone(u.accessToken);
    const { otcToken, code } = await startRemoval(u.accessToken, u.deviceId, u.phone);
    expect(
      await k.errorCode(await t.request('POST', F.smsDisableVerify(second.deviceId), { token: u.accessToken, body: { otcToken, code } })),
    ).toBe('mfa.invalid_code');
    expect((await devices(u.accessToken)).phones).toHaveLength(2);
    expect((await devices(v.accessToken)).phones).toHaveLength(1);
    // v cannot finish u's enrolment with u's code either.
    const phone = f.newPhone();
    const { otcToken: enrolToken } = await f.json<{ otcToken: string }>(
      await t.request('POST', F.smsEnroll, { token: u.accessToken, body: { phoneNumber: phone } }),
    );
    expect(
      await k.errorCode(
        await t.request('POST', F.smsEnrollVerify, { token: v.accessToken, body: { otcToken: enrolToken, code: await f.lastCode(phone) } }),
      ),
    ).toBe('mfa.invalid_code');
    expect((await devices(v.accessToken)).phones).toHaveLength(1);
  });

  it('refuses 100 parallel wrong codes and locks as the policy says; the right code sent twice in parallel adds the phone once', async () => {
    const u = await signUpAndActivate(t);
    const phone = f.newPhone();
    const { otcToken } = await f.json<{ otcToken: string }>(
      await t.request('POST', F.smsEnroll, { token: u.accessToken, body: { phoneNumber: phone } }),
    );
    const code = await f.lastCode(phone);
    await k.expectParallelLock(u.userId, () =>
      t.request('POST', F.smsEnrollVerify, { token: u.accessToken, body: { otcToken, code: k.wrongOf(code) } }),
    );
    expect(await k.errorCode(await t.request('POST', F.smsEnrollVerify, { token: u.accessToken, body: { otcToken, code } }))).toBe(
      'auth.account_locked',
    );
    expect((await devices(u.accessToken)).phones).toEqual([]);

    const v = await signUpAndActivate(t);
    const other = f.newPhone();
    const started = await f.json<{ otcToken: string }>(
      await t.request('POST', F.smsEnroll, { token: v.accessToken, body: { phoneNumber: other } }),
    );
    const right = await f.lastCode(other);
    const answers = await Promise.all(
      [1, 2].map(() => t.request('POST', F.smsEnrollVerify, { token: v.accessToken, body: { otcToken: started.otcToken, code: right } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await devices(v.accessToken)).phones).toHaveLength(1);

    // Removal: the right code twice in parallel removes once.
    const withPhone = await f.withPhone();
    const w = { ...withPhone, ...(await f.stepUpWithPhone(withPhone)) };
    const removal = await startRemoval(w.accessToken, w.deviceId, w.phone);
    const removals = await Promise.all(
      [1, 2].map(() => t.request('POST', F.smsDisableVerify(w.deviceId), { token: w.accessToken, body: removal })),
    );
    expect(removals.map((r) => r.status).sort((a, b) => a - b)[0]).toBe(200);
    expect(removals.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('refuses bad input with a §8 error, and every call without a session, writing nothing', async () => {
    const withPhone = await f.withPhone();
    const u = { ...withPhone, ...(await f.stepUpWithPhone(withPhone)) };
    const before = await f.counts();
    for (const [path, body] of [
      [F.smsEnroll, {}],
      [F.smsEnroll, { phoneNumber: '4155550100' }],
      [F.smsEnroll, { phoneNumber: '+0155550100' }],
      [F.smsEnroll, { phoneNumber: ['+14155550100'] }],
      [F.smsEnrollVerify, { otcToken: 'x' }],
      [F.smsEnrollVerify, { otcToken: 'x', code: '1' }],
      [F.smsEnrollVerify, { otcToken: 'x'.repeat(600), code: '123456' }],
      [F.smsDisableVerify(u.deviceId), { otcToken: 'x' }],
    ] as const) {
      const res = await t.request('POST', path, { token: u.accessToken, body });
      expect(res.status).toBe(400);
      expect(await k.errorCode(res)).toBe('request.invalid');
    }
    for (const path of [F.smsEnroll, F.smsEnrollVerify, F.smsDisable(u.deviceId), F.smsDisableVerify(u.deviceId)])
      expect((await t.request('POST', path, { body: { phoneNumber: f.newPhone(), otcToken: 'x', code: '123456' } })).status).toBe(401);
    expect(await f.counts()).toEqual(before);
  });

  it('a recovery code removes phones along with every other factor', async () => {
    const u = await f.withPhone();
    const res = await t.request('POST', '/identity/resources/auth/v1/user/mfa/recover', {
      body: { email: u.email, recoveryCode: u.recoveryCodes[0] },
    });
    expect(res.status).toBe(200);
    expect((await devices(u.accessToken)).phones).toEqual([]);
  });
});
