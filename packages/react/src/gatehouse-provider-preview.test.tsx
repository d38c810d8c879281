// @vitest-environment happy-dom
import { StrictMode, type ReactNode } from 'react';
import { PREVIEW_PASSWORD, previewUsers } from '@gatehouse/client/preview';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatehouseProvider } from './gatehouse-provider';
import { useAuth } from './hooks/use-auth';
import { getByLabel, render, submit, type, waitFor } from './test-utils/render';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function HostPage(): ReactNode {
  const { user } = useAuth();
  return <p data-testid="host-page">{user ? `Hello ${user.name}` : 'Signed out'}</p>;
}

/** The provider in preview mode, on the login route, with no base URL and no server. */
async function previewLogin() {
  window.history.replaceState(null, '', '/account/login');
  const fetch = vi.spyOn(globalThis, 'fetch');
  const rendered = await render(
    <StrictMode>
      <GatehouseProvider preview={{ delayMs: 0 }}>
        <HostPage />
      </GatehouseProvider>
    </StrictMode>,
  );
  type(await waitFor(() => getByLabel(rendered.container, 'Email')), previewUsers.admin.email);
  await submit(rendered.container, 'Continue');
  return { ...rendered, fetch };
}

describe('GatehouseProvider in preview mode', () => {
  it('signs in through the login box with the preview password, without calling any server', async () => {
    const { container, fetch } = await previewLogin();
    type(await waitFor(() => getByLabel(container, 'Password')), PREVIEW_PASSWORD);
    await submit(container, 'Sign in');
    await waitFor(() => expect(container.textContent).toContain('Hello Ada Lovelace'), 3000);
    expect(window.location.pathname).toBe('/');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message for any other password', async () => {
    const { container } = await previewLogin();
    type(await waitFor(() => getByLabel(container, 'Password')), 'a wrong password');
    await submit(container, 'Sign in');
    const alert = await waitFor(() => container.querySelector('[role="alert"]') ?? undefined);
    await waitFor(() => expect(alert?.textContent).toBe('Incorrect email or password'));
  });
});
