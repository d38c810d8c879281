import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorSession, type TestServer } from '../../../test/harness';
import { F, factorTestKit, type FactorTestKit } from './factor-test-kit';
import { P, useMfaServer, type Answer, type MfaTestKit } from '../../../test/mfa-kit';
import { setLoginPhone } from '../../../test/set-login-phone';

const AUTH = '/identity/resources/auth/v1';

/**
 * The session after a passwordless first step and a second factor names the methods really used
 * (decision 0024): `amr` never claims a password nobody typed.
 */
describe('amr after a passwordless first step and MFA', () => {
  let t: TestServer;
  let k: MfaTestKit;
  let f: FactorTestKit;
  useMfaServer((server, kit) => ((t = server), (k = kit), (f = factorTestKit(server, kit))));
  const setAuthStrategy = async (authStrategy: string) => {
    const res = await t.request('PUT', '/identity/resources/configurations/v1/vendor/auth-policy', {
      token: (await vendorSession(t)).token,
      body: { authStrategy },
    });
    expect(res.status).toBe(200);
  };
  beforeAll(() => k.setStrategies([{ strategy: 'SMS', isActive: true }]));
  afterAll(() => setAuthStrategy('EmailAndPassword'));

  const claimsOf = async (res: Response) => decodeJwt((await f.json<{ accessToken: string }>(res)).accessToken);
  /** The first step by a code mailed to the account: answers the MFA demand. */
  const emailCodeStep = async (email: string): Promise<Answer> => {
    const { otcToken } = await f.json<{ otcToken: string }>(
      await t.request('POST', `${AUTH}/passwordless/code/prelogin`, { body: { email, username: '' } }),
    );
    const mail = (await t.mails(email)).find((m) => m.kind === 'passwordless_code')!;
    return f.json<Answer>(
      await t.request('POST', `${AUTH}/passwordless/Code/postlogin`, { body: { token: mail.text.match(/\b(\d{6})\b/)![1], otcToken } }),
    );
  };

  it('an emailed code, then an authenticator app: otp and mfa, no pwd', async () => {
    await setAuthStrategy('Code');
    const u = await k.enrolled();
    const answer = await emailCodeStep(u.email);
    expect(answer.mfaRequired).toBe(true);
    const claims = await claimsOf(
      await t.request('POST', P.verify, { body: { mfaToken: answer.mfaToken, value: u.authenticator.code() } }),
    );
    expect(claims.amr).toEqual(['otp', 'mfa']);
    expect(claims.amr).not.toContain('pwd');
  });

  it('an emailed code, then a texted one: otp, mfa, sms', async () => {
    await setAuthStrategy('Code');
    const u = await f.withPhone();
    const answer = await emailCodeStep(u.email);
    const sent = await f.sendCode(answer.mfaToken, u.deviceId, u.phone);
    const claims = await claimsOf(
      await t.request('POST', F.smsVerify(u.deviceId), { body: { mfaToken: answer.mfaToken, otcToken: sent.otcToken, code: sent.code } }),
    );
    expect(claims.amr).toEqual(['otp', 'mfa', 'sms']);
  });

  it('an SMS code to the account phone, then a security key: sms, mfa, hwk', async () => {
    await setAuthStrategy('SmsCode');
    const u = await f.withKey();
    const accountPhone = f.newPhone();
    await setLoginPhone(t, u.accessToken, accountPhone);
    const { otcToken } = await f.json<{ otcToken: string }>(
      await t.request('POST', `${AUTH}/passwordless/smscode/prelogin`, { body: { email: u.email, username: '' } }),
    );
    const text = (await f.smsTo(accountPhone)).find((m) => m.kind === 'passwordless_code');
    const answer = await f.json<Answer>(
      await t.request('POST', `${AUTH}/passwordless/SmsCode/postlogin`, { body: { token: text!.codes[0], otcToken } }),
    );
    expect(answer.mfaRequired).toBe(true);
    const { webauthnToken, options } = await f.keyChallenge(answer.mfaToken, u.deviceId);
    const claims = await claimsOf(
      await t.request('POST', F.keyVerify(u.deviceId), { body: { mfaToken: answer.mfaToken, webauthnToken, options: u.key.get(options) } }),
    );
    expect(claims.amr).toEqual(['sms', 'mfa', 'hwk']);
  });

  it('a password, then a texted code, still says pwd', async () => {
    await setAuthStrategy('EmailAndPassword');
    const u = await f.withPhone();
    const answer = await k.passwordStep(u);
    const sent = await f.sendCode(answer.mfaToken, u.deviceId, u.phone);
    expect(
      (
        await claimsOf(
          await t.request('POST', F.smsVerify(u.deviceId), {
            body: { mfaToken: answer.mfaToken, otcToken: sent.otcToken, code: sent.code },
          }),
        )
      ).amr,
    ).toEqual(['pwd', 'mfa', 'sms']);
  });
});
