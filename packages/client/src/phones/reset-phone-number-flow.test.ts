import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginFlow } from '../flows/login-flow';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { createResetPhoneNumberFlow, normalisePhoneNumber, PHONE_CHANGED_NOTICE } from './reset-phone-number-flow';

const USERS = '/identity/resources/users/v1';
const paths = {
  reset: `${USERS}/phone/reset`,
  resetVerify: `${USERS}/phone/reset/verify`,
  change: `${USERS}/phone/change`,
  smsPrelogin: '/identity/resources/auth/v1/passwordless/smscode/prelogin',
  smsPostlogin: '/identity/resources/auth/v1/passwordless/SmsCode/postlogin',
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(config: { authStrategy?: 'SmsCode' | 'EmailAndPassword'; quickSmsEnabled?: boolean } = {}) {
  const env = createTestClient({ url: 'https://app.example.com/account/reset-phone-number' });
  env.client.config.setState({
    authStrategy: config.authStrategy ?? 'SmsCode',
    quickSmsEnabled: config.quickSmsEnabled ?? false,
    status: 'ready',
  });
  env.fake
    .on('POST', paths.reset, { body: { resetPhoneNumberToken: 'reset-1' } })
    .on('POST', paths.resetVerify, { body: { changePhoneNumberToken: 'change-1' } })
    .on('PUT', paths.change, { body: {} })
    .on('POST', paths.smsPrelogin, { body: { otcToken: 'otc-1' } });
  return { ...env, flow: createResetPhoneNumberFlow(env.client) };
}

/** Runs the three steps with the given email, code and number. */
async function runSteps(flow: ReturnType<typeof setup>['flow'], phone = '+1 (415) 555-0100') {
  await flow.requestReset(' ada@example.com ');
  await flow.verify(' 123 456 ');
  await flow.change(phone);
}

describe('reset phone number flow (spec 000 §2.3, §4.4)', () => {
  it('request, verify, change; then the login route starts at the SMS code step for the new number, and the code signs in', async () => {
    const { flow, fake, client, location } = setup();
    expect(flow.getState()).toMatchObject({ step: 'ResetPhoneNumber', loading: false });
    await flow.requestReset(' ada@example.com ');
    expect(fake.calls(paths.reset)[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(flow.getState()).toMatchObject({ step: 'VerifyResetPhoneNumber', email: 'ada@example.com', loading: false });
    await flow.verify(' 123 456 ');
    expect(fake.calls(paths.resetVerify)[0]?.body).toEqual({ resetPhoneNumberToken: 'reset-1', code: '123456' });
    expect(flow.getState()).toMatchObject({ step: 'ChangePhoneNumber', loading: false });
    await flow.change('+1 (415) 555-0100');
    expect(fake.calls(paths.change)[0]?.body).toEqual({ changePhoneNumberToken: 'change-1', phoneNumber: '+14155550100' });
    expect(fake.calls(paths.smsPrelogin)[0]?.body).toEqual({ email: 'ada@example.com', username: '' });
    expect(location.assigned).toEqual(['/account/login']);
    // No handle of this reset travels in the address.
    expect(location.href).not.toMatch(/token|otc/i);

    const login = createLoginFlow(client);
    expect(login.getState()).toMatchObject({
      step: 'loginWithSmsOtc',
      email: 'ada@example.com',
      otcToken: 'otc-1',
      phoneNumber: '+1••••••0100',
    });
    fake.on('POST', paths.smsPostlogin, loginAnswer());
    await login.loginWithCode('654321');
    expect(fake.calls(paths.smsPostlogin)[0]?.body).toEqual({ token: '654321', otcToken: 'otc-1' });
    expect(login.getState().step).toBe('success');
    // The starting point is used once: the next visit to the login route starts afresh.
    expect(createLoginFlow(client).getState()).toMatchObject({ step: 'preLogin', email: '' });
  });

  it('quick SMS login next to passwords also texts the new number', async () => {
    const { flow, fake, client } = setup({ authStrategy: 'EmailAndPassword', quickSmsEnabled: true });
    await runSteps(flow);
    expect(fake.calls(paths.smsPrelogin)).toHaveLength(1);
    expect(createLoginFlow(client).getState()).toMatchObject({ step: 'loginWithSmsOtc', otcToken: 'otc-1' });
  });

  it('without SMS sign-in, the login route starts at the email step with a notice; no code is asked for', async () => {
    const { flow, fake, client, location } = setup({ authStrategy: 'EmailAndPassword' });
    await runSteps(flow);
    expect(fake.calls(paths.smsPrelogin)).toHaveLength(0);
    expect(location.assigned).toEqual(['/account/login']);
    expect(createLoginFlow(client).getState()).toMatchObject({ step: 'preLogin', email: 'ada@example.com', notice: PHONE_CHANGED_NOTICE });
  });

  it('a refused SMS pre-login still lands on the login route, at the email step', async () => {
    const { flow, fake, client } = setup();
    fake.on('POST', paths.smsPrelogin, { status: 400, body: { errors: ['This sign-in method is not enabled'] } });
    await runSteps(flow);
    expect(createLoginFlow(client).getState()).toMatchObject({ step: 'preLogin', notice: PHONE_CHANGED_NOTICE });
  });

  it('shows server messages and stays on the step: wrong code, bad number', async () => {
    const { flow, fake, location } = setup();
    fake.on(
      'POST',
      paths.resetVerify,
      { status: 400, body: { errors: ['The code is invalid or has expired'] } },
      { body: { changePhoneNumberToken: 'change-1' } },
    );
    await flow.requestReset('ada@example.com');
    await flow.verify('000000');
    expect(flow.getState()).toMatchObject({ step: 'VerifyResetPhoneNumber', loading: false, error: 'The code is invalid or has expired' });
    await flow.verify('123456');
    expect(flow.getState()).toMatchObject({ step: 'ChangePhoneNumber', error: undefined });
    fake.on('PUT', paths.change, {
      status: 400,
      body: { errors: ['Please enter the phone number with its country code, e.g. +14155550100'] },
    });
    await flow.change('4155550100');
    expect(flow.getState()).toMatchObject({
      step: 'ChangePhoneNumber',
      error: 'Please enter the phone number with its country code, e.g. +14155550100',
    });
    expect(location.assigned).toEqual([]);
  });

  it('resend asks again for the same email; restart goes back to the email step and forgets the handles', async () => {
    const { flow, fake } = setup();
    fake.on('POST', paths.reset, { body: { resetPhoneNumberToken: 'reset-1' } }, { body: { resetPhoneNumberToken: 'reset-2' } });
    await flow.requestReset('ada@example.com');
    await flow.resend();
    expect(fake.calls(paths.reset).map((c) => c.body)).toEqual([{ email: 'ada@example.com' }, { email: 'ada@example.com' }]);
    await flow.verify('123456');
    expect(fake.calls(paths.resetVerify)[0]?.body).toMatchObject({ resetPhoneNumberToken: 'reset-2' });
    flow.restart();
    expect(flow.getState()).toMatchObject({ step: 'ResetPhoneNumber' });
    await flow.change('+14155550100');
    expect(fake.calls(paths.change)).toHaveLength(0);
    expect(flow.getState().error).toBeTruthy();
  });

  it('normalises typed numbers to E.164', () => {
    expect(normalisePhoneNumber(' +44 (20) 7946-0000 ')).toBe('+442079460000');
    expect(normalisePhoneNumber('+1.415.555.0100')).toBe('+14155550100');
  });
});
