// @vitest-environment happy-dom
import { act } from 'react';
import { fakeMe, paths, type FakeFetch } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { findElement, getButton, getByLabel, waitFor } from '../../../test-utils/render';
import { setupProvider } from '../../../test-utils/setup-provider';
import { AdminPortal } from '../../admin-portal';

afterEach(() => {
  document.body.innerHTML = '';
});

const ROLES = '/identity/resources/roles/v1';
const PERMISSIONS = '/identity/resources/permissions/v1';
const CATEGORIES = `${PERMISSIONS}/categories`;
const STAMP = '2026-01-01T00:00:00.000Z';
const READ = 'fe.secure.read.roles';
const WRITE = 'fe.secure.write.roles';

const permission = (id: string, categoryId = 'c', assignmentType = 'ASSIGNABLE') => ({
  id,
  key: `fe.${id}`,
  name: `Permission ${id}`,
  description: '',
  fePermission: true,
  categoryId,
  assignmentType,
  roleIds: [],
  createdAt: STAMP,
  updatedAt: STAMP,
});
const category = (id: string, name: string, permissionIds: string[] = []) => ({
  id,
  name,
  description: '',
  feCategory: true,
  permissionIds,
  createdAt: STAMP,
  updatedAt: STAMP,
});
const role = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  key: id,
  name: id,
  isDefault: false,
  permissions: [] as string[],
  vendorId: 'v',
  createdAt: STAMP,
  updatedAt: STAMP,
  ...extra,
});
const own = (id: string, extra: Record<string, unknown> = {}) => role(id, { tenantId: 'tenant-1', ...extra });

async function mount(granted: string[], script: (fake: FakeFetch) => void) {
  return setupProvider({
    signedIn: true,
    script: (fake) => {
      fake.on('GET', paths.me, { body: fakeMe({ permissions: granted.map((key) => ({ ...permission(key), key })) as never }) });
      script(fake);
    },
    children: <AdminPortal initialSection="roles" options={{ navigation: { roles: { visibility: 'always' } } }} />,
  });
}

/** The row of the roles table whose name cell starts with `name`. */
const row = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('strong')?.textContent === name);
  if (!found) throw new Error(`no row ${name}`);
  return found as HTMLElement;
};
/** Opens a row's menu from the keyboard and answers its items' names. */
async function openMenu(container: HTMLElement, name: string): Promise<HTMLElement[]> {
  const trigger = row(container, name).querySelector<HTMLButtonElement>(`[aria-label="More actions for ${name}"]`)!;
  act(() => trigger.focus());
  await act(async () => trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));
  const menu = await findElement<HTMLElement>('[role="menu"]');
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}
async function choose(container: HTMLElement, name: string, item: string) {
  const found = (await openMenu(container, name)).find((i) => i.textContent === item);
  if (!found) throw new Error(`no menu item ${item}`);
  await act(async () => found.click());
}
const dialog = (name: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find(
      (d) => d.querySelector('h2')?.textContent === name,
    );
    if (!found) throw new Error(`no dialog ${name}`);
    return found;
  });
/** The control labelled `label` (a FormField's required marker aside, or its aria-label). */
const field = (within: HTMLElement, label: string): HTMLInputElement => {
  const named = within.querySelector<HTMLInputElement>(`[aria-label="${label}"]`);
  if (named) return named;
  const tag = [...within.querySelectorAll('label')].find((l) => l.textContent?.replace(/\*$/, '').trim() === label);
  if (!tag) return getByLabel(within, label);
  return within.querySelector<HTMLInputElement>(`#${CSS.escape(tag.htmlFor)}`)!;
};
/** Types into an input as a person would, so React (and the form library) see the change. */
const type = (input: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const box = (within: HTMLElement, label: string) => field(within, label) as unknown as HTMLButtonElement;
const toastText = () => [...document.querySelectorAll('.gh-toast')].map((t) => t.textContent).join(' | ');

describe('Roles', () => {
  it("leaves the vendor's roles read only and creates a role with the permissions a tenant may assign", async () => {
    const { container, fake } = await mount([READ, WRITE], (f) => {
      f.on('GET', ROLES, { body: [role('Admin', { isDefault: true }), own('Auditor')] });
      f.on('GET', PERMISSIONS, { body: [{ ...permission('p-audits'), name: 'Read audit logs' }, permission('p-never', 'c', 'NEVER')] });
      f.on('GET', CATEGORIES, { body: [category('c', 'Audits')] });
      f.on('POST', ROLES, { status: 201, body: own('Support') });
    });
    await waitFor(() => expect(container.querySelectorAll('tbody tr')).toHaveLength(2));
    expect(row(container, 'Admin').textContent).toContain('Default');
    expect(row(container, 'Admin').textContent).toContain('Built-in');
    expect((await openMenu(container, 'Admin')).map((i) => i.textContent)).toEqual(['View permissions']);
    await act(async () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    expect((await openMenu(container, 'Auditor')).map((i) => i.textContent)).toEqual(['Edit', 'Permissions', 'Delete']);
    await act(async () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));

    await act(async () => getButton(container, 'Create role').click());
    const create = await dialog('Create role');
    await waitFor(() => field(create, 'Read audit logs'));
    expect(create.textContent).not.toContain('Permission p-never');
    type(field(create, 'Name'), 'Support');
    type(field(create, 'Key'), 'Support');
    await act(async () => box(create, 'Read audit logs').click());
    await act(async () => getButton(create, 'Create').click());
    await waitFor(() =>
      expect(fake.calls(ROLES).find((r) => r.method === 'POST')?.body).toEqual({
        name: 'Support',
        key: 'Support',
        permissions: ['p-audits'],
      }),
    );
    await waitFor(() => expect(toastText()).toContain('Role Support created'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('filters 100 permissions by category and name, selects a whole category, and saves the exact set', async () => {
    const names = ['Users', 'Groups', 'Roles', 'Tokens', 'Security', 'SSO', 'Audits', 'Webhooks', 'Billing', 'Accounts'];
    const permissions = names.flatMap((name, c) =>
      Array.from({ length: 10 }, (_, i) => ({
        ...permission(`p${c}-${i}`, `c${c}`),
        key: `fe.${name.toLowerCase()}.${i}`,
        name: `${name} ${i}`,
      })),
    );
    const { container, fake } = await mount([READ, WRITE], (f) => {
      f.on('GET', ROLES, { body: [own('Auditor', { permissions: ['p0-0'] })] });
      f.on('GET', PERMISSIONS, { body: permissions });
      f.on('GET', CATEGORIES, { body: names.map((name, c) => category(`c${c}`, name)) });
      f.on('PUT', `${ROLES}/Auditor/permissions`, ({ body }) => ({
        body: own('Auditor', { permissions: (body as { permissionIds: string[] }).permissionIds }),
      }));
    });
    await waitFor(() => row(container, 'Auditor'));
    await choose(container, 'Auditor', 'Permissions');
    const edit = await dialog('Permissions of Auditor');
    expect(edit.textContent).toContain('1 of 100 selected');
    expect(box(edit, 'Users 0').getAttribute('aria-checked')).toBe('true');
    expect(box(edit, 'Users').getAttribute('aria-checked')).toBe('mixed');

    // The filter narrows the list to the matching permissions (a matching category shows all of its own).
    type(field(edit, 'Filter permissions'), 'webhooks');
    await waitFor(() => expect(edit.querySelectorAll('.gh-permission-group')).toHaveLength(1));
    expect(edit.querySelectorAll('.gh-permission-list li')).toHaveLength(10);
    await act(async () => box(edit, 'Webhooks').click());
    expect(edit.textContent).toContain('11 of 100 selected');
    type(field(edit, 'Filter permissions'), 'zzz');
    await waitFor(() => expect(edit.textContent).toContain('No permission matches “zzz”.'));
    type(field(edit, 'Filter permissions'), 'users 0');
    await waitFor(() => expect(edit.querySelectorAll('.gh-permission-list li')).toHaveLength(1));
    await act(async () => box(edit, 'Users 0').click());
    type(field(edit, 'Filter permissions'), '');

    await act(async () => getButton(edit, 'Save permissions').click());
    await waitFor(() => expect(fake.calls(`${ROLES}/Auditor/permissions`)).toHaveLength(1));
    expect(new Set((fake.calls(`${ROLES}/Auditor/permissions`)[0]!.body as { permissionIds: string[] }).permissionIds)).toEqual(
      new Set(Array.from({ length: 10 }, (_, i) => `p7-${i}`)),
    );
    await waitFor(() => expect(toastText()).toContain('Permissions of Auditor saved'));
    // The list reloads after the change.
    await waitFor(() => expect(fake.calls(ROLES).filter((r) => r.method === 'GET')).toHaveLength(2));
  });

  it("shows a vendor role's permissions without letting them change", async () => {
    const { container } = await mount([READ, WRITE], (f) => {
      f.on('GET', ROLES, { body: [role('Admin', { permissions: ['p-audits'] })] });
      f.on('GET', PERMISSIONS, { body: [{ ...permission('p-audits'), name: 'Read audit logs' }] });
      f.on('GET', CATEGORIES, { body: [] });
    });
    await waitFor(() => row(container, 'Admin'));
    await choose(container, 'Admin', 'View permissions');
    const view = await dialog('Permissions of Admin');
    expect(view.textContent).toContain('defined by the vendor');
    expect(box(view, 'Read audit logs').getAttribute('aria-checked')).toBe('true');
    expect(box(view, 'Read audit logs').disabled).toBe(true);
    expect(() => getButton(view, 'Save permissions')).toThrow();
    await act(async () => getButton(view, 'Close').click());
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('asks before deleting a role, sends nothing when cancelled, then deletes it and reloads the list', async () => {
    let deleted = false;
    const { container, fake } = await mount([READ, WRITE], (f) => {
      f.on('GET', ROLES, () => ({ body: deleted ? [role('Admin')] : [role('Admin'), own('Auditor')] }));
      f.on('GET', PERMISSIONS, { body: [] });
      f.on('DELETE', `${ROLES}/Auditor`, () => ((deleted = true), { body: {} }));
    });
    await waitFor(() => row(container, 'Auditor'));
    await choose(container, 'Auditor', 'Delete');
    let confirm = await dialog('Delete Auditor?');
    expect(confirm.textContent).toContain('lose it and its permissions');
    await act(async () => getButton(confirm, 'Cancel').click());
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect(fake.calls(`${ROLES}/Auditor`)).toHaveLength(0);

    await choose(container, 'Auditor', 'Delete');
    confirm = await dialog('Delete Auditor?');
    await act(async () => getButton(confirm, 'Delete role').click());
    await waitFor(() => expect(container.querySelectorAll('tbody tr')).toHaveLength(1));
    expect(fake.calls(`${ROLES}/Auditor`).map((r) => r.method)).toEqual(['DELETE']);
    expect(toastText()).toContain('Role Auditor deleted');
  });

  it('edits a role, sending only what changed, and shows a taken key next to the key field', async () => {
    const { container, fake } = await mount([READ, WRITE], (f) => {
      f.on('GET', ROLES, { body: [own('Auditor', { description: 'Reads logs' })] });
      f.on('GET', PERMISSIONS, { body: [] });
      f.on(
        'PATCH',
        `${ROLES}/Auditor`,
        { status: 409, body: { errors: ['A role with this key already exists'], errorCode: 'role.key_taken' } },
        { body: own('Auditor', { key: 'auditor' }) },
      );
    });
    await waitFor(() => row(container, 'Auditor'));
    await choose(container, 'Auditor', 'Edit');
    const edit = await dialog('Edit Auditor');
    expect(field(edit, 'Description').value).toBe('Reads logs');
    type(field(edit, 'Key'), 'Admin');
    await act(async () => getButton(edit, 'Save changes').click());
    await waitFor(() => expect(field(edit, 'Key').getAttribute('aria-invalid')).toBe('true'));
    expect(edit.querySelector('.gh-form-error')?.textContent).toBe('Another role already has this key. Choose a different one.');
    type(field(edit, 'Key'), 'no/slashes');
    await act(async () => getButton(edit, 'Save changes').click());
    await waitFor(() => expect(edit.querySelector('.gh-form-error')?.textContent).toContain('Start with a letter or digit'));
    expect(fake.calls(`${ROLES}/Auditor`)).toHaveLength(1);
    type(field(edit, 'Key'), 'auditor');
    await act(async () => getButton(edit, 'Save changes').click());
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(fake.calls(`${ROLES}/Auditor`).map((r) => r.body)).toEqual([{ key: 'Admin' }, { key: 'auditor' }]);
    expect(toastText()).toContain('Role Auditor saved');
  });

  it('offers no changes without fe.secure.write.roles', async () => {
    const { container } = await mount([READ], (f) => {
      f.on('GET', ROLES, { body: [own('Auditor')] });
      f.on('GET', PERMISSIONS, { body: [] });
    });
    await waitFor(() => row(container, 'Auditor'));
    expect(container.textContent).not.toContain('Create role');
    expect((await openMenu(container, 'Auditor')).map((i) => i.textContent)).toEqual(['View permissions']);
  });
});
