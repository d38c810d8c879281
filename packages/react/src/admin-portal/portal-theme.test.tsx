// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findElement, getButton, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';
import { AdminPortalProvider } from './admin-portal-provider';
import { loadedButton, mountPortal } from './portal-test-kit';
import { useAdminPortal } from './use-admin-portal';

// The portal's root is under test, not the sections: each is a page with its name as the heading.
vi.mock('./section-loaders', () => import('./section-loaders-stub'));

afterEach(() => {
  document.body.innerHTML = '';
});

const RED = '#ff0000';
const GREEN = '#00ff00';
const color = (element: Element | null | undefined, role: string) =>
  (element as HTMLElement | null)?.style.getPropertyValue(`--gh-color-${role}`);
const themedRoot = (element: Element) => element.closest('.gh-root')!;

function Opener() {
  const portal = useAdminPortal();
  return (
    <button type="button" onClick={() => portal.show()}>
      Open admin
    </button>
  );
}

describe('the portal’s theme', () => {
  it("is the provider's theme, extended by the portal's own (its colours win, the provider's others and mode stay)", async () => {
    const { container } = await mountPortal({
      provider: { theme: { primary: RED, secondary: RED, mode: 'dark' } },
      options: { theme: { secondary: GREEN } },
    });
    const root = themedRoot(await findElement('.gh-admin-portal', container));
    await waitFor(() => expect(color(root, 'secondary')).toBe(GREEN));
    expect(color(root, 'primary')).toBe(RED);
    expect(root.getAttribute('data-gh-mode')).toBe('dark');
  });

  it("gives the portal the provider's colours and dark mode when the portal has no theme of its own", async () => {
    const { container } = await mountPortal({ provider: { theme: { primary: RED, mode: 'dark' } } });
    const portal = await findElement('.gh-admin-portal', container);
    // The colour a custom property resolves to: the nearest root that sets it.
    const inherited = (role: string) => color(portal.closest(`.gh-root[style*="--gh-color-${role}:"]`), role);
    await waitFor(() => expect(inherited('primary')).toBe(RED));
    expect(portal.closest('[data-gh-mode]')?.getAttribute('data-gh-mode')).toBe('dark');
  });

  it("reaches the overlay and what opens above it (the drawer): the provider's and the options' colours, the mode", async () => {
    const { container } = await setupProvider({
      signedIn: true,
      provider: { theme: { primary: RED, mode: 'dark' } },
      children: (
        <AdminPortalProvider options={{ theme: { secondary: GREEN } }}>
          <Opener />
        </AdminPortalProvider>
      ),
    });
    const opener = await waitFor(() => getButton(container, 'Open admin'));
    await act(async () => opener.click());
    const overlay = await findElement<HTMLElement>('.gh-admin-overlay');
    const root = themedRoot(overlay.querySelector('.gh-admin-portal') ?? overlay);
    await waitFor(() => expect([color(root, 'primary'), color(root, 'secondary')]).toEqual([RED, GREEN]));
    expect(root.getAttribute('data-gh-mode')).toBe('dark');
    const open = await loadedButton(overlay, 'Open navigation');
    await act(async () => open.click());
    const drawerRoot = themedRoot(await findElement('.gh-admin-drawer'));
    await waitFor(() => expect([color(drawerRoot, 'primary'), color(drawerRoot, 'secondary')]).toEqual([RED, GREEN]));
    expect(drawerRoot.getAttribute('data-gh-mode')).toBe('dark');
  });
});

describe('the portal’s language', () => {
  it('sets the locale’s lang and direction on the portal and on the root its dialogs and menus render in', async () => {
    const { container } = await mountPortal({ provider: { locale: 'he' } });
    const portal = await findElement<HTMLElement>('.gh-admin-portal', container);
    expect([portal.getAttribute('lang'), portal.getAttribute('dir')]).toEqual(['he', 'rtl']);
    const open = await findElement<HTMLButtonElement>('.gh-admin-nav-toggle:not([aria-disabled])', container, 8000);
    expect(open.getAttribute('aria-label')).toBe('פתיחת הניווט');
    await act(async () => open.click());
    const drawerRoot = themedRoot(await findElement('.gh-admin-drawer'));
    expect([drawerRoot.getAttribute('lang'), drawerRoot.getAttribute('dir')]).toEqual(['he', 'rtl']);
  });
});
