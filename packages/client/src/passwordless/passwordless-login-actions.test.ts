import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginFlow } from '../flows/login-flow';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { paths } from '../test-utils/fixtures';
import { REGISTER_QUICK_LOGIN_KEY } from './passwordless-login-actions';

const AUTH = '/identity/resources/auth/v1';
const pre = (t: string) => `${AUTH}/passwordless/${t}/prelogin`;
const post = (t: string) => `${AUTH}/passwordless/${t}/postlogin`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(authStrategy: 'Code' | 'MagicLink' | 'SmsCode' | 'EmailAndPassword', options: Parameters<typeof createTestClient>[0] = {}) {
  const env = createTestClient(options);
  env.fake.on('POST', paths.ssoPrelogin, { body: {} });
  env.client.config.setState({ authStrategy });
  return { ...env, flow: createLoginFlow(env.client) };
}

describe('passwordless steps of the login flow (spec 000 §2.2, §4.1; wire-compat §2.11)', () => {
  it('Code: pre-login sends the code and waits in loginWithOtc; the code and its otcToken sign in', async () => {
    const { flow, fake, client, location } = setup('Code');
    fake.on('POST', pre('code'), { body: { otcToken: 'flow-1' } });
    fake.on('POST', post('Code'), loginAnswer());
    await flow.preLogin(' ada@example.com ');
    expect(fake.calls(pre('code'))[0]?.body).toEqual({ email: 'ada@example.com', username: '' });
    expect(flow.getState()).toMatchObject({ step: 'loginWithOtc', otcToken: 'flow-1', loading: false });
    await flow.loginWithCode(' 123 456 ');
    expect(fake.calls(post('Code'))[0]?.body).toEqual({ token: '123456', otcToken: 'flow-1' });
    expect(flow.getState()).toMatchObject({ step: 'success' });
    expect(client.session.getState()).toMatchObject({ status: 'authenticated' });
    await vi.advanceTimersByTimeAsync(200);
    expect(location.assigned).toEqual(['/']);
  });

  it('Code: a wrong code shows the server message and stays on the step', async () => {
    const { flow, fake } = setup('Code');
    fake.on('POST', pre('code'), { body: { otcToken: 'flow-1' } });
    fake.on('POST', post('Code'), {
      status: 400,
      body: { errors: ['The code or link is invalid or has expired'], errorCode: 'passwordless.invalid_code' },
    });
    await flow.preLogin('ada@example.com');
    await flow.loginWithCode('000000');
    expect(flow.getState()).toMatchObject({ step: 'loginWithOtc', loading: false, error: 'The code or link is invalid or has expired' });
  });

  it('Code: a user with a second factor goes to loginWithTwoFactor', async () => {
    const { flow, fake } = setup('Code');
    fake.on('POST', pre('code'), { body: { otcToken: 'flow-1' } });
    fake.on('POST', post('Code'), {
      body: { mfaRequired: true, mfaToken: 'mfa-1', mfaDevices: { webauthn: [], phones: [], authenticators: [{ id: 'a' }], emails: [] } },
    });
    await flow.preLogin('ada@example.com');
    await flow.loginWithCode('123456');
    expect(flow.getState()).toMatchObject({ step: 'loginWithTwoFactor', mfa: { mfaToken: 'mfa-1' } });
  });

  it('MagicLink: pre-login goes to magicLinkPreLoginSuccess; resend asks again; the callback POSTs the token', async () => {
    const { flow, fake, client } = setup('MagicLink');
    fake.on('POST', pre('magiclink'), { body: {} });
    fake.on('POST', post('MagicLink'), loginAnswer());
    await flow.preLogin('ada@example.com');
    expect(flow.getState()).toMatchObject({ step: 'magicLinkPreLoginSuccess', loading: false });
    await flow.resendPasswordless();
    expect(fake.calls(pre('magiclink'))).toHaveLength(2);
    const callback = createLoginFlow(client);
    await callback.loginWithMagicLink('link-token');
    expect(fake.calls(post('MagicLink'))[0]?.body).toEqual({ token: 'link-token' });
    expect(callback.getState()).toMatchObject({ step: 'success' });
  });

  it('SmsCode: pre-login by email goes to loginWithSmsOtc and the code signs in through the SmsCode post-login', async () => {
    const { flow, fake } = setup('SmsCode');
    fake.on('POST', pre('smscode'), { body: { otcToken: 'flow-2' } });
    fake.on('POST', post('SmsCode'), loginAnswer());
    await flow.preLogin('ada@example.com');
    expect(flow.getState()).toMatchObject({ step: 'loginWithSmsOtc', otcToken: 'flow-2' });
    await flow.loginWithCode('654321');
    expect(fake.calls(post('SmsCode'))[0]?.body).toEqual({ token: '654321', otcToken: 'flow-2' });
    expect(flow.getState()).toMatchObject({ step: 'success' });
  });

  it('quick SMS login: by phone number to loginWithQuickSmsOtc, showing the masked number', async () => {
    const { flow, fake } = setup('EmailAndPassword');
    fake.on('POST', pre('smscode'), { body: { otcToken: 'flow-3', phoneNumber: '+1••••••0100' } });
    fake.on('POST', post('SmsCode'), loginAnswer());
    await flow.quickSmsLogin(' +14155550100 ');
    expect(fake.calls(pre('smscode'))[0]?.body).toEqual({ phoneNumber: '+14155550100' });
    expect(flow.getState()).toMatchObject({ step: 'loginWithQuickSmsOtc', phoneNumber: '+1••••••0100' });
    await flow.loginWithCode('111222');
    expect(fake.calls(post('SmsCode'))[0]?.body).toEqual({ token: '111222', otcToken: 'flow-3' });
    expect(flow.getState()).toMatchObject({ step: 'success' });
  });

  it('a failing pre-login shows the error and stays at preLogin', async () => {
    const { flow, fake } = setup('Code');
    fake.on('POST', pre('code'), {
      status: 429,
      body: { errors: ['Too many attempts, please try again later'], errorCode: 'request.rate_limited' },
    });
    await flow.preLogin('ada@example.com');
    expect(flow.getState()).toMatchObject({ step: 'preLogin', loading: false, error: 'Too many attempts, please try again later' });
  });

  it('registerQuickLogin: a pending registration switches the flow after sign-in; saving the phone clears it and continues', async () => {
    const { flow, fake, storage, location } = setup('Code');
    storage.setItem(REGISTER_QUICK_LOGIN_KEY, 'SmsCode');
    fake.on('POST', pre('code'), { body: { otcToken: 'flow-1' } });
    fake.on('POST', post('Code'), loginAnswer());
    fake.on('PUT', paths.me, { body: {} });
    await flow.preLogin('ada@example.com');
    await flow.loginWithCode('123456');
    expect(flow.getState()).toMatchObject({ flow: 'registerQuickLogin', loading: false });
    await vi.advanceTimersByTimeAsync(500);
    expect(location.assigned).toEqual([]);
    await flow.registerQuickLogin('+14155550100');
    expect(fake.calls(paths.me).find((c) => c.method === 'PUT')?.body).toEqual({ phoneNumber: '+14155550100' });
    expect(storage.getItem(REGISTER_QUICK_LOGIN_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(location.assigned).toEqual(['/']);
  });

  it('registerQuickLogin: skipping drops the pending registration and continues', async () => {
    const { flow, fake, storage, location } = setup('EmailAndPassword');
    storage.setItem(REGISTER_QUICK_LOGIN_KEY, 'SmsCode');
    fake.on('POST', paths.login, loginAnswer());
    await flow.login({ email: 'ada@example.com', password: 'pw' });
    expect(flow.getState().flow).toBe('registerQuickLogin');
    flow.skipQuickLogin();
    expect(storage.getItem(REGISTER_QUICK_LOGIN_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(location.assigned).toEqual(['/']);
  });
});
