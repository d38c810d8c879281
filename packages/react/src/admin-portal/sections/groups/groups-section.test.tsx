// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeFetch } from '@gatehouse/client/testing';
import { waitFor } from '../../../test-utils/render';
import {
  field,
  fill,
  GROUPS,
  openDialog,
  openMenu,
  page,
  pick,
  portal,
  press,
  role,
  rows,
  teamMember,
  tick,
  toasts,
  USERS,
} from '../users/users-test-kit';

afterEach(() => {
  document.body.innerHTML = '';
});

const PERMISSIONS = ['fe.secure.read.groups', 'fe.secure.write.groups', 'fe.secure.read.users'];
const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const fullRole = (id: string, name: string) => ({ ...role(id, name), isDefault: false, ...stamp });
const member = (id: string, email: string, name = '') => ({
  id,
  email,
  name,
  profilePictureUrl: null,
  activatedForTenant: true,
  createdAt: stamp.createdAt,
});
const support = {
  id: 'g-1',
  name: 'Support',
  color: '#4461f2',
  description: 'First line',
  managedBy: 'frontegg',
  roles: [fullRole('r-ro', 'Read only'), fullRole('r-admin', 'Admin')],
  users: [member('u-2', 'grace@example.com', 'Grace Hopper')],
  ...stamp,
};
const ROLES = [role('r-ro', 'Read only'), role('r-admin', 'Admin')];

async function groupsPortal(script: (fake: FakeFetch) => void) {
  return portal({ section: 'groups', permissions: PERMISSIONS, roles: ROLES, script });
}

describe('Groups: the list', () => {
  it('shows each group with its swatch, roles as badges and its member count', async () => {
    const { container } = await groupsPortal((f) => f.on('GET', GROUPS, { body: { groups: [support] } }));
    await waitFor(() => expect(rows(container)).toHaveLength(1));
    const row = rows(container)[0]!;
    expect(container.querySelector('h1.gh-page-title')?.textContent).toBe('Groups');
    expect(row.querySelector<HTMLElement>('.gh-group-swatch')!.style.backgroundColor).toBeTruthy();
    expect(row.querySelector('.gh-group-cell')?.textContent).toBe('SupportFirst line');
    expect([...row.querySelectorAll('.gh-badge')].map((b) => b.textContent)).toEqual(['Read only', 'Admin']);
    expect(row.querySelector('.gh-group-members')?.textContent).toContain('1 member');
    expect(await openMenu('More actions for Support')).toEqual(['Edit', 'Members', 'Delete']);
  });
});

describe('Groups: create', () => {
  it('creates a group without an empty description, then adds its users and roles, with a toast and the list reloaded', async () => {
    let created = false;
    const users = Array.from({ length: 50 }, (_, i) => teamMember({ id: `u-${i}`, email: `user${i}@example.com`, name: `User ${i}` }));
    const { container, fake } = await groupsPortal((f) => {
      f.on('GET', GROUPS, () => ({ body: { groups: created ? [{ ...support, description: undefined, roles: [], users: [] }] : [] } }));
      f.on('GET', USERS, { body: page(users) });
      f.on('POST', GROUPS, () => ((created = true), { status: 201, body: { ...support, roles: undefined, users: undefined } }));
      f.on('POST', `${GROUPS}/g-1/users`, { body: {} });
      f.on('POST', `${GROUPS}/g-1/roles`, { body: {} });
    });
    await waitFor(() => expect(container.querySelector('.gh-empty-state')?.textContent).toContain('No groups yet'));
    await press('Create group', container.querySelector<HTMLElement>('.gh-empty-state')!);
    const dialog = await openDialog();
    await fill(field('Group name', dialog), 'Support');
    await tick('Read only', dialog);
    await waitFor(() => expect(dialog.querySelectorAll('[role="checkbox"]')).toHaveLength(52));
    await fill(dialog.querySelector<HTMLInputElement>('input[aria-label="Filter users"]')!, 'user4');
    expect(dialog.querySelectorAll('[role="checkbox"]')).toHaveLength(2 + 11);
    await tick('User 42', dialog);
    await press('Create', dialog);
    await waitFor(() => expect(fake.calls(`${GROUPS}/g-1/roles`)).toHaveLength(1));
    expect(fake.calls(GROUPS).find((r) => r.method === 'POST')!.body).toEqual({ name: 'Support' });
    expect(fake.calls(`${GROUPS}/g-1/users`)[0]!.body).toEqual({ userIds: ['u-42'] });
    expect(fake.calls(`${GROUPS}/g-1/roles`)[0]!.body).toEqual({ roleIds: ['r-ro'] });
    const order = fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith(GROUPS)).map((r) => r.path);
    expect(order).toEqual([GROUPS, `${GROUPS}/g-1/users`, `${GROUPS}/g-1/roles`]);
    await waitFor(() => expect(toasts()).toContain('Group Support created'));
    await waitFor(() => expect(container.querySelector('tbody')?.textContent).toContain('Support'));
  });

  it('asks for a name and a colour it can read, and puts a taken name next to the name field', async () => {
    const { container, fake } = await groupsPortal((f) => {
      f.on('GET', GROUPS, { body: { groups: [] } });
      f.on('GET', USERS, { body: page([]) });
      f.on('POST', GROUPS, { status: 409, body: { errors: ['A group with this name already exists'], errorCode: 'group.name_taken' } });
    });
    await waitFor(() => expect(container.querySelector('.gh-page-actions')).not.toBeNull());
    await press('Create group', container.querySelector<HTMLElement>('.gh-page-actions')!);
    const dialog = await openDialog();
    await fill(field('Colour', dialog), 'blueish');
    await press('Create', dialog);
    await waitFor(() =>
      expect([...dialog.querySelectorAll('.gh-form-error')].map((e) => e.textContent)).toEqual([
        'Enter a name for the group',
        'Enter a colour such as #4461f2 or rgb(68, 97, 242)',
      ]),
    );
    expect(fake.calls(GROUPS).filter((r) => r.method === 'POST')).toHaveLength(0);
    await fill(field('Group name', dialog), 'Support');
    await fill(field('Colour', dialog), '#0a0');
    await press('Create', dialog);
    await waitFor(() => expect(field('Group name', dialog).getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.querySelector('.gh-form-error')?.textContent).toBe('A group with this name already exists');
    expect(fake.calls(GROUPS).find((r) => r.method === 'POST')!.body).toEqual({ name: 'Support', color: '#0a0' });
  });
});

describe('Groups: edit', () => {
  it('renames, recolours, clears the description and takes a role off, sending only what changed', async () => {
    const { container, fake } = await groupsPortal((f) => {
      f.on('GET', GROUPS, { body: { groups: [support] } });
      f.on('PATCH', `${GROUPS}/g-1`, { body: support });
      f.on('DELETE', `${GROUPS}/g-1/roles`, { body: {} });
    });
    await waitFor(() => expect(rows(container)).toHaveLength(1));
    await openMenu('More actions for Support');
    await pick('Edit');
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('Edit Support');
    expect(field('Group name', dialog).value).toBe('Support');
    await fill(field('Group name', dialog), 'Help desk');
    await fill(field('Colour', dialog), 'rgb(10, 20, 30)');
    await fill(field<HTMLTextAreaElement>('Description', dialog), '');
    await tick('Admin', dialog);
    await press('Save changes', dialog);
    await waitFor(() => expect(fake.calls(`${GROUPS}/g-1/roles`)).toHaveLength(1));
    expect(fake.calls(`${GROUPS}/g-1`)[0]!.body).toEqual({ name: 'Help desk', color: 'rgb(10, 20, 30)', description: '' });
    expect(fake.calls(`${GROUPS}/g-1/roles`)[0]).toMatchObject({ method: 'DELETE', body: { roleIds: ['r-admin'] } });
    await waitFor(() => expect(toasts()).toContain('Group Help desk saved'));
  });
});

describe('Groups: members and delete', () => {
  it('adds ticked users, and removes a member only after a confirmation', async () => {
    const alan = teamMember({ id: 'u-3', email: 'alan@example.com', name: 'Alan Turing' });
    const grace = teamMember({ id: 'u-2', email: 'grace@example.com', name: 'Grace Hopper' });
    const { container, fake } = await groupsPortal((f) => {
      f.on('GET', GROUPS, { body: { groups: [support] } });
      f.on('GET', USERS, { body: page([grace, alan]) });
      f.on('POST', `${GROUPS}/g-1/users`, { body: {} });
      f.on('DELETE', `${GROUPS}/g-1/users`, { body: {} });
    });
    await waitFor(() => expect(rows(container)).toHaveLength(1));
    await openMenu('More actions for Support');
    await pick('Members');
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('Members of Support');
    await waitFor(() => expect(dialog.querySelectorAll('[role="checkbox"]')).toHaveLength(1));
    await tick('Alan Turing', dialog);
    await press('Add selected', dialog);
    await waitFor(() => expect(fake.calls(`${GROUPS}/g-1/users`)).toHaveLength(1));
    expect(fake.calls(`${GROUPS}/g-1/users`)[0]).toMatchObject({ method: 'POST', body: { userIds: ['u-3'] } });
    await waitFor(() => expect(toasts()).toContain('1 member added to Support'));
    await act(async () => dialog.querySelector<HTMLButtonElement>('[aria-label="Remove grace@example.com from the group"]')!.click());
    const confirm = await openDialog('alertdialog');
    expect(confirm.textContent).toContain('Remove grace@example.com from Support?');
    expect(fake.calls(`${GROUPS}/g-1/users`)).toHaveLength(1);
    await press('Remove', confirm);
    await waitFor(() => expect(fake.calls(`${GROUPS}/g-1/users`).filter((r) => r.method === 'DELETE')).toHaveLength(1));
    expect(fake.calls(`${GROUPS}/g-1/users`)[1]!.body).toEqual({ userIds: ['u-2'] });
    await waitFor(() => expect(toasts()).toContain('grace@example.com removed from Support'));
  });

  it('deletes a group after saying its members lose its roles, then reloads the list', async () => {
    let deleted = false;
    const { container, fake } = await groupsPortal((f) => {
      f.on('GET', GROUPS, () => ({ body: { groups: deleted ? [] : [support] } }));
      f.on('DELETE', `${GROUPS}/g-1`, () => ((deleted = true), { body: {} }));
    });
    await waitFor(() => expect(rows(container)).toHaveLength(1));
    await openMenu('More actions for Support');
    await pick('Delete');
    const confirm = await openDialog('alertdialog');
    expect(confirm.textContent).toContain('Members of Support lose the roles the group gives them.');
    expect(fake.calls(`${GROUPS}/g-1`)).toHaveLength(0);
    await press('Delete group', confirm);
    await waitFor(() => expect(fake.calls(`${GROUPS}/g-1`)).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContain('Group Support deleted'));
    await waitFor(() => expect(container.querySelector('.gh-empty-state')?.textContent).toContain('No groups yet'));
  });
});
