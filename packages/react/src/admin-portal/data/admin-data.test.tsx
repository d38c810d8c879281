// @vitest-environment happy-dom
import { act } from 'react';
import { createTestClient, fakeMe, loginAnswer, paths, type FakeFetch } from '@gatehouse/client/testing';
import { ApiError } from '@gatehouse/client';
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, waitFor } from '../../test-utils/render';
import { setupProvider } from '../../test-utils/setup-provider';
import { AdminPortalProvider } from '../admin-portal-provider';
import { useAdminPortal } from '../use-admin-portal';
import { AdminPortal } from '../admin-portal';
import { adminDataFor } from './admin-data-for';

afterEach(() => {
  document.body.innerHTML = '';
});

const USERS = '/identity/resources/users/v3';
const usersOf = (email: string) => ({
  items: [{ id: email, email, name: email, roles: [], groups: [], applications: [], createdAt: '2025-01-01T00:00:00.000Z', managedBy: 'frontegg', activatedForTenant: true }],
  _metadata: { totalItems: 1, totalPages: 1 },
});
const admin = (fake: FakeFetch, tenantId = 'tenant-1') =>
  fake.on('GET', paths.me, { body: fakeMe({ tenantId, permissions: [{ key: 'fe.secure.read.users' }] as never }) });

function Opener() {
  const portal = useAdminPortal();
  return (
    <>
      <button type="button" onClick={() => portal.show('users')}>
        Open admin
      </button>
      <button type="button" onClick={() => portal.hide()}>
        Close admin
      </button>
    </>
  );
}

describe('admin data in the portal', () => {
  it('keeps one cache per Gatehouse client: reopening the overlay shows the users without asking again', async () => {
    const { container, fake } = await setupProvider({
      signedIn: true,
      script: (f) => {
        admin(f);
        f.on('GET', USERS, { body: usersOf('grace@example.com') });
      },
      children: (
        <AdminPortalProvider>
          <Opener />
        </AdminPortalProvider>
      ),
    });
    await waitFor(() => getButton(container, 'Open admin'));
    await act(async () => getButton(container, 'Open admin').click());
    await waitFor(() => expect(document.querySelector('tbody')?.textContent).toContain('grace@example.com'));
    await act(async () => getButton(container, 'Close admin').click());
    expect(document.querySelector('tbody')).toBeNull();
    await act(async () => getButton(container, 'Open admin').click());
    await waitFor(() => expect(document.querySelector('tbody')?.textContent).toContain('grace@example.com'));
    expect(fake.calls(USERS)).toHaveLength(1);
  });

  it("shows the new tenant's users after a tenant switch, never the old tenant's", async () => {
    const { container, fake, client } = await setupProvider({
      signedIn: true,
      script: (f) => {
        admin(f);
        f.on('GET', USERS, { body: usersOf('acme@example.com') });
      },
      children: <AdminPortal initialSection="users" />,
    });
    await waitFor(() => expect(container.querySelector('tbody')?.textContent).toContain('acme@example.com'));
    let answer: (a: { body: unknown }) => void = () => undefined;
    fake.on('GET', USERS, () => new Promise((resolve) => (answer = resolve)));
    fake.on('PUT', paths.switchTenant, { body: {} });
    fake.on('POST', paths.refresh, loginAnswer({ tenantId: 'tenant-2' }));
    admin(fake, 'tenant-2');
    await act(async () => client.switchTenant('tenant-2'));
    await waitFor(() => expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading…'));
    expect(container.textContent).not.toContain('acme@example.com');
    await act(async () => answer({ body: usersOf('globex@example.com') }));
    await waitFor(() => expect(container.querySelector('tbody')?.textContent).toContain('globex@example.com'));
  });
});

describe('the admin QueryClient', () => {
  it('is one per Gatehouse client', () => {
    const first = createTestClient().client;
    expect(adminDataFor(first)).toBe(adminDataFor(first));
    expect(adminDataFor(first).queryClient).not.toBe(adminDataFor(createTestClient().client).queryClient);
  });

  it('tries a read again after a server failure, never after a 4xx', () => {
    const retry = adminDataFor(createTestClient().client).queryClient.getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new ApiError('Missing permission', { status: 403 }))).toBe(false);
    expect(retry(0, new ApiError('Not found', { status: 404 }))).toBe(false);
    expect(retry(0, new ApiError('Down', { status: 503 }))).toBe(true);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(2, new ApiError('Down', { status: 503 }))).toBe(false);
  });
});
