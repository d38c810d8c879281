import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, expectError, memberOf, newTenantAdmin, refresh, rowCounts, type Caller } from '../../../test/admin-kit';
import { createTestServer, type TestServer } from '../../../test/harness';

const GROUPS = '/identity/resources/groups/v1';
const ROLES = '/identity/resources/roles/v1';
const GROUP_TABLES = ['groups', 'group_members', 'group_roles', 'group_settings', 'audit_log'] as const;

describe('groups', () => {
  let t: TestServer;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestServer();
    admin = await newTenantAdmin(t);
  });
  afterAll(() => t.close());

  const createGroup = async (caller: Caller, body: Record<string, unknown>) => {
    const r = await call(t, caller, 'POST', GROUPS, body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body as unknown as { id: string; name: string };
  };
  /** A role of the caller's tenant holding the given permission keys. */
  const createRole = async (caller: Caller, key: string, permissions: string[]) => {
    const r = await call(t, caller, 'POST', ROLES, { key, name: key, permissions });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body as unknown as { id: string; key: string };
  };

  it('creates, lists, reads, edits and deletes a group, auditing who, what, when and from where', async () => {
    const g = await createGroup(admin, {
      name: 'Support team',
      color: '#3366ff',
      description: 'Answers tickets',
      metadata: '{"costCenter":42}',
    });
    expect(g).toMatchObject({
      id: expect.any(String),
      name: 'Support team',
      color: '#3366ff',
      description: 'Answers tickets',
      metadata: '{"costCenter":42}',
      managedBy: 'frontegg',
    });
    const list = await call(t, admin, 'GET', GROUPS);
    expect(list.status).toBe(200);
    expect(Object.keys(list.body)).toEqual(['groups']);
    expect((list.body.groups as { id: string }[]).map((x) => x.id)).toContain(g.id);
    const one = await call(t, admin, 'GET', `${GROUPS}/${g.id}?_groupsRelations=rolesAndUsers`);
    expect(one.body).toMatchObject({ id: g.id, roles: [], users: [] });
    // Also under the reference clients' /frontegg prefix.
    expect((await t.request('GET', `/frontegg${GROUPS}/${g.id}`, { token: admin.accessToken })).status).toBe(200);

    const edit = await call(t, admin, 'PATCH', `${GROUPS}/${g.id}`, { name: 'Support', color: 'rgb(10, 20, 30)' });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ name: 'Support', color: 'rgb(10, 20, 30)', description: 'Answers tickets' });
    // An empty description clears it (the admin portal sends it only when non-empty).
    expect((await call(t, admin, 'PATCH', `${GROUPS}/${g.id}`, { description: '' })).body).not.toHaveProperty('description');

    const [created] = await auditRows(t, 'group.created', g.id);
    expect(created).toMatchObject({
      actor_id: admin.userId,
      tenant_id: admin.tenantId,
      ip: '127.0.0.1',
      request_id: expect.any(String),
      created_at: expect.any(String),
    });
    expect(await auditRows(t, 'group.updated', g.id)).toHaveLength(2);

    expect((await call(t, admin, 'DELETE', `${GROUPS}/${g.id}`)).status).toBe(200);
    expectError(await call(t, admin, 'GET', `${GROUPS}/${g.id}`), 404, 'group.not_found');
    expect(await auditRows(t, 'group.deleted', g.id)).toHaveLength(1);
  });

  it('refuses bad input with 4xx in the §8 format and writes nothing', async () => {
    await createGroup(admin, { name: 'Taken' });
    const before = await rowCounts(t, [...GROUP_TABLES]);
    const bad: [string, string, unknown, number][] = [
      ['POST', GROUPS, {}, 400],
      ['POST', GROUPS, { name: '' }, 400],
      ['POST', GROUPS, { name: 'x'.repeat(201) }, 400],
      ['POST', GROUPS, { name: 'Colourful', color: 'blue-ish' }, 400],
      ['POST', GROUPS, { name: 'Meta', metadata: '{not json' }, 400],
      ['POST', GROUPS, { name: 'Taken' }, 409],
      ['POST', `${GROUPS}/bulkGet`, { groupsIds: [] }, 400],
      ['GET', `${GROUPS}?_groupsRelations=everything`, undefined, 400],
      ['POST', `${GROUPS}/config`, { enabled: 'yes' }, 400],
    ];
    for (const [method, path, body, status] of bad) expectError(await call(t, admin, method, path, body), status);
    const colour = await call(t, admin, 'POST', GROUPS, { name: 'Colourful', color: 'blue-ish' });
    expect(colour.body.errors![0]).toContain('Supported formats are: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color()');
    const g = await createGroup(admin, { name: 'Target' });
    const after = await rowCounts(t, [...GROUP_TABLES]);
    for (const [method, path, body, status] of [
      ['POST', `${GROUPS}/${g.id}/users`, { userIds: [] }, 400],
      ['POST', `${GROUPS}/${g.id}/users`, { userIds: ['no-such-user'] }, 404],
      ['POST', `${GROUPS}/${g.id}/roles`, { roleIds: ['no-such-role'] }, 404],
      ['PATCH', `${GROUPS}/${g.id}`, { name: 'Taken' }, 409],
      ['PATCH', `${GROUPS}/${g.id}`, { color: 'nope' }, 400],
      ['PATCH', `${GROUPS}/missing`, { name: 'x' }, 404],
      ['DELETE', `${GROUPS}/missing`, undefined, 404],
    ] as const)
      expectError(await call(t, admin, method, path, body), status);
    expect(await rowCounts(t, [...GROUP_TABLES])).toEqual(after);
    expect(after.groups).toBe(before.groups + 1);
    expect((await call(t, admin, 'GET', `${GROUPS}/${g.id}`)).body).toMatchObject({ name: 'Target' });
  });

  it("a member gains the group's roles at the next refresh, and loses them when removed", async () => {
    const member = await memberOf(t, admin.tenantId);
    expect((await refresh(t, member)).permissions).not.toContain('fe.secure.read.audits');
    const auditors = await createRole(admin, 'Auditors', ['fe.secure.read.audits']);
    const g = await createGroup(admin, { name: 'Auditors group' });
    expect((await call(t, admin, 'POST', `${GROUPS}/${g.id}/roles`, { roleIds: [auditors.id] })).status).toBe(200);
    expect((await call(t, admin, 'POST', `${GROUPS}/${g.id}/users`, { userIds: [member.userId] })).status).toBe(200);

    let claims = await refresh(t, member);
    expect(claims.roles).toContain('Auditors');
    expect(claims.permissions).toContain('fe.secure.read.audits');
    // /me (which the browser merges over the token) says the same.
    const me = await call(t, member, 'GET', '/identity/resources/users/v2/me');
    expect((me.body.roles as { key: string }[]).map((r) => r.key)).toContain('Auditors');
    // The role's permission now opens what it guards for the member.
    const listed = await call(t, admin, 'GET', `${GROUPS}/${g.id}?_groupsRelations=rolesAndUsers`);
    expect(listed.body).toMatchObject({
      roles: [{ id: auditors.id, key: 'Auditors' }],
      users: [{ id: member.userId, email: member.email, activatedForTenant: true }],
    });

    expect((await call(t, admin, 'DELETE', `${GROUPS}/${g.id}/users`, { userIds: [member.userId] })).status).toBe(200);
    claims = await refresh(t, member);
    expect(claims.roles).not.toContain('Auditors');
    expect(claims.permissions).not.toContain('fe.secure.read.audits');
    expect(await auditRows(t, 'group.users_removed', g.id)).toHaveLength(1);

    // Back in; then the role is taken off the group: gone at the next refresh too.
    await call(t, admin, 'POST', `${GROUPS}/${g.id}/users`, { userIds: [member.userId] });
    expect((await refresh(t, member)).roles).toContain('Auditors');
    expect((await call(t, admin, 'DELETE', `${GROUPS}/${g.id}/roles`, { roleIds: [auditors.id] })).status).toBe(200);
    expect((await refresh(t, member)).permissions).not.toContain('fe.secure.read.audits');

    // Group roles count only while the tenant's group settings allow them.
    await call(t, admin, 'POST', `${GROUPS}/${g.id}/roles`, { roleIds: [auditors.id] });
    expect((await refresh(t, member)).roles).toContain('Auditors');
    expect((await call(t, admin, 'POST', `${GROUPS}/config`, { rolesEnabled: false })).body).toEqual({
      enabled: true,
      rolesEnabled: false,
    });
    expect((await refresh(t, member)).roles).not.toContain('Auditors');
    expectError(await call(t, admin, 'POST', `${GROUPS}/${g.id}/roles`, { roleIds: [auditors.id] }), 400, 'group.roles_disabled');
    expect((await call(t, admin, 'POST', `${GROUPS}/config`, { rolesEnabled: true })).status).toBe(200);
    expect((await call(t, admin, 'GET', `${GROUPS}/config`)).body).toEqual({ enabled: true, rolesEnabled: true });
    expect((await refresh(t, member)).roles).toContain('Auditors');

    // Deleting the group takes its roles away as well.
    expect((await call(t, admin, 'DELETE', `${GROUPS}/${g.id}`)).status).toBe(200);
    expect((await refresh(t, member)).roles).not.toContain('Auditors');
  });

  it('refuses privilege escalation: nobody grants through a group a permission they do not hold', async () => {
    const manager = await memberOf(t, admin.tenantId);
    const managers = await createRole(admin, 'GroupManagers', ['fe.secure.read.groups', 'fe.secure.write.groups', 'fe.secure.read.roles']);
    await t.deps.db.kysely
      .insertInto('user_roles')
      .values({ user_id: manager.userId, tenant_id: admin.tenantId, role_id: managers.id })
      .execute();
    await refresh(t, manager);
    const target = await memberOf(t, admin.tenantId);
    const adminRole = ((await call(t, admin, 'GET', ROLES)).body as unknown as { id: string; key: string }[]).find(
      (r) => r.key === 'Admin',
    )!;
    const g = await createGroup(manager, { name: 'Escalation attempt' });
    const before = await rowCounts(t, [...GROUP_TABLES]);
    const refused = await call(t, manager, 'POST', `${GROUPS}/${g.id}/roles`, { roleIds: [adminRole.id] });
    expectError(refused, 403, 'permission.escalation');
    expect(refused.body.errors![0]).toContain('fe.secure.write.users');
    // A group that already carries Admin: adding a member would hand it out.
    const adminGroup = await createGroup(admin, { name: 'Admins' });
    await call(t, admin, 'POST', `${GROUPS}/${adminGroup.id}/roles`, { roleIds: [adminRole.id] });
    const mid = await rowCounts(t, [...GROUP_TABLES]);
    expectError(
      await call(t, manager, 'POST', `${GROUPS}/${adminGroup.id}/users`, { userIds: [target.userId] }),
      403,
      'permission.escalation',
    );
    expectError(
      await call(t, manager, 'POST', `${GROUPS}/${adminGroup.id}/users`, { userIds: [manager.userId] }),
      403,
      'permission.escalation',
    );
    expect(await rowCounts(t, [...GROUP_TABLES])).toEqual(mid);
    expect(mid.group_roles).toBe(before.group_roles + 1);
    expect((await refresh(t, manager)).roles).not.toContain('Admin');
    // Roles within what the manager holds are fine.
    expect((await call(t, manager, 'POST', `${GROUPS}/${g.id}/roles`, { roleIds: [managers.id] })).status).toBe(200);
    expect((await call(t, manager, 'POST', `${GROUPS}/${g.id}/users`, { userIds: [target.userId] })).status).toBe(200);
  });

  it('parallel adds of one member or role to a group all succeed and leave one row', async () => {
    const member = await memberOf(t, admin.tenantId);
    const role = await createRole(admin, 'Parallel', ['fe.secure.read.users']);
    const g = await createGroup(admin, { name: 'Parallel group' });
    const answers = await Promise.all([
      ...[1, 2, 3].map(() => call(t, admin, 'POST', `${GROUPS}/${g.id}/users`, { userIds: [member.userId] })),
      ...[1, 2, 3].map(() => call(t, admin, 'POST', `${GROUPS}/${g.id}/roles`, { roleIds: [role.id] })),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const body = (await call(t, admin, 'GET', `${GROUPS}/${g.id}?_groupsRelations=rolesAndUsers`)).body as unknown as {
      users: unknown[];
      roles: unknown[];
    };
    expect([body.users.length, body.roles.length]).toEqual([1, 1]);
    const races = await Promise.all([1, 2, 3].map(() => call(t, admin, 'POST', GROUPS, { name: 'Same name' })));
    expect(races.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('refuses roles carrying a NEVER permission', async () => {
    const role = await createRole(admin, 'Billing', ['fe.subscriptions.read']);
    await t.deps.db.kysely
      .updateTable('permissions')
      .set({ assignment_type: 'NEVER' })
      .where('key', '=', 'fe.subscriptions.read')
      .execute();
    try {
      const g = await createGroup(admin, { name: 'Billing group' });
      expectError(await call(t, admin, 'POST', `${GROUPS}/${g.id}/roles`, { roleIds: [role.id] }), 400, 'role.not_assignable');
      expect((await call(t, admin, 'GET', `${GROUPS}/${g.id}?_groupsRelations=roles`)).body.roles).toEqual([]);
    } finally {
      await t.deps.db.kysely
        .updateTable('permissions')
        .set({ assignment_type: 'ASSIGNABLE' })
        .where('key', '=', 'fe.subscriptions.read')
        .execute();
    }
  });

  it('keeps SCIM-managed groups read-only', async () => {
    const g = await createGroup(admin, { name: 'Directory group' });
    await t.deps.db.kysely.updateTable('groups').set({ managed_by: 'scim2' }).where('id', '=', g.id).execute();
    const member = await memberOf(t, admin.tenantId);
    const before = await rowCounts(t, [...GROUP_TABLES]);
    for (const [method, path, body] of [
      ['PATCH', `${GROUPS}/${g.id}`, { name: 'Renamed' }],
      ['DELETE', `${GROUPS}/${g.id}`, undefined],
      ['POST', `${GROUPS}/${g.id}/users`, { userIds: [member.userId] }],
      ['DELETE', `${GROUPS}/${g.id}/users`, { userIds: [member.userId] }],
      ['POST', `${GROUPS}/${g.id}/roles`, { roleIds: ['x'] }],
      ['DELETE', `${GROUPS}/${g.id}/roles`, { roleIds: ['x'] }],
    ] as const)
      expectError(await call(t, admin, method, path, body), 409, 'group.managed_by_scim');
    expect(await rowCounts(t, [...GROUP_TABLES])).toEqual(before);
    expect((await call(t, admin, 'GET', `${GROUPS}/${g.id}`)).body).toMatchObject({ name: 'Directory group', managedBy: 'scim2' });
  });

  it('answers 403 to members without the read or write permission', async () => {
    const g = await createGroup(admin, { name: 'Guarded' });
    const noRoles = await memberOf(t, admin.tenantId);
    const readOnly = await memberOf(t, admin.tenantId, ['ReadOnly']);
    for (const [method, path, body] of [
      ['GET', GROUPS, undefined],
      ['GET', `${GROUPS}/${g.id}`, undefined],
      ['GET', `${GROUPS}/config`, undefined],
      ['POST', `${GROUPS}/bulkGet`, { groupsIds: [g.id] }],
    ] as const) {
      expectError(await call(t, noRoles, method, path, body), 403, 'auth.forbidden');
      expect((await call(t, readOnly, method, path, body)).status).toBe(200);
    }
    const before = await rowCounts(t, [...GROUP_TABLES]);
    for (const [method, path, body] of [
      ['POST', GROUPS, { name: 'Nope' }],
      ['PATCH', `${GROUPS}/${g.id}`, { name: 'Nope' }],
      ['DELETE', `${GROUPS}/${g.id}`, undefined],
      ['POST', `${GROUPS}/${g.id}/users`, { userIds: [readOnly.userId] }],
      ['DELETE', `${GROUPS}/${g.id}/users`, { userIds: [readOnly.userId] }],
      ['POST', `${GROUPS}/${g.id}/roles`, { roleIds: ['x'] }],
      ['DELETE', `${GROUPS}/${g.id}/roles`, { roleIds: ['x'] }],
      ['POST', `${GROUPS}/config`, { enabled: false }],
    ] as const) {
      expectError(await call(t, readOnly, method, path, body), 403, 'auth.forbidden');
      expectError(await call(t, noRoles, method, path, body), 403, 'auth.forbidden');
    }
    expectError(await call(t, null, 'GET', GROUPS), 401);
    expect(await rowCounts(t, [...GROUP_TABLES])).toEqual(before);
  });

  it("gives an admin of another tenant nothing of the first tenant's groups", async () => {
    const member = await memberOf(t, admin.tenantId);
    const role = await createRole(admin, 'TenantAOnly', ['fe.secure.read.users']);
    const g = await createGroup(admin, { name: 'Tenant A secret group', description: 'marker-a-7f3' });
    await call(t, admin, 'POST', `${GROUPS}/${g.id}/users`, { userIds: [member.userId] });
    await call(t, admin, 'POST', `${GROUPS}/${g.id}/roles`, { roleIds: [role.id] });
    const other = await newTenantAdmin(t);
    const own = await createGroup(other, { name: 'Tenant B group' });
    const before = await rowCounts(t, [...GROUP_TABLES]);
    const footprint = [g.id, 'marker-a-7f3', member.userId, member.email, admin.tenantId, role.id];
    const answers = [
      await call(t, other, 'GET', `${GROUPS}?_groupsRelations=rolesAndUsers`),
      await call(t, other, 'POST', `${GROUPS}/bulkGet?_groupsRelations=rolesAndUsers`, { groupsIds: [g.id, own.id] }),
      await call(t, other, 'GET', `${GROUPS}/config`),
    ];
    for (const a of answers) {
      expect(a.status).toBe(200);
      for (const f of footprint) expect(JSON.stringify(a.body)).not.toContain(f);
    }
    expect((answers[1]!.body.groups as { id: string }[]).map((x) => x.id)).toEqual([own.id]);
    for (const [method, path, body] of [
      ['GET', `${GROUPS}/${g.id}?_groupsRelations=rolesAndUsers`, undefined],
      ['PATCH', `${GROUPS}/${g.id}`, { name: 'Stolen' }],
      ['DELETE', `${GROUPS}/${g.id}`, undefined],
      ['POST', `${GROUPS}/${g.id}/users`, { userIds: [other.userId] }],
      ['DELETE', `${GROUPS}/${g.id}/users`, { userIds: [member.userId] }],
      ['POST', `${GROUPS}/${g.id}/roles`, { roleIds: [role.id] }],
      ['DELETE', `${GROUPS}/${g.id}/roles`, { roleIds: [role.id] }],
      // The other tenant's own group cannot take tenant A's members or roles.
      ['POST', `${GROUPS}/${own.id}/users`, { userIds: [member.userId] }],
      ['POST', `${GROUPS}/${own.id}/roles`, { roleIds: [role.id] }],
    ] as const) {
      const r = await call(t, other, method, path, body);
      expectError(r, 404);
      for (const f of footprint) expect(JSON.stringify(r.body)).not.toContain(f);
    }
    expect(await rowCounts(t, [...GROUP_TABLES])).toEqual(before);
    expect((await refresh(t, member)).roles).toContain('TenantAOnly');
  });
});
