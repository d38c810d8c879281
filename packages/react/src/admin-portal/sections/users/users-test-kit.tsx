// Test helpers of the users and groups sections (imported by their tests only): the portal on a fake server, and
// what a person does in it — type, open a row's menu, pick an item, read the open dialog and the toasts.
import { act } from 'react';
import { expect } from 'vitest';
import type { FakeFetch } from '@gatehouse/client/testing';
import { createTeamUsers } from '@gatehouse/fixtures';
import type { TeamUser } from '@gatehouse/contracts';
import { findElement, getButton, waitFor } from '../../../test-utils/render';
import { mountPortal } from '../../portal-test-kit';

export const USERS = '/identity/resources/users/v3';
export const TEAM_ROLES = '/team/resources/roles/v1';
export const INVITE = '/identity/resources/users/v2';
export const BULK = '/identity/resources/users/bulk/v1/invite';
export const MEMBERS = '/team/resources/members/v1';
export const TENANT_USERS = '/identity/resources/tenants/users/v1';
export const TEMPORARY = '/identity/resources/users/temporary/v1';
export const GROUPS = '/identity/resources/groups/v1';

const team = createTeamUsers(1);
/** A member as the users list answers it: contract-complete from the fixtures, with the fields a test is about. */
export const teamMember = (overrides: Partial<TeamUser>): TeamUser =>
  team.member({ vendorId: 'v', createdAt: '2025-02-01T00:00:00.000Z', ...overrides, ...(overrides.id ? { sub: overrides.id } : {}) });

/** Grace, an ordinary active member. */
export const grace = teamMember({ id: 'u-2', email: 'grace@example.com', name: 'Grace Hopper' });
/** The signed-in admin's own row (fakeMe is user-1). */
export const ada = teamMember({ id: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace' });

/** A users page as the server answers it. */
export const page = (items: unknown[]) => ({ items, _metadata: { totalItems: items.length, totalPages: items.length ? 1 : 0 } });

/** A role of the roles list. */
export const role = (id: string, name: string) => ({ id, key: name, name, vendorId: 'v', permissions: [] });

/** The portal on `section` for an admin with `permissions`, the roles Admin (and any given), temporary users on. */
export async function portal(options: {
  section?: 'users' | 'groups';
  permissions?: string[];
  roles?: unknown[];
  script(fake: FakeFetch): void;
}) {
  const permissions = options.permissions ?? ['fe.secure.read.users', 'fe.secure.write.users', 'fe.secure.read.groups'];
  return mountPortal({
    permissions,
    initialSection: options.section ?? 'users',
    options: { navigation: { groups: { visibility: 'always' } } },
    script: (fake) => {
      fake.on('GET', TEAM_ROLES, { body: { items: options.roles ?? [role('r-admin', 'Admin')] } });
      fake.on('GET', `${TEMPORARY}/configuration`, { body: { enabled: true } });
      options.script(fake);
    },
  });
}

/** Types into a field as a person does, so React and react-hook-form see the change. */
export async function fill(field: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The field labelled `label` (exact text) anywhere in the document: dialogs render in the portal root. */
export function field<E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(label: string, root: ParentNode = document): E {
  for (const element of root.querySelectorAll('label')) {
    if (element.textContent?.replace('*', '').trim() === label) {
      const control = document.getElementById(element.htmlFor);
      if (control) return control as E;
    }
  }
  throw new Error(`No field labelled "${label}"`);
}

/** The open dialog (or alert dialog), once it is there. */
export const openDialog = (kind: 'dialog' | 'alertdialog' = 'dialog') => findElement<HTMLElement>(`[role="${kind}"]`);

/** Clicks the button with this text inside `root` (the document by default). */
export const press = (text: string, root: HTMLElement = document.body) => act(async () => getButton(root, text).click());

/** Opens the menu of the button named `label` (by keyboard, as Radix menus open) and answers its items' texts. */
export async function openMenu(label: string): Promise<string[]> {
  const trigger = await findElement<HTMLButtonElement>(`button[aria-label="${label}"]`);
  act(() => trigger.focus());
  act(() => {
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  });
  const menu = await findElement<HTMLElement>('[role="menu"]');
  return [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent ?? '');
}

/** Picks the item `text` of the open menu. */
export async function pick(text: string): Promise<void> {
  const item = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((i) => i.textContent === text);
  if (!item) throw new Error(`No menu item "${text}"`);
  await act(async () => item.click());
  await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
}

/** Ticks or unticks the checkbox labelled `label` (the ui Checkbox is a button with role checkbox). */
export async function tick(label: string, root: ParentNode = document): Promise<void> {
  const box = field<HTMLInputElement>(label, root) as unknown as HTMLButtonElement;
  await act(async () => box.click());
}

/** The titles of the toasts on screen. */
export const toasts = () => [...document.querySelectorAll('.gh-toast-title')].map((t) => t.textContent);

/** The table's body rows, as text. */
export const rows = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')];
