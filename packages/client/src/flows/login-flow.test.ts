import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { paths } from '../test-utils/fixtures';
import { createLoginFlow, stepForStrategy } from './login-flow';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(options: Parameters<typeof createTestClient>[0] = {}) {
  const env = createTestClient(options);
  env.fake.on('POST', paths.ssoPrelogin, { body: {} });
  return { ...env, flow: createLoginFlow(env.client) };
}

describe('login flow (spec §2.2, §4.1)', () => {
  it('starts at preLogin', () => {
    expect(setup().flow.getState()).toEqual({ step: 'preLogin', email: '', loading: false });
  });

  it('pre-login without SSO goes to the password step', async () => {
    const { flow, fake } = setup();
    const steps: string[] = [];
    flow.subscribe((state) => steps.push(`${state.step}:${state.loading}`));
    await flow.preLogin('  ada@example.com ');
    expect(fake.calls(paths.ssoPrelogin)[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(flow.getState()).toMatchObject({ step: 'loginWithPassword', email: 'ada@example.com', loading: false });
    expect(steps).toEqual(['preLogin:true', 'loginWithPassword:false']);
  });

  it('a failing pre-login also goes to the password step', async () => {
    const { flow, fake } = setup();
    fake.on('POST', paths.ssoPrelogin, { status: 400, body: { errors: ['bad'] } });
    await flow.preLogin('ada@example.com');
    expect(flow.getState()).toMatchObject({ step: 'loginWithPassword', error: undefined });
  });

  it('an SSO address goes to redirectToSSO and navigates after 2 s', async () => {
    const { flow, fake, location } = setup();
    fake.on('POST', paths.ssoPrelogin, { body: { address: 'https://idp.example.com/sso?x=1', idpType: 'saml' } });
    await flow.preLogin('ada@corp.example.com');
    expect(flow.getState()).toMatchObject({ step: 'redirectToSSO', ssoAddress: 'https://idp.example.com/sso?x=1' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(location.assigned).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(location.assigned).toEqual(['https://idp.example.com/sso?x=1']);
  });

  it('a Continue clicked while the public configuration still loads waits for it, then takes its strategy', async () => {
    const { flow, fake, client } = setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake
      .on('GET', paths.publicConfiguration, async () => (await gate, { body: { allowSignups: true, authStrategy: 'Code' } }))
      .on('GET', paths.publicAuthStrategies, { body: {} })
      .on('GET', paths.vendorPublic, { body: {} })
      .on('POST', '/identity/resources/auth/v1/passwordless/code/prelogin', { body: {} });
    void client.init();
    const continued = flow.preLogin('ada@example.com');
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getState()).toMatchObject({ step: 'preLogin', loading: true });
    release();
    await continued;
    expect(flow.getState()).toMatchObject({ step: 'loginWithOtc', loading: false });
    expect(fake.calls('/identity/resources/auth/v1/passwordless/code/prelogin')[0]?.body).toMatchObject({ email: 'ada@example.com' });
  });

  it('each strategy has its step (§4.1.1); the password step is the default', () => {
    expect(stepForStrategy('EmailAndPassword')).toBe('loginWithPassword');
    expect(stepForStrategy('Code')).toBe('loginWithOtc');
    expect(stepForStrategy('MagicLink')).toBe('magicLinkPreLoginSuccess');
    expect(stepForStrategy('SmsCode')).toBe('loginWithSmsOtc');
    expect(stepForStrategy('NoLocalAuthentication')).toBe('loginWithPassword');
  });

  it('password login merges the user, shows success and redirects after 200 ms', async () => {
    const { flow, fake, client, location } = setup();
    fake.on('POST', paths.login, loginAnswer());
    await flow.preLogin('ada@example.com');
    await flow.login({ password: 'correct horse battery' });
    expect(fake.calls(paths.login)[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct horse battery' });
    expect(flow.getState()).toMatchObject({ step: 'success', loading: false });
    expect(client.session.getState()).toMatchObject({ status: 'authenticated', user: { email: 'ada@example.com' } });
    await vi.advanceTimersByTimeAsync(199);
    expect(location.assigned).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(location.assigned).toEqual(['/']);
  });

  it('redirects to an allowed redirectUrl', async () => {
    const { flow, fake, location } = setup({
      url: 'https://app.example.com/account/login?redirectUrl=https%3A%2F%2Fapp.example.com%2Freports',
    });
    fake.on('POST', paths.login, loginAnswer());
    await flow.login({ email: 'ada@example.com', password: 'pw' });
    await vi.advanceTimersByTimeAsync(200);
    expect(location.assigned).toEqual(['https://app.example.com/reports']);
  });

  it('refuses a foreign redirectUrl with a warning and goes to the authenticated URL', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { flow, fake, location } = setup({
      url: 'https://app.example.com/account/login?redirectUrl=https%3A%2F%2Fevil.test%2Fsteal',
      routes: { authenticatedUrl: '/dashboard' },
    });
    fake.on('POST', paths.login, loginAnswer());
    await flow.login({ email: 'ada@example.com', password: 'pw' });
    await vi.advanceTimersByTimeAsync(200);
    expect(location.assigned).toEqual(['/dashboard']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('uses the in-app navigator when one is set', async () => {
    const { flow, fake, client, location } = setup();
    const pushed: string[] = [];
    client.setNavigator((url) => pushed.push(url));
    fake.on('POST', paths.login, loginAnswer());
    await flow.login({ email: 'ada@example.com', password: 'pw' });
    await vi.advanceTimersByTimeAsync(200);
    expect(pushed).toEqual(['/']);
    expect(location.assigned).toEqual([]);
  });

  it('shows the server message for a wrong password and stays on the step', async () => {
    const { flow, fake, client } = setup();
    fake.on('POST', paths.login, { status: 401, body: { errors: ['Incorrect email or password'], errorCode: 'auth.invalid_credentials' } });
    await flow.preLogin('ada@example.com');
    await flow.login({ password: 'wrong' });
    expect(flow.getState()).toMatchObject({ step: 'loginWithPassword', loading: false, error: 'Incorrect email or password' });
    expect(client.session.getState().status).toBe('loading');
  });

  it('a network failure shows the generic message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { flow, fake } = setup();
    fake.on('POST', paths.login, new TypeError('Failed to fetch'));
    await flow.login({ email: 'ada@example.com', password: 'pw' });
    expect(flow.getState().error).toBe("We're facing some difficulties, Please try again");
  });

  it('clears the previous error on a new attempt', async () => {
    const { flow, fake } = setup();
    fake.on('POST', paths.login, { status: 401, body: { errors: ['Incorrect email or password'] } }, loginAnswer());
    await flow.login({ email: 'ada@example.com', password: 'wrong' });
    const attempt = flow.login({ password: 'right' });
    expect(flow.getState()).toMatchObject({ loading: true, error: undefined });
    await attempt;
    expect(flow.getState().step).toBe('success');
  });

  it('MFA required keeps the answer and goes to loginWithTwoFactor without a session', async () => {
    const { flow, fake, client } = setup();
    const answer = { mfaRequired: true, mfaToken: 'mfa-1', userEmail: 'ada@example.com' };
    fake.on('POST', paths.login, { body: answer });
    await flow.login({ email: 'ada@example.com', password: 'pw' });
    expect(flow.getState()).toMatchObject({ step: 'loginWithTwoFactor', mfa: answer, loading: false });
    expect(fake.calls(paths.me)).toHaveLength(0);
    expect(client.session.getState().status).toBe('loading');
  });

  it('an authenticator code finishes an MFA sign-in', async () => {
    const { flow, fake, client } = setup();
    fake.on('POST', paths.login, { body: { mfaRequired: true, mfaToken: 'mfa-1', userEmail: 'ada@example.com' } });
    fake.on('POST', paths.mfaVerify, { status: 400, body: { errors: ['Invalid code, please try again'], errorCode: 'mfa.invalid_code' } });
    await flow.login({ email: 'ada@example.com', password: 'pw' });
    await flow.verifyMfa('123 456');
    expect(fake.calls(paths.mfaVerify)[0]?.body).toEqual({ mfaToken: 'mfa-1', value: '123456' });
    expect(flow.getState()).toMatchObject({ step: 'loginWithTwoFactor', loading: false, error: 'Invalid code, please try again' });
    fake.on('POST', paths.mfaVerify, loginAnswer());
    await flow.verifyMfa('654321');
    expect(flow.getState()).toMatchObject({ step: 'success', loading: false, error: undefined });
    expect(client.session.getState().status).toBe('authenticated');
  });

  it('a recovery code turns MFA off and asks for the password again', async () => {
    const { flow, fake } = setup();
    fake.on('POST', paths.login, { body: { mfaRequired: true, mfaToken: 'mfa-1', userEmail: 'ada@example.com' } });
    fake.on('POST', paths.mfaRecover, { body: {} });
    await flow.login({ email: 'ada@example.com', password: 'pw' });
    flow.showRecovery();
    expect(flow.getState().step).toBe('recoverTwoFactor');
    await flow.recover(' ABCD-EFGH ');
    expect(fake.calls(paths.mfaRecover)[0]?.body).toEqual({ email: 'ada@example.com', recoveryCode: 'ABCD-EFGH' });
    expect(flow.getState()).toMatchObject({ step: 'loginWithPassword', mfa: undefined, loading: false });
    expect(flow.getState().notice).toMatch(/turned off/);
  });

  it('sends the invitation token of the page address', async () => {
    const { flow, fake } = setup({ url: 'https://app.example.com/account/login?invitationToken=inv-1' });
    fake.on('POST', paths.login, loginAnswer());
    await flow.login({ email: 'ada@example.com', password: 'pw' });
    expect(fake.calls(paths.login)[0]?.body).toMatchObject({ invitationToken: 'inv-1' });
  });

  it('reset goes back to preLogin and cancels a pending navigation', async () => {
    const { flow, fake, location } = setup();
    fake.on('POST', paths.ssoPrelogin, { body: { address: 'https://idp.example.com' } });
    await flow.preLogin('ada@corp.example.com');
    flow.reset();
    await vi.advanceTimersByTimeAsync(5000);
    expect(location.assigned).toEqual([]);
    expect(flow.getState()).toMatchObject({ step: 'preLogin', ssoAddress: undefined });
  });

  it('a sign-in that finishes after dispose (its screen already gone) schedules no redirect', async () => {
    const { flow, fake, location } = setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.on('POST', paths.login, async () => (await gate, loginAnswer()));
    const signingIn = flow.login({ email: 'ada@example.com', password: 'pw' });
    flow.dispose();
    release();
    await signingIn;
    await vi.advanceTimersByTimeAsync(1000);
    expect(location.assigned).toEqual([]);
  });

  it('dispose cancels the post-login redirect', async () => {
    const { flow, fake, location } = setup();
    fake.on('POST', paths.login, loginAnswer());
    await flow.login({ email: 'ada@example.com', password: 'pw' });
    flow.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(location.assigned).toEqual([]);
  });
});
