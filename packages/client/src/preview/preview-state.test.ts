import { describe, expect, it } from 'vitest';
import { createGatehouseClient } from '../create-gatehouse-client';
import { createMemoryStorage } from '../environment';
import { createFakeLocation } from '../test-utils/create-fake-location';
import type { PreviewOptions } from './preview-options';

/** A client in preview mode, signed in as the admin preview user, answering at once. */
async function adminClient(preview: PreviewOptions) {
  const client = createGatehouseClient({
    preview: { delayMs: 0, signedIn: true, ...preview },
    location: createFakeLocation('https://app.example.com/'),
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
  });
  await client.init();
  return client;
}

describe('the size of the preview account', () => {
  it('answers 30 roles, 100 permissions in categories and 54 members when asked for a large account', async () => {
    const client = await adminClient({ members: 50, roles: 30, permissions: 100 });
    expect(await client.api.listRoles()).toHaveLength(30);
    const permissions = await client.api.listPermissions();
    expect(permissions).toHaveLength(100);
    const categories = await client.api.listPermissionCategories();
    expect(categories.flatMap((c) => c.permissionIds)).toHaveLength(100);
    const page = await client.api.listUsersV3({ query: { _limit: 10, _offset: 0 } });
    expect(page._metadata.totalItems).toBe(54);
  });

  it("lets the admin give a new role the application's own permissions", async () => {
    const client = await adminClient({ roles: 30, permissions: 100 });
    const own = (await client.api.listPermissions()).filter((p) => p.key.startsWith('app.')).slice(0, 3);
    expect(own).toHaveLength(3);
    const created = await client.api.createRole({ body: { key: 'Reviewer', name: 'Reviewer', permissions: own.map((p) => p.id) } });
    expect(created.permissions).toEqual(own.map((p) => p.id));
    expect(await client.api.listRoles()).toHaveLength(31);
  });

  it('keeps the default account when no size is given', async () => {
    const client = await adminClient({});
    expect((await client.api.listRoles()).map((r) => r.name)).toEqual(['Admin', 'Read only', 'Support']);
    expect(await client.api.listPermissions()).toHaveLength(24);
  });
});
