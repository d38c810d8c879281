// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getByLabel, type, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const CONFIG = '/identity/resources/users/v1/passwords/config';
const RULE = 'Use at least 10 characters. A few unrelated words make a strong password.';

/** The text of the elements an input's aria-describedby names. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? document.getElementById(id)?.textContent : ''))
    .join(' ');
const meter = (container: HTMLElement) => container.querySelector('[role="meter"]');

describe('the password rule and strength, before the first submit', () => {
  it("sign-up states the server's rule under the password and rates the password as it is typed", async () => {
    const { container, fake } = await setupProvider({
      path: '/account/sign-up',
      script: (f) => f.on('GET', CONFIG, { body: { minLength: 10, maxLength: 128, allowPassphrases: true } }),
    });
    const password = await waitFor(() => getByLabel(container, 'Password'));
    await waitFor(() => expect(description(password)).toContain(RULE));
    expect(meter(container)?.getAttribute('aria-label')).toBe('Password strength');
    expect(meter(container)?.getAttribute('aria-valuenow')).toBe('0');
    type(password, 'short');
    await waitFor(() => expect(meter(container)?.getAttribute('aria-valuetext')).toBe('Too short'));
    type(password, 'correct horse battery staple');
    await waitFor(() => expect(meter(container)?.getAttribute('aria-valuetext')).toBe('Good'));
    // Shown before any submit: nothing was sent but the rule's question.
    expect(fake.calls('/identity/resources/users/v1/signUp')).toHaveLength(0);
    expect(fake.calls(CONFIG)[0]?.query.has('userId')).toBe(false);
  });

  it("activation asks for the rule of the link's user and says it in the UI's language", async () => {
    const { container, fake } = await setupProvider({
      path: '/account/activate?userId=u-7&token=tok-1',
      provider: { locale: 'he' },
      script: (f) =>
        f.on('GET', CONFIG, { body: { minLength: 12, maxLength: 128 } }).on('POST', '/identity/resources/users/v1/activate', {
          status: 400,
          body: { errors: ['A password is required to activate this account'], errorCode: 'activation.password_required' },
        }),
    });
    const password = await waitFor(() => getByLabel(container, 'סיסמה'));
    await waitFor(() => expect(description(password)).toContain('הסיסמה צריכה להכיל לפחות 12 תווים.'));
    expect(fake.calls(CONFIG)[0]?.query.get('userId')).toBe('u-7');
  });

  it('without the rule (the call failed) the field still offers the meter and the advice, and works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = await setupProvider({
      path: '/account/reset-password?userId=u-1&token=t-1',
      script: (f) => f.on('GET', CONFIG, { status: 503, text: 'down' }),
    });
    const password = await waitFor(() => getByLabel(container, 'New password'));
    await waitFor(() => expect(description(password)).toContain('A few unrelated words make a strong password.'));
    expect(description(password)).not.toContain('Use at least');
    type(password, 'Qwerty7uiopasdfghjkl');
    await waitFor(() => expect(meter(container)?.getAttribute('aria-valuetext')).toBe('Strong'));
  });
});
