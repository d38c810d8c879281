// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findElement, getButton, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';
import { AdminPortalProvider } from './admin-portal-provider';
import { useAdminPortal } from './use-admin-portal';

// The overlay is under test, not the sections: each is a page with its name as the heading.
vi.mock('./section-loaders', () => import('./section-loaders-stub'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('overlay', () => {
  function Opener() {
    const portal = useAdminPortal();
    return (
      <button type="button" onClick={() => portal.show('profile')}>
        Open admin
      </button>
    );
  }

  async function openOverlay() {
    const mounted = await setupProvider({
      signedIn: true,
      children: (
        <AdminPortalProvider>
          <Opener />
        </AdminPortalProvider>
      ),
    });
    const opener = await waitFor(() => getButton(mounted.container, 'Open admin'));
    act(() => opener.focus());
    await act(async () => opener.click());
    const dialog = await findElement<HTMLElement>('[role="dialog"].gh-admin-overlay');
    return { ...mounted, opener, dialog };
  }

  it('opens on show() as a full-window modal named Admin portal, on the asked section, focus inside', async () => {
    const { dialog } = await openOverlay();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Admin portal');
    await waitFor(() => expect(dialog.querySelector('.gh-admin-main')?.getAttribute('aria-label')).toBe('Profile'));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { dialog, opener } = await openOverlay();
    await act(async () => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await waitFor(() => expect(document.querySelector('.gh-admin-overlay')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("closes from the header's small close button (not a bar over the navigation) and gives focus back", async () => {
    const { dialog, opener } = await openOverlay();
    const close = dialog.querySelector<HTMLButtonElement>('.gh-admin-header button[aria-label="Close"]')!;
    expect(close.classList.contains('gh-icon-btn')).toBe(true);
    await act(async () => close.click());
    await waitFor(() => expect(document.querySelector('.gh-admin-overlay')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
