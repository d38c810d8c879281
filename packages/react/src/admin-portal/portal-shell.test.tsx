// @vitest-environment happy-dom
import { act } from 'react';
import { loginAnswer } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findElement, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';
import { AdminPortal } from './admin-portal';
import type { AdminPortalOptions } from './admin-portal-options';
import { groupEntries, navigationTable } from './navigation';
import { loadedButton, mountPortal, navGroups, regionName } from './portal-test-kit';

// The shell is under test, not the sections: each is a page with its name as the heading.
vi.mock('./section-loaders', () => import('./section-loaders-stub'));

afterEach(() => {
  document.body.innerHTML = '';
});

const everyEntry: AdminPortalOptions = {
  navigation: {
    personalApiTokens: { visibility: 'always' },
    apiTokens: { visibility: 'always' },
    groups: { visibility: 'always' },
    roles: { visibility: 'always' },
  },
};

describe('navigation groups', () => {
  it('puts profile, privacy and personal API tokens under Personal and every other entry under Account', () => {
    const personal = navigationTable.filter((e) => e.group === 'personal').map((e) => e.name);
    expect(personal).toEqual(['personalApiTokens', 'profile', 'privacy']);
    expect(navigationTable.filter((e) => e.group === 'account').map((e) => e.name)).toEqual([
      'usage',
      'webhooks',
      'roles',
      'users',
      'apiTokens',
      'account',
      'security',
      'sso',
      'provisioning',
      'audits',
      'subscriptions',
      'allAccounts',
      'groups',
    ]);
  });

  it('shows Personal then Account, each in the spec’s order, and leaves an empty group out', async () => {
    const { container } = await mountPortal({ permissions: ['fe.*'], options: everyEntry });
    await waitFor(() =>
      expect(navGroups(container)).toEqual([
        ['Personal', ['Personal API tokens', 'Profile', 'Privacy']],
        ['Account', ['Roles', 'Users', 'API tokens', 'Account', 'Groups']],
      ]),
    );
    const profileOnly = navigationTable.filter((e) => e.name === 'profile');
    expect(groupEntries(profileOnly).map((g) => g.group)).toEqual(['personal']);
  });
});

describe('the shell', () => {
  it('opens the first listed entry in the spec’s order, names the main region after the open entry, and has no h1 of its own', async () => {
    const { container } = await mountPortal({ permissions: ['fe.secure.read.securityPolicy'] });
    await waitFor(() => expect(regionName(container)).toBe('Profile'));
    expect(container.querySelector('.gh-admin-title')).toBeNull();
    expect([...container.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['profile']);
    const privacy = [...container.querySelectorAll<HTMLButtonElement>('.gh-admin-nav-item')].find((b) => b.textContent === 'Privacy')!;
    await act(async () => privacy.click());
    expect(regionName(container)).toBe('Privacy');
    expect(privacy.getAttribute('aria-current')).toBe('page');
    expect(container.querySelector('.stub-section')?.textContent).toBe('privacy');
  });

  it('shows a skeleton, and no navigation, while the session loads', async () => {
    let answer: (value: ReturnType<typeof loginAnswer>) => void = () => undefined;
    const { container } = await setupProvider({
      refreshAnswer: () => new Promise((resolve) => (answer = resolve)),
      children: <AdminPortal />,
    });
    const status = await findElement<HTMLElement>('.gh-admin-portal [role="status"]', container);
    expect(status.textContent).toBe('Loading…');
    expect(container.querySelector('[aria-busy="true"] .gh-skeleton')).not.toBeNull();
    expect(container.querySelector('nav')).toBeNull();
    await act(async () => answer(loginAnswer()));
    await waitFor(() => expect(navGroups(container)).toEqual([['Personal', ['Profile']]]));
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says there is nothing to manage, with no navigation, when no entry may be shown', async () => {
    const { container } = await mountPortal({ options: { navigation: { profile: { visibility: 'hidden' } } } });
    const title = await findElement<HTMLElement>('.gh-empty-state-title', container);
    expect(title.tagName).toBe('H1');
    expect(title.textContent).toBe('Nothing to manage here');
    expect(container.querySelector('nav')).toBeNull();
    expect(regionName(container)).toBe('Admin portal');
  });
});

describe('the navigation drawer (narrow screens)', () => {
  it('opens from the header button, keeps focus inside, closes on a choice and gives focus back to the button', async () => {
    const { container } = await mountPortal({ permissions: ['fe.secure.read.securityPolicy'] });
    const open = await loadedButton(container.querySelector('.gh-admin-header')!, 'Open navigation');
    await act(async () => open.click());
    const drawer = await findElement<HTMLElement>('[role="dialog"].gh-admin-drawer');
    expect(document.getElementById(drawer.getAttribute('aria-labelledby')!)?.textContent).toBe('Navigation');
    expect(drawer.contains(document.activeElement)).toBe(true);
    expect(navGroups(drawer)).toEqual([['Personal', ['Profile', 'Privacy']]]);
    const privacy = [...drawer.querySelectorAll<HTMLButtonElement>('.gh-admin-nav-item')].find((b) => b.textContent === 'Privacy')!;
    await act(async () => privacy.click());
    await waitFor(() => expect(document.querySelector('.gh-admin-drawer')).toBeNull());
    expect(regionName(container)).toBe('Privacy');
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('closes on Escape and on its close button, giving focus back', async () => {
    const { container } = await mountPortal();
    const open = await loadedButton(container, 'Open navigation');
    await act(async () => open.click());
    const drawer = await findElement<HTMLElement>('.gh-admin-drawer');
    await act(async () => drawer.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await waitFor(() => expect(document.querySelector('.gh-admin-drawer')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
    await act(async () => open.click());
    const again = await findElement<HTMLElement>('.gh-admin-drawer');
    await act(async () => again.querySelector<HTMLButtonElement>('button[aria-label="Close navigation"]')!.click());
    await waitFor(() => expect(document.querySelector('.gh-admin-drawer')).toBeNull());
  });
});
