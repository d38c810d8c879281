// @vitest-environment happy-dom
import { SOCIAL_PROVIDER_KEY } from '@gatehouse/client';
import { paths } from '@gatehouse/client/testing';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getButton, getByLabel, waitFor } from '../test-utils/render';
import { mountProviders } from '../test-utils/mount-provider';

const mount = mountProviders();

const provider = (type: string, active = true) => ({
  type,
  clientId: `${type}-client`,
  redirectUrl: 'http://localhost:3000/account/social/success',
  active,
  authorizationUrl: `/identity/resources/auth/v1/user/sso/${type}/authorize`,
  customised: false,
});

describe('social sign-in buttons', () => {
  it('offers one button per active provider, with its mark, and leaves for the server’s authorize address', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { container, client } = await mount({
      path: '/account/login',
      script: (f) => f.on('GET', paths.socialProviders, { body: [provider('google'), provider('slack', false), provider('github')] }),
    });
    const google = await waitFor(() => getButton(container, 'Continue with Google'));
    getButton(container, 'Continue with GitHub');
    expect(container.querySelectorAll('.gh-social-button')).toHaveLength(2);
    const mark = google.querySelector('svg');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    await act(async () => google.click());
    expect(client.sessionStorage.getItem(SOCIAL_PROVIDER_KEY)).toBe('google');
    expect(assign).toHaveBeenCalledWith('https://auth.example.com/identity/resources/auth/v1/user/sso/google/authorize');
  });

  it('shows nothing when no provider is offered', async () => {
    const { container, fake } = await mount({
      path: '/account/login',
      script: (f) => f.on('GET', paths.socialProviders, { body: [provider('google', false)] }),
    });
    await waitFor(() => getByLabel(container, 'Email'));
    await waitFor(() => expect(fake.calls(paths.socialProviders).length).toBeGreaterThan(0));
    await act(async () => undefined);
    expect(container.querySelector('.gh-social')).toBeNull();
    expect(container.textContent).not.toContain('Continue with');
  });

  it('shows nothing when the list cannot be read', async () => {
    const { container, fake } = await mount({ path: '/account/login' });
    await waitFor(() => getByLabel(container, 'Email'));
    await waitFor(() => expect(fake.calls(paths.socialProviders).length).toBeGreaterThan(0));
    await act(async () => undefined);
    expect(container.querySelector('.gh-social')).toBeNull();
  });
});
