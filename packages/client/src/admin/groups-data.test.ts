import { describe, expect, it } from 'vitest';
import { answer, invalidated, run, sent, signedInAdmin, watch } from './admin-test-kit';

const group = (id: string, name: string) => ({
  id,
  name,
  managedBy: 'frontegg',
  roles: [],
  users: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('groups', () => {
  it('lists the groups with their roles and users, under the tenant', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listGroups', {}, { body: { groups: [group('g-1', 'Support')] } });
    const options = admin.groups.queries.list();
    expect(options.queryKey).toEqual(['gatehouse', 'tenant-1', 'groups', 'list']);
    expect((await queryClient.fetchQuery(options)).map((g) => g.name)).toEqual(['Support']);
    expect(sent(fake, 'listGroups')[0]!.query.get('_groupsRelations')).toBe('rolesAndUsers');
  });

  it('creates a group without a blank description, then adds its users and roles, and reloads the list', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listGroups', {}, { body: { groups: [] } }, { body: { groups: [group('g-1', 'Support')] } });
    answer(fake, 'createGroup', {}, { status: 201, body: group('g-1', 'Support') });
    answer(fake, 'addUsersToGroup', { groupId: 'g-1' }, { body: {} });
    answer(fake, 'addRolesToGroup', { groupId: 'g-1' }, { body: {} });
    const { observer, stop } = await watch(queryClient, admin.groups.queries.list());
    const created = await run(queryClient, admin.groups.mutations.create(), {
      name: ' Support ',
      description: '  ',
      color: '#4461f2',
      userIds: ['u-1'],
      roleIds: ['r-ro'],
    });
    expect(created.id).toBe('g-1');
    expect(sent(fake, 'createGroup')[0]!.body).toEqual({ name: 'Support', color: '#4461f2' });
    expect(sent(fake, 'addUsersToGroup', { groupId: 'g-1' })[0]!.body).toEqual({ userIds: ['u-1'] });
    expect(sent(fake, 'addRolesToGroup', { groupId: 'g-1' })[0]!.body).toEqual({ roleIds: ['r-ro'] });
    expect(observer.getCurrentResult().data?.map((g) => g.name)).toEqual(['Support']);
    stop();
  });

  it('adds nothing when the new group has no users or roles', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'createGroup', {}, { status: 201, body: group('g-1', 'Support') });
    await run(queryClient, admin.groups.mutations.create(), { name: 'Support' });
    expect(fake.requests.filter((r) => r.path.startsWith('/identity/resources/groups/v1/g-1'))).toHaveLength(0);
  });

  it('still reloads the list when adding a role to the new group fails, and reports the failure', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listGroups', {}, { body: { groups: [] } });
    answer(fake, 'createGroup', {}, { status: 201, body: group('g-1', 'Support') });
    answer(fake, 'addRolesToGroup', { groupId: 'g-1' }, { status: 403, body: { errors: ['You cannot grant that role'] } });
    const { stop } = await watch(queryClient, admin.groups.queries.list());
    await expect(run(queryClient, admin.groups.mutations.create(), { name: 'Support', roleIds: ['r-admin'] })).rejects.toThrow(
      'You cannot grant that role',
    );
    expect(sent(fake, 'listGroups')).toHaveLength(2);
    stop();
  });

  it('reloads the list after a delete and marks the users table stale', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listGroups', {}, { body: { groups: [group('g-1', 'Support')] } }, { body: { groups: [] } });
    answer(fake, 'listUsersV3', {}, { body: { items: [], _metadata: { totalItems: 0, totalPages: 0 } } });
    answer(fake, 'deleteGroup', { groupId: 'g-1' }, { body: {} });
    await queryClient.fetchQuery(admin.users.queries.list());
    const { observer, stop } = await watch(queryClient, admin.groups.queries.list());
    await run(queryClient, admin.groups.mutations.remove(), 'g-1');
    expect(sent(fake, 'deleteGroup', { groupId: 'g-1' })).toHaveLength(1);
    expect(observer.getCurrentResult().data).toEqual([]);
    expect(invalidated(queryClient, admin.users.queries.list().queryKey)).toBe(true);
    stop();
  });

  const links = [
    ['addMembers', 'addUsersToGroup', { userIds: ['u-1', 'u-2'] }],
    ['removeMembers', 'removeUsersFromGroup', { userIds: ['u-1', 'u-2'] }],
    ['addRoles', 'addRolesToGroup', { roleIds: ['u-1', 'u-2'] }],
    ['removeRoles', 'removeRolesFromGroup', { roleIds: ['u-1', 'u-2'] }],
  ] as const;
  it.each(links)('%s sends %s with the ids, then reloads the list', async (mutation, endpoint, body) => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listGroups', {}, { body: { groups: [] } });
    answer(fake, endpoint, { groupId: 'g-1' }, { body: {} });
    const { stop } = await watch(queryClient, admin.groups.queries.list());
    await run(queryClient, admin.groups.mutations[mutation](), { groupId: 'g-1', ids: ['u-1', 'u-2'] });
    expect(sent(fake, endpoint, { groupId: 'g-1' })[0]!.body).toEqual(body);
    expect(sent(fake, 'listGroups')).toHaveLength(2);
    stop();
  });

  it('renames a group and changes its colour and description', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'updateGroup', { groupId: 'g-1' }, { body: group('g-1', 'Help desk') });
    await queryClient.fetchQuery({ ...admin.groups.queries.list(), queryFn: async () => [] });
    await run(queryClient, admin.groups.mutations.update(), {
      groupId: 'g-1',
      name: 'Help desk',
      color: '#fff',
      description: 'First line',
    });
    expect(sent(fake, 'updateGroup', { groupId: 'g-1' })[0]!.body).toEqual({ name: 'Help desk', color: '#fff', description: 'First line' });
    expect(invalidated(queryClient, admin.groups.queries.list().queryKey)).toBe(true);
  });

  it('edit saves only the changed fields, then gives and takes off roles, and reloads the list', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listGroups', {}, { body: { groups: [] } });
    answer(fake, 'updateGroup', { groupId: 'g-1' }, { body: group('g-1', 'Help desk') });
    answer(fake, 'addRolesToGroup', { groupId: 'g-1' }, { body: {} });
    answer(fake, 'removeRolesFromGroup', { groupId: 'g-1' }, { body: {} });
    const { stop } = await watch(queryClient, admin.groups.queries.list());
    await run(queryClient, admin.groups.mutations.edit(), {
      groupId: 'g-1',
      name: ' Help desk ',
      description: '',
      addRoleIds: ['r-ro'],
      removeRoleIds: ['r-admin'],
    });
    expect(sent(fake, 'updateGroup', { groupId: 'g-1' })[0]!.body).toEqual({ name: 'Help desk', description: '' });
    expect(sent(fake, 'addRolesToGroup', { groupId: 'g-1' })[0]!.body).toEqual({ roleIds: ['r-ro'] });
    expect(sent(fake, 'removeRolesFromGroup', { groupId: 'g-1' })[0]!.body).toEqual({ roleIds: ['r-admin'] });
    const order = fake.requests.filter((r) => r.path.startsWith('/identity/resources/groups/v1/g-1')).map((r) => `${r.method} ${r.path}`);
    expect(order).toEqual([
      'PATCH /identity/resources/groups/v1/g-1',
      'POST /identity/resources/groups/v1/g-1/roles',
      'DELETE /identity/resources/groups/v1/g-1/roles',
    ]);
    expect(sent(fake, 'listGroups')).toHaveLength(2);
    stop();
  });

  it('edit of the roles alone sends no update, and a refused role still reloads the list', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listGroups', {}, { body: { groups: [] } });
    answer(fake, 'removeRolesFromGroup', { groupId: 'g-1' }, { status: 403, body: { errors: ['Group is managed by SCIM'] } });
    const { stop } = await watch(queryClient, admin.groups.queries.list());
    await expect(run(queryClient, admin.groups.mutations.edit(), { groupId: 'g-1', removeRoleIds: ['r-admin'] })).rejects.toThrow(
      'Group is managed by SCIM',
    );
    expect(sent(fake, 'updateGroup', { groupId: 'g-1' })).toHaveLength(0);
    expect(sent(fake, 'listGroups')).toHaveLength(2);
    stop();
  });
});
