// @vitest-environment happy-dom
import { paths } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { getByLabel, submit, type, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';

afterEach(() => {
  document.body.innerHTML = '';
});

const CONFIG = '/identity/resources/users/v1/passwords/config';

/** The words linked to an input by aria-describedby, in order. */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

async function fillSignUp(container: HTMLElement) {
  type(getByLabel(container, 'Full name'), 'Ada');
  type(getByLabel(container, 'Email'), 'ada@example.com');
  type(getByLabel(container, 'Company name'), 'Acme');
  type(getByLabel(container, 'Password'), 'a long enough password');
  await submit(container, 'Sign up');
}

describe("the server's field errors, next to their fields", () => {
  it('sign-up: each reason sits under its field in words, linked and marked invalid; no raw path in a banner', async () => {
    const { container, fake } = await setupProvider({
      path: '/account/sign-up',
      script: (f) => f.on('GET', CONFIG, { body: { minLength: 10, maxLength: 128 } }),
    });
    await waitFor(() => getByLabel(container, 'Email'));
    fake.on('POST', paths.signUp, {
      status: 400,
      body: {
        errors: ['email: Please enter a valid email address', 'companyName: Too small: expected string to have >=1 characters'],
        errorCode: 'request.invalid',
      },
    });
    await fillSignUp(container);
    const email = getByLabel(container, 'Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(email)).toEqual(['Please enter an email address, like name@example.com.']);
    const company = getByLabel(container, 'Company name');
    expect(company.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(company)).toEqual(['Please fill in this field.']);
    expect(getByLabel(container, 'Full name').hasAttribute('aria-invalid')).toBe(false);
    // The first refused field takes focus, so its reason is read with it; nothing shows the raw paths.
    expect(document.activeElement).toBe(email);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.textContent).not.toContain('email:');
  });

  it("reset password: the server's length rule lands on the new password, in the UI's language", async () => {
    const { container, fake } = await setupProvider({
      path: '/account/reset-password?userId=u-1&token=t-1',
      provider: { locale: 'de' },
      script: (f) => f.on('GET', CONFIG, { body: { minLength: 10, maxLength: 128 } }),
    });
    const password = await waitFor(() => getByLabel(container, 'Neues Passwort'));
    fake.on('POST', paths.resetPassword, {
      status: 400,
      body: { errors: ['The password must be at least 10 characters long'], errorCode: 'password.too_short' },
    });
    type(password, 'short');
    await submit(container, 'Passwort zurücksetzen');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(password)[0]).toBe('Das Passwort muss mindestens 10 Zeichen lang sein.');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('a reason about no field of the form stays in the alert above it, and the fields stay valid', async () => {
    const { container, fake } = await setupProvider({ path: '/account/forget-password' });
    const email = await waitFor(() => getByLabel(container, 'Email'));
    fake.on('POST', paths.forgotPassword, { status: 429, body: { errors: ['Too many requests, try again later'] } });
    type(email, 'ada@example.com');
    await submit(container, 'Send reset link');
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('Too many requests, try again later'));
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });
});
