// @vitest-environment happy-dom
import { act } from 'react';
import { fakeMe, paths, type FakeFetch } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, getByLabel, type, waitFor } from '../../../test-utils/render';
import { setupProvider } from '../../../test-utils/setup-provider';
import { AdminPortal } from '../../admin-portal';
import { parseEmails } from './bulk-invite-dialog';
import { createTeamUsers } from '@gatehouse/fixtures';

afterEach(() => {
  document.body.innerHTML = '';
});

const USERS = '/identity/resources/users/v3';
const TEAM_ROLES = '/team/resources/roles/v1';
const INVITE = '/identity/resources/users/v2';
const BULK = '/identity/resources/users/bulk/v1/invite';
const LINK_V1 = '/identity/resources/tenants/invites/v1/user';
const LINK_V2 = '/identity/resources/tenants/invites/v2/user';
const TEMPORARY = '/identity/resources/users/temporary/v1';

const permission = (key: string) => ({
  id: key,
  key,
  name: key,
  description: '',
  fePermission: true,
  categoryId: 'c',
  assignmentType: 'ASSIGNABLE',
  roleIds: [],
});
// A member as the users list answers it: contract-complete from the fixtures, with the fields these tests read.
const member = createTeamUsers(1).member({
  id: 'u-2',
  sub: 'u-2',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  vendorId: 'v',
  createdAt: '2025-02-01T00:00:00.000Z',
});
const page = (items: unknown[]) => ({ items, _metadata: { totalItems: items.length, totalPages: items.length ? 1 : 0 } });
const link = {
  id: 'l-1',
  vendorId: 'v',
  tenantId: 'tenant-1',
  userId: 'u-1',
  token: 'tok/en+1',
  expires: '2030-01-01T00:00:00.000Z',
  shouldSendEmail: true,
  roleIds: [],
};

/** An admin with read and write on users, in the portal's Users section. */
async function usersPortal(script: (fake: FakeFetch) => void) {
  return setupProvider({
    signedIn: true,
    script: (fake) => {
      fake.on('GET', paths.me, {
        body: fakeMe({ permissions: ['fe.secure.read.users', 'fe.secure.write.users'].map(permission) as never }),
      });
      fake.on('GET', TEAM_ROLES, { body: { items: [{ id: 'r-admin', key: 'Admin', name: 'Admin', vendorId: 'v', permissions: [] }] } });
      fake.on('GET', `${TEMPORARY}/configuration`, { body: { enabled: true } });
      script(fake);
    },
    children: <AdminPortal />,
  });
}

const click = (container: HTMLElement, selector: string) => act(async () => container.querySelector<HTMLButtonElement>(selector)!.click());

describe('Users: bulk invite', () => {
  it('splits the addresses, drops duplicates', () => {
    expect(parseEmails(' a@x.io, b@x.io;\nc@x.io  a@x.io ')).toEqual(['a@x.io', 'b@x.io', 'c@x.io']);
    expect(parseEmails(' \n ')).toEqual([]);
  });

  it('sends every address with the shared roles, then shows what happened to each and reloads the table', async () => {
    const { container, fake } = await usersPortal((f) => {
      f.on('GET', USERS, { body: page([member]) });
      f.on('POST', BULK, {
        status: 201,
        body: {
          items: [
            { email: 'a@x.io', userId: 'u-a', status: 'invited' },
            { email: 'grace@example.com', userId: 'u-2', status: 'already_member' },
          ],
        },
      });
    });
    await waitFor(() => expect(container.querySelector('tbody')?.textContent).toContain('Grace Hopper'));
    const listed = fake.calls(USERS).length;
    await act(async () => getButton(container, 'Invite several').click());
    const area = container.querySelector<HTMLTextAreaElement>('textarea[name="emails"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, 'a@x.io\ngrace@example.com, a@x.io');
      area.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(container.querySelector('[role="dialog"]')!.textContent).toContain('2 addresses');
    await act(async () => container.querySelector<HTMLInputElement>('input[name="roleIds"]')!.click());
    await act(async () => getButton(container, 'Send invitations').click());
    await waitFor(() => expect(fake.calls(BULK)).toHaveLength(1));
    expect(fake.calls(BULK)[0]!.body).toEqual({ emails: ['a@x.io', 'grace@example.com'], roleIds: ['r-admin'] });
    await waitFor(() =>
      expect(container.querySelector('.gh-admin-summary')?.textContent).toBe('a@x.io: invited\ngrace@example.com: already a member'),
    );
    await waitFor(() => expect(fake.calls(USERS).length).toBeGreaterThan(listed));
  });

  it('refuses an empty list without calling the server', async () => {
    const { container, fake } = await usersPortal((f) => f.on('GET', USERS, { body: page([]) }));
    await waitFor(() => getButton(container, 'Invite several'));
    await act(async () => getButton(container, 'Invite several').click());
    await act(async () => getButton(container, 'Send invitations').click());
    await waitFor(() =>
      expect(container.querySelector('[role="dialog"] [role="alert"]')?.textContent).toBe('Enter at least one email address'),
    );
    expect(fake.calls(BULK)).toHaveLength(0);
  });
});

describe('Users: invitation link', () => {
  it('offers to create a link when there is none, sends days × 1440 minutes, then shows the sign-up address with the token', async () => {
    let created = false;
    const { container, fake } = await usersPortal((f) => {
      f.on('GET', USERS, { body: page([]) });
      f.on('GET', LINK_V1, () =>
        created ? { body: link } : { status: 404, body: { errors: ['No invite link'], errorCode: 'invite_link.not_found' } },
      );
      f.on('POST', LINK_V2, () => ((created = true), { status: 201, body: link }));
      f.on('DELETE', LINK_V1, () => ((created = false), { body: {} }));
    });
    await waitFor(() => getButton(container, 'Invitation link'));
    await act(async () => getButton(container, 'Invitation link').click());
    await waitFor(() => getButton(container, 'Create link'));
    expect(container.querySelector('[role="dialog"] [role="alert"]')).toBeNull();
    expect(getByLabel(container, 'Expires in days').value).toBe('30');
    type(getByLabel(container, 'Expires in days'), '7');
    await act(async () => getButton(container, 'Create link').click());
    await waitFor(() => expect(fake.calls(LINK_V2)).toHaveLength(1));
    expect(fake.calls(LINK_V2)[0]!.body).toEqual({ expiresInMinutes: 7 * 1440, shouldSendEmail: true });
    await waitFor(() =>
      expect(getByLabel(container, 'Anyone with this link can join the account').value).toBe(
        `${window.location.origin}/account/sign-up?invitationToken=tok%2Fen%2B1`,
      ),
    );
    expect(getButton(container, 'Replace link')).toBeTruthy();
    await act(async () => getButton(container, 'Delete link').click());
    await waitFor(() => expect(fake.calls(LINK_V1).filter((r) => r.method === 'DELETE')).toHaveLength(1));
    await waitFor(() => getButton(container, 'Create link'));
  });

  it("shows the server's message when the link cannot be read", async () => {
    const { container } = await usersPortal((f) => {
      f.on('GET', USERS, { body: page([]) });
      f.on('GET', LINK_V1, { status: 403, body: { errors: ['Missing permission fe.secure.read.users'] } });
    });
    await waitFor(() => getButton(container, 'Invitation link'));
    await act(async () => getButton(container, 'Invitation link').click());
    await waitFor(() =>
      expect(container.querySelector('[role="dialog"] [role="alert"]')?.textContent).toBe('Missing permission fe.secure.read.users'),
    );
  });
});

describe('Users: lock and temporary users', () => {
  it('marks a locked member and unlocks them; marks a temporary member and makes them permanent', async () => {
    const locked = { ...member, id: 'u-3', email: 'locked@example.com', isLocked: true };
    const temporary = { ...member, id: 'u-4', email: 'temp@example.com', temporaryExpirationDate: '2030-06-01T00:00:00.000Z' };
    const { container, fake } = await usersPortal((f) => {
      f.on('GET', USERS, { body: page([member, locked, temporary]) });
      f.on('POST', '/identity/resources/tenants/users/v1/u-3/unlock', { body: {} });
      f.on('DELETE', `${TEMPORARY}/u-4`, { body: {} });
    });
    await waitFor(() => expect(container.querySelectorAll('tbody tr')).toHaveLength(3));
    const rows = [...container.querySelectorAll('tbody tr')];
    expect(rows[0]!.textContent).not.toContain('Locked');
    expect(rows[0]!.querySelector('[aria-label="Unlock grace@example.com"]')).toBeNull();
    expect(rows[1]!.textContent).toContain('Locked');
    expect(rows[2]!.textContent).toContain('Temporary until');
    await click(container, '[aria-label="Unlock locked@example.com"]');
    await waitFor(() => expect(fake.calls('/identity/resources/tenants/users/v1/u-3/unlock')).toHaveLength(1));
    await click(container, '[aria-label="Set temp@example.com as permanent"]');
    await waitFor(() => expect(fake.calls(`${TEMPORARY}/u-4`)).toHaveLength(1));
  });

  it('invites a temporary user with the days as expirationInSeconds when the vendor allows temporary users', async () => {
    const { container, fake } = await usersPortal((f) => {
      f.on('GET', USERS, { body: page([]) });
      f.on('POST', INVITE, { status: 201, body: member });
    });
    await waitFor(() => getButton(container, 'Invite user'));
    await act(async () => getButton(container, 'Invite user').click());
    type(getByLabel(container, 'Email'), 'temp@example.com');
    await waitFor(() => getByLabel(container, 'Temporary: access ends after this many days (empty: permanent)'));
    type(getByLabel(container, 'Temporary: access ends after this many days (empty: permanent)'), '2');
    await act(async () => getButton(container, 'Send invitation').click());
    await waitFor(() => expect(fake.calls(INVITE)).toHaveLength(1));
    expect(fake.calls(INVITE)[0]!.body).toEqual({ email: 'temp@example.com', expirationInSeconds: 2 * 86_400 });
  });
});
