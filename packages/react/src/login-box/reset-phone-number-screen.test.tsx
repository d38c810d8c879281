// @vitest-environment happy-dom
import { defaultRoutes } from '@gatehouse/contracts';
import { loginAnswer, paths } from '@gatehouse/client/testing';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { matchAuthRoute } from '../routing/match-auth-route';
import { getButton, getByLabel, submit, type, waitFor } from '../test-utils/render';
import { mountProviders } from '../test-utils/mount-provider';

const AUTH = '/identity/resources/auth/v1';
const USERS = '/identity/resources/users/v1';

const mount = mountProviders();

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;
const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent;
const smsStrategy = { body: { mainAuthStrategies: [{ strategy: 'SmsCode' }], secondaryAuthStrategies: [] } };
const linkTo = (container: HTMLElement, text: string) => [...container.querySelectorAll('a')].find((a) => a.textContent === text);

describe('ResetPhoneNumberScreen (spec 000 §2.3, §4.4)', () => {
  it('is the screen of /account/reset-phone-number', () => {
    expect(matchAuthRoute('/account/reset-phone-number', defaultRoutes)).toBe('resetPhoneNumber');
    expect(matchAuthRoute('/account/reset-phone-number/', defaultRoutes)).toBe('resetPhoneNumber');
  });

  it('email, emailed code, new number; then the SMS code step of the login route signs the user in', async () => {
    const { container, fake } = await mount({
      path: '/account/reset-phone-number',
      script: (f) => f.on('GET', paths.publicAuthStrategies, smsStrategy),
    });
    fake
      .on('POST', `${USERS}/phone/reset`, { body: { resetPhoneNumberToken: 'reset-1' } })
      .on(
        'POST',
        `${USERS}/phone/reset/verify`,
        { status: 400, body: { errors: ['The code is invalid or has expired'], errorCode: 'phone.invalid_code' } },
        { body: { changePhoneNumberToken: 'change-1' } },
      )
      .on('PUT', `${USERS}/phone/change`, { body: {} })
      .on('POST', `${AUTH}/passwordless/smscode/prelogin`, { body: { otcToken: 'otc-1' } })
      .on('POST', `${AUTH}/passwordless/SmsCode/postlogin`, loginAnswer());

    await waitFor(() => expect(heading(container)).toBe('Lost your phone?'));
    const email = getByLabel(container, 'Email');
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(document.activeElement).toBe(email);
    type(email, 'ada@example.com');
    await submit(container, 'Send code');

    const code = await waitFor(() => getByLabel(container, 'Code from the email'));
    expect(container.textContent).toContain('If an account exists for ada@example.com');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    type(code, '000000');
    await submit(container, 'Continue');
    await waitFor(() => expect(alertText(container)).toBe('The code is invalid or has expired'));
    type(code, '123456');
    await submit(container, 'Continue');

    const phone = await waitFor(() => getByLabel(container, 'Mobile number (with country code)'));
    expect(phone.type).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    type(phone, '+1 415 555 0100');
    await submit(container, 'Save and continue');

    // On the login route, at the SMS code step for the new number (the tree is in StrictMode).
    const signInCode = await waitFor(() => getByLabel(container, 'Sign-in code'));
    expect(window.location.pathname).toBe('/account/login');
    expect(window.location.search).toBe('');
    expect(container.textContent).toContain('by text message to +1••••••0100');
    expect(container.textContent).toContain('Your phone number was changed.');
    type(signInCode, '654321');
    await submit(container, 'Sign in');
    await waitFor(() => expect(container.textContent).toContain('Signed in'));

    expect(fake.calls(`${USERS}/phone/reset`).map((c) => c.body)).toEqual([{ email: 'ada@example.com' }]);
    expect(fake.calls(`${USERS}/phone/reset/verify`).at(-1)?.body).toEqual({ resetPhoneNumberToken: 'reset-1', code: '123456' });
    expect(fake.calls(`${USERS}/phone/change`).map((c) => c.body)).toEqual([
      { changePhoneNumberToken: 'change-1', phoneNumber: '+14155550100' },
    ]);
    expect(fake.calls(`${AUTH}/passwordless/smscode/prelogin`).map((c) => c.body)).toEqual([{ email: 'ada@example.com', username: '' }]);
    expect(fake.calls(`${AUTH}/passwordless/SmsCode/postlogin`).map((c) => c.body)).toEqual([{ token: '654321', otcToken: 'otc-1' }]);
  });

  it('the SMS code step of the login route links to it ("Lost your phone?"); the email code step does not', async () => {
    const { container, fake } = await mount({
      path: '/account/login',
      script: (f) => f.on('GET', paths.publicAuthStrategies, smsStrategy),
    });
    fake.on('POST', paths.ssoPrelogin, { body: {} }).on('POST', `${AUTH}/passwordless/smscode/prelogin`, { body: { otcToken: 'otc-1' } });
    type(await waitFor(() => getByLabel(container, 'Email')), 'ada@example.com');
    await submit(container, 'Continue');
    await waitFor(() => getByLabel(container, 'Sign-in code'));
    const lost = linkTo(container, 'Lost your phone?');
    expect(lost?.getAttribute('href')).toBe('/account/reset-phone-number');
    await act(async () => lost!.click());
    await waitFor(() => expect(heading(container)).toBe('Lost your phone?'));
    expect(window.location.pathname).toBe('/account/reset-phone-number');

    mount.unmountAll();
    const byEmail = await mount({
      path: '/account/login',
      script: (f) =>
        f.on('GET', paths.publicAuthStrategies, { body: { mainAuthStrategies: [{ strategy: 'Code' }], secondaryAuthStrategies: [] } }),
    });
    byEmail.fake
      .on('POST', paths.ssoPrelogin, { body: {} })
      .on('POST', `${AUTH}/passwordless/code/prelogin`, { body: { otcToken: 'otc-2' } });
    type(await waitFor(() => getByLabel(byEmail.container, 'Email')), 'ada@example.com');
    await submit(byEmail.container, 'Continue');
    await waitFor(() => getByLabel(byEmail.container, 'Sign-in code'));
    expect(linkTo(byEmail.container, 'Lost your phone?')).toBeUndefined();
  });

  it('"Use another email" goes back to the first step; "Send a new code" asks again', async () => {
    const { container, fake } = await mount({ path: '/account/reset-phone-number' });
    fake.on('POST', `${USERS}/phone/reset`, { body: { resetPhoneNumberToken: 'reset-1' } });
    type(await waitFor(() => getByLabel(container, 'Email')), 'ada@example.com');
    await submit(container, 'Send code');
    await waitFor(() => getByLabel(container, 'Code from the email'));
    await act(async () => getButton(container, 'Send a new code').click());
    await waitFor(() => expect(fake.calls(`${USERS}/phone/reset`)).toHaveLength(2));
    await act(async () => getButton(container, 'Use another email').click());
    await waitFor(() => expect(heading(container)).toBe('Lost your phone?'));
  });
});
