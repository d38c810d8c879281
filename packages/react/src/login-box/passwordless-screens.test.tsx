// @vitest-environment happy-dom
import { loginAnswer, paths } from '@gatehouse/client/testing';
import { describe, expect, it } from 'vitest';
import { getButton, getByLabel, submit, type, waitFor } from '../test-utils/render';
import { mountProviders } from '../test-utils/mount-provider';

const AUTH = '/identity/resources/auth/v1';

const mount = mountProviders();

/** Waits until `check` holds (waitFor retries on a throw). */
const until = (check: () => boolean) =>
  waitFor(() => {
    if (!check()) throw new Error('not yet');
  });

/** The screen's announced error, once it is there. */
const alertIn = (container: HTMLElement) =>
  waitFor(() => {
    const alert = container.querySelector('[role="alert"]');
    if (!alert) throw new Error('no alert yet');
    return alert;
  });

const strategies = (main: string, quickSms = false) => ({
  body: { mainAuthStrategies: [{ strategy: main }], secondaryAuthStrategies: [{ strategy: 'SmsCode', isActive: quickSms }] },
});

describe('passwordless screens of the login box', () => {
  it('Code: a labelled one-time-code field after the email; a wrong code is announced, the right one signs in', async () => {
    const { container, fake } = await mount({
      path: '/account/login',
      script: (f) => f.on('GET', paths.publicAuthStrategies, strategies('Code')),
    });
    fake
      .on('POST', paths.ssoPrelogin, { body: {} })
      .on('POST', `${AUTH}/passwordless/code/prelogin`, { body: { otcToken: 'flow-1' } })
      .on('POST', `${AUTH}/passwordless/Code/postlogin`, {
        status: 400,
        body: { errors: ['The code or link is invalid or has expired'], errorCode: 'passwordless.invalid_code' },
      });
    type(await waitFor(() => getByLabel(container, 'Email')), 'ada@example.com');
    await submit(container, 'Continue');
    const code = await waitFor(() => getByLabel(container, 'Sign-in code'));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code);
    expect(container.textContent).toContain('to ada@example.com');
    type(code, '000000');
    await submit(container, 'Sign in');
    const alert = await alertIn(container);
    expect(alert.textContent).toBe('The code or link is invalid or has expired');
    fake.on('POST', `${AUTH}/passwordless/Code/postlogin`, loginAnswer());
    type(code, '123456');
    await submit(container, 'Sign in');
    await until(() => !!container.textContent?.includes('Signed in'));
    expect(fake.calls(`${AUTH}/passwordless/Code/postlogin`).at(-1)?.body).toEqual({ token: '123456', otcToken: 'flow-1' });
  });

  it('MagicLink: tells the user to check the email after Continue', async () => {
    const { container, fake } = await mount({
      path: '/account/login',
      script: (f) => f.on('GET', paths.publicAuthStrategies, strategies('MagicLink')),
    });
    fake.on('POST', paths.ssoPrelogin, { body: {} }).on('POST', `${AUTH}/passwordless/magiclink/prelogin`, { body: {} });
    type(await waitFor(() => getByLabel(container, 'Email')), 'ada@example.com');
    await submit(container, 'Continue');
    await until(() => !!container.textContent?.includes('Check your email'));
    getButton(container, 'Send a new link');
  });

  it('the magic-link route POSTs the token once and takes it out of the address bar', async () => {
    const { container, fake } = await mount({
      path: '/account/login/magic-link?token=link-token-123',
      script: (f) => f.on('POST', `${AUTH}/passwordless/MagicLink/postlogin`, loginAnswer()),
    });
    const posted = () => fake.calls(`${AUTH}/passwordless/MagicLink/postlogin`);
    await until(() => posted().length > 0);
    expect(posted().map((c) => c.body)).toEqual([{ token: 'link-token-123' }]);
    expect(container.textContent).not.toContain('does not work');
    expect(window.location.search).toBe('');
  });

  it('the magic-link route announces a refused link', async () => {
    const { container } = await mount({
      path: '/account/login/magic-link?token=spent',
      script: (f) =>
        f.on('POST', `${AUTH}/passwordless/MagicLink/postlogin`, {
          status: 400,
          body: { errors: ['The code or link is invalid or has expired'], errorCode: 'passwordless.invalid_code' },
        }),
    });
    const alert = await alertIn(container);
    expect(alert.textContent).toBe('The code or link is invalid or has expired');
    // No redirect happened here: the token left the address bar because the screen removed it.
    expect(window.location.pathname).toBe('/account/login/magic-link');
    expect(window.location.search).toBe('');
  });

  it('offers quick SMS login only while the secondary SmsCode strategy is active', async () => {
    const off = await mount({ path: '/account/login' });
    await waitFor(() => getByLabel(off.container, 'Email'));
    expect(off.container.textContent).not.toContain('Sign in with a text message');
    mount.unmountAll();
    const { container, fake } = await mount({
      path: '/account/login',
      script: (f) => f.on('GET', paths.publicAuthStrategies, strategies('EmailAndPassword', true)),
    });
    fake.on('POST', `${AUTH}/passwordless/smscode/prelogin`, { body: { otcToken: 'flow-9', phoneNumber: '+1••••••0100' } });
    const open = await waitFor(() => getButton(container, 'Sign in with a text message'));
    open.click();
    type(await waitFor(() => getByLabel(container, 'Mobile number (with country code)')), '+14155550100');
    await submit(container, 'Text me a code');
    await waitFor(() => getByLabel(container, 'Sign-in code'));
    expect(container.textContent).toContain('by text message to +1••••••0100');
  });
});
