// @vitest-environment happy-dom
import { loginAnswer, paths } from '@gatehouse/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { getByLabel, waitFor } from '../test-utils/render';
import { mountProviders } from '../test-utils/mount-provider';

const GOOGLE_POSTLOGIN = '/identity/resources/auth/v1/user/sso/google/postlogin';

const mount = mountProviders();

const textOf = (container: HTMLElement, text: string) =>
  waitFor(() => {
    if (!container.textContent?.includes(text)) throw new Error(`no "${text}" in: ${container.textContent}`);
  });

describe('SSO callback screens', () => {
  it('SAML: redeems the RelayState once, takes it out of the address bar and signs in', async () => {
    const { container, fake } = await mount({
      path: '/account/saml/callback?RelayState=relay-1',
      script: (f) => f.on('POST', paths.samlPostlogin, loginAnswer()),
    });
    await textOf(container, 'Signed in');
    expect(fake.calls(paths.samlPostlogin).map((call) => call.body)).toEqual([{ RelayState: 'relay-1' }]);
    expect(window.location.search).toBe('');
  });

  it('SAML: says it is signing in while the server answers', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { container } = await mount({
      path: '/account/saml/callback?RelayState=relay-1',
      script: (f) => f.on('POST', paths.samlPostlogin, async () => (await gate, loginAnswer())),
    });
    await waitFor(() => expect(container.querySelector('[role="status"]')?.textContent).toBe('Signing you in…'));
    release();
    await textOf(container, 'Signed in');
  });

  it('OIDC: an MFA answer hands over to the two-factor screen', async () => {
    const { container, fake } = await mount({
      path: '/account/oidc/callback?code=code-1&state=state-1',
      script: (f) =>
        f
          .on('POST', paths.oidcPostlogin, { body: { mfaRequired: true, mfaToken: 'mfa-1', userEmail: 'ada@corp.example.com' } })
          .on('POST', paths.mfaVerify, loginAnswer()),
    });
    const code = await waitFor(() => getByLabel(container, 'Code'));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(fake.calls(paths.oidcPostlogin)[0]?.body).toMatchObject({ code: 'code-1', RelayState: 'state-1' });
    expect(window.location.search).toBe('');
  });

  it('social: a refusal is announced, then the visitor is sent to the authenticated URL', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { container, fake } = await mount({
      path: '/account/social/success?code=code-1&state=state-1&provider=google',
      script: (f) =>
        f.on('POST', GOOGLE_POSTLOGIN, { status: 401, body: { errors: ['Failed to authenticate'], errorCode: 'social.login_failed' } }),
    });
    const alert = await waitFor(() => container.querySelector('[role="alert"]') ?? undefined);
    expect(alert?.textContent).toBe('Failed to authenticate');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Redirecting…');
    expect(fake.calls(GOOGLE_POSTLOGIN)).toHaveLength(1);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('SAML: a refusal by the server (error parameter) fails without a call', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { container, fake } = await mount({ path: '/account/saml/callback?error=sso_failed' });
    const alert = await waitFor(() => container.querySelector('[role="alert"]') ?? undefined);
    expect(alert?.textContent).toBe('Failed to authenticate');
    expect(fake.calls(paths.samlPostlogin)).toHaveLength(0);
  });
});
