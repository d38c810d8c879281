// @vitest-environment happy-dom
import { storageKeys } from '@gatehouse/contracts';
import { loginAnswer, paths } from '@gatehouse/client/testing';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, getByLabel, submit, type, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';

afterEach(() => {
  document.body.innerHTML = '';
});

async function openLogin(path = '/account/login') {
  const env = await setupProvider({ path });
  await waitFor(() => getByLabel(env.container, 'Email'));
  return env;
}

describe('LoginScreen', () => {
  it('asks for the email first, with autofill hints and focus', async () => {
    const { container } = await openLogin();
    const email = getByLabel(container, 'Email');
    expect(email.name).toBe('email');
    expect(email.type).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('username webauthn');
    expect(document.activeElement).toBe(email);
    expect(container.querySelector('input[name="password"]')).toBeNull();
    expect(getButton(container, 'Continue').className).toContain('gh-button-primary');
  });

  it('shows the password on the same form after Continue, focused', async () => {
    const { container, fake } = await openLogin();
    fake.on('POST', paths.ssoPrelogin, { body: {} });
    type(getByLabel(container, 'Email'), 'ada@example.com');
    await submit(container, 'Continue');
    const password = await waitFor(() => getByLabel(container, 'Password'));
    expect(password.name).toBe('password');
    expect(password.type).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(password.form).toBe(getByLabel(container, 'Email').form);
    expect(document.activeElement).toBe(password);
    getButton(container, 'Sign in');
  });

  it('asks for the authenticator code after the password, then signs in with it', async () => {
    const { container, fake } = await openLogin();
    fake
      .on('POST', paths.ssoPrelogin, { body: {} })
      .on('POST', paths.login, { body: { mfaRequired: true, mfaToken: 'mfa-1', userEmail: 'ada@example.com' } })
      .on('POST', paths.mfaVerify, loginAnswer());
    type(getByLabel(container, 'Email'), 'ada@example.com');
    await submit(container, 'Continue');
    type(await waitFor(() => getByLabel(container, 'Password')), 'pw');
    await submit(container, 'Sign in');
    const code = await waitFor(() => getByLabel(container, 'Code'));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code);
    getButton(container, 'Use a recovery code');
    type(code, '123456');
    await submit(container, 'Verify');
    await waitFor(() => (container.textContent?.includes('Signed in') ? true : undefined));
    expect(fake.calls(paths.mfaVerify)[0]?.body).toEqual({ mfaToken: 'mfa-1', value: '123456' });
  });

  it('shows the server message for a wrong password in a focused alert', async () => {
    const { container, fake } = await openLogin();
    fake
      .on('POST', paths.ssoPrelogin, { body: {} })
      .on('POST', paths.login, { status: 401, body: { errors: ['Incorrect email or password'], errorCode: 'auth.invalid_credentials' } });
    type(getByLabel(container, 'Email'), 'ada@example.com');
    await submit(container, 'Continue');
    type(await waitFor(() => getByLabel(container, 'Password')), 'wrong password');
    await submit(container, 'Sign in');
    const alert = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('[role="alert"]');
      if (!found) throw new Error('no alert yet');
      return found;
    });
    expect(alert.textContent).toBe('Incorrect email or password');
    expect(alert.className).toContain('gh-error');
    expect(document.activeElement).toBe(alert);
    expect(fake.calls(paths.login)[0]?.body).toEqual({ email: 'ada@example.com', password: 'wrong password' });
  });

  it('disables the button and marks it busy while signing in, then goes home after 200 ms', async () => {
    const { container, fake, client } = await openLogin();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.on('POST', paths.ssoPrelogin, { body: {} }).on('POST', paths.login, async () => {
      await gate;
      return loginAnswer();
    });
    type(getByLabel(container, 'Email'), 'ada@example.com');
    await submit(container, 'Continue');
    type(await waitFor(() => getByLabel(container, 'Password')), 'correct password');
    await submit(container, 'Sign in');
    const button = getButton(container, 'Sign in');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => release());
    await waitFor(() => expect(container.textContent).toContain('Signed in. Redirecting…'));
    expect(client.session.getState().status).toBe('authenticated');
    await waitFor(() => expect(container.querySelector('[data-testid="host-page"]')).not.toBeNull());
    expect(window.location.pathname).toBe('/');
  });

  it('returns to the remembered page after signing in', async () => {
    const { container, fake, storage } = await openLogin();
    storage.setItem(storageKeys.afterAuthRedirect, '/reports?tab=2');
    fake.on('POST', paths.ssoPrelogin, { body: {} }).on('POST', paths.login, loginAnswer());
    type(getByLabel(container, 'Email'), 'ada@example.com');
    await submit(container, 'Continue');
    type(await waitFor(() => getByLabel(container, 'Password')), 'correct password');
    await submit(container, 'Sign in');
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/reports?tab=2'));
    expect(storage.getItem(storageKeys.afterAuthRedirect)).toBeNull();
  });

  it('toggles password visibility with an aria-pressed button', async () => {
    const { container, fake } = await openLogin();
    fake.on('POST', paths.ssoPrelogin, { body: {} });
    type(getByLabel(container, 'Email'), 'ada@example.com');
    await submit(container, 'Continue');
    const password = await waitFor(() => getByLabel(container, 'Password'));
    const toggle = container.querySelector<HTMLButtonElement>('.gh-password-toggle')!;
    expect(toggle.type).toBe('button');
    expect(toggle.textContent).toContain('Show password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(password.id);
    await act(async () => toggle.click());
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await act(async () => toggle.click());
    expect(password.type).toBe('password');
  });

  it('links to forgot password and sign up, and back', async () => {
    const { container } = await openLogin();
    const links = [...container.querySelectorAll<HTMLAnchorElement>('a.gh-link')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Forgot password?', '/account/forget-password'],
      ['Sign up', '/account/sign-up'],
    ]);
    await act(async () => links[0]!.click());
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Forgot your password?'));
    expect(window.location.pathname).toBe('/account/forget-password');
    const back = [...container.querySelectorAll<HTMLAnchorElement>('a.gh-link')].find((a) => a.textContent === 'Back to sign in')!;
    await act(async () => back.click());
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Sign in'));
  });

  it('hides the sign-up link when sign-ups are off', async () => {
    const env = await setupProvider({ path: '/account/login' });
    env.fake.on('GET', paths.publicConfiguration, { body: { allowSignups: false } });
    await waitFor(() => getByLabel(env.container, 'Email'));
    await act(async () => env.client.config.setState({ allowSignups: false }));
    expect(env.container.textContent).not.toContain('Sign up');
  });

  it('sends a signed-in visitor on to the authenticated page', async () => {
    const { container } = await setupProvider({ path: '/account/login', signedIn: true });
    await waitFor(() => expect(container.querySelector('[data-testid="host-page"]')).not.toBeNull());
    expect(window.location.pathname).toBe('/');
  });

  it('shows the SSO redirect step', async () => {
    const { container, fake } = await openLogin();
    fake.on('POST', paths.ssoPrelogin, { body: { address: 'https://idp.example.com/start' } });
    type(getByLabel(container, 'Email'), 'ada@corp.example.com');
    await submit(container, 'Continue');
    await waitFor(() =>
      expect(container.querySelector('[role="status"]')?.textContent).toBe('Redirecting to your single sign-on provider…'),
    );
  });
});
