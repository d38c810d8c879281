import { describe, expect, it } from 'vitest';
import { answer, invalidated, run, sent, signedInAdmin, watch } from './admin-test-kit';

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

describe('roles', () => {
  it('reads roles, assignable roles, permissions and categories, each under its own key in the tenant', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listRoles', {}, { body: [role('Admin')] });
    answer(fake, 'listTeamRoles', {}, { body: { items: [{ id: 'r-1', key: 'Admin', name: 'Admin', vendorId: 'v', permissions: [] }] } });
    answer(fake, 'listPermissions', {}, { body: [{ id: 'p-1' }] });
    answer(fake, 'listPermissionCategories', {}, { body: [{ id: 'c-1' }] });
    const { list, assignable, permissions, categories } = admin.roles.queries;
    expect([list(), assignable(), permissions(), categories()].map((o) => o.queryKey)).toEqual([
      ['gatehouse', 'tenant-1', 'roles', 'list'],
      ['gatehouse', 'tenant-1', 'roles', 'assignable'],
      ['gatehouse', 'tenant-1', 'roles', 'permissions'],
      ['gatehouse', 'tenant-1', 'roles', 'categories'],
    ]);
    expect((await queryClient.fetchQuery(list())).map((r) => r.id)).toEqual(['Admin']);
    expect((await queryClient.fetchQuery(assignable())).map((r) => r.id)).toEqual(['r-1']);
    expect(await queryClient.fetchQuery(permissions())).toEqual([{ id: 'p-1' }]);
    expect(await queryClient.fetchQuery(categories())).toEqual([{ id: 'c-1' }]);
  });

  it('creates a role without a blank description, then reloads the roles and the assignable roles', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listRoles', {}, { body: [] }, { body: [role('Support', 'tenant-1')] });
    answer(fake, 'listTeamRoles', {}, { body: { items: [] } });
    answer(fake, 'createRole', {}, { status: 201, body: role('Support', 'tenant-1') });
    await queryClient.fetchQuery(admin.roles.queries.assignable());
    const { observer, stop } = await watch(queryClient, admin.roles.queries.list());
    await run(queryClient, admin.roles.mutations.create(), { name: 'Support', key: 'Support', description: ' ', permissionIds: ['p-1'] });
    expect(sent(fake, 'createRole')[0]!.body).toEqual({ name: 'Support', key: 'Support', permissions: ['p-1'] });
    expect(observer.getCurrentResult().data?.map((r) => r.id)).toEqual(['Support']);
    expect(invalidated(queryClient, admin.roles.queries.assignable().queryKey)).toBe(true);
    stop();
  });

  it('reloads the list after a delete, and marks the users table and groups stale (they show role names)', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listRoles', {}, { body: [role('Auditor', 'tenant-1')] }, { body: [] });
    answer(fake, 'listGroups', {}, { body: { groups: [] } });
    answer(fake, 'deleteRole', { roleId: 'Auditor' }, { body: {} });
    await queryClient.fetchQuery(admin.groups.queries.list());
    const { observer, stop } = await watch(queryClient, admin.roles.queries.list());
    await run(queryClient, admin.roles.mutations.remove(), 'Auditor');
    expect(sent(fake, 'deleteRole', { roleId: 'Auditor' })).toHaveLength(1);
    expect(observer.getCurrentResult().data).toEqual([]);
    expect(invalidated(queryClient, admin.groups.queries.list().queryKey)).toBe(true);
    stop();
  });

  it('sets the permissions of a role and updates its name', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'setRolePermissions', { roleId: 'r-1' }, { body: role('r-1', 'tenant-1') });
    answer(fake, 'updateRole', { roleId: 'r-1' }, { body: role('r-1', 'tenant-1') });
    await queryClient.fetchQuery({ ...admin.roles.queries.list(), queryFn: async () => [] });
    await run(queryClient, admin.roles.mutations.setPermissions(), { roleId: 'r-1', permissionIds: ['p-1', 'p-2'] });
    expect(sent(fake, 'setRolePermissions', { roleId: 'r-1' })[0]!.body).toEqual({ permissionIds: ['p-1', 'p-2'] });
    expect(invalidated(queryClient, admin.roles.queries.list().queryKey)).toBe(true);
    await run(queryClient, admin.roles.mutations.update(), { roleId: 'r-1', name: 'Auditors' });
    expect(sent(fake, 'updateRole', { roleId: 'r-1' })[0]!.body).toEqual({ name: 'Auditors' });
  });
});
