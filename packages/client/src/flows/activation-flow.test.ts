import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { paths } from '../test-utils/fixtures';
import { createActivationFlow, INVALID_ACTIVATION_LINK_MESSAGE } from './activation-flow';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const LINK = 'https://app.example.com/account/activate?userId=u-1&token=tok-1';
/** The server's answer when the account has no password yet. */
const PASSWORD_REQUIRED = {
  status: 400,
  body: { errors: ['A password is required to activate this account'], errorCode: 'activation.password_required' },
};

function setup(url = LINK) {
  const env = createTestClient({ url });
  return { ...env, flow: createActivationFlow(env.client) };
}

describe('activation flow (spec §2.3, §4.3)', () => {
  it('shows the password form when the server asks for one, then activates, waits 1 s, signs in and goes home', async () => {
    const { flow, fake, client, location } = setup();
    fake.on('POST', paths.activate, PASSWORD_REQUIRED, loginAnswer());
    expect(flow.getState().step).toBe('activating');
    await flow.start();
    expect(fake.calls(paths.activate)[0]?.body).toEqual({ userId: 'u-1', token: 'tok-1' });
    expect(flow.getState()).toEqual({ step: 'activatingForm', loading: false, error: undefined, resent: false });
    await flow.activate('a new long password');
    expect(fake.calls(paths.activate)[1]?.body).toEqual({ userId: 'u-1', token: 'tok-1', password: 'a new long password' });
    expect(flow.getState()).toMatchObject({ step: 'success', loading: false });
    await vi.advanceTimersByTimeAsync(999);
    expect(client.session.getState().status).toBe('loading');
    expect(location.assigned).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.session.getState().status).toBe('authenticated');
    expect(location.assigned).toEqual(['/']);
  });

  it('activates at once when no password is needed', async () => {
    const { flow, fake } = setup();
    fake.on('POST', paths.activate, loginAnswer());
    await flow.start();
    expect(fake.calls(paths.activate)[0]?.body).toEqual({ userId: 'u-1', token: 'tok-1' });
    expect(flow.getState().step).toBe('success');
  });

  it('never puts the link token in a URL (no strategy lookup: docs/decisions/0010)', async () => {
    const { flow, fake } = setup();
    fake.on('POST', paths.activate, PASSWORD_REQUIRED);
    await flow.start();
    expect(fake.calls(paths.activationStrategy)).toHaveLength(0);
    expect(fake.requests.filter((r) => r.url.includes('tok-1'))).toEqual([]);
  });

  it('start runs once', async () => {
    const { flow, fake } = setup();
    fake.on('POST', paths.activate, PASSWORD_REQUIRED);
    await Promise.all([flow.start(), flow.start()]);
    expect(fake.calls(paths.activate)).toHaveLength(1);
  });

  it('a link without userId or token goes to resend without calling the server', async () => {
    const { flow, fake } = setup('https://app.example.com/account/activate?token=only');
    await flow.start();
    expect(flow.getState()).toMatchObject({ step: 'resend', error: INVALID_ACTIVATION_LINK_MESSAGE });
    expect(fake.requests).toHaveLength(0);
  });

  it('an invalid link shows the server message on the resend step, which resends', async () => {
    const { flow, fake } = setup();
    fake
      .on('POST', paths.activate, {
        status: 400,
        body: { errors: ['The activation link is invalid or has expired'], errorCode: 'activation.invalid_token' },
      })
      .on('POST', paths.resendActivation, { body: {} });
    await flow.start();
    expect(flow.getState()).toMatchObject({ step: 'resend', error: 'The activation link is invalid or has expired', resent: false });
    await flow.resend(' ada@example.com ');
    expect(fake.calls(paths.resendActivation)[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(flow.getState()).toMatchObject({ step: 'resend', resent: true, error: undefined });
  });

  it('a failed activation from the form keeps the form with the error', async () => {
    const { flow, fake } = setup();
    fake.on('POST', paths.activate, PASSWORD_REQUIRED, {
      status: 400,
      body: { errors: ['The password is too short'] },
    });
    await flow.start();
    await flow.activate('short');
    expect(flow.getState()).toMatchObject({ step: 'activatingForm', error: 'The password is too short', loading: false });
  });

  it('a failed activation without a form goes to resend', async () => {
    const { flow, fake } = setup();
    fake.on('POST', paths.activate, {
      status: 400,
      body: { errors: ['The activation link is invalid or has expired'] },
    });
    await flow.start();
    expect(flow.getState()).toMatchObject({ step: 'resend', error: 'The activation link is invalid or has expired' });
  });

  it('reads the link from the hash with the hash URL strategy', async () => {
    const { flow, fake } = setup('https://app.example.com/#/account/activate?userId=u-9&token=t-9');
    fake.on('POST', paths.activate, PASSWORD_REQUIRED);
    await flow.start();
    expect(fake.calls(paths.activate)[0]?.body).toEqual({ userId: 'u-9', token: 't-9' });
  });

  it('goes to the login route when the profile cannot be loaded after activation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { flow, fake, location } = setup();
    fake.on('POST', paths.activate, loginAnswer()).on('GET', paths.me, { status: 500, body: { errors: ['down'] } });
    await flow.start();
    await vi.advanceTimersByTimeAsync(1000 + 2 * 2000);
    expect(location.assigned).toEqual(['/account/login']);
  });
});
