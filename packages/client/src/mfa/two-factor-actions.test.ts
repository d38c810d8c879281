import { describe, expect, it } from 'vitest';
import { createLoginFlow } from '../flows/login-flow';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { paths } from '../test-utils/fixtures';

const AUTH = '/identity/resources/auth/v1/user/mfa';
const REMEMBER = '/identity/resources/configurations/v1/mfa-policy/allow-remember-device';
const noDevices = { webauthn: [], phones: [], authenticators: [], emails: [] };

/** A login flow whose password step answers `challenge`. */
async function atMfa(
  challenge: Record<string, unknown>,
  remember = { isAllowedToRemember: true, mfaDeviceExpiration: 14 * 86_400 },
  script?: (fake: ReturnType<typeof createTestClient>['fake']) => void,
) {
  const env = createTestClient();
  script?.(env.fake);
  env.fake
    .on('POST', paths.ssoPrelogin, { body: {} })
    .on('POST', paths.login, { body: { mfaRequired: true, mfaToken: 'mfa-1', userEmail: 'ada@example.com', ...challenge } })
    .on('GET', REMEMBER, { body: remember });
  const flow = createLoginFlow(env.client);
  await flow.preLogin('ada@example.com');
  await flow.login({ password: 'pw' });
  return { ...env, flow };
}

describe('MFA steps of the login flow (spec 000 §4.1 steps 2–4, 6)', () => {
  it('with one device goes straight to its code, offers remembering, and verifies at that device', async () => {
    const { flow, fake } = await atMfa({ mfaEnrolled: true, mfaDevices: { ...noDevices, authenticators: [{ id: 'dev-1' }] } });
    expect(flow.getState()).toMatchObject({
      step: 'loginWithTwoFactor',
      twoFactor: {
        view: 'verify',
        device: { kind: 'authenticator', id: 'dev-1' },
        remember: { allowed: true, expirationSeconds: 1_209_600 },
      },
    });
    fake.on('POST', `${AUTH}/authenticator/dev-1/verify`, loginAnswer());
    await flow.verifyMfa('123 456', true);
    expect(fake.calls(`${AUTH}/authenticator/dev-1/verify`)[0]?.body).toEqual({ mfaToken: 'mfa-1', value: '123456', rememberDevice: true });
    expect(flow.getState().step).toBe('success');
  });

  it('with several devices lets the user choose; remembering is not sent when the server does not allow it', async () => {
    const { flow, fake } = await atMfa(
      { mfaEnrolled: true, mfaDevices: { ...noDevices, authenticators: [{ id: 'a' }, { id: 'b' }] } },
      { isAllowedToRemember: false, mfaDeviceExpiration: 0 },
    );
    expect(flow.getState().twoFactor).toMatchObject({
      view: 'chooseDevice',
      devices: [{ label: 'Authenticator app 1' }, { label: 'Authenticator app 2' }],
    });
    await flow.chooseDevice(1);
    fake.on('POST', `${AUTH}/authenticator/b/verify`, loginAnswer());
    await flow.verifyMfa('123456', true);
    expect(fake.calls(`${AUTH}/authenticator/b/verify`)[0]?.body).toEqual({ mfaToken: 'mfa-1', value: '123456' });
  });

  it('forced enrolment with one strategy opens it; the recovery codes show before the session is taken up', async () => {
    const enrolment = { qrCode: 'data:image/png;base64,x', otpauthUri: 'otpauth://totp/x', secret: 'ABC' };
    const { flow, fake } = await atMfa({ mfaEnrolled: false, mfaStrategies: ['AuthenticatorApp'], mfaDevices: noDevices }, undefined, (f) =>
      f.on('POST', `${AUTH}/authenticator/enroll`, { body: enrolment }),
    );
    expect(flow.getState()).toMatchObject({ step: 'forceTwoFactor', twoFactor: { view: 'authenticatorApp', enrolment } });
    expect(fake.calls(`${AUTH}/authenticator/enroll`)[0]?.body).toEqual({ mfaToken: 'mfa-1' });
    fake.on('POST', `${AUTH}/authenticator/enroll/verify`, loginAnswer({}, { recoveryCode: 'AAAA', recoveryCodes: ['AAAA', 'BBBB'] }));
    await flow.verifyMfa('111111');
    expect(flow.getState()).toMatchObject({ step: 'forceTwoFactor', twoFactor: { view: 'recoveryCode', recoveryCodes: ['AAAA', 'BBBB'] } });
    await flow.continueAfterRecoveryCodes();
    expect(flow.getState().step).toBe('success');
  });

  it('forced enrolment with several strategies lets the user choose; email sends a code at once', async () => {
    const { flow, fake } = await atMfa({ mfaEnrolled: false, mfaStrategies: ['AuthenticatorApp', 'EmailCode'], mfaDevices: noDevices });
    expect(flow.getState()).toMatchObject({
      step: 'forceTwoFactor',
      twoFactor: { view: 'chooseStrategy', strategies: ['AuthenticatorApp', 'EmailCode'] },
    });
    fake.on('POST', `${AUTH}/emailcode`, { body: { otcToken: 'otc-1' } }).on('POST', `${AUTH}/emailcode/verify`, loginAnswer());
    await flow.chooseStrategy('EmailCode');
    expect(flow.getState().twoFactor).toMatchObject({ view: 'emailVerifyCode', otcToken: 'otc-1' });
    await flow.verifyMfa('654321');
    expect(fake.calls(`${AUTH}/emailcode/verify`)[0]?.body).toEqual({ mfaToken: 'mfa-1', otcToken: 'otc-1', code: '654321' });
    expect(flow.getState().step).toBe('success');
  });
});
