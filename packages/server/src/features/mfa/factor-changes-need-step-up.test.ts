import { apiTokensApi, mfaApi, webauthnApi, type Endpoint } from '@gatehouse/contracts';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { featureRoutes, vendorRoutes } from '../../app';
import { errorOf, refreshCookieOf, signUpAndActivate, type TestServer } from '../../../test/harness';
import { FACTOR_CHANGE_MAX_AGE_SECONDS } from './step-up.service';
import { P, useMfaServer, type Answer, type MfaTestKit } from '../../../test/mfa-kit';

/**
 * Every route that adds or removes a second factor (authenticator apps, phones, security keys, passkeys;
 * an enrolment also replaces the recovery codes) or creates an API token (SECURITY.md S11, N14; NIST
 * 800-63B §6.1.2.1; decision 0033).
 */
const GUARDED: readonly Endpoint[] = [
  mfaApi.enrollAuthenticator,
  mfaApi.verifyAuthenticatorEnrollment,
  mfaApi.disableAuthenticator,
  mfaApi.enrollSms,
  mfaApi.verifySmsEnrollment,
  mfaApi.disableSms,
  mfaApi.verifyDisableSms,
  mfaApi.enrollWebauthn,
  mfaApi.verifyWebauthnEnrollment,
  mfaApi.disableWebauthn,
  mfaApi.verifyDisableWebauthn,
  webauthnApi.createWebauthnDevice,
  webauthnApi.verifyWebauthnDevice,
  webauthnApi.deleteWebauthnDevice,
  apiTokensApi.createUserApiToken,
  apiTokensApi.createTenantApiToken,
  apiTokensApi.createUserAccessToken,
  apiTokensApi.createTenantAccessToken,
];

const pathOf = (e: Endpoint) => e.path.replace(/\{\w+\}/g, 'some-id');

describe('adding or removing a factor, and creating an API token, need a recent second factor when the user has one', () => {
  let t: TestServer;
  let k: MfaTestKit;
  useMfaServer((server, kit) => ((t = server), (k = kit)));

  /** The step-up refusal: 403, §8 body, the code @gatehouse/node answers for the same refusal. */
  const expectStepUpRequired = async (res: Response, what: string) => {
    const error = await errorOf(res);
    expect({ what, status: error.status, errorCode: error.errorCode, errors: error.errors }).toEqual({
      what,
      status: 403,
      errorCode: 'step_up_required',
      errors: ['Step-up authentication required'],
    });
  };
  const pendingApps = (userId: string) =>
    t.deps.db.kysely.selectFrom('mfa_authenticators').select('id').where('user_id', '=', userId).execute();

  it('a remembered browser signs in with the password only (amr pwd): it may not enrol a second app nor get new recovery codes; stepped up, it may', async () => {
    const u = await k.enrolled();
    // Sign in once with the code and "remember this device"; the next password sign-in from that browser skips MFA.
    const remembered = await t.request('POST', P.verify, {
      body: { mfaToken: (await k.passwordStep(u)).mfaToken, value: u.authenticator.code(), rememberDevice: true },
    });
    expect(remembered.status).toBe(200);
    k.nextStep();
    const cookie = remembered.headers
      .getSetCookie()
      .find((c) => /^(__Host-)?gh_mfa_device=/.test(c))!
      .split(';')[0]!;
    const skipped = await k.passwordStep(u, cookie);
    expect(skipped.mfaRequired).toBe(false);
    const session = skipped as Answer & { accessToken: string };
    expect(decodeJwt(session.accessToken).amr).toEqual(['pwd']);

    const codesBefore = await t.deps.db.kysely
      .selectFrom('mfa_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', u.userId)
      .execute();
    const appsBefore = await pendingApps(u.userId);
    await expectStepUpRequired(await t.request('POST', P.enroll, { token: session.accessToken, body: {} }), 'enrol');
    await expectStepUpRequired(
      await t.request('POST', P.enrollVerify, { token: session.accessToken, body: { token: u.authenticator.code() } }),
      'enrol verify',
    );
    expect(await pendingApps(u.userId)).toEqual(appsBefore);
    expect(await t.deps.db.kysely.selectFrom('mfa_recovery_codes').select('code_hash').where('user_id', '=', u.userId).execute()).toEqual(
      codesBefore,
    );

    // The step-up (spec 000 §4.5) proves the app in this session; then the second app and new recovery codes follow.
    const steppedUp = await k.stepUp(session.accessToken, u.authenticator);
    const second = await k.addAuthenticator(steppedUp.accessToken);
    expect(second.code()).toMatch(/^\d{6}$/);
    expect((await (await t.request('GET', P.devices, { token: steppedUp.accessToken })).json()).authenticators).toHaveLength(2);
  });

  it('every such route refuses a password-only session of a user with a factor before reading its input, and writes nothing', async () => {
    const flagged = [...featureRoutes(t.deps), ...vendorRoutes(t.deps)].filter((r) => r.recentFactor).map((r) => r.endpoint.id);
    expect(flagged.sort()).toEqual(GUARDED.map((e) => e.id).sort());
    const u = await k.enrolled();
    const before = await k.counts();
    for (const endpoint of GUARDED)
      await expectStepUpRequired(
        await t.request(endpoint.method.toUpperCase(), pathOf(endpoint), { token: u.accessToken, body: {} }),
        endpoint.id,
      );
    expect(await k.counts()).toEqual(before);
    expect(await t.deps.db.kysely.selectFrom('api_tokens').select('id').where('user_id', '=', u.userId).execute()).toEqual([]);
  });

  it('a user without a second factor enrols the first one, and creates API tokens, with a password session', async () => {
    const u = await signUpAndActivate(t);
    expect(decodeJwt(u.accessToken).amr).toEqual(['pwd']);
    const token = await t.request('POST', '/identity/resources/users/api-tokens/v1', { token: u.accessToken, body: { description: 'CI' } });
    expect(token.status).toBe(201);
    const app = await k.addAuthenticator(u.accessToken);
    // From then on the same session is refused: the user now has a factor it never proved.
    await expectStepUpRequired(
      await t.request('POST', '/identity/resources/users/api-tokens/v1', { token: u.accessToken, body: { description: 'CI 2' } }),
      'second token',
    );
    const steppedUp = await k.stepUp(u.accessToken, app);
    expect(
      (await t.request('POST', '/identity/resources/users/api-tokens/v1', { token: steppedUp.accessToken, body: { description: 'CI 2' } }))
        .status,
    ).toBe(201);
  });

  it('the second factor must be recent: ten minutes after the step-up the same session (refreshed) is refused again', async () => {
    const u = await k.enrolled();
    const steppedUp = await k.stepUp(u.accessToken, u.authenticator);
    // Eight minutes on, the session may still start an enrolment (the access token is still valid, too).
    t.clock.advance((FACTOR_CHANGE_MAX_AGE_SECONDS - 120) * 1000);
    expect((await t.request('POST', P.enroll, { token: steppedUp.accessToken, body: {} })).status).toBe(200);
    t.clock.advance(240_000);
    // The access token has expired by now: a refresh keeps the session's auth_time, so it is still too old.
    const refreshed = await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { cookie: steppedUp.cookie, body: {} });
    expect(refreshed.status).toBe(200);
    expect(refreshCookieOf(refreshed)).toBeTruthy();
    const { accessToken } = (await refreshed.json()) as { accessToken: string };
    expect(decodeJwt(accessToken).amr).toEqual(expect.arrayContaining(['mfa', 'otp']));
    await expectStepUpRequired(await t.request('POST', P.enroll, { token: accessToken, body: {} }), 'stale step-up');
    // A fresh step-up of that session passes again.
    const again = await k.stepUp(accessToken, u.authenticator);
    expect((await t.request('POST', P.enroll, { token: again.accessToken, body: {} })).status).toBe(200);
  });
});
