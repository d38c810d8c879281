// @vitest-environment happy-dom
import { storageKeys } from '@gatehouse/contracts';
import { fakeMe, fakeMeTenants, paths } from '@gatehouse/client/testing';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, waitFor } from '../test-utils/render';
import { loadedButton, openMenu, permission } from '../admin-portal/portal-test-kit';
import { setupProvider } from '../test-utils/setup-provider';
import { HostedPortal } from './hosted-portal';
import { portalRoutes, sectionOf } from './portal-routes';

// The hosted page is under test, not the sections: each is a page with its name as the heading.
vi.mock('../admin-portal/section-loaders', () => import('../admin-portal/section-loaders-stub'));

afterEach(() => {
  document.body.innerHTML = '';
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
    expect(container.querySelector('.gh-admin-portal')).toBeNull();
  });

  it('shows a signed-in user the portal full page: the account, their menu, the asked section; signs out to the login box', async () => {
    const { container, fake } = await setupProvider({
      path: '/portal?section=privacy',
      client: { routes: portalRoutes },
      signedIn: true,
      script: (f) => {
        f.on('GET', paths.me, { body: fakeMe({ permissions: [permission('fe.*')] as never }) });
        f.on('GET', paths.meTenants, { body: fakeMeTenants() });
        f.on('POST', paths.logout, { body: {} });
      },
      children: <HostedPortal />,
    });
    await waitFor(() => expect(container.querySelector('.gh-admin-brand-name')?.textContent).toBe('Acme'));
    const menu = await loadedButton(container, 'Your account: Ada Lovelace');
    // The page's own landmarks: the header is the banner, the section the main region, named after its entry.
    expect(container.querySelector('.gh-admin-portal-page > header.gh-admin-header')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('main.gh-admin-main')?.getAttribute('aria-label')).toBe('Privacy'));
    expect(container.querySelector('nav[aria-label="Admin portal"] [aria-current="page"]')?.textContent).toBe('Privacy');
    expect(current()).toBe('/portal?section=privacy');

    const items = await openMenu(menu);
    await act(async () => items.find((item) => item.textContent === 'Sign out')!.click());
    await waitFor(() => expect(window.location.pathname).toBe('/portal/login'));
    expect(fake.calls(paths.logout)).toHaveLength(1);
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Sign in'));
    expect(container.querySelector('.gh-admin-portal')).toBeNull();
  });

  it('keeps the open section in the address, so a reload opens it again', async () => {
    const { container } = await setupProvider({
      path: '/portal',
      client: { routes: portalRoutes },
      signedIn: true,
      script: (f) => f.on('GET', paths.me, { body: fakeMe({ permissions: [permission('fe.*')] as never }) }),
      children: <HostedPortal />,
    });
    const privacy = await waitFor(() => getButton(container.querySelector('nav')!, 'Privacy'));
    await act(async () => privacy.click());
    expect(current()).toBe('/portal?section=privacy');
    expect(sectionOf(window.location.search)).toBe('privacy');
  });
});
