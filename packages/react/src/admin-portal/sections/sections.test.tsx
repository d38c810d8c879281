// @vitest-environment happy-dom
import { act } from 'react';
import { storageKeys } from '@gatehouse/contracts';
import { fakeMe, paths, type FakeFetch } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, getByLabel, type, waitFor } from '../../test-utils/render';
import { setupProvider } from '../../test-utils/setup-provider';
import { AdminPortal } from '../admin-portal';
import { deviceOf } from './privacy/device-of';

afterEach(() => {
  document.body.innerHTML = '';
});

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
const SESSIONS = '/identity/resources/users/sessions/v1/me';
const USER_TOKENS = '/identity/resources/users/api-tokens/v1';
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const session = (id: string, current: boolean) => ({
  id,
  expires: '2030-01-01T00:00:00.000Z',
  ipAddress: `10.0.0.${id}`,
  userAgent: CHROME_LINUX,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSeenAt: '2026-01-02T00:00:00.000Z',
  current,
  impersonated: false,
});

async function mount(
  section: 'privacy' | 'personalApiTokens' | 'groups' | 'roles',
  permissions: string[],
  script: (fake: FakeFetch) => void,
) {
  return setupProvider({
    signedIn: true,
    script: (fake) => {
      fake.on('GET', paths.me, { body: fakeMe({ permissions: permissions.map(permission) as never }) });
      script(fake);
    },
    children: (
      <AdminPortal
        initialSection={section}
        options={{
          navigation: { personalApiTokens: { visibility: 'always' }, groups: { visibility: 'always' }, roles: { visibility: 'always' } },
        }}
      />
    ),
  });
}

describe('deviceOf', () => {
  it('names browser and system', () => {
    expect(deviceOf(CHROME_LINUX)).toBe('Chrome on Linux');
    expect(
      deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iOS');
    expect(deviceOf(null)).toBe('Unknown device');
  });
});

describe('Privacy: login sessions', () => {
  it('marks the current session, revokes another one and all others', async () => {
    const { container, fake } = await mount('privacy', ['fe.secure.read.securityPolicy'], (f) => {
      f.on('GET', SESSIONS, { body: [session('1', true), session('2', false)] });
      f.on('DELETE', `${SESSIONS}/2`, { body: {} });
      f.on('DELETE', `${SESSIONS}/all`, { body: {} });
    });
    await waitFor(() => expect(container.querySelectorAll('tbody tr')).toHaveLength(2));
    expect(container.querySelector('tbody tr')!.textContent).toContain('Chrome on LinuxThis device');
    await act(async () => container.querySelector<HTMLButtonElement>('[aria-label="Sign out Chrome on Linux (10.0.0.2)"]')!.click());
    await waitFor(() => expect(fake.calls(`${SESSIONS}/2`)).toHaveLength(1));
    await act(async () => getButton(container, 'Sign out all other sessions').click());
    await waitFor(() => expect(fake.calls(`${SESSIONS}/all`)).toHaveLength(1));
  });
});

describe('API tokens', () => {
  it('sends expiry as days × 1440, then shows the secret once, first in the list, 200 ms after the dialog closes', async () => {
    const old = {
      clientId: 'old-client',
      description: 'old',
      tenantId: 'tenant-1',
      createdByUserId: 'user-1',
      expires: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const created = { ...old, clientId: 'new-client', description: 'CI', secret: 'gh_cs_secret' };
    const { container, fake } = await mount('personalApiTokens', ['fe.secure.read.userApiTokens'], (f) => {
      f.on('GET', USER_TOKENS, { body: [old] });
      f.on('POST', USER_TOKENS, { status: 201, body: created });
    });
    await waitFor(() => expect(container.querySelector('tbody')?.textContent).toContain('old-client'));
    await act(async () => getButton(container, 'Generate token').click());
    type(getByLabel(container, 'Description'), 'CI');
    type(getByLabel(container, 'Expires in days (empty: never)'), '3');
    await act(async () => getButton(container, 'Generate').click());
    expect(fake.calls(USER_TOKENS).find((r) => r.method === 'POST')!.body).toEqual({ description: 'CI', expiresInMinutes: 3 * 1440 });
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(container.querySelector('[data-testid="token-secret"]')).toBeNull();
    await waitFor(() => expect(container.querySelector('[data-testid="token-secret"]')?.textContent).toBe('gh_cs_secret'));
    expect(container.querySelector('[data-testid="token-client-id"]')?.textContent).toBe('new-client');
    expect(container.querySelector('tbody tr')!.textContent).toContain('new-client');
  });

  it('a creation refused for want of a recent second factor offers the step-up, which comes back here (decision 0033)', async () => {
    const { container, storage } = await mount('personalApiTokens', ['fe.secure.read.userApiTokens'], (f) => {
      f.on('GET', USER_TOKENS, { body: [] });
      f.on('POST', USER_TOKENS, { status: 403, body: { errors: ['Step-up authentication required'], errorCode: 'step_up_required' } });
    });
    const page = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    await waitFor(() => expect(container.textContent).toContain('No tokens yet.'));
    await act(async () => getButton(container, 'Generate token').click());
    type(getByLabel(container, 'Description'), 'CI');
    await act(async () => getButton(container, 'Generate').click());
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toContain('Step-up authentication required'));
    await act(async () => getButton(container, "Verify it's you").click());
    expect(window.location.pathname).toBe('/account/step-up');
    // After the step-up the user comes back to the page that was refused.
    expect(storage.getItem(storageKeys.afterAuthRedirect)).toBe(page);
  });
});

describe('Groups', () => {
  const GROUPS = '/identity/resources/groups/v1';
  it('creates a group without an empty description, then adds its roles, and reloads the list', async () => {
    let created = false;
    const support = {
      id: 'g-1',
      name: 'Support',
      managedBy: 'frontegg',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const { container, fake } = await mount('groups', ['fe.secure.read.groups', 'fe.secure.write.groups'], (f) => {
      f.on('GET', GROUPS, () => ({ body: { groups: created ? [{ ...support, roles: [], users: [] }] : [] } }));
      f.on('GET', '/team/resources/roles/v1', {
        body: { items: [{ id: 'r-ro', key: 'ReadOnly', name: 'Read only', vendorId: 'v', permissions: [] }] },
      });
      f.on('POST', GROUPS, () => ((created = true), { status: 201, body: support }));
      f.on('POST', `${GROUPS}/g-1/roles`, { body: {} });
    });
    await waitFor(() => expect(container.textContent).toContain('No groups yet.'));
    await act(async () => getButton(container, 'Create group').click());
    type(getByLabel(container, 'Group name'), 'Support');
    await act(async () => container.querySelector<HTMLInputElement>('input[name="roleIds"]')!.click());
    await act(async () => getButton(container, 'Create').click());
    await waitFor(() => expect(fake.calls(`${GROUPS}/g-1/roles`)).toHaveLength(1));
    expect(fake.calls(GROUPS).find((r) => r.method === 'POST')!.body).toEqual({ name: 'Support' });
    expect(fake.calls(`${GROUPS}/g-1/roles`)[0]!.body).toEqual({ roleIds: ['r-ro'] });
    await waitFor(() => expect(container.querySelector('tbody')?.textContent).toContain('Support'));
  });
});

describe('Roles', () => {
  const ROLES = '/identity/resources/roles/v1';
  const role = (id: string, tenantId?: string) => ({
    id,
    key: id,
    name: id,
    isDefault: false,
    permissions: [],
    vendorId: 'v',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...(tenantId ? { tenantId } : {}),
  });
  it("leaves the vendor's roles read only and creates a role with assignable permissions", async () => {
    const { container, fake } = await mount('roles', ['fe.secure.read.roles', 'fe.secure.write.roles'], (f) => {
      f.on('GET', ROLES, { body: [role('Admin'), role('Auditor', 'tenant-1')] });
      f.on('GET', '/identity/resources/permissions/v1', {
        body: [
          { ...permission('fe.secure.read.audits'), id: 'p-audits' },
          { ...permission('fe.vendor.only'), id: 'p-never', assignmentType: 'NEVER' },
        ],
      });
      f.on('POST', ROLES, { status: 201, body: role('Support', 'tenant-1') });
    });
    await waitFor(() => expect(container.querySelectorAll('tbody tr')).toHaveLength(2));
    expect(container.querySelector('[aria-label="Delete role Admin"]')).toBeNull();
    expect(container.querySelector('[aria-label="Delete role Auditor"]')).not.toBeNull();
    await act(async () => getButton(container, 'Create role').click());
    expect(container.querySelectorAll('input[name="permissionIds"]')).toHaveLength(1);
    type(getByLabel(container, 'Role name'), 'Support');
    type(getByLabel(container, 'Key'), 'Support');
    await act(async () => container.querySelector<HTMLInputElement>('input[name="permissionIds"]')!.click());
    await act(async () => getButton(container, 'Create').click());
    await waitFor(() =>
      expect(fake.calls(ROLES).find((r) => r.method === 'POST')?.body).toEqual({
        name: 'Support',
        key: 'Support',
        permissions: ['p-audits'],
      }),
    );
  });
});
