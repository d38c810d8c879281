// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test-utils/render';
import {
  ada,
  fill,
  field,
  grace,
  openDialog,
  openMenu,
  page,
  portal,
  press,
  rows,
  teamMember,
  TENANT_USERS,
  toasts,
  USERS,
} from './users-test-kit';

afterEach(() => {
  document.body.innerHTML = '';
});

const badges = (row: Element) => [...row.querySelectorAll('[data-badge]')].map((b) => b.textContent);

describe('Users: the table', () => {
  it('shows a header with the main action, loading rows, then the empty state that invites', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { container } = await portal({ script: (f) => f.on('GET', USERS, () => new Promise((resolve) => (answer = resolve))) });
    await waitFor(() => expect(container.querySelectorAll('.gh-table-skeleton-row').length).toBeGreaterThan(0));
    expect(container.querySelector('.gh-table [role="status"]')?.textContent).toBe('Loading…');
    expect(container.querySelector('h1.gh-page-title')?.textContent).toBe('Users');
    await act(async () => answer({ body: page([]) }));
    await waitFor(() => expect(container.querySelector('.gh-empty-state')?.textContent).toContain('No users yet'));
    await press('Invite user', container.querySelector<HTMLElement>('.gh-empty-state')!);
    expect((await openDialog()).textContent).toContain('Invite user');
  });

  it("shows the server's §8 message when the list fails", async () => {
    const { container } = await portal({
      script: (f) => f.on('GET', USERS, { status: 403, body: { errors: ['Missing permission fe.secure.read.users'] } }),
    });
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain('Missing permission fe.secure.read.users'),
    );
  });

  it('lists the columns of spec 001 §2 the server gives, and asks the server to search by email prefix', async () => {
    const { container, fake } = await portal({ script: (f) => f.on('GET', USERS, { body: page([grace]) }) });
    await waitFor(() => expect(container.querySelector('tbody')?.textContent).toContain('Grace Hopper'));
    const headers = [...container.querySelectorAll('th')].map((th) => th.textContent);
    // No member has an application, so that column is left out; the first is the selection box, the last the menu.
    expect(headers).toEqual(['', 'User▼', 'Groups', 'Roles', 'Joined↕', 'Last seen', 'Managed by', 'Actions']);
    await fill(field('Search by email'), 'Grace');
    await waitFor(() => expect(fake.calls(USERS).some((r) => r.query.get('_email') === 'grace')).toBe(true));
  });

  it('sorts on the server: by name, then by join date, and pages with _offset', async () => {
    const many = { items: [grace], _metadata: { totalItems: 41, totalPages: 3 } };
    const { container, fake } = await portal({ script: (f) => f.on('GET', USERS, { body: many }) });
    await waitFor(() => expect(container.querySelector('tbody')?.textContent).toContain('Grace Hopper'));
    const last = () => Object.fromEntries(fake.calls(USERS).at(-1)!.query);
    expect(last()).toMatchObject({ _sortBy: 'name', _order: 'DESC', _offset: '0', _limit: '20' });
    await act(async () => container.querySelectorAll<HTMLButtonElement>('th .gh-table-sort')[1]!.click());
    await waitFor(() => expect(last()).toMatchObject({ _sortBy: 'createdAt' }));
    await press('Next', container);
    await waitFor(() => expect(last()).toMatchObject({ _sortBy: 'createdAt', _offset: '1' }));
    expect(container.textContent).toContain('Page 2 of 3');
  });

  it('hides a column from the Columns menu', async () => {
    const { container } = await portal({ script: (f) => f.on('GET', USERS, { body: page([grace]) }) });
    await waitFor(() => expect(container.querySelector('tbody')?.textContent).toContain('Grace Hopper'));
    await press('Columns', container);
    const popover = await waitFor(() => document.querySelector<HTMLElement>('.gh-popover')!);
    await act(async () =>
      document.getElementById([...popover.querySelectorAll('label')].find((l) => l.textContent === 'Groups')!.htmlFor)!.click(),
    );
    await waitFor(() => expect([...container.querySelectorAll('th')].map((th) => th.textContent)).not.toContain('Groups'));
  });
});

describe('Users: the user cell and its badges', () => {
  it('marks pending, disabled, locked, temporary (with the date), SCIM, SSO and your own row', async () => {
    const members = [
      ada,
      teamMember({ id: 'u-p', email: 'pending@example.com', invitationPending: true, activatedForTenant: false }),
      teamMember({ id: 'u-d', email: 'off@example.com', isDisabled: true }),
      teamMember({ id: 'u-l', email: 'locked@example.com', isLocked: true }),
      teamMember({ id: 'u-t', email: 'temp@example.com', temporaryExpirationDate: '2030-06-01T12:00:00.000Z' }),
      teamMember({ id: 'u-s', email: 'scim@example.com', managedBy: 'scim2' }),
      teamMember({ id: 'u-o', email: 'sso@example.com', provider: 'saml' }),
    ];
    const { container } = await portal({ script: (f) => f.on('GET', USERS, { body: page(members) }) });
    await waitFor(() => expect(rows(container)).toHaveLength(7));
    expect(rows(container).map(badges)).toEqual([
      ['You'],
      ['Pending'],
      ['Disabled'],
      ['Locked'],
      ['Temporary until Jun 1, 2030'],
      ['SCIM'],
      ['SSO'],
    ]);
    expect(rows(container)[0]!.querySelector('.gh-avatar')?.textContent).toBe('AL');
  });
});

describe('Users: your own row', () => {
  it('offers neither Disable nor Delete and cannot be selected; another row offers both', async () => {
    const { container } = await portal({ script: (f) => f.on('GET', USERS, { body: page([ada, grace]) }) });
    await waitFor(() => expect(rows(container)).toHaveLength(2));
    expect(await openMenu('More actions for ada@example.com')).toEqual(['Edit roles']);
    await act(async () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    expect(await openMenu('More actions for grace@example.com')).toEqual(['Edit roles', 'Disable', 'Delete']);
    expect(container.querySelector<HTMLInputElement>('input[aria-label="Select ada@example.com"]')!.disabled).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[aria-label="Select grace@example.com"]')!.disabled).toBe(false);
  });
});

describe('Users: bulk actions', () => {
  it('disables the selected users after a confirmation, one call each, then a toast and a cleared selection', async () => {
    const alan = teamMember({ id: 'u-3', email: 'alan@example.com', name: 'Alan Turing' });
    const { container, fake } = await portal({
      script: (f) => {
        f.on('GET', USERS, { body: page([ada, grace, alan]) });
        f.on('POST', `${TENANT_USERS}/u-2/disable`, { body: {} });
        f.on('POST', `${TENANT_USERS}/u-3/disable`, { body: {} });
      },
    });
    await waitFor(() => expect(rows(container)).toHaveLength(3));
    const selectAll = container.querySelector<HTMLInputElement>('input[aria-label="Select all"]')!;
    await act(async () => selectAll.click());
    const bar = await waitFor(() => container.querySelector<HTMLElement>('.gh-table-bulk')!);
    expect(bar.textContent).toContain('2 selected');
    await press('Disable', bar);
    const confirm = await openDialog('alertdialog');
    expect(confirm.textContent).toContain('Disable 2 users?');
    expect(confirm.textContent).toContain('alan@example.com');
    expect(fake.calls(`${TENANT_USERS}/u-2/disable`)).toHaveLength(0);
    await press('Disable', confirm);
    await waitFor(() => expect(toasts()).toContain('2 users disabled'));
    expect(fake.calls(`${TENANT_USERS}/u-2/disable`)).toHaveLength(1);
    expect(fake.calls(`${TENANT_USERS}/u-3/disable`)).toHaveLength(1);
    expect(fake.calls(`${TENANT_USERS}/user-1/disable`)).toHaveLength(0);
    await waitFor(() => expect(container.querySelector('.gh-table-bulk')).toBeNull());
  });

  it('says how many were not changed, and why, when the server refuses some', async () => {
    const alan = teamMember({ id: 'u-3', email: 'alan@example.com' });
    const { container } = await portal({
      script: (f) => {
        f.on('GET', USERS, { body: page([grace, alan]) });
        f.on('DELETE', '/team/resources/members/v1/u-2', { body: {} });
        f.on('DELETE', '/team/resources/members/v1/u-3', { status: 409, body: { errors: ['This user is managed by SCIM'] } });
      },
    });
    await waitFor(() => expect(rows(container)).toHaveLength(2));
    await act(async () => container.querySelector<HTMLInputElement>('input[aria-label="Select all"]')!.click());
    await press('Delete', container.querySelector<HTMLElement>('.gh-table-bulk')!);
    await press('Delete', await openDialog('alertdialog'));
    await waitFor(() => expect(toasts()).toEqual(['grace@example.com was removed', '1 user was not changed']));
    expect(document.body.textContent).toContain('This user is managed by SCIM');
  });
});
