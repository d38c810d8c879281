// @vitest-environment happy-dom
import { storageKeys } from '@gatehouse/contracts';
import { fakeMeTenants, loginAnswer, paths } from '@gatehouse/client/testing';
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuth } from './hooks/use-auth';
import { useAuthUser } from './hooks/use-auth-user';
import { useLoginWithRedirect } from './hooks/use-login-with-redirect';
import { useTenants } from './hooks/use-tenants';
import { RequireAuth } from './require-auth';
import { getButton, waitFor } from './test-utils/render';
import { setupProvider } from './test-utils/setup-provider';

afterEach(() => {
  document.body.innerHTML = '';
});

function Profile(): ReactNode {
  const { isAuthenticated, isLoading, user, activeTenant, tenants } = useAuth();
  return (
    <p data-testid="profile">
      {String(isAuthenticated)}|{String(isLoading)}|{user?.email}|{activeTenant?.name}|{tenants.length}
    </p>
  );
}

describe('RequireAuth', () => {
  it('shows a loading status while the session loads, then the children', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { container } = await setupProvider({
      path: '/reports',
      refreshAnswer: async () => {
        await gate;
        return loginAnswer();
      },
      children: (
        <RequireAuth>
          <Profile />
        </RequireAuth>
      ),
    });
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    expect(container.querySelector('[data-testid="profile"]')).toBeNull();
    await act(async () => release());
    await waitFor(() => expect(container.querySelector('[data-testid="profile"]')?.textContent).toBe('true|false|ada@example.com|Acme|2'));
    expect(window.location.pathname).toBe('/reports');
  });

  it('sends signed-out visitors to the login route, remembering the page', async () => {
    const { container, storage } = await setupProvider({
      path: '/reports?tab=2',
      children: (
        <RequireAuth fallback={<p data-testid="wait">wait</p>}>
          <Profile />
        </RequireAuth>
      ),
    });
    await waitFor(() => expect(window.location.pathname).toBe('/account/login'));
    expect(storage.getItem(storageKeys.afterAuthRedirect)).toBe('/reports?tab=2');
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Sign in'));
    expect(container.querySelector('[data-testid="profile"]')).toBeNull();
  });

  it('shows a custom fallback while loading', async () => {
    const { container } = await setupProvider({
      path: '/',
      refreshAnswer: () => new Promise(() => undefined),
      children: <RequireAuth fallback={<p data-testid="wait">wait</p>}>secret</RequireAuth>,
    });
    expect(container.querySelector('[data-testid="wait"]')).not.toBeNull();
    expect(container.textContent).not.toContain('secret');
  });
});

describe('hooks', () => {
  it('useAuthUser redirects when signed out', async () => {
    function Page(): ReactNode {
      const user = useAuthUser();
      return <p>{user?.name ?? 'nobody'}</p>;
    }
    await setupProvider({ path: '/private', children: <Page /> });
    await waitFor(() => expect(window.location.pathname).toBe('/account/login'));
  });

  it('useLoginWithRedirect can pass an explicit redirectUrl', async () => {
    function Page(): ReactNode {
      const login = useLoginWithRedirect();
      return (
        <button type="button" onClick={() => login({ redirectUrl: '/billing' })}>
          Log in
        </button>
      );
    }
    const { container } = await setupProvider({ path: '/', refreshAnswer: () => new Promise(() => undefined), children: <Page /> });
    await act(async () => getButton(container, 'Log in').click());
    expect(`${window.location.pathname}${window.location.search}`).toBe('/account/login?redirectUrl=%2Fbilling');
  });

  it('useTenants switches the tenant and the session follows', async () => {
    let switching: Promise<void> | undefined;
    function Tenants(): ReactNode {
      const { activeTenant, switchTenant } = useTenants();
      return (
        <>
          <p data-testid="tenant">{activeTenant?.name}</p>
          <button type="button" onClick={() => (switching = switchTenant('tenant-2'))}>
            Switch
          </button>
        </>
      );
    }
    const { container, fake } = await setupProvider({ path: '/', signedIn: true, children: <Tenants /> });
    await waitFor(() => expect(container.querySelector('[data-testid="tenant"]')?.textContent).toBe('Acme'));
    const switched = { ...fakeMeTenants(), activeTenant: fakeMeTenants().tenants[1]! };
    fake
      .on('PUT', paths.switchTenant, { body: {} })
      .on('POST', paths.refresh, loginAnswer({ tenantId: 'tenant-2' }))
      .on('GET', paths.meTenants, { body: switched });
    await act(async () => {
      getButton(container, 'Switch').click();
      await switching;
    });
    expect(container.querySelector('[data-testid="tenant"]')?.textContent).toBe('Globex');
  });

  it('useAuth().logout signs out', async () => {
    let signingOut: Promise<void> | undefined;
    function Page(): ReactNode {
      const auth = useAuth();
      return (
        <>
          <Profile />
          <button type="button" onClick={() => (signingOut = auth.logout())}>
            Sign out
          </button>
        </>
      );
    }
    const { container, fake } = await setupProvider({ path: '/', signedIn: true, children: <Page /> });
    fake.on('POST', paths.logout, { body: {} });
    await waitFor(() => expect(container.textContent).toContain('ada@example.com'));
    await act(async () => {
      getButton(container, 'Sign out').click();
      await signingOut;
    });
    expect(container.querySelector('[data-testid="profile"]')?.textContent).toBe('false|false|||0');
  });
});
