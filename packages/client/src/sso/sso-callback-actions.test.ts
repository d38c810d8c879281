import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginFlow } from '../flows/login-flow';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { paths } from '../test-utils/fixtures';
import { SOCIAL_INVITATION_KEY, SOCIAL_PROVIDER_KEY } from './social-providers';

const GOOGLE_POSTLOGIN = '/identity/resources/auth/v1/user/sso/google/postlogin';
const APPLE_POSTLOGIN = '/identity/resources/auth/v1/user/sso/apple/postlogin';
const MFA_ANSWER = { mfaRequired: true, mfaToken: 'mfa-1', userEmail: 'ada@corp.example.com' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(url: string) {
  const env = createTestClient({ url });
  return { ...env, flow: createLoginFlow(env.client) };
}

describe('SAML callback', () => {
  it('redeems the RelayState and signs in', async () => {
    const { flow, fake, client } = setup('https://app.example.com/account/saml/callback?RelayState=relay-1');
    fake.on('POST', paths.samlPostlogin, loginAnswer());
    await flow.loginWithSamlCallback();
    expect(fake.calls(paths.samlPostlogin)[0]?.body).toEqual({ RelayState: 'relay-1' });
    expect(flow.getState()).toMatchObject({ step: 'success', loading: false, error: undefined });
    expect(client.session.getState().status).toBe('authenticated');
  });

  it('an MFA answer goes to the two-factor step without a session', async () => {
    const { flow, fake, client } = setup('https://app.example.com/account/saml/callback?RelayState=relay-1');
    fake.on('POST', paths.samlPostlogin, { body: MFA_ANSWER });
    await flow.loginWithSamlCallback();
    expect(flow.getState()).toMatchObject({ step: 'loginWithTwoFactor', mfa: MFA_ANSWER, loading: false });
    expect(flow.getState().twoFactor?.answer).toEqual(MFA_ANSWER);
    expect(client.session.getState().status).not.toBe('authenticated');
  });

  it('a refusal shows loginWithSSOFailed with the server message, then goes to the authenticated URL after 1 s', async () => {
    const { flow, fake, location } = setup('https://app.example.com/account/saml/callback?RelayState=relay-1');
    fake.on('POST', paths.samlPostlogin, { status: 401, body: { errors: ['The sign-in has expired'], errorCode: 'sso.failed' } });
    await flow.loginWithSamlCallback();
    expect(flow.getState()).toMatchObject({ step: 'loginWithSSOFailed', loading: false, error: 'The sign-in has expired' });
    await vi.advanceTimersByTimeAsync(999);
    expect(location.assigned).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(location.assigned).toEqual(['/']);
  });

  it('an error parameter fails without calling the server', async () => {
    const { flow, fake, location } = setup('https://app.example.com/account/saml/callback?error=sso_failed');
    await flow.loginWithSamlCallback();
    expect(fake.calls(paths.samlPostlogin)).toHaveLength(0);
    expect(flow.getState()).toMatchObject({ step: 'loginWithSSOFailed', error: 'Failed to authenticate' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(location.assigned).toEqual(['/']);
  });

  it('goes to the host’s own authenticated URL', async () => {
    const { client, location } = createTestClient({
      url: 'https://app.example.com/account/saml/callback',
      routes: { authenticatedUrl: '/dashboard' },
    });
    await createLoginFlow(client).loginWithSamlCallback();
    await vi.advanceTimersByTimeAsync(1000);
    expect(location.assigned).toEqual(['/dashboard']);
  });

  it('a flow disposed before the delay does not navigate', async () => {
    const { flow, location } = setup('https://app.example.com/account/saml/callback');
    await flow.loginWithSamlCallback();
    flow.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(location.assigned).toEqual([]);
  });
});

describe('OIDC callback', () => {
  it('sends the code, the state as RelayState and the redirect URI, then signs in', async () => {
    const { flow, fake } = setup('https://app.example.com/account/oidc/callback?code=code-1&state=state-1');
    fake.on('POST', paths.oidcPostlogin, loginAnswer());
    await flow.loginWithOidcCallback();
    expect(fake.calls(paths.oidcPostlogin)[0]?.body).toEqual({
      code: 'code-1',
      RelayState: 'state-1',
      redirectUri: 'https://app.example.com/account/oidc/callback',
    });
    expect(flow.getState().step).toBe('success');
  });

  it('an MFA answer that needs enrolment goes to forceTwoFactor', async () => {
    const { flow, fake } = setup('https://app.example.com/account/oidc/callback?code=code-1&state=state-1');
    const answer = { ...MFA_ANSWER, mfaEnrolled: false, mfaStrategies: ['AuthenticatorApp'] };
    fake.on('POST', paths.oidcPostlogin, { body: answer });
    await flow.loginWithOidcCallback();
    expect(flow.getState()).toMatchObject({ step: 'forceTwoFactor', mfa: answer });
  });

  it('a missing state fails, and so does a provider error', async () => {
    const missing = setup('https://app.example.com/account/oidc/callback?code=code-1');
    await missing.flow.loginWithOidcCallback();
    expect(missing.flow.getState()).toMatchObject({ step: 'loginWithSSOFailed', error: 'Failed to authenticate' });
    const refused = setup('https://app.example.com/account/oidc/callback?error=access_denied&state=state-1');
    await refused.flow.loginWithOidcCallback();
    expect(refused.flow.getState()).toMatchObject({ step: 'loginWithSSOFailed', error: 'Failed to authenticate' });
    expect(refused.fake.calls(paths.oidcPostlogin)).toHaveLength(0);
  });

  it('a network failure shows the generic SSO failure', async () => {
    const { flow, fake } = setup('https://app.example.com/account/oidc/callback?code=code-1&state=state-1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.on('POST', paths.oidcPostlogin, new TypeError('Failed to fetch'));
    await flow.loginWithOidcCallback();
    expect(flow.getState()).toMatchObject({ step: 'loginWithSSOFailed', error: 'Failed to authenticate' });
  });
});

describe('social callback', () => {
  it('posts the code and state for the remembered provider and signs in', async () => {
    const { flow, fake, client } = setup('https://app.example.com/account/social/success?code=code-1&state=state-1');
    client.sessionStorage.setItem(SOCIAL_PROVIDER_KEY, 'google');
    fake.on('POST', GOOGLE_POSTLOGIN, loginAnswer({}, { email: 'ada@example.com', isNewUser: false, name: 'Ada' }));
    await flow.loginWithSocialCallback();
    const call = fake.calls(GOOGLE_POSTLOGIN)[0];
    expect(Object.fromEntries(call!.query)).toEqual({ code: 'code-1', state: 'state-1' });
    expect(call?.body).toEqual({});
    expect(flow.getState().step).toBe('success');
    expect(client.sessionStorage.getItem(SOCIAL_PROVIDER_KEY)).toBeNull();
  });

  it('sends the invitation remembered when the sign-in started, once', async () => {
    const { flow, fake, client } = setup('https://app.example.com/account/social/success?code=code-1&state=state-1');
    client.sessionStorage.setItem(SOCIAL_PROVIDER_KEY, 'google');
    client.sessionStorage.setItem(SOCIAL_INVITATION_KEY, 'inv-1');
    fake.on('POST', GOOGLE_POSTLOGIN, loginAnswer({}, { email: 'ada@example.com', isNewUser: false, name: 'Ada' }));
    await flow.loginWithSocialCallback();
    expect(fake.calls(GOOGLE_POSTLOGIN)[0]?.body).toEqual({ invitationToken: 'inv-1' });
    expect(client.sessionStorage.getItem(SOCIAL_INVITATION_KEY)).toBeNull();
  });

  it('the provider parameter wins over the remembered one (Apple comes back through the server)', async () => {
    const { flow, fake, client } = setup('https://app.example.com/account/social/success?code=code-1&state=state-1&provider=apple');
    client.sessionStorage.setItem(SOCIAL_PROVIDER_KEY, 'google');
    fake.on('POST', APPLE_POSTLOGIN, loginAnswer({}, { email: 'ada@example.com', isNewUser: true, name: 'Ada' }));
    await flow.loginWithSocialCallback();
    expect(fake.calls(APPLE_POSTLOGIN)).toHaveLength(1);
    expect(fake.calls(GOOGLE_POSTLOGIN)).toHaveLength(0);
  });

  it('an MFA answer goes to the two-factor step', async () => {
    const { flow, fake } = setup('https://app.example.com/account/social/success?code=code-1&state=state-1&provider=google');
    fake.on('POST', GOOGLE_POSTLOGIN, { body: { ...MFA_ANSWER, email: 'ada@example.com', isNewUser: false, name: 'Ada' } });
    await flow.loginWithSocialCallback();
    expect(flow.getState()).toMatchObject({ step: 'loginWithTwoFactor', loading: false });
  });

  it('a refusal shows the server message and redirects after 1 s; no known provider fails at once', async () => {
    const { flow, fake, location } = setup('https://app.example.com/account/social/success?code=code-1&state=state-1&provider=google');
    fake.on('POST', GOOGLE_POSTLOGIN, { status: 401, body: { errors: ['Failed to authenticate'], errorCode: 'social.login_failed' } });
    await flow.loginWithSocialCallback();
    expect(flow.getState()).toMatchObject({ step: 'loginWithSSOFailed', error: 'Failed to authenticate' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(location.assigned).toEqual(['/']);

    const unknown = setup('https://app.example.com/account/social/success?code=code-1&state=state-1');
    await unknown.flow.loginWithSocialCallback();
    expect(unknown.flow.getState().step).toBe('loginWithSSOFailed');
    expect(unknown.fake.requests.filter((r) => r.path.includes('/sso/'))).toHaveLength(0);
  });
});

describe('SSO pre-login', () => {
  it('sends the page’s tenantId when there is one', async () => {
    const { flow, fake } = setup('https://app.example.com/account/login?tenantId=tenant-9');
    fake.on('POST', paths.ssoPrelogin, { body: {} });
    await flow.preLogin('ada@corp.example.com');
    expect(fake.calls(paths.ssoPrelogin)[0]?.body).toEqual({ email: 'ada@corp.example.com', tenantId: 'tenant-9' });
  });

  it('sends the email alone without one', async () => {
    const { flow, fake } = setup('https://app.example.com/account/login');
    fake.on('POST', paths.ssoPrelogin, { body: {} });
    await flow.preLogin('ada@corp.example.com');
    expect(fake.calls(paths.ssoPrelogin)[0]?.body).toEqual({ email: 'ada@corp.example.com' });
  });
});
