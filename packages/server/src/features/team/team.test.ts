import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, type TestServer } from '../../../test/harness';
import { iso } from '../../kernel/clock';
import { admin, counts, emptyRole, invitedMember, mailedLink, newEmail, P, roleId, signIn } from '../../../test/team-kit';

describe('users and team: member lifecycle', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('edit roles: a list of roles replaces them, [""] clears them, [] leaves them (spec 001 §5); audited with who and from where', async () => {
    const a = await admin(t);
    const m = await invitedMember(t, a.accessToken);
    const [adminRole, readOnly] = [await roleId(t, 'Admin'), await roleId(t, 'ReadOnly')];
    const set = await t.request('PUT', P.members, {
      token: a.accessToken,
      body: { id: m.userId, roleIds: [adminRole, readOnly] },
      headers: { 'user-agent': 'portal-test' },
    });
    expect(set.status).toBe(200);
    expect((await set.json()).item.roleIds.sort()).toEqual([adminRole, readOnly].sort());
    const row = await t.deps.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'team.user.updated')
      .where('target_id', '=', m.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_id: a.userId, tenant_id: a.tenantId, user_agent: 'portal-test', created_at: iso(t.clock.now()) });
    expect(row.ip).toBeTruthy();

    const keep = await t.request('PUT', P.members, { token: a.accessToken, body: { id: m.userId, roleIds: [] } });
    expect((await keep.json()).item.roleIds).toHaveLength(2);
    const cleared = await t.request('PUT', P.members, { token: a.accessToken, body: { id: m.userId, roleIds: [''] } });
    expect((await cleared.json()).item).toMatchObject({ roleIds: [], roles: [] });
    const renamed = await t.request('PUT', P.members, {
      token: a.accessToken,
      body: { id: m.userId, name: 'Katherine Johnson', email: 'ignored@example.com' },
    });
    expect((await renamed.json()).item).toMatchObject({ name: 'Katherine Johnson', email: m.email });
    // The list's sort copy follows the rename (kept by a trigger).
    const byName = await (await t.request('GET', `${P.usersV2}?_sortBy=name&_order=ASC`, { token: a.accessToken })).json();
    expect(byName.items.map((i: { name: string }) => i.name)).toEqual([...byName.items.map((i: { name: string }) => i.name)].sort());
    const copy = await t.deps.db.kysely
      .selectFrom('memberships')
      .select(['user_name', 'user_email'])
      .where('user_id', '=', m.userId)
      .executeTakeFirstOrThrow();
    expect(copy).toEqual({ user_name: 'Katherine Johnson', user_email: m.email });
  });

  it('bad input answers 4xx in the §8 format and writes nothing', async () => {
    const a = await admin(t);
    const m = await invitedMember(t, a.accessToken);
    const before = await counts(t);
    const cases: [string, string, unknown][] = [
      ['POST', P.usersV2, { email: 'not-an-email' }],
      ['POST', P.usersV2, { email: newEmail(), roleIds: ['no-such-role'] }],
      ['POST', P.usersV2, { email: newEmail(), phone: 'call me' }],
      ['POST', P.usersV2, { email: newEmail(), expirationInSeconds: -5 }],
      ['POST', P.usersV2, { email: newEmail(), provider: 'saml' }],
      ['PUT', P.members, { id: m.userId, roleIds: 'Admin' }],
      ['PUT', P.members, { id: m.userId, roleIds: ['no-such-role'] }],
      ['PUT', P.members, { roleIds: [] }],
      ['PUT', `${P.temporary}/${m.userId}`, { expirationInSeconds: 'soon' }],
      ['PUT', `${P.temporary}/${m.userId}`, { expirationInSeconds: 0 }],
      ['POST', P.inviteLink, { expiresInMinutes: 0 }],
      ['POST', P.inviteLink, { roleIds: ['no-such-role'] }],
      ['PATCH', P.inviteLink, { shouldSendEmail: 'yes' }],
      ['POST', P.accept, { userId: m.userId }],
      ['POST', '/identity/resources/tenants/invites/v1/verify', {}],
    ];
    for (const [method, path, body] of cases) {
      const res = await t.request(method, path, { token: a.accessToken, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      await errorOf(res);
    }
    for (const q of ['_limit=0', '_limit=1000', '_offset=-1', '_sortBy=password', '_order=sideways']) {
      const res = await t.request('GET', `${P.usersV2}?${q}`, { token: a.accessToken });
      expect(res.status, q).toBe(400);
      await errorOf(res);
    }
    // Ids that are no member of the tenant are 404 and change nothing.
    for (const [method, path] of [
      ['DELETE', `${P.members}/no-such-user`],
      ['POST', `${P.tenantUsers}/no-such-user/disable`],
      ['POST', `${P.tenantUsers}/no-such-user/unlock`],
      ['DELETE', `${P.temporary}/no-such-user`],
      ['GET', '/identity/resources/users/v1/no-such-user'],
    ] as const) {
      const res = await t.request(method, path, { token: a.accessToken });
      expect(res.status, path).toBe(404);
      await errorOf(res);
    }
    // The caller cannot disable, delete or expire themselves.
    for (const [method, path, body] of [
      ['DELETE', `${P.members}/${a.userId}`, undefined],
      ['POST', `${P.tenantUsers}/${a.userId}/disable`, undefined],
      ['PUT', `${P.temporary}/${a.userId}`, { expirationInSeconds: 3600 }],
    ] as const) {
      const res = await t.request(method, path, { token: a.accessToken, body });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).errorCode).toBe('team.not_yourself');
    }
    expect(await counts(t)).toEqual(before);
  });

  it('delete removes the membership from this tenant only, revokes the sessions there, and the account when no tenant is left', async () => {
    const a = await admin(t);
    const b = await admin(t);
    // b's account also joins a's tenant.
    expect((await t.request('POST', P.usersV2, { token: a.accessToken, body: { email: b.email } })).status).toBe(201);
    const link = await mailedLink(t, b.email);
    expect((await t.request('POST', P.accept, { body: link })).status).toBe(200);
    const inA = await signIn(t, b.email, b.password);
    const moved = await t.request('POST', P.refresh, { cookie: inA.cookie, body: { tenantId: a.tenantId } });
    expect((await moved.json()).tenantId).toBe(a.tenantId);
    const movedCookie = moved.headers
      .getSetCookie()
      .find((c) => c.includes('refresh'))!
      .split(';')[0]!;

    expect((await t.request('DELETE', `${P.members}/${b.userId}`, { token: a.accessToken })).status).toBe(200);
    expect((await t.request('POST', P.refresh, { cookie: movedCookie, body: { tenantId: null } })).status).toBe(401);
    const still = await signIn(t, b.email, b.password);
    expect(still.status).toBe(200);
    expect(still.body.tenantId).toBe(b.tenantId);
    expect((await t.request('GET', `${P.usersV3}?ids=${b.userId}`, { token: a.accessToken }).then((r) => r.json())).items).toEqual([]);

    // A member whose only tenant this is: the account goes too.
    const m = await invitedMember(t, a.accessToken);
    const total = async () => (await (await t.request('GET', P.usersV3, { token: a.accessToken })).json())._metadata.totalItems;
    expect(await total()).toBe(2);
    expect((await t.request('DELETE', `${P.members}/${m.userId}`, { token: a.accessToken })).status).toBe(200);
    expect(await total()).toBe(1);
    expect(await t.deps.db.kysely.selectFrom('users').select('id').where('id', '=', m.userId).executeTakeFirst()).toBeUndefined();
    expect((await t.request('POST', P.refresh, { cookie: m.cookie, body: { tenantId: null } })).status).toBe(401);
  });

  it('temporary members: expiry from now, sign-in and refresh refused after it, "set as permanent" clears it', async () => {
    const a = await admin(t);
    const m = await invitedMember(t, a.accessToken);
    const set = await t.request('PUT', `${P.temporary}/${m.userId}`, { token: a.accessToken, body: { expirationInSeconds: 600 } });
    expect(set.status).toBe(200);
    const { temporaryExpirationDate } = await set.json();
    expect(temporaryExpirationDate).toBe(iso(t.clock.now() + 600_000));
    const row = (await (await t.request('GET', `${P.usersV3}?ids=${m.userId}`, { token: a.accessToken })).json()).items[0];
    expect(row.temporaryExpirationDate).toBe(temporaryExpirationDate);

    const session = await signIn(t, m.email);
    expect(session.status).toBe(200);
    t.clock.advance(601_000);
    expect((await t.request('POST', P.refresh, { cookie: session.cookie, body: { tenantId: null } })).status).toBe(401);
    const late = await signIn(t, m.email);
    expect(late.status).toBe(403);

    const fresh = await signIn(t, a.email, a.password);
    expect((await t.request('DELETE', `${P.temporary}/${m.userId}`, { token: fresh.accessToken })).status).toBe(200);
    expect((await signIn(t, m.email)).status).toBe(200);
    expect(await (await t.request('GET', `${P.temporary}/configuration`, { token: fresh.accessToken })).json()).toEqual({ enabled: true });
  });

  it('lock state: the list shows isLocked, unlock lifts it', async () => {
    const a = await admin(t);
    const m = await invitedMember(t, a.accessToken);
    await t.deps.db.kysely
      .updateTable('users')
      .set({ failed_logins: 10, locked_until: iso(t.clock.now() + 3_600_000) })
      .where('id', '=', m.userId)
      .execute();
    const locked = (await (await t.request('GET', `${P.usersV3}?ids=${m.userId}`, { token: a.accessToken })).json()).items[0];
    expect(locked.isLocked).toBe(true);
    expect((await signIn(t, m.email)).status).toBe(403);
    expect((await t.request('POST', `${P.tenantUsers}/${m.userId}/unlock`, { token: a.accessToken })).status).toBe(200);
    const row = (await (await t.request('GET', `${P.usersV3}?ids=${m.userId}`, { token: a.accessToken })).json()).items[0];
    expect(row.isLocked).toBe(false);
    expect((await signIn(t, m.email)).status).toBe(200);
  });

  it('user by id, roles and groups by ids, stats', async () => {
    const a = await admin(t);
    const m = await invitedMember(t, a.accessToken);
    const one = await t.request('GET', `/identity/resources/users/v1/${m.userId}`, { token: a.accessToken });
    expect(await one.json()).toMatchObject({ id: m.userId, email: m.email, tenantId: a.tenantId, deletedAt: null });
    const roles = await (
      await t.request('GET', `${P.usersV3}/roles?ids=${m.userId},${a.userId},someone-else`, { token: a.accessToken })
    ).json();
    expect(roles).toHaveLength(2);
    expect(roles.find((r: { userId: string }) => r.userId === a.userId).roleIds).toEqual([await roleId(t, 'Admin')]);
    const groups = await (await t.request('GET', `${P.usersV3}/groups?ids=${m.userId}`, { token: a.accessToken })).json();
    expect(groups).toEqual([{ vendorId: 'default', tenantId: a.tenantId, userId: m.userId, groupIds: [] }]);
    const stats = await (await t.request('GET', '/team/resources/stats/v1/members', { token: a.accessToken })).json();
    expect(stats).toEqual({ totalItems: 2, addedThisWeek: 2, superAdmins: 1 });
    const legacy = await (
      await t.request('GET', `${P.members}?pageOffset=0&pageSize=1&sortBy=email&sortDirection=asc`, { token: a.accessToken })
    ).json();
    expect(legacy).toMatchObject({ totalItems: 2, totalPages: 2 });
    expect(legacy.items).toHaveLength(1);
  });
  it('a user manager cannot hand out roles with permissions they do not hold (no escalation)', async () => {
    const a = await admin(t);
    const manager = await emptyRole(t, a.tenantId);
    const db = t.deps.db.kysely;
    for (const key of ['fe.secure.read.users', 'fe.secure.write.users']) {
      const p = await db.selectFrom('permissions').select('id').where('key', '=', key).executeTakeFirstOrThrow();
      await db.insertInto('role_permissions').values({ role_id: manager, permission_id: p.id }).execute();
    }
    t.deps.rolePermissions.invalidate();
    const m = await invitedMember(t, a.accessToken, [manager]);
    const before = await counts(t);
    const up = await t.request('POST', P.usersV2, {
      token: m.accessToken,
      body: { email: newEmail(), roleIds: [await roleId(t, 'Admin')] },
    });
    expect(up.status).toBe(403);
    expect((await errorOf(up)).errorCode).toBe('permission.escalation');
    const self = await t.request('PUT', P.members, { token: m.accessToken, body: { id: m.userId, roleIds: [await roleId(t, 'Admin')] } });
    expect(self.status).toBe(403);
    expect(await counts(t)).toEqual(before);
    // Roles within their own rights are fine.
    expect((await t.request('POST', P.usersV2, { token: m.accessToken, body: { email: newEmail(), roleIds: [manager] } })).status).toBe(
      201,
    );
  });
});
