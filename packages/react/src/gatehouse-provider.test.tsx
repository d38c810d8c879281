// @vitest-environment happy-dom
import { act } from 'react';
import { paths } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatchErrors as Catch } from './test-utils/catch-errors';
import { GatehouseProvider } from './gatehouse-provider';
import { render, waitFor } from './test-utils/render';
import { setupProvider } from './test-utils/setup-provider';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('GatehouseProvider', () => {
  it('renders the host page on its own routes inside a gh-root element', async () => {
    const { container } = await setupProvider({ path: '/reports' });
    const root = container.querySelector('.gh-root');
    expect(root?.querySelector('[data-testid="host-page"]')).not.toBeNull();
  });

  it('applies the theme’s mode and density to its root, where the login box and the host’s components read them', async () => {
    const { container } = await setupProvider({ path: '/reports', provider: { theme: { mode: 'dark', density: 'compact' } } });
    const root = container.querySelector('.gh-root');
    expect(root?.getAttribute('data-gh-mode')).toBe('dark');
    expect(root?.getAttribute('data-gh-density')).toBe('compact');
  });

  it('owns the login route and renders the login box there instead of the host page', async () => {
    const { container } = await setupProvider({ path: '/account/login' });
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Sign in'));
    expect(container.querySelector('[data-testid="host-page"]')).toBeNull();
    expect(container.querySelector('.gh-login-box')).not.toBeNull();
  });

  it('initialises the session once, even under StrictMode', async () => {
    const { fake, client } = await setupProvider({ path: '/' });
    await waitFor(() => expect(client.session.getState().status).toBe('unauthenticated'));
    expect(fake.calls(paths.refresh)).toHaveLength(1);
  });

  it('reports a missing base URL at start-up (spec §1)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = await render(
      <Catch>
        <GatehouseProvider>
          <p>never</p>
        </GatehouseProvider>
      </Catch>,
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Gatehouse: baseUrl is required (the address of your Gatehouse server)',
    );
  });

  it('follows configured routes and the hash strategy', async () => {
    window.history.replaceState(null, '', '/');
    const { container } = await setupProvider({
      path: '/#/sign-in',
      client: { routes: { loginUrl: '/sign-in' } },
      provider: { urlStrategy: 'hash' },
    });
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Sign in'));
  });

  it('re-renders on navigation, e.g. back to a host page', async () => {
    const { container } = await setupProvider({ path: '/account/login' });
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Sign in'));
    await act(async () => {
      window.history.pushState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(container.querySelector('[data-testid="host-page"]')).not.toBeNull());
  });

  it('applies a theme as --gh-color-* custom properties on gh-root', async () => {
    const { container } = await setupProvider({ path: '/', provider: { theme: { primary: '#ff0000' } } });
    const root = container.querySelector<HTMLElement>('.gh-root')!;
    await waitFor(() => expect(root.style.getPropertyValue('--gh-color-primary')).toBe('#ff0000'));
    expect(root.style.getPropertyValue('--gh-color-primary-hover')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keeps the default palette when the theme is invalid', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = await setupProvider({ path: '/', provider: { theme: { primary: 'not-a-colour' } } });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(container.querySelector<HTMLElement>('.gh-root')!.getAttribute('style')).toBeNull();
  });

  it('restores a session from the refresh cookie on start', async () => {
    const { client, fake } = await setupProvider({ path: '/', signedIn: true });
    await waitFor(() => expect(client.session.getState().status).toBe('authenticated'));
    expect(fake.calls(paths.refresh)[0]?.body).toEqual({ tenantId: null });
  });
});
