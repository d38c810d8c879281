// @vitest-environment happy-dom
import { loginAnswer, paths } from '@gatehouse/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getButton, getByLabel, submit, type, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';
import type * as WebAuthnBrowser from '@simplewebauthn/browser';

// The browser's WebAuthn calls stand in for a person touching a key.
const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', async (original) => ({ ...(await original<typeof WebAuthnBrowser>()), ...browser }));

const MFA = '/identity/resources/auth/v1/user/mfa';
const REMEMBER = '/identity/resources/configurations/v1/mfa-policy/allow-remember-device';
const noDevices = { webauthn: [], phones: [], authenticators: [], emails: [] };

const mounted: { unmount(): void }[] = [];
afterEach(() => {
  for (const env of mounted.splice(0)) env.unmount();
  document.body.innerHTML = '';
});
beforeEach(() => {
  browser.startAuthentication.mockReset();
  browser.startRegistration.mockReset();
});

/** Waits until `check` holds (waitFor retries on a throw). */
const until = (check: () => boolean) =>
  waitFor(() => {
    if (!check()) throw new Error('not yet');
  });

/** The login box after email and password, with the password step answering `challenge`. */
async function atSecondFactor(
  challenge: Record<string, unknown>,
  script: (fake: Awaited<ReturnType<typeof setupProvider>>['fake']) => void = () => undefined,
) {
  const env = await setupProvider({ path: '/account/login' });
  mounted.push(env);
  env.fake
    .on('POST', paths.ssoPrelogin, { body: {} })
    .on('POST', paths.login, { body: { mfaRequired: true, mfaToken: 'mfa-1', userEmail: 'ada@example.com', ...challenge } })
    .on('GET', REMEMBER, { body: { isAllowedToRemember: true, mfaDeviceExpiration: 14 * 86_400 } });
  script(env.fake);
  type(await waitFor(() => getByLabel(env.container, 'Email')), 'ada@example.com');
  await submit(env.container, 'Continue');
  type(await waitFor(() => getByLabel(env.container, 'Password')), 'pw');
  await submit(env.container, 'Sign in');
  return env;
}

describe('SMS and security-key screens of the login box', () => {
  it('forced enrolment: strongest first; SMS asks for the number with the risk said, then the texted code, then the recovery codes', async () => {
    const { container, fake } = await atSecondFactor({
      mfaEnrolled: false,
      mfaStrategies: ['WebAuthnPlatform', 'WebAuthnCrossPlatform', 'AuthenticatorApp', 'SMS'],
      mfaDevices: noDevices,
    });
    await waitFor(() => getButton(container, 'Text message (SMS)'));
    const choices = [...container.querySelectorAll('.gh-choice')].map((b) => b.textContent);
    expect(choices).toEqual(['This device', 'Security key', 'Authenticator app', 'Text message (SMS)']);
    await submit(container, 'Text message (SMS)');
    const phone = await waitFor(() => getByLabel(container, 'Mobile number (with country code)'));
    expect(phone.type).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(container.querySelector('[data-testid="sms-risk-notice"]')?.textContent).toMatch(/security key or an authenticator app/);
    fake.on('POST', `${MFA}/sms/enroll`, { body: { otcToken: 'otc-e', phoneNumber: '+14155550100' } });
    type(phone, '+14155550100');
    await submit(container, 'Send code');
    await until(() => !!container.textContent?.includes('We texted a 6-digit code to +14155550100'));
    fake.on('POST', `${MFA}/sms/enroll/verify`, loginAnswer({}, { recoveryCode: 'AAAA-BBBB', recoveryCodes: ['AAAA-BBBB', 'CCCC-DDDD'] }));
    type(getByLabel(container, 'Code'), '123456');
    await submit(container, 'Verify');
    await until(() => container.querySelectorAll('.gh-recovery-codes code').length === 2);
    expect(fake.calls(`${MFA}/sms/enroll/verify`)[0]?.body).toEqual({ mfaToken: 'mfa-1', otcToken: 'otc-e', code: '123456' });
    // The codes come in a box named for them, each whole, with copy and download (recovery-codes.test.tsx).
    expect(container.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe('Recovery codes');
    getButton(container, 'Copy codes');
    getButton(container, 'Download');
  });

  it('one phone: the code is texted at once; a new one on request; a wrong code is announced', async () => {
    const { container, fake } = await atSecondFactor(
      { mfaEnrolled: true, mfaDevices: { ...noDevices, phones: [{ id: 'p1', phoneNumber: '+1•••••••0100' }] } },
      (f) =>
        f.on(
          'POST',
          `${MFA}/sms/p1`,
          { body: { otcToken: 'otc-1', phoneNumber: '+1•••••••0100' } },
          { body: { otcToken: 'otc-2', phoneNumber: '+1•••••••0100' } },
        ),
    );
    await until(() => !!container.textContent?.includes('We texted a 6-digit code to +1•••••••0100'));
    const code = getByLabel(container, 'Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(container.querySelector('.gh-checkbox')?.textContent).toContain('Remember this device for 14 days');
    await submit(container, 'Text me a new code');
    await until(() => fake.calls(`${MFA}/sms/p1`).length === 2);
    fake.on('POST', `${MFA}/sms/p1/verify`, {
      status: 400,
      body: { errors: ['Invalid code, please try again'], errorCode: 'mfa.invalid_code' },
    });
    type(getByLabel(container, 'Code'), '000000');
    await submit(container, 'Verify');
    await until(() => container.querySelector('[role="alert"]')?.textContent === 'Invalid code, please try again');
    expect(fake.calls(`${MFA}/sms/p1/verify`)[0]?.body).toEqual({ mfaToken: 'mfa-1', otcToken: 'otc-2', code: '000000' });
  });

  it('one security key: the browser is asked on the button, then the sign-in finishes', async () => {
    const options = { challenge: 'ch-1', allowCredentials: [{ type: 'public-key', id: 'cred-1' }], userVerification: 'required' };
    const assertion = {
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key',
      response: { clientDataJSON: 'cd', authenticatorData: 'ad', signature: 'sig' },
      clientExtensionResults: {},
    };
    const { container, fake } = await atSecondFactor(
      { mfaEnrolled: true, mfaDevices: { ...noDevices, webauthn: [{ id: 'k1', deviceType: 'CrossPlatform', name: 'Security key' }] } },
      (f) =>
        f
          .on('POST', `${MFA}/webauthn/k1`, { body: { webauthnToken: 'ch-1', options } })
          .on('POST', `${MFA}/webauthn/k1/verify`, loginAnswer()),
    );
    await waitFor(() => getButton(container, 'Use security key'));
    expect(browser.startAuthentication).not.toHaveBeenCalled();
    browser.startAuthentication.mockResolvedValue(assertion);
    await submit(container, 'Use security key');
    await until(() => !!container.textContent?.includes('Signed in'));
    expect(browser.startAuthentication).toHaveBeenCalledWith(expect.objectContaining({ optionsJSON: options }));
    expect(fake.calls(`${MFA}/webauthn/k1/verify`)[0]?.body).toEqual({ mfaToken: 'mfa-1', webauthnToken: 'ch-1', options: assertion });
  });

  it('forced enrolment of this device: the button registers it; a dismissed prompt is announced', async () => {
    const { container, fake } = await atSecondFactor(
      { mfaEnrolled: false, mfaStrategies: ['WebAuthnPlatform'], mfaDevices: noDevices },
      (f) =>
        f.on('POST', `${MFA}/webauthn/enroll`, {
          body: {
            webauthnToken: 'ch-2',
            options: { challenge: 'ch-2', rp: { name: 'Acme' }, user: { id: 'dQ', name: 'ada', displayName: 'Ada' }, pubKeyCredParams: [] },
          },
        }),
    );
    await waitFor(() => getButton(container, 'Set up this device'));
    browser.startRegistration.mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }),
    );
    await submit(container, 'Set up this device');
    await until(
      () => container.querySelector('[role="alert"]')?.textContent === 'The security key request was cancelled or timed out. Try again.',
    );
    browser.startRegistration.mockResolvedValue({
      id: 'cred-2',
      rawId: 'cred-2',
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: 'cd', attestationObject: 'ao' },
      clientExtensionResults: {},
    });
    fake.on('POST', `${MFA}/webauthn/enroll/verify`, loginAnswer({}, { recoveryCodes: ['EEEE-FFFF'] }));
    await submit(container, 'Set up this device');
    await until(() => container.querySelectorAll('.gh-recovery-codes code').length === 1);
    expect(fake.calls(`${MFA}/webauthn/enroll/verify`)[0]?.body).toMatchObject({
      mfaToken: 'mfa-1',
      deviceType: 'Platform',
      webauthnToken: 'ch-2',
    });
  });
});
