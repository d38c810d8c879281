import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, expectError, memberOf, newTenantAdmin, refresh, rowCounts, type Caller } from '../../../test/admin-kit';
import { createTestServer, type TestServer } from '../../../test/harness';

const ROLES = '/identity/resources/roles/v1';
const PERMISSIONS = '/identity/resources/permissions/v1';
const ROLE_TABLES = ['roles', 'role_permissions', 'user_roles', 'group_roles', 'audit_log'] as const;

interface WireRole {
  id: string;
  key: string;
  name: string;
  isDefault: boolean;
  permissions: string[];
  tenantId?: string;
  vendorId: string;
}
interface WirePermission {
  id: string;
  key: string;
  categoryId: string;
  assignmentType: string;
  roleIds: string[];
}

describe('roles and permissions', () => {
  let t: TestServer;
  let admin: Caller;
  let perms: WirePermission[];
  const idOf = (key: string) => perms.find((p) => p.key === key)!.id;
  beforeAll(async () => {
    t = await createTestServer();
    admin = await newTenantAdmin(t);
    perms = (await call(t, admin, 'GET', PERMISSIONS)).body as unknown as WirePermission[];
  });
  afterAll(() => t.close());

  const roles = async (caller: Caller) => (await call(t, caller, 'GET', ROLES)).body as unknown as WireRole[];
  const createRole = async (caller: Caller, body: Record<string, unknown>, path = ROLES) => {
    const r = await call(t, caller, 'POST', path, body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body as unknown as WireRole;
  };

  it('lists the vendor roles and the permission catalogue, grouped by category', async () => {
    const list = await roles(admin);
    expect(list.map((r) => r.key)).toEqual(expect.arrayContaining(['Admin', 'ReadOnly']));
    const readOnly = list.find((r) => r.key === 'ReadOnly')!;
    expect(readOnly).toMatchObject({ isDefault: true, vendorId: 'default' });
    expect(readOnly).not.toHaveProperty('tenantId');
    expect(perms.length).toBeGreaterThan(10);
    for (const p of perms)
      expect(p).toMatchObject({
        id: expect.any(String),
        key: expect.stringMatching(/^fe\./),
        assignmentType: 'ASSIGNABLE',
        categoryId: expect.any(String),
        roleIds: expect.any(Array),
      });
    expect(perms.find((p) => p.key === 'fe.secure.read.roles')!.roleIds).toEqual(expect.arrayContaining([readOnly.id]));
    const categories = (await call(t, admin, 'GET', `${PERMISSIONS}/categories`)).body as unknown as {
      id: string;
      name: string;
      feCategory: boolean;
      permissionIds: string[];
    }[];
    const groups = categories.find((c) => c.id === 'groups')!;
    expect(groups).toMatchObject({ name: 'Groups', feCategory: true });
    expect(groups.permissionIds.sort()).toEqual(
      perms
        .filter((p) => p.categoryId === 'groups')
        .map((p) => p.id)
        .sort(),
    );
    expect(categories.flatMap((c) => c.permissionIds).sort()).toEqual(perms.map((p) => p.id).sort());
    const team = await call(t, admin, 'GET', '/team/resources/roles/v1');
    expect(Object.keys(team.body)).toEqual(['items']);
    expect((team.body.items as { key: string }[]).map((r) => r.key)).toEqual(list.map((r) => r.key));
  });

  it("creates (v1 and v2), edits, sets permissions and deletes a tenant's own role, audited", async () => {
    const v1 = await createRole(admin, {
      key: 'Support',
      name: 'Support',
      description: 'Helps users',
      permissions: ['fe.secure.read.users', idOf('fe.secure.read.groups')],
    });
    expect(v1).toMatchObject({ key: 'Support', tenantId: admin.tenantId, isDefault: false });
    expect(v1.permissions.sort()).toEqual([idOf('fe.secure.read.users'), idOf('fe.secure.read.groups')].sort());
    const v2 = await createRole(
      admin,
      { key: 'Support plus', name: 'Support plus', permissionIds: [idOf('fe.secure.read.audits')], baseRoleId: v1.id, isDefault: true },
      '/identity/resources/roles/v2',
    );
    expect(v2.permissions.sort()).toEqual(
      [idOf('fe.secure.read.users'), idOf('fe.secure.read.groups'), idOf('fe.secure.read.audits')].sort(),
    );
    expect((await roles(admin)).map((r) => r.key)).toEqual(expect.arrayContaining(['Support', 'Support plus']));

    const edited = await call(t, admin, 'PATCH', `${ROLES}/${v1.id}`, { name: 'First-line support', isDefault: true });
    expect(edited.body).toMatchObject({ id: v1.id, name: 'First-line support', isDefault: true, key: 'Support' });
    // One default role per tenant.
    expect((await roles(admin)).find((r) => r.id === v2.id)!.isDefault).toBe(false);

    const set = await call(t, admin, 'PUT', `${ROLES}/${v1.id}/permissions`, { permissionIds: [idOf('fe.secure.read.audits')] });
    expect(set.body).toMatchObject({ id: v1.id, permissions: [idOf('fe.secure.read.audits')] });
    for (const action of ['role.created', 'role.updated', 'role.permissions_set']) {
      const [row] = await auditRows(t, action, v1.id);
      expect(row, action).toMatchObject({ actor_id: admin.userId, tenant_id: admin.tenantId, ip: '127.0.0.1' });
    }
    expect((await call(t, admin, 'DELETE', `${ROLES}/${v2.id}`)).status).toBe(200);
    expect((await roles(admin)).map((r) => r.id)).not.toContain(v2.id);
    expect(await auditRows(t, 'role.deleted', v2.id)).toHaveLength(1);
  });

  it("a member's next token follows the permissions of their role (the cache is invalidated)", async () => {
    const role = await createRole(admin, { key: 'Readers', name: 'Readers', permissions: ['fe.secure.read.users'] });
    const member = await memberOf(t, admin.tenantId, ['Readers']);
    expect((await refresh(t, member)).permissions).toEqual(['fe.secure.read.users']);
    await call(t, admin, 'PUT', `${ROLES}/${role.id}/permissions`, { permissionIds: [idOf('fe.secure.read.audits')] });
    expect((await refresh(t, member)).permissions).toEqual(['fe.secure.read.audits']);
    // The same change made from the permission's side.
    const r = await call(t, admin, 'PUT', `${PERMISSIONS}/${idOf('fe.secure.read.groups')}/roles`, { roleIds: [role.id] });
    expect(r.status).toBe(200);
    // The vendor roles that grant it stay listed; the tenant's own roles are exactly the ones sent.
    expect((r.body as unknown as WirePermission).roleIds.sort()).toEqual(
      [...perms.find((p) => p.key === 'fe.secure.read.groups')!.roleIds, role.id].sort(),
    );
    expect((await refresh(t, member)).permissions.sort()).toEqual(['fe.secure.read.audits', 'fe.secure.read.groups']);
    await call(t, admin, 'PUT', `${PERMISSIONS}/${idOf('fe.secure.read.groups')}/roles`, { roleIds: [] });
    expect((await refresh(t, member)).permissions).toEqual(['fe.secure.read.audits']);
    // Vendor roles keep the permission: a tenant only sets it on its own roles.
    expect(perms.find((p) => p.key === 'fe.secure.read.groups')!.roleIds.length).toBeGreaterThan(0);
    const after = (await call(t, admin, 'GET', PERMISSIONS)).body as unknown as WirePermission[];
    expect(after.find((p) => p.key === 'fe.secure.read.groups')!.roleIds).toEqual(
      perms.find((p) => p.key === 'fe.secure.read.groups')!.roleIds,
    );
  });

  it("a member's /me shows their role's new name and permissions at once", async () => {
    const role = await createRole(admin, { key: 'Auditors', name: 'Auditors', permissions: ['fe.secure.read.users'] });
    const member = await memberOf(t, admin.tenantId, ['Auditors']);
    const me = async () =>
      (await call(t, member, 'GET', '/identity/resources/users/v2/me')).body as unknown as {
        roles: WireRole[];
        permissions: WirePermission[];
        tenants: { tenantId: string; roles: WireRole[] }[];
      };
    const first = await me();
    expect(first.roles.map((r) => [r.key, r.name, r.permissions])).toEqual([['Auditors', 'Auditors', [idOf('fe.secure.read.users')]]]);
    // The roles are listed under the session's tenant only.
    for (const tenant of first.tenants) expect(tenant.roles).toEqual(tenant.tenantId === admin.tenantId ? first.roles : []);
    expect(first.tenants.map((x) => x.tenantId)).toContain(admin.tenantId);
    expect((await call(t, admin, 'PATCH', `${ROLES}/${role.id}`, { name: 'Internal auditors' })).status).toBe(200);
    expect((await me()).roles.map((r) => r.name)).toEqual(['Internal auditors']);
    await call(t, admin, 'PUT', `${ROLES}/${role.id}/permissions`, {
      permissionIds: [idOf('fe.secure.read.audits'), idOf('fe.secure.read.groups')],
    });
    const after = await me();
    expect(after.permissions.map((p) => p.key).sort()).toEqual(['fe.secure.read.audits', 'fe.secure.read.groups']);
    expect(after.permissions.every((p) => p.roleIds.includes(role.id))).toBe(true);
    expect(after.roles[0]!.permissions.sort()).toEqual([idOf('fe.secure.read.audits'), idOf('fe.secure.read.groups')].sort());
  });

  it('deleting a role removes its assignments to members and groups in one go', async () => {
    const role = await createRole(admin, { key: 'Temporary', name: 'Temporary', permissions: ['fe.secure.read.audits'] });
    const member = await memberOf(t, admin.tenantId, ['Temporary']);
    const viaGroup = await memberOf(t, admin.tenantId);
    const g = (await call(t, admin, 'POST', '/identity/resources/groups/v1', { name: 'Temporary group' })).body as unknown as {
      id: string;
    };
    await call(t, admin, 'POST', `/identity/resources/groups/v1/${g.id}/roles`, { roleIds: [role.id] });
    await call(t, admin, 'POST', `/identity/resources/groups/v1/${g.id}/users`, { userIds: [viaGroup.userId] });
    expect((await refresh(t, viaGroup)).roles).toEqual(['Temporary']);
    expect((await call(t, admin, 'DELETE', `${ROLES}/${role.id}`)).status).toBe(200);
    const db = t.deps.db.kysely;
    expect(await db.selectFrom('user_roles').selectAll().where('role_id', '=', role.id).execute()).toEqual([]);
    expect(await db.selectFrom('group_roles').selectAll().where('role_id', '=', role.id).execute()).toEqual([]);
    expect(await db.selectFrom('role_permissions').selectAll().where('role_id', '=', role.id).execute()).toEqual([]);
    const [row] = await auditRows(t, 'role.deleted', role.id);
    expect(JSON.parse(row!.data)).toMatchObject({ key: 'Temporary', memberAssignments: 1, groupAssignments: 1 });
    expect((await refresh(t, member)).roles).toEqual([]);
    expect((await refresh(t, viaGroup)).permissions).toEqual([]);
  });

  it('refuses bad input with 4xx in the §8 format and writes nothing', async () => {
    const own = await createRole(admin, { key: 'Existing', name: 'Existing' });
    const before = await rowCounts(t, [...ROLE_TABLES]);
    for (const [method, path, body, status, code] of [
      ['POST', ROLES, {}, 400, 'request.invalid'],
      ['POST', ROLES, { key: 'Bad<key>', name: 'x' }, 400, 'request.invalid'],
      ['POST', ROLES, { key: 'ok', name: '' }, 400, 'request.invalid'],
      ['POST', ROLES, { key: 'Admin', name: 'Shadow admin' }, 409, 'role.key_taken'],
      ['POST', ROLES, { key: 'existing', name: 'Case clash' }, 409, 'role.key_taken'],
      ['POST', ROLES, { key: 'Ghost', name: 'Ghost', permissions: ['fe.nothing'] }, 404, 'permission.not_found'],
      ['POST', '/identity/resources/roles/v2', { key: 'Based', name: 'Based', baseRoleId: 'missing' }, 404, 'role.not_found'],
      ['POST', ROLES, { key: 'Lvl', name: 'Lvl', level: -1 }, 400, 'request.invalid'],
      ['PATCH', `${ROLES}/${own.id}`, { key: 'ReadOnly' }, 409, 'role.key_taken'],
      ['PATCH', `${ROLES}/${own.id}`, { isDefault: 'yes' }, 400, 'request.invalid'],
      ['PUT', `${ROLES}/${own.id}/permissions`, { permissionIds: ['nope'] }, 404, 'permission.not_found'],
      ['PUT', `${ROLES}/${own.id}/permissions`, {}, 400, 'request.invalid'],
      ['PUT', `${PERMISSIONS}/nope/roles`, { roleIds: [] }, 404, 'permission.not_found'],
      ['PUT', `${PERMISSIONS}/${idOf('fe.secure.read.users')}/roles`, { roleIds: ['missing'] }, 404, 'role.not_found'],
      ['DELETE', `${ROLES}/missing`, undefined, 404, 'role.not_found'],
    ] as const)
      expectError(await call(t, admin, method, path, body), status, code);
    expect(await rowCounts(t, [...ROLE_TABLES])).toEqual(before);
  });

  it('parallel creates of one key: exactly one wins, the others are 409, never 500', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(t, admin, 'POST', ROLES, { key: 'Racing', name: 'Racing' })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await roles(admin)).filter((r) => r.key === 'Racing')).toHaveLength(1);
  });

  it('keeps vendor roles read-only to tenants', async () => {
    const adminRole = (await roles(admin)).find((r) => r.key === 'Admin')!;
    const readOnly = (await roles(admin)).find((r) => r.key === 'ReadOnly')!;
    const before = await rowCounts(t, [...ROLE_TABLES]);
    expectError(await call(t, admin, 'PATCH', `${ROLES}/${adminRole.id}`, { name: 'Mine now' }), 403, 'role.vendor_role');
    expectError(await call(t, admin, 'DELETE', `${ROLES}/${readOnly.id}`), 403, 'role.vendor_role');
    expectError(await call(t, admin, 'PUT', `${ROLES}/${readOnly.id}/permissions`, { permissionIds: [] }), 403, 'role.vendor_role');
    expectError(
      await call(t, admin, 'PUT', `${PERMISSIONS}/${idOf('fe.secure.write.users')}/roles`, { roleIds: [readOnly.id] }),
      403,
      'role.vendor_role',
    );
    expect(await rowCounts(t, [...ROLE_TABLES])).toEqual(before);
  });

  it('refuses privilege escalation and NEVER permissions', async () => {
    const roleAdmins = await createRole(admin, {
      key: 'RoleAdmins',
      name: 'Role admins',
      permissions: ['fe.secure.read.roles', 'fe.secure.write.roles'],
    });
    const manager = await memberOf(t, admin.tenantId, ['RoleAdmins']);
    const mine = await createRole(manager, { key: 'Helpers', name: 'Helpers', permissions: ['fe.secure.read.roles'] });
    const before = await rowCounts(t, [...ROLE_TABLES]);
    for (const [method, path, body] of [
      ['POST', ROLES, { key: 'Sneaky', name: 'Sneaky', permissions: ['fe.secure.write.users'] }],
      [
        'POST',
        '/identity/resources/roles/v2',
        { key: 'Sneaky2', name: 'Sneaky', baseRoleId: (await roles(admin)).find((r) => r.key === 'Admin')!.id },
      ],
      ['PUT', `${ROLES}/${mine.id}/permissions`, { permissionIds: [idOf('fe.secure.read.roles'), idOf('fe.secure.delete.users')] }],
      [
        'PUT',
        `${ROLES}/${roleAdmins.id}/permissions`,
        { permissionIds: [idOf('fe.secure.read.roles'), idOf('fe.secure.write.roles'), idOf('fe.secure.write.accountSettings')] },
      ],
      ['PUT', `${PERMISSIONS}/${idOf('fe.secure.write.users')}/roles`, { roleIds: [mine.id] }],
    ] as const) {
      const r = await call(t, manager, method, path, body);
      expectError(r, 403, 'permission.escalation');
    }
    expect(await rowCounts(t, [...ROLE_TABLES])).toEqual(before);
    expect((await refresh(t, manager)).permissions.sort()).toEqual(['fe.secure.read.roles', 'fe.secure.write.roles']);
    // Keeping what a role already has is not a grant: the manager may remove from a role they cannot fill.
    expect((await call(t, manager, 'PUT', `${ROLES}/${mine.id}/permissions`, { permissionIds: [] })).status).toBe(200);

    await t.deps.db.kysely
      .updateTable('permissions')
      .set({ assignment_type: 'NEVER' })
      .where('key', '=', 'fe.subscriptions.write')
      .execute();
    try {
      const mid = await rowCounts(t, [...ROLE_TABLES]);
      expectError(
        await call(t, admin, 'POST', ROLES, { key: 'Billing', name: 'Billing', permissions: ['fe.subscriptions.write'] }),
        400,
        'permission.not_assignable',
      );
      expectError(
        await call(t, admin, 'PUT', `${ROLES}/${mine.id}/permissions`, { permissionIds: [idOf('fe.subscriptions.write')] }),
        400,
        'permission.not_assignable',
      );
      expect(await rowCounts(t, [...ROLE_TABLES])).toEqual(mid);
    } finally {
      await t.deps.db.kysely
        .updateTable('permissions')
        .set({ assignment_type: 'ASSIGNABLE' })
        .where('key', '=', 'fe.subscriptions.write')
        .execute();
    }
  });

  it('gives every member the ALWAYS permissions, whatever their roles', async () => {
    const member = await memberOf(t, admin.tenantId);
    expect((await refresh(t, member)).permissions).toEqual([]);
    await t.deps.db.kysely
      .updateTable('permissions')
      .set({ assignment_type: 'ALWAYS' })
      .where('key', '=', 'fe.secure.read.audits')
      .execute();
    // Assignment types are the vendor's catalogue; a catalogue change clears the cache as this does.
    t.deps.rolePermissions.invalidate();
    try {
      expect((await refresh(t, member)).permissions).toEqual(['fe.secure.read.audits']);
      expect(
        ((await call(t, admin, 'GET', PERMISSIONS)).body as unknown as WirePermission[]).find((p) => p.key === 'fe.secure.read.audits')!
          .assignmentType,
      ).toBe('ALWAYS');
    } finally {
      await t.deps.db.kysely
        .updateTable('permissions')
        .set({ assignment_type: 'ASSIGNABLE' })
        .where('key', '=', 'fe.secure.read.audits')
        .execute();
      t.deps.rolePermissions.invalidate();
    }
    expect((await refresh(t, member)).permissions).toEqual([]);
  });

  it('answers 403 to members without the read or write permission', async () => {
    const own = await createRole(admin, { key: 'Guarded', name: 'Guarded' });
    const noRoles = await memberOf(t, admin.tenantId);
    const readOnly = await memberOf(t, admin.tenantId, ['ReadOnly']);
    for (const path of [ROLES, PERMISSIONS, `${PERMISSIONS}/categories`, '/team/resources/roles/v1']) {
      expectError(await call(t, noRoles, 'GET', path), 403, 'auth.forbidden');
      expect((await call(t, readOnly, 'GET', path)).status).toBe(200);
    }
    const before = await rowCounts(t, [...ROLE_TABLES]);
    for (const [method, path, body] of [
      ['POST', ROLES, { key: 'Nope', name: 'Nope' }],
      ['POST', '/identity/resources/roles/v2', { key: 'Nope', name: 'Nope' }],
      ['PATCH', `${ROLES}/${own.id}`, { name: 'Nope' }],
      ['DELETE', `${ROLES}/${own.id}`, undefined],
      ['PUT', `${ROLES}/${own.id}/permissions`, { permissionIds: [] }],
      ['PUT', `${PERMISSIONS}/${idOf('fe.secure.read.users')}/roles`, { roleIds: [] }],
    ] as const) {
      expectError(await call(t, readOnly, method, path, body), 403, 'auth.forbidden');
      expectError(await call(t, noRoles, method, path, body), 403, 'auth.forbidden');
    }
    expect(await rowCounts(t, [...ROLE_TABLES])).toEqual(before);
  });

  it("gives an admin of another tenant nothing of the first tenant's roles", async () => {
    const secret = await createRole(admin, {
      key: 'TenantASecret',
      name: 'Tenant A secret',
      description: 'marker-r-91c',
      permissions: ['fe.secure.read.users'],
    });
    const other = await newTenantAdmin(t);
    const footprint = [secret.id, 'TenantASecret', 'marker-r-91c', admin.tenantId];
    for (const path of [ROLES, PERMISSIONS, `${PERMISSIONS}/categories`, '/team/resources/roles/v1']) {
      const r = await call(t, other, 'GET', path);
      expect(r.status).toBe(200);
      for (const f of footprint) expect(JSON.stringify(r.body), path).not.toContain(f);
    }
    const before = await rowCounts(t, [...ROLE_TABLES]);
    for (const [method, path, body] of [
      ['PATCH', `${ROLES}/${secret.id}`, { name: 'Stolen' }],
      ['DELETE', `${ROLES}/${secret.id}`, undefined],
      ['PUT', `${ROLES}/${secret.id}/permissions`, { permissionIds: [] }],
      ['PUT', `${PERMISSIONS}/${idOf('fe.secure.write.users')}/roles`, { roleIds: [secret.id] }],
      ['POST', '/identity/resources/roles/v2', { key: 'Copy', name: 'Copy', baseRoleId: secret.id }],
    ] as const) {
      const r = await call(t, other, method, path, body);
      expectError(r, 404, 'role.not_found');
      for (const f of footprint) expect(JSON.stringify(r.body)).not.toContain(f);
    }
    expect(await rowCounts(t, [...ROLE_TABLES])).toEqual(before);
    // The same key is free in another tenant: roles are per tenant.
    expect((await call(t, other, 'POST', ROLES, { key: 'TenantASecret', name: 'Their own' })).status).toBe(201);
  });
});
