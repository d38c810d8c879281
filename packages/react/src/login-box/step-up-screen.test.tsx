// @vitest-environment happy-dom
import { act } from 'react';
import { loginAnswer } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { findElement } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';

const GENERATE = '/identity/resources/auth/v1/user/step-up/generate';
const devices = { webauthn: [], phones: [], authenticators: [{ id: 'dev-1' }], emails: [] };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('StepUpScreen', () => {
  it('opened directly while the session still loads, asks for the step-up as the signed-in user once it has loaded', async () => {
    let answer: (value: ReturnType<typeof loginAnswer>) => void = () => undefined;
    const { fake, container } = await setupProvider({
      path: '/account/step-up?maxAge=60',
      refreshAnswer: () => new Promise((resolve) => (answer = resolve)),
      script: (f) =>
        f.on('POST', GENERATE, {
          body: { mfaRequired: true, mfaToken: 'mfa-up', mfaEnrolled: true, mfaDevices: devices, mfaStrategies: ['AuthenticatorApp'] },
        }),
    });
    await findElement('.gh-login-box', container);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(fake.calls(GENERATE)).toHaveLength(0);
    await act(async () => answer(loginAnswer()));
    await findElement('input[name="code"]', container);
    // (StrictMode mounts the screen twice; each asks once the session is there.)
    const generate = fake.calls(GENERATE);
    expect(generate.length).toBeGreaterThan(0);
    for (const call of generate) {
      expect(call.headers.authorization ?? call.headers.Authorization).toMatch(/^Bearer /);
      expect(call.body).toEqual({ maxAge: 60 });
    }
  });
});
