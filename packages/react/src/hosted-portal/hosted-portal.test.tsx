// @vitest-environment happy-dom
import { storageKeys } from '@gatehouse/contracts';
import { fakeMe, fakeMeTenants, paths } from '@gatehouse/client/testing';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';
import { HostedPortal } from './hosted-portal';
import { portalRoutes, sectionOf } from './portal-routes';

afterEach(() => {
  document.body.innerHTML = '';
});

const permission = (key: string) => ({
  id: key,
  key,
  name: key,
  description: '',
  fePermission: true,
  categoryId: 'c',
  assignmentType: 'ASSIGNABLE',
  roleIds: [],
});
const current = () => `${window.location.pathname}${window.location.search}`;

describe('the hosted admin portal', () => {
  it('keeps every login-box screen under /portal, signs in at /portal/login and lands on /portal', () => {
    expect(portalRoutes).toEqual({
      authenticatedUrl: '/portal',
      loginUrl: '/portal/login',
      signUpUrl: '/portal/sign-up',
      forgetPasswordUrl: '/portal/forgot-password',
      resetPasswordUrl: '/portal/reset-password',
      activateUrl: '/portal/activate',
      logoutUrl: '/portal/logout',
    });
  });

  it('opens only a section the portal has (?section=)', () => {
    expect(sectionOf('?section=users')).toBe('users');
    expect(sectionOf('?section=privacy&x=1')).toBe('privacy');
    expect(sectionOf('?section=webhooks')).toBeUndefined();
    expect(sectionOf('?section=constructor')).toBeUndefined();
    expect(sectionOf('')).toBeUndefined();
  });

  it('shows a signed-out visitor the login box under /portal, remembering the section link to come back to', async () => {
    const { container, storage } = await setupProvider({
      path: '/portal?section=privacy',
      client: { routes: portalRoutes },
      children: <HostedPortal />,
    });
    await waitFor(() => expect(window.location.pathname).toBe('/portal/login'));
    expect(storage.getItem(storageKeys.afterAuthRedirect)).toBe('/portal?section=privacy');
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Sign in'));
    // The box's links stay under the portal path, which the server answers on reload.
    await waitFor(() => expect(container.querySelector('a[href="/portal/sign-up"]')).not.toBeNull());
    expect(container.querySelector('a[href="/portal/forgot-password"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="portal-user"]')).toBeNull();
  });

  it('shows a signed-in user who they are, the account, the asked section, and signs out to the login box', async () => {
    const { container, fake } = await setupProvider({
      path: '/portal?section=privacy',
      client: { routes: portalRoutes },
      signedIn: true,
      script: (f) => {
        f.on('GET', paths.me, { body: fakeMe({ permissions: [permission('fe.*')] as never }) });
        f.on('GET', paths.meTenants, { body: fakeMeTenants() });
        f.on('GET', '/identity/resources/users/sessions/v1/me', { body: [] });
        f.on('POST', paths.logout, { body: {} });
      },
      children: <HostedPortal />,
    });
    await waitFor(() => expect(container.querySelector('[data-testid="portal-user"]')?.textContent).toBe('Ada Lovelace'));
    await waitFor(() => expect(container.querySelector('[data-testid="portal-tenant"]')?.textContent).toBe('Acme'));
    await waitFor(() =>
      expect(container.querySelector('nav[aria-label="Admin portal"] [aria-current="page"]')?.textContent).toBe('Privacy'),
    );
    expect(current()).toBe('/portal?section=privacy');

    await act(async () => getButton(container, 'Sign out').click());
    await waitFor(() => expect(window.location.pathname).toBe('/portal/login'));
    expect(fake.calls(paths.logout)).toHaveLength(1);
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Sign in'));
    expect(container.querySelector('[data-testid="portal-user"]')).toBeNull();
  });
});
