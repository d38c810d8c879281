import { MULTI_FACTOR_ACR } from '@gatehouse/contracts';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshCookieOf, signUpAndActivate, type TestServer } from '../../../test/harness';
import { P, type Answer, useMfaServer, type MfaTestKit } from '../../../test/mfa-kit';

describe('step-up', () => {
  let t: TestServer;
  let k: MfaTestKit;
  useMfaServer((server, kit) => ((t = server), (k = kit)));

  const generate = async (accessToken: string, body: unknown = { maxAge: 60 }) => {
    const res = await t.request('POST', P.stepUp, { token: accessToken, body });
    expect(res.status).toBe(200);
    return (await res.json()) as Answer;
  };

  it('answers an MFA challenge; the code gives a new session whose token carries acr, amr and a fresh auth_time', async () => {
    const u = await k.enrolled();
    const before = decodeJwt(u.accessToken);
    expect(before.acr).toBeUndefined();
    t.clock.advance(120_000);
    k.nextStep();
    const challenge = await generate(u.accessToken);
    expect(challenge).toMatchObject({
      mfaRequired: true,
      mfaEnrolled: true,
      mfaStrategies: ['WebAuthnPlatform', 'WebAuthnCrossPlatform', 'AuthenticatorApp'],
    });
    expect(challenge.mfaDevices.authenticators).toHaveLength(1);
    expect(challenge.accessToken).toBeUndefined();
    const res = await t.request('POST', P.verify, { body: { mfaToken: challenge.mfaToken, value: u.authenticator.code() } });
    expect(res.status).toBe(200);
    expect(refreshCookieOf(res)).toBeTruthy();
    const claims = decodeJwt(((await res.json()) as { accessToken: string }).accessToken);
    expect(claims.acr).toBe(MULTI_FACTOR_ACR);
    expect(claims.amr).toEqual(expect.arrayContaining(['mfa', 'otp']));
    expect(claims.auth_time).toBe(Math.floor(t.clock.now() / 1000));
    expect((claims.auth_time as number) - (before.auth_time as number)).toBeGreaterThanOrEqual(120);
    expect(claims.sid).not.toBe(before.sid);
    expect(claims.tenantId).toBe(before.tenantId);
    // The raised session replaced the old one: its access token and refresh cookie no longer work.
    expect((await t.request('GET', '/identity/resources/users/v2/me', { token: u.accessToken })).status).toBe(401);
    expect((await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { cookie: u.cookie, body: {} })).status).toBe(401);
  });

  it('answers "MFA is not enrolled" to a user without a device, and 401 without a session', async () => {
    const u = await signUpAndActivate(t);
    const res = await t.request('POST', P.stepUp, { token: u.accessToken, body: { maxAge: 60 } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: string[] }).errors).toEqual(['MFA is not enrolled']);
    expect((await t.request('POST', P.stepUp, { body: {} })).status).toBe(401);
  });

  it('refuses bad input with a §8 error and writes nothing', async () => {
    const u = await k.enrolled();
    const count = async () =>
      (await t.deps.db.kysely.selectFrom('mfa_tokens').select('id').where('user_id', '=', u.userId).execute()).length;
    const before = await count();
    for (const body of [{ maxAge: -1 }, { maxAge: 'sixty' }, { maxAge: 1.5 }]) {
      const res = await t.request('POST', P.stepUp, { token: u.accessToken, body });
      expect(res.status).toBe(400);
      expect(await k.errorCode(res)).toBe('request.invalid');
    }
    expect(await count()).toBe(before);
  });

  it('refuses 100 parallel wrong step-up codes and locks as the policy says; the right code twice in parallel is accepted once', async () => {
    const u = await k.enrolled();
    const { mfaToken } = await generate(u.accessToken);
    await k.expectParallelLock(u.userId, () =>
      t.request('POST', P.verify, { body: { mfaToken, value: k.wrongOf(u.authenticator.code()) } }),
    );
    const v = await k.enrolled();
    const challenge = await generate(v.accessToken);
    const code = v.authenticator.code();
    const answers = await Promise.all(
      [1, 2].map(() => t.request('POST', P.verify, { body: { mfaToken: challenge.mfaToken, value: code } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('does not step up a session that was signed out meanwhile', async () => {
    const u = await k.enrolled();
    const { mfaToken } = await generate(u.accessToken);
    expect(
      (await t.request('POST', '/identity/resources/auth/v1/logout', { token: u.accessToken, cookie: u.cookie, body: {} })).status,
    ).toBe(200);
    expect(await k.errorCode(await t.request('POST', P.verify, { body: { mfaToken, value: u.authenticator.code() } }))).toBe(
      'mfa.invalid_token',
    );
  });
});
