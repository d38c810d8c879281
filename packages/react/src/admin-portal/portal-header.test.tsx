// @vitest-environment happy-dom
import { act } from 'react';
import { fakeMeTenants, loginAnswer, paths } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findElement, waitFor } from '../test-utils/render';
import { loadedButton, mountPortal, openMenu, regionName } from './portal-test-kit';

// The header is under test, not the sections: each is a page with its name as the heading.
vi.mock('./section-loaders', () => import('./section-loaders-stub'));

afterEach(() => {
  document.body.innerHTML = '';
});

const SETTINGS = '/tenants/resources/account-settings/v1';
const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const settings = { tenantId: 'tenant-1', name: 'Acme Corporation', logo: LOGO, hasCustomLogin: false };
const brand = (root: ParentNode) => ({
  name: root.querySelector('.gh-admin-brand-name')?.textContent,
  logo: root.querySelector('.gh-admin-brand img')?.getAttribute('src'),
});
const oneTenant = () => ({ ...fakeMeTenants(), tenants: [fakeMeTenants().activeTenant] });

describe('the header: the account’s logo and name', () => {
  it("shows the account settings' name and logo to a user who may read them", async () => {
    const { container } = await mountPortal({
      permissions: ['fe.secure.read.accountSettings'],
      script: (f) => f.on('GET', SETTINGS, { body: settings }),
    });
    await waitFor(() => expect(brand(container)).toEqual({ name: 'Acme Corporation', logo: LOGO }));
    expect(container.querySelector('.gh-admin-brand img')?.getAttribute('alt')).toBe('');
  });

  it("falls back to the session's tenant without asking for settings the user may not read", async () => {
    const { container, fake } = await mountPortal({ script: (f) => f.on('GET', SETTINGS, { body: settings }) });
    await waitFor(() => expect(brand(container)).toEqual({ name: 'Acme', logo: undefined }));
    expect(fake.calls(SETTINGS)).toHaveLength(0);
  });

  it("falls back to the vendor's name without a tenant, and shows no logo that is not https or an image", async () => {
    const { container } = await mountPortal({
      permissions: ['fe.secure.read.accountSettings'],
      script: (f) => {
        f.on('GET', SETTINGS, { body: { ...settings, name: '', logo: 'javascript:alert(1)' } });
        f.on('GET', paths.meTenants, { body: { tenants: [], activeTenant: null } });
      },
    });
    await waitFor(() => expect(brand(container)).toEqual({ name: 'Acme Identity', logo: undefined }));
  });
});

describe('the header: tenant switcher', () => {
  it('lists the tenants with the current one marked, switches to the one chosen and says so', async () => {
    const { container, fake } = await mountPortal({
      script: (f) => {
        f.on('PUT', paths.switchTenant, { body: {} });
        f.on('POST', paths.refresh, loginAnswer(), loginAnswer({ tenantId: 'tenant-2' }));
      },
    });
    const trigger = await waitFor(() => {
      const found = [...container.querySelectorAll<HTMLButtonElement>('.gh-admin-header button')].find(
        (b) => b.textContent === 'Switch account',
      );
      if (!found) throw new Error('no switcher yet');
      return found;
    });
    const items = await openMenu(trigger);
    expect(items.map((item) => item.textContent)).toEqual(['Acme (current account)', 'Globex']);
    await act(async () => items[1]!.click());
    await waitFor(() => expect(fake.calls(paths.switchTenant)).toHaveLength(1));
    expect(fake.calls(paths.switchTenant)[0]!.body).toEqual({ tenantId: 'tenant-2' });
    await findElement('.gh-toast');
    await waitFor(() => expect(document.querySelector('.gh-toast')?.textContent).toContain('Switched to Globex'));
  });

  it('is not there for a user with one tenant', async () => {
    const { container } = await mountPortal({ script: (f) => f.on('GET', paths.meTenants, { body: oneTenant() }) });
    await loadedButton(container, 'Your account: Ada Lovelace');
    expect(container.textContent).not.toContain('Switch account');
  });
});

describe('the header: user menu', () => {
  it("shows the user's avatar, name and email, opens Profile and Privacy, and signs out", async () => {
    const { container, fake } = await mountPortal({
      permissions: ['fe.secure.read.securityPolicy', 'fe.secure.read.users'],
      script: (f) => f.on('POST', paths.logout, { body: {} }),
    });
    const trigger = await loadedButton(container, 'Your account: Ada Lovelace');
    expect(trigger.querySelector('.gh-avatar')?.textContent).toBe('AL');
    await waitFor(() => expect(regionName(container)).toBe('Users'));

    let items = await openMenu(trigger);
    const card = document.querySelector('[role="menu"] .gh-admin-user-card')!;
    expect(card.textContent).toBe('ALAda Lovelaceada@example.com');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Privacy', 'Sign out']);
    await act(async () => items[1]!.click());
    await waitFor(() => expect(regionName(container)).toBe('Privacy'));

    items = await openMenu(trigger);
    await act(async () => items[2]!.click());
    await waitFor(() => expect(fake.calls(paths.logout)).toHaveLength(1));
    await waitFor(() => expect(window.location.pathname).toBe('/account/login'));
  });

  it('offers only Sign out when Profile and Privacy are not listed', async () => {
    const { container } = await mountPortal({ options: { navigation: { profile: { visibility: 'hidden' } } } });
    const items = await openMenu(await loadedButton(container, 'Your account: Ada Lovelace'));
    expect(items.map((item) => item.textContent)).toEqual(['Sign out']);
  });
});
