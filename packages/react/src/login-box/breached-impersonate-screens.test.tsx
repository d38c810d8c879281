// @vitest-environment happy-dom
import { loginAnswer, paths } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { getByLabel, submit, type, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';

const IMPERSONATE = '/identity/resources/impersonation/v1';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('BreachedPasswordScreen (spec 000 §4.1 step 7)', () => {
  it('a breached password stops the sign-in; the button mails a reset link and says so', async () => {
    const env = await setupProvider({ path: '/account/login' });
    env.fake.on('POST', paths.ssoPrelogin, { body: {} });
    env.fake.on('POST', paths.login, { body: { mfaRequired: false, isBreachedPassword: true, userEmail: 'ada@example.com' } });
    env.fake.on('POST', paths.forgotPassword, { body: {} });
    type(await waitFor(() => getByLabel(env.container, 'Email')), 'ada@example.com');
    await submit(env.container, 'Continue');
    type(await waitFor(() => getByLabel(env.container, 'Password')), 'passwordpassword');
    await submit(env.container, 'Sign in');
    await waitFor(() => expect(env.container.querySelector('.gh-breached-password')?.textContent).toMatch(/known data breach/));
    await submit(env.container, 'Send me a reset link');
    await waitFor(() => expect(env.container.querySelector('.gh-breached-password-success')?.textContent).toContain('ada@example.com'));
    expect(env.fake.calls(paths.forgotPassword)[0]?.body).toEqual({ email: 'ada@example.com' });
  });
});

describe('ImpersonateScreen (spec 000 §4.6)', () => {
  it('impersonates the user of ?userId= with the signed-in token, then shows success', async () => {
    const env = await setupProvider({
      path: '/account/impersonate?userId=member-1',
      refreshAnswer: loginAnswer({ sub: 'admin-1' }),
      script: (fake) =>
        fake.on('POST', IMPERSONATE, {
          body: { accessToken: 'x', tokenType: 'Bearer', refreshToken: 'r', expiresIn: 600, expires: 'now' },
        }),
    });
    await waitFor(() => expect(env.container.querySelector('.gh-impersonation-success')).not.toBeNull());
    const call = env.fake.calls(IMPERSONATE)[0];
    expect(call?.body).toMatchObject({ impersonatedUserId: 'member-1', actorToken: expect.any(String) });
    expect(env.fake.calls(IMPERSONATE)).toHaveLength(1);
  });
});
