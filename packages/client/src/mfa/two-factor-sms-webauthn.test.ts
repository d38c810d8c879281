import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginFlow } from '../flows/login-flow';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { paths } from '../test-utils/fixtures';
import { createStepUpFlow } from './step-up-flow';
import { deviceChoices } from './two-factor-actions';
import type * as KeyCeremonies from './security-key-ceremonies';

// The browser's WebAuthn calls stand in for a person touching a key.
const ceremonies = vi.hoisted(() => ({ sign: vi.fn(), create: vi.fn() }));
vi.mock('./security-key-ceremonies', async (original) => ({
  ...(await original<typeof KeyCeremonies>()),
  signWithSecurityKey: ceremonies.sign,
  createSecurityKey: ceremonies.create,
}));

const AUTH = '/identity/resources/auth/v1/user/mfa';
const REMEMBER = '/identity/resources/configurations/v1/mfa-policy/allow-remember-device';
const noDevices = { webauthn: [], phones: [], authenticators: [], emails: [] };
const assertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'cd', authenticatorData: 'ad', signature: 'sig' },
  clientExtensionResults: {},
};
const attestation = {
  id: 'cred-2',
  rawId: 'cred-2',
  type: 'public-key',
  authenticatorAttachment: 'cross-platform',
  response: { clientDataJSON: 'cd', attestationObject: 'ao' },
  clientExtensionResults: {},
};

/** A login flow whose password step answers `challenge`. */
async function atMfa(challenge: Record<string, unknown>, script?: (fake: ReturnType<typeof createTestClient>['fake']) => void) {
  const env = createTestClient();
  script?.(env.fake);
  env.fake
    .on('POST', paths.ssoPrelogin, { body: {} })
    .on('POST', paths.login, { body: { mfaRequired: true, mfaToken: 'mfa-1', userEmail: 'ada@example.com', ...challenge } })
    .on('GET', REMEMBER, { body: { isAllowedToRemember: true, mfaDeviceExpiration: 86_400 } });
  const flow = createLoginFlow(env.client);
  await flow.preLogin('ada@example.com');
  await flow.login({ password: 'pw' });
  return { ...env, flow };
}

describe('SMS and security keys at the MFA step (spec 000 §2.3, §4.1 steps 2–4)', () => {
  beforeEach(() => {
    ceremonies.sign.mockReset();
    ceremonies.create.mockReset();
  });

  it('lists devices strongest first: keys, apps, then phones and email', () => {
    const choices = deviceChoices({
      mfaRequired: true,
      mfaDevices: {
        webauthn: [
          { id: 'k1', deviceType: 'CrossPlatform', name: 'Security key' },
          { id: 'k2', deviceType: 'CrossPlatform', name: 'Security key' },
        ],
        phones: [{ id: 'p1', phoneNumber: '+1•••••••0100' }],
        authenticators: [{ id: 'a1' }],
        emails: [{ email: 'ada@example.com' }],
      },
    });
    expect(choices.map((c) => c.label)).toEqual([
      'Security key 1',
      'Security key 2',
      'Authenticator app',
      'Text message to +1•••••••0100',
      'Email code to ada@example.com',
    ]);
  });

  it('with one phone texts a code at once, shows where it went, resends, and verifies at that phone with remembering', async () => {
    const { flow, fake } = await atMfa(
      { mfaEnrolled: true, mfaDevices: { ...noDevices, phones: [{ id: 'p1', phoneNumber: '+1•••••••0100' }] } },
      (f) =>
        f.on(
          'POST',
          `${AUTH}/sms/p1`,
          { body: { otcToken: 'otc-1', phoneNumber: '+1•••••••0100' } },
          { body: { otcToken: 'otc-2', phoneNumber: '+1•••••••0100' } },
        ),
    );
    expect(flow.getState()).toMatchObject({
      step: 'loginWithTwoFactor',
      twoFactor: { view: 'smsVerifyCode', otcToken: 'otc-1', phoneNumber: '+1•••••••0100', device: { kind: 'sms', id: 'p1' } },
    });
    expect(fake.calls(`${AUTH}/sms/p1`)[0]?.body).toEqual({ mfaToken: 'mfa-1' });
    await flow.resendSmsCode();
    expect(flow.getState().twoFactor?.otcToken).toBe('otc-2');
    fake.on('POST', `${AUTH}/sms/p1/verify`, loginAnswer());
    await flow.verifyMfa('123 456', true);
    expect(fake.calls(`${AUTH}/sms/p1/verify`)[0]?.body).toEqual({
      mfaToken: 'mfa-1',
      otcToken: 'otc-2',
      code: '123456',
      rememberDevice: true,
    });
    expect(flow.getState().step).toBe('success');
  });

  it('forced enrolment by SMS: the number, the texted code, then the recovery codes before the session', async () => {
    const { flow, fake } = await atMfa({ mfaEnrolled: false, mfaStrategies: ['SMS'], mfaDevices: noDevices });
    expect(flow.getState()).toMatchObject({ step: 'forceTwoFactor', twoFactor: { view: 'smsSetPhoneNumber' } });
    fake.on('POST', `${AUTH}/sms/enroll`, {
      status: 400,
      body: { errors: ['Please enter the phone number with its country code, e.g. +14155550100'], errorCode: 'request.invalid' },
    });
    await flow.enrolSmsPhone('555 0100');
    expect(flow.getState()).toMatchObject({
      error: 'Please enter the phone number with its country code, e.g. +14155550100',
      twoFactor: { view: 'smsSetPhoneNumber' },
    });
    fake.on('POST', `${AUTH}/sms/enroll`, { body: { otcToken: 'otc-e', phoneNumber: '+14155550100' } });
    await flow.enrolSmsPhone('+1 (415) 555-0100');
    expect(fake.calls(`${AUTH}/sms/enroll`).at(-1)?.body).toEqual({ mfaToken: 'mfa-1', phoneNumber: '+14155550100' });
    expect(flow.getState().twoFactor).toMatchObject({ view: 'smsVerifyCode', otcToken: 'otc-e', phoneNumber: '+14155550100' });
    fake.on('POST', `${AUTH}/sms/enroll/verify`, loginAnswer({}, { recoveryCode: 'AAAA', recoveryCodes: ['AAAA', 'BBBB'] }));
    await flow.verifyMfa('654321');
    expect(fake.calls(`${AUTH}/sms/enroll/verify`)[0]?.body).toEqual({ mfaToken: 'mfa-1', otcToken: 'otc-e', code: '654321' });
    expect(flow.getState()).toMatchObject({ step: 'forceTwoFactor', twoFactor: { view: 'recoveryCode', recoveryCodes: ['AAAA', 'BBBB'] } });
    await flow.continueAfterRecoveryCodes();
    expect(flow.getState().step).toBe('success');
  });

  it('a security key: waits for the click, then signs the challenge and sends it with the handle', async () => {
    const { flow, fake } = await atMfa({
      mfaEnrolled: true,
      mfaDevices: { ...noDevices, webauthn: [{ id: 'k1', deviceType: 'CrossPlatform', name: 'Security key' }] },
    });
    expect(flow.getState().twoFactor).toMatchObject({ view: 'webauthnVerify', device: { kind: 'webauthn', id: 'k1' } });
    expect(ceremonies.sign).not.toHaveBeenCalled();
    const options = { challenge: 'ch-1', allowCredentials: [{ type: 'public-key', id: 'cred-1' }], userVerification: 'required' };
    fake
      .on('POST', `${AUTH}/webauthn/k1`, { body: { webauthnToken: 'ch-1', options } })
      .on('POST', `${AUTH}/webauthn/k1/verify`, loginAnswer());
    ceremonies.sign.mockResolvedValue(assertion);
    await flow.useSecurityKey(true);
    expect(ceremonies.sign).toHaveBeenCalledWith(options);
    expect(fake.calls(`${AUTH}/webauthn/k1`)[0]?.body).toEqual({ mfaToken: 'mfa-1' });
    expect(fake.calls(`${AUTH}/webauthn/k1/verify`)[0]?.body).toEqual({
      mfaToken: 'mfa-1',
      webauthnToken: 'ch-1',
      options: assertion,
      rememberDevice: true,
    });
    expect(flow.getState().step).toBe('success');
  });

  it('a dismissed key request is told as such and nothing is sent', async () => {
    const { flow, fake } = await atMfa({
      mfaEnrolled: true,
      mfaDevices: { ...noDevices, webauthn: [{ id: 'k1', deviceType: 'Platform', name: 'This device' }] },
    });
    fake.on('POST', `${AUTH}/webauthn/k1`, { body: { webauthnToken: 'ch-1', options: { challenge: 'ch-1' } } });
    ceremonies.sign.mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }),
    );
    await flow.useSecurityKey();
    expect(flow.getState()).toMatchObject({
      step: 'loginWithTwoFactor',
      loading: false,
      error: 'The security key request was cancelled or timed out. Try again.',
    });
    expect(fake.calls(`${AUTH}/webauthn/k1/verify`)).toHaveLength(0);
  });

  it('forced enrolment with a key: the chosen kind is sent with the attestation; the recovery codes show first', async () => {
    const { flow, fake } = await atMfa({
      mfaEnrolled: false,
      mfaStrategies: ['WebAuthnPlatform', 'WebAuthnCrossPlatform', 'AuthenticatorApp', 'SMS'],
      mfaDevices: noDevices,
    });
    expect(flow.getState().twoFactor).toMatchObject({ view: 'chooseStrategy' });
    await flow.chooseStrategy('WebAuthnCrossPlatform');
    expect(flow.getState().twoFactor).toMatchObject({ view: 'webauthnEnrol', keyType: 'CrossPlatform' });
    const options = {
      challenge: 'ch-2',
      rp: { name: 'Acme', id: 'app.example.com' },
      user: { id: 'dQ', name: 'ada', displayName: 'Ada' },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    };
    fake
      .on('POST', `${AUTH}/webauthn/enroll`, { body: { webauthnToken: 'ch-2', options } })
      .on('POST', `${AUTH}/webauthn/enroll/verify`, loginAnswer({}, { recoveryCodes: ['CCCC'] }));
    ceremonies.create.mockResolvedValue(attestation);
    await flow.useSecurityKey();
    expect(ceremonies.create).toHaveBeenCalledWith(options);
    expect(fake.calls(`${AUTH}/webauthn/enroll/verify`)[0]?.body).toEqual({
      mfaToken: 'mfa-1',
      deviceType: 'CrossPlatform',
      webauthnToken: 'ch-2',
      options: attestation,
    });
    expect(flow.getState().twoFactor).toMatchObject({ view: 'recoveryCode', recoveryCodes: ['CCCC'] });
    // Back to the choice forgets the kind.
    flow.backToChoice();
    expect(flow.getState().twoFactor).toMatchObject({ view: 'chooseStrategy', keyType: undefined });
  });

  it('step-up with a phone: the code goes to the chosen phone, never with remembering', async () => {
    const { client, fake } = createTestClient({ url: 'https://app.example.com/account/step-up?maxAge=60' });
    fake
      .on('POST', '/identity/resources/auth/v1/user/step-up/generate', {
        body: {
          mfaRequired: true,
          mfaToken: 'mfa-up',
          mfaEnrolled: true,
          mfaDevices: { ...noDevices, authenticators: [{ id: 'a1' }], phones: [{ id: 'p1', phoneNumber: '+1•••0100' }] },
        },
      })
      .on('POST', `${AUTH}/sms/p1`, { body: { otcToken: 'otc-up', phoneNumber: '+1•••0100' } })
      .on('POST', `${AUTH}/sms/p1/verify`, loginAnswer({ acr: 'x', amr: ['pwd', 'mfa', 'sms'] }));
    const flow = createStepUpFlow(client);
    await flow.start(60);
    expect(flow.getState().twoFactor).toMatchObject({ view: 'chooseDevice' });
    await flow.chooseDevice(1);
    await flow.verifyMfa('111222', true);
    expect(fake.calls(`${AUTH}/sms/p1/verify`)[0]?.body).toEqual({ mfaToken: 'mfa-up', otcToken: 'otc-up', code: '111222' });
    expect(flow.getState().step).toBe('success');
  });
});
