import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndActivate, type TestServer } from '../../../test/harness';
import { P, useMfaServer, type MfaTestKit } from '../../../test/mfa-kit';

describe('email codes as a second factor', () => {
  let t: TestServer;
  let k: MfaTestKit;
  useMfaServer((server, kit) => ((t = server), (k = kit)));

  /** A user whose tenant forces MFA, at the password step, with email codes switched on or not. */
  const forcedUser = async () => {
    const u = await signUpAndActivate(t);
    await k.setPolicy(u.accessToken, { enforceMFAType: 'Force' });
    return { ...u, answer: await k.passwordStep(u) };
  };
  const send = async (mfaToken: string) => {
    const res = await t.request('POST', P.emailSend, { body: { mfaToken } });
    expect(res.status).toBe(200);
    const { otcToken } = (await res.json()) as { otcToken: string };
    return otcToken;
  };
  const lastCode = async (email: string) => {
    const mail = (await t.mails(email)).find((m) => m.kind === 'mfa_email_code')!;
    return mail.text.match(/\b(\d{6})\b/)![1]!;
  };

  it('is off by default: not offered, and refused, even to a user the policy forces to enrol', async () => {
    await k.setStrategies([{ strategy: 'EmailCode', isActive: false }]);
    const u = await forcedUser();
    expect(u.answer.mfaStrategies).toEqual(['WebAuthnPlatform', 'WebAuthnCrossPlatform', 'AuthenticatorApp']);
    const before = await k.counts();
    expect(await k.errorCode(await t.request('POST', P.emailSend, { body: { mfaToken: u.answer.mfaToken } }))).toBe(
      'mfa.strategy_not_allowed',
    );
    expect(await k.counts()).toEqual(before);
    expect(await t.mails(u.email)).toHaveLength(1); // the activation mail only
  });

  describe('when the vendor switches email codes on', () => {
    beforeAll(() => k.setStrategies([{ strategy: 'EmailCode', isActive: true }]));
    afterAll(() => k.setStrategies([{ strategy: 'EmailCode', isActive: false }]));

    it('satisfies a forced enrolment: 6 digits by mail, stored only hashed, single use; the address becomes a factor', async () => {
      const u = await forcedUser();
      expect(u.answer.mfaStrategies).toEqual(['WebAuthnPlatform', 'WebAuthnCrossPlatform', 'AuthenticatorApp', 'EmailCode']);
      const otcToken = await send(u.answer.mfaToken);
      const code = await lastCode(u.email);
      expect(code).toMatch(/^\d{6}$/);
      const rows = await t.deps.db.kysely.selectFrom('mfa_codes').selectAll().where('user_id', '=', u.userId).execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(code);
      expect(JSON.stringify(rows)).not.toContain(otcToken);
      const ok = await t.request('POST', P.emailVerify, { body: { mfaToken: u.answer.mfaToken, otcToken, code } });
      expect(ok.status).toBe(200);
      expect(decodeJwt(((await ok.json()) as { accessToken: string }).accessToken).amr).toEqual(['pwd', 'mfa', 'email']);
      // Single use, even with a new sign-in.
      const again = await k.passwordStep(u);
      expect(again).toMatchObject({ mfaEnrolled: true, mfaDevices: { emails: [{ email: u.email }] } });
      expect(await k.errorCode(await t.request('POST', P.emailVerify, { body: { mfaToken: again.mfaToken, otcToken, code } }))).toBe(
        'mfa.invalid_code',
      );
      expect((await t.mails(u.email)).filter((m) => m.kind === 'mfa_email_added')).toHaveLength(1);
      // The profile counts the address as a second factor only while email codes are offered.
      // A second later, so that the newest mail is this sign-in's (the test clock stands still otherwise).
      t.clock.advance(1_000);
      const third = await k.passwordStep(u);
      const thirdOtc = await send(third.mfaToken);
      const verified = await t.request('POST', P.emailVerify, {
        body: { mfaToken: third.mfaToken, otcToken: thirdOtc, code: await lastCode(u.email) },
      });
      expect(verified.status).toBe(200);
      const session = (await verified.json()) as { accessToken: string };
      const mfaEnrolled = async () =>
        (
          (await (await t.request('GET', '/identity/resources/users/v2/me', { token: session.accessToken })).json()) as {
            mfaEnrolled: boolean;
          }
        ).mfaEnrolled;
      expect(await mfaEnrolled()).toBe(true);
      await k.setStrategies([{ strategy: 'EmailCode', isActive: false }]);
      expect(await mfaEnrolled()).toBe(false);
      await k.setStrategies([{ strategy: 'EmailCode', isActive: true }]);
    });

    it('expires after 10 minutes, and a new code voids the earlier one', async () => {
      const u = await forcedUser();
      const first = await send(u.answer.mfaToken);
      const firstCode = await lastCode(u.email);
      const second = await send(u.answer.mfaToken);
      expect(
        await k.errorCode(
          await t.request('POST', P.emailVerify, { body: { mfaToken: u.answer.mfaToken, otcToken: first, code: firstCode } }),
        ),
      ).toBe('mfa.invalid_code');
      const secondCode = await lastCode(u.email);
      const fresh = await k.passwordStep(u);
      // A code belongs to the sign-in that asked for it.
      expect(
        await k.errorCode(
          await t.request('POST', P.emailVerify, { body: { mfaToken: fresh.mfaToken, otcToken: second, code: secondCode } }),
        ),
      ).toBe('mfa.invalid_code');
      const late = await send(fresh.mfaToken);
      const lateCode = await lastCode(u.email);
      const row = await t.deps.db.kysely
        .selectFrom('mfa_codes')
        .select(['created_at', 'expires_at'])
        .where('user_id', '=', u.userId)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60_000);
      // The sign-in's own token (5 minutes) ends first; past 10 minutes nothing of it is accepted.
      t.clock.advance(10 * 60_000 + 1_000);
      expect(
        await k.errorCode(await t.request('POST', P.emailVerify, { body: { mfaToken: fresh.mfaToken, otcToken: late, code: lateCode } })),
      ).toBe('mfa.invalid_token');
    });

    it('limits sends per account', async () => {
      const u = await forcedUser();
      for (let i = 0; i < 5; i++) await send(u.answer.mfaToken);
      expect(await k.errorCode(await t.request('POST', P.emailSend, { body: { mfaToken: u.answer.mfaToken } }))).toBe(
        'request.rate_limited',
      );
    });

    it('refuses 100 parallel wrong codes and locks as the policy says; the right code sent twice in parallel is accepted once', async () => {
      const u = await forcedUser();
      const otcToken = await send(u.answer.mfaToken);
      const code = await lastCode(u.email);
      await k.expectParallelLock(u.userId, () =>
        t.request('POST', P.emailVerify, { body: { mfaToken: u.answer.mfaToken, otcToken, code: k.wrongOf(code) } }),
      );
      expect(await k.errorCode(await t.request('POST', P.emailVerify, { body: { mfaToken: u.answer.mfaToken, otcToken, code } }))).toBe(
        'auth.account_locked',
      );
      // Another account: the right code twice in parallel opens one session.
      const v = await forcedUser();
      const otc = await send(v.answer.mfaToken);
      const right = await lastCode(v.email);
      const answers = await Promise.all(
        [1, 2].map(() => t.request('POST', P.emailVerify, { body: { mfaToken: v.answer.mfaToken, otcToken: otc, code: right } })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    });

    it('is not offered to a user with an authenticator app only, and never for a step-up', async () => {
      const u = await k.enrolled();
      const answer = await k.passwordStep(u);
      expect(answer.mfaDevices.emails).toEqual([]);
      expect(await k.errorCode(await t.request('POST', P.emailSend, { body: { mfaToken: answer.mfaToken } }))).toBe(
        'mfa.strategy_not_allowed',
      );
      const stepUp = (await (await t.request('POST', P.stepUp, { token: u.accessToken, body: {} })).json()) as {
        mfaToken: string;
        mfaStrategies: string[];
      };
      expect(stepUp.mfaStrategies).toEqual(['WebAuthnPlatform', 'WebAuthnCrossPlatform', 'AuthenticatorApp']);
      expect(await k.errorCode(await t.request('POST', P.emailSend, { body: { mfaToken: stepUp.mfaToken } }))).toBe(
        'mfa.strategy_not_allowed',
      );
    });

    it('refuses bad input with a §8 error and writes nothing', async () => {
      const u = await forcedUser();
      const before = await k.counts();
      for (const [path, body] of [
        [P.emailSend, {}],
        [P.emailSend, { mfaToken: 5 }],
        [P.emailVerify, { mfaToken: u.answer.mfaToken, otcToken: 'x' }],
        [P.emailVerify, { mfaToken: u.answer.mfaToken, otcToken: 'x', code: '1' }],
        [P.emailVerify, { mfaToken: u.answer.mfaToken, otcToken: '', code: '123456' }],
      ] as const) {
        const res = await t.request('POST', path, { body });
        expect(res.status).toBe(400);
        expect(await k.errorCode(res)).toBe('request.invalid');
      }
      expect(await k.counts()).toEqual(before);
    });
  });
});
