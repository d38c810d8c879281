import { MULTI_FACTOR_ACR } from '@gatehouse/contracts';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshCookieOf, signUpAndActivate, type TestServer } from '../../../test/harness';
import { P, useMfaServer, type MfaTestKit } from '../../../test/mfa-kit';

describe('forced MFA enrolment at sign-in', () => {
  let t: TestServer;
  let k: MfaTestKit;
  useMfaServer((server, kit) => ((t = server), (k = kit)));

  /** A user of a tenant whose policy forces MFA, stopped at the password step. */
  const forcedUser = async (enforceMFAType: 'Force' | 'ForceExceptSAML' = 'Force') => {
    const u = await signUpAndActivate(t);
    await k.setPolicy(u.accessToken, { enforceMFAType });
    const answer = await k.passwordStep(u);
    return { ...u, answer };
  };
  const startEnrolment = async (mfaToken: string) => {
    const res = await t.request('POST', P.loginEnroll, { body: { mfaToken } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { qrCode: string; otpauthUri: string };
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    return k.app(body.otpauthUri);
  };

  it('answers mfaRequired with mfaEnrolled false and the allowed strategies, and no session', async () => {
    for (const kind of ['Force', 'ForceExceptSAML'] as const) {
      const u = await forcedUser(kind);
      expect(u.answer).toMatchObject({
        mfaRequired: true,
        mfaEnrolled: false,
        mfaStrategies: ['WebAuthnPlatform', 'WebAuthnCrossPlatform', 'AuthenticatorApp'],
        mfaDevices: { authenticators: [], emails: [] },
      });
      expect(u.answer.accessToken).toBeUndefined();
    }
    // DontForce (the default): the password alone signs in.
    const free = await signUpAndActivate(t);
    expect((await k.passwordStep(free)).accessToken).toBeTruthy();
  });

  it('enrols with the MFA token: a QR code, then the first code signs in with recovery codes and a multi-factor token', async () => {
    const u = await forcedUser();
    const authenticator = await startEnrolment(u.answer.mfaToken);
    const res = await t.request('POST', P.loginEnrollVerify, { body: { mfaToken: u.answer.mfaToken, token: authenticator.code() } });
    expect(res.status).toBe(200);
    expect(refreshCookieOf(res)).toBeTruthy();
    const body = (await res.json()) as { accessToken: string; recoveryCode: string; recoveryCodes: string[] };
    expect(body.recoveryCodes).toHaveLength(10);
    expect(body.recoveryCode).toBe(body.recoveryCodes[0]);
    const claims = decodeJwt(body.accessToken);
    expect(claims.acr).toBe(MULTI_FACTOR_ACR);
    expect(claims.amr).toEqual(['pwd', 'mfa', 'otp']);
    // Enrolled now: the next sign-in asks for the device, and the user was told by mail.
    k.nextStep();
    const next = await k.passwordStep(u);
    expect(next).toMatchObject({ mfaRequired: true, mfaEnrolled: true });
    expect(next.mfaDevices.authenticators).toHaveLength(1);
    expect((await t.mails(u.email)).filter((m) => m.kind === 'mfa_authenticator_added')).toHaveLength(1);
  });

  it('refuses login-time enrolment to a user who has a factor already (the password alone must not add one)', async () => {
    const u = await k.enrolled();
    await k.setPolicy(u.accessToken, { enforceMFAType: 'Force' });
    const { mfaToken } = await k.passwordStep(u);
    const before = await k.counts();
    expect(await k.errorCode(await t.request('POST', P.loginEnroll, { body: { mfaToken } }))).toBe('mfa.strategy_not_allowed');
    expect(await k.errorCode(await t.request('POST', P.loginEnrollVerify, { body: { mfaToken, token: '123456' } }))).toBe(
      'mfa.strategy_not_allowed',
    );
    expect(await k.counts()).toEqual(before);
  });

  it('refuses bad input with a §8 error and writes nothing', async () => {
    const u = await forcedUser();
    const before = await k.counts();
    for (const [path, body] of [
      [P.loginEnroll, {}],
      [P.loginEnroll, { mfaToken: '' }],
      [P.loginEnroll, { mfaToken: 'x'.repeat(600) }],
      [P.loginEnrollVerify, { mfaToken: u.answer.mfaToken }],
      [P.loginEnrollVerify, { mfaToken: u.answer.mfaToken, token: 12 }],
      [P.loginEnrollVerify, { mfaToken: u.answer.mfaToken, token: '123456', rememberDevice: 'yes' }],
    ] as const) {
      const res = await t.request('POST', path, { body });
      expect(res.status).toBe(400);
      expect(await k.errorCode(res)).toBe('request.invalid');
    }
    expect(await k.errorCode(await t.request('POST', P.loginEnroll, { body: { mfaToken: 'not-a-live-token' } }))).toBe('mfa.invalid_token');
    // Finishing before starting: nothing pending.
    expect(
      await k.errorCode(await t.request('POST', P.loginEnrollVerify, { body: { mfaToken: u.answer.mfaToken, token: '123456' } })),
    ).toBe('mfa.enrollment_expired');
    expect(await k.counts()).toEqual(before);
  });

  it('refuses 100 parallel wrong first codes and locks code checks as the policy says', async () => {
    const u = await forcedUser();
    const authenticator = await startEnrolment(u.answer.mfaToken);
    const wrong = k.wrongOf(authenticator.code());
    await k.expectParallelLock(u.userId, () =>
      t.request('POST', P.loginEnrollVerify, { body: { mfaToken: u.answer.mfaToken, token: wrong } }),
    );
    expect(
      await k.errorCode(
        await t.request('POST', P.loginEnrollVerify, { body: { mfaToken: u.answer.mfaToken, token: authenticator.code() } }),
      ),
    ).toBe('auth.account_locked');
    expect(
      (
        await t.deps.db.kysely
          .selectFrom('mfa_authenticators')
          .select('enrolled_at')
          .where('user_id', '=', u.userId)
          .executeTakeFirstOrThrow()
      ).enrolled_at,
    ).toBeNull();
  });

  it('accepts the same first code sent twice in parallel at most once', async () => {
    const u = await forcedUser();
    const authenticator = await startEnrolment(u.answer.mfaToken);
    const code = authenticator.code();
    const answers = await Promise.all(
      [1, 2].map(() => t.request('POST', P.loginEnrollVerify, { body: { mfaToken: u.answer.mfaToken, token: code } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(
      await t.deps.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', u.userId).where('amr', 'like', '%mfa%').execute(),
    ).toHaveLength(1);
  });
});
