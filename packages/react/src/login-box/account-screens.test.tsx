// @vitest-environment happy-dom
import { loginAnswer, paths } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, getByLabel, submit, type, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';

afterEach(() => {
  document.body.innerHTML = '';
});

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;
const status = (container: HTMLElement) => container.querySelector('[role="status"]')?.textContent;
const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent;

describe('SignUpScreen', () => {
  it('has labelled, named fields with autofill hints and shows the activation notice', async () => {
    const { container, fake, client } = await setupProvider({ path: '/account/sign-up' });
    const events: unknown[] = [];
    client.events.on('signup_completed', (event) => events.push(event));
    await waitFor(() => expect(heading(container)).toBe('Create your account'));
    const fields = {
      'Full name': ['name', 'name'],
      Email: ['email', 'username'],
      'Company name': ['companyName', 'organization'],
      Password: ['password', 'new-password'],
    } as const;
    for (const [label, [name, autocomplete]] of Object.entries(fields)) {
      const input = getByLabel(container, label);
      expect(input.name).toBe(name);
      expect(input.getAttribute('autocomplete')).toBe(autocomplete);
      expect(input.required).toBe(true);
    }
    expect(document.activeElement).toBe(getByLabel(container, 'Full name'));
    fake.on('POST', paths.signUp, { body: { shouldActivate: true, userId: 'u-1', tenantId: 't-1' } });
    type(getByLabel(container, 'Full name'), ' Ada Lovelace ');
    type(getByLabel(container, 'Email'), 'ada@example.com');
    type(getByLabel(container, 'Company name'), 'Acme');
    type(getByLabel(container, 'Password'), 'a long enough password');
    await submit(container, 'Sign up');
    await waitFor(() => expect(heading(container)).toBe('Check your email'));
    expect(status(container)).toBe('We sent an activation link to ada@example.com. Follow it to activate your account.');
    expect(fake.calls(paths.signUp)[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      companyName: 'Acme',
      password: 'a long enough password',
    });
    expect(events).toHaveLength(1);
  });

  it('shows a sign-up error', async () => {
    const { container, fake } = await setupProvider({ path: '/account/sign-up' });
    await waitFor(() => getByLabel(container, 'Email'));
    fake.on('POST', paths.signUp, { status: 409, body: { errors: ['A user with this email already exists'] } });
    for (const label of ['Full name', 'Email', 'Company name', 'Password'])
      type(getByLabel(container, label), label === 'Email' ? 'ada@example.com' : 'value value value');
    await submit(container, 'Sign up');
    await waitFor(() => expect(alertText(container)).toBe('A user with this email already exists'));
  });
});

describe('ActivateScreen', () => {
  const link = '/account/activate?userId=u-1&token=tok-1';

  it('activates with a password, shows success, then signs in and goes home', async () => {
    const { container, fake, client } = await setupProvider({
      path: link,
      script: (fake) =>
        fake.on(
          'POST',
          paths.activate,
          { status: 400, body: { errors: ['A password is required to activate this account'], errorCode: 'activation.password_required' } },
          loginAnswer(),
        ),
    });
    await waitFor(() => expect(heading(container)).toBe('Set your password'));
    expect(fake.calls(paths.activationStrategy)).toHaveLength(0);
    const password = getByLabel(container, 'Password');
    expect(password.name).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(document.activeElement).toBe(password);
    type(password, 'a new long password');
    await submit(container, 'Activate account');
    await waitFor(() => expect(heading(container)).toBe('Your account is active'));
    expect(status(container)).toBe('Account activated. Signing you in…');
    expect(client.session.getState().status).toBe('unauthenticated');
    await waitFor(() => expect(container.querySelector('[data-testid="host-page"]')).not.toBeNull(), 3000);
    expect(client.session.getState().status).toBe('authenticated');
    expect(window.location.pathname).toBe('/');
    expect(fake.calls(paths.activate)[1]?.body).toEqual({ userId: 'u-1', token: 'tok-1', password: 'a new long password' });
  });

  it('offers to resend the email for an invalid link', async () => {
    const { container, fake } = await setupProvider({
      path: link,
      script: (fake) =>
        fake
          .on('POST', paths.activate, {
            status: 400,
            body: { errors: ['The activation link is invalid or has expired'], errorCode: 'activation.invalid_token' },
          })
          .on('POST', paths.resendActivation, { body: {} }),
    });
    await waitFor(() => expect(heading(container)).toBe('Activation link not valid'));
    expect(alertText(container)).toBe('The activation link is invalid or has expired');
    type(getByLabel(container, 'Email'), 'ada@example.com');
    await submit(container, 'Resend activation email');
    await waitFor(() =>
      expect(status(container)).toBe('If that address belongs to an account awaiting activation, a new link is on its way.'),
    );
    expect(fake.calls(paths.resendActivation)[0]?.body).toEqual({ email: 'ada@example.com' });
  });
});

describe('ForgotPasswordScreen', () => {
  it('sends the reset email and says so without revealing whether the account exists', async () => {
    const { container, fake } = await setupProvider({
      path: '/account/forget-password',
      script: (fake) => fake.on('POST', paths.forgotPassword, { body: {} }),
    });
    await waitFor(() => expect(heading(container)).toBe('Forgot your password?'));
    const email = getByLabel(container, 'Email');
    expect(email.name).toBe('email');
    type(email, 'ada@example.com');
    await submit(container, 'Send reset link');
    await waitFor(() => expect(heading(container)).toBe('Check your email'));
    expect(status(container)).toBe('If an account exists for ada@example.com, you will receive a link to reset your password.');
    expect(fake.calls(paths.forgotPassword)[0]?.body).toEqual({ email: 'ada@example.com' });
  });
});

describe('ResetPasswordScreen', () => {
  it('sets the new password from the link and links back to sign in', async () => {
    const { container, fake } = await setupProvider({
      path: '/account/reset-password?userId=u-1&token=r-1',
      script: (fake) => fake.on('POST', paths.resetPassword, { body: {} }),
    });
    await waitFor(() => expect(heading(container)).toBe('Choose a new password'));
    const password = getByLabel(container, 'New password');
    expect(password.name).toBe('newPassword');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    type(password, 'a brand new password');
    await submit(container, 'Reset password');
    await waitFor(() => expect(heading(container)).toBe('Password reset'));
    expect(fake.calls(paths.resetPassword)[0]?.body).toEqual({ userId: 'u-1', token: 'r-1', password: 'a brand new password' });
    expect(container.querySelector('a.gh-link')?.textContent).toBe('Back to sign in');
  });

  it('explains a link without token and offers a new one', async () => {
    const { container } = await setupProvider({ path: '/account/reset-password' });
    await waitFor(() => expect(alertText(container)).toBe('The reset link is invalid or has expired'));
    expect(container.querySelector('input')).toBeNull();
    expect([...container.querySelectorAll('a.gh-link')].map((a) => a.textContent)).toEqual(['Request a new link', 'Back to sign in']);
  });
});

describe('LogoutScreen', () => {
  it('signs out once, then replaces itself with the login route', async () => {
    const { container, fake, client } = await setupProvider({
      path: '/account/logout',
      signedIn: true,
      script: (fake) => fake.on('POST', paths.logout, { body: {} }),
    });
    await waitFor(() => expect(heading(container)).toBe('Sign in'));
    expect(window.location.pathname).toBe('/account/login');
    expect(fake.calls(paths.logout)).toHaveLength(1);
    expect(client.session.getState().status).toBe('unauthenticated');
    getButton(container, 'Continue');
  });
});
