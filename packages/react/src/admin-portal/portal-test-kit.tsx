import { act } from 'react';
import { fakeMe, paths, type FakeFetch } from '@gatehouse/client/testing';
import { findElement, waitFor } from '../test-utils/render';
import { setupProvider, type SetupOptions } from '../test-utils/setup-provider';
import { AdminPortal } from './admin-portal';
import type { AdminPortalOptions, AdminPortalSection } from './admin-portal-options';

/** A /me permission object with this key (for tests). */
export const permission = (key: string) => ({
  id: key,
  key,
  name: key,
  description: '',
  fePermission: true,
  categoryId: 'c',
  assignmentType: 'ASSIGNABLE',
  roleIds: [],
});

/** What mountPortal takes. */
export interface MountPortalOptions {
  permissions?: string[];
  options?: AdminPortalOptions;
  initialSection?: AdminPortalSection;
  provider?: SetupOptions['provider'];
  /** More of the signed-in user's /me answer. */
  me?: Parameters<typeof fakeMe>[0];
  /** Answers more calls (after /me, so a test's own answer replaces it). */
  script?: (fake: FakeFetch) => void;
}

/** Signs in with the given permission keys and mounts the embedded portal: every section's tests start here (for tests). */
export function mountPortal({ permissions = [], options, initialSection, provider, me, script }: MountPortalOptions = {}) {
  return setupProvider({
    signedIn: true,
    provider,
    script: (fake) => {
      fake.on('GET', paths.me, { body: fakeMe({ permissions: permissions.map(permission) as never, ...me }) });
      script?.(fake);
    },
    children: <AdminPortal options={options} initialSection={initialSection} />,
  });
}

/** Each navigation group's heading with its entries, in the order shown (for tests). */
export const navGroups = (root: ParentNode) =>
  [...root.querySelectorAll('nav[aria-label="Admin portal"] .gh-admin-nav-group')].map((group) => [
    group.querySelector('.gh-admin-nav-heading')?.textContent,
    [...group.querySelectorAll('button')].map((b) => b.textContent),
  ]);

/** The accessible name of the portal's main region: the open entry's label (for tests). */
export const regionName = (root: ParentNode) => root.querySelector('.gh-admin-main')?.getAttribute('aria-label');

/** Opens a Radix menu from its trigger by keyboard and answers its items once shown (for tests). */
export async function openMenu(trigger: HTMLElement): Promise<HTMLElement[]> {
  act(() => trigger.focus());
  act(() => {
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  });
  const menu = await findElement<HTMLElement>('[role="menu"]');
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

/**
 * The loaded (not placeholder) button labelled `label` inside `root` (for tests). The header's menus and drawer are
 * a lazy chunk, whose first transform in the test runner can take seconds.
 */
export const loadedButton = (root: ParentNode, label: string) =>
  waitFor(() => {
    const button = root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]:not([aria-disabled])`);
    if (!button) throw new Error(`no loaded button "${label}"`);
    return button;
  }, 8000);
