import { describe, expect, it } from 'vitest';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { createStepUpFlow } from './step-up-flow';

const GENERATE = '/identity/resources/auth/v1/user/step-up/generate';
const VERIFY = '/identity/resources/auth/v1/user/mfa/verify';
const devices = { webauthn: [], phones: [], authenticators: [{ id: 'dev-1' }], emails: [] };

describe('step-up flow (spec 000 §4.5, wire-compat §2.13)', () => {
  it('sends maxAge, asks for the code (no remembering), takes up the new session and goes back to the saved page', async () => {
    const { client, fake, location } = createTestClient({ url: 'https://app.example.com/account/step-up?maxAge=60' });
    client.setAfterAuthRedirect('/stepped-up');
    fake
      .on('POST', GENERATE, {
        body: { mfaRequired: true, mfaToken: 'mfa-up', mfaEnrolled: true, mfaDevices: devices, mfaStrategies: ['AuthenticatorApp'] },
      })
      .on('POST', '/identity/resources/auth/v1/user/mfa/authenticator/dev-1/verify', loginAnswer({ acr: 'x', amr: ['pwd', 'mfa', 'otp'] }));
    const flow = createStepUpFlow(client);
    await flow.start(60);
    expect(fake.calls(GENERATE)[0]?.body).toEqual({ maxAge: 60 });
    expect(flow.getState()).toMatchObject({ step: 'twoFactor', twoFactor: { view: 'verify' } });
    expect(flow.getState().twoFactor?.remember).toBeUndefined();
    await flow.verifyMfa('123456', true);
    expect(fake.calls('/identity/resources/auth/v1/user/mfa/authenticator/dev-1/verify')[0]?.body).toEqual({
      mfaToken: 'mfa-up',
      value: '123456',
    });
    expect(flow.getState().step).toBe('success');
    expect(client.getAccessToken()).toBeTruthy();
    expect(location.href).toContain('/stepped-up');
  });

  it('"MFA is not enrolled" leads to enrolment, then the step-up', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', GENERATE, { status: 400, body: { errors: ['MFA is not enrolled'], errorCode: 'mfa.not_enrolled' } });
    const flow = createStepUpFlow(client);
    await flow.start(60);
    expect(flow.getState().step).toBe('noMFAEnrolledStepUp');
    fake
      .on('POST', '/identity/resources/users/v1/mfa/authenticator/enroll', {
        body: { qrCode: 'q', otpauthUri: 'otpauth://totp/x', secret: 'S' },
      })
      .on('POST', '/identity/resources/users/v1/mfa/authenticator/enroll/verify', { body: { recoveryCode: 'A', recoveryCodes: ['A'] } });
    await flow.startEnrolment();
    expect(flow.getState().step).toBe('enrolAuthenticator');
    await flow.finishEnrolment('111111');
    expect(flow.getState()).toMatchObject({ step: 'enrolRecoveryCodes', recoveryCodes: ['A'] });
    fake
      .on('POST', GENERATE, { body: { mfaRequired: true, mfaToken: 'mfa-2', mfaEnrolled: true, mfaDevices: devices } })
      .on('POST', VERIFY, loginAnswer());
    await flow.continueAfterEnrolment();
    expect(fake.calls(GENERATE)).toHaveLength(2);
    expect(flow.getState().step).toBe('twoFactor');
  });

  it('any other error signs the user out', async () => {
    const { client, fake, location } = createTestClient({ url: 'https://app.example.com/account/step-up' });
    fake.on('POST', GENERATE, { status: 401, body: { errors: ['Unauthenticated'], errorCode: 'auth.unauthenticated' } });
    const flow = createStepUpFlow(client);
    await flow.start();
    expect(flow.getState().step).toBe('failed');
    expect(location.href).toContain(client.routes.logoutUrl);
  });
});
