import { teamApi, type Endpoint } from '@gatehouse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, type TestServer } from '../../../test/harness';
import { admin, emptyRole, invitedMember, newEmail, P } from '../../../test/team-kit';

const guarded = (Object.values(teamApi) as unknown[]).filter(
  (e): e is Endpoint => !!e && typeof e === 'object' && 'access' in e && (e as Endpoint).access.kind === 'user',
);

/** A valid request to each guarded endpoint, aimed at `userId`. */
const bodyOf = (e: Endpoint, userId: string, roleId: string): unknown =>
  ({
    inviteUser: { email: newEmail('probe'), roleIds: [roleId] },
    bulkInviteUsers: { emails: [newEmail('probe')] },
    updateTeamMember: { id: userId, roleIds: [''] },
    setTemporaryUser: { expirationInSeconds: 3600 },
    createInviteLink: { expiresInMinutes: 60 },
    createInviteLinkV2: { expiresInMinutes: 60 },
    updateInviteLink: { expiresInMinutes: 60 },
    resendMemberActivation: {},
  })[e.id];
const pathOf = (e: Endpoint, userId: string) =>
  e.path.replace('{userId}', userId) + (e.method === 'get' && !e.path.includes('{') ? `?ids=${userId}` : '');

describe('users and team: every endpoint checks fe.* permissions and the tenant', () => {
  let t: TestServer;
  let a: Awaited<ReturnType<typeof admin>>;
  let member: Awaited<ReturnType<typeof invitedMember>>;
  let pending: string;
  let adminRoleId: string;
  beforeAll(async () => {
    t = await createTestServer();
    a = await admin(t);
    member = await invitedMember(t, a.accessToken);
    pending = (await (await t.request('POST', P.usersV2, { token: a.accessToken, body: { email: newEmail('pending') } })).json()).id;
    expect((await t.request('POST', P.inviteLink, { token: a.accessToken, body: {} })).status).toBe(201);
    adminRoleId = (await t.deps.db.kysely.selectFrom('roles').select('id').where('key', '=', 'Admin').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  /** Everything of tenant A a foreign answer must not carry, and its rows that must not change. */
  const snapshotA = async () => {
    const db = t.deps.db.kysely;
    return {
      memberships: await db.selectFrom('memberships').selectAll().where('tenant_id', '=', a.tenantId).orderBy('user_id').execute(),
      roles: await db
        .selectFrom('user_roles')
        .selectAll()
        .where('tenant_id', '=', a.tenantId)
        .orderBy('user_id')
        .orderBy('role_id')
        .execute(),
      link: await db.selectFrom('invite_links').selectAll().where('tenant_id', '=', a.tenantId).execute(),
      users: await db
        .selectFrom('users')
        .select(['id', 'name', 'locked_until', 'failed_logins'])
        .where('id', 'in', [a.userId, member.userId, pending])
        .orderBy('id')
        .execute(),
    };
  };

  it(`a member without fe.secure.read.users gets 403 from every guarded endpoint (${guarded.length})`, async () => {
    const none = await emptyRole(t, a.tenantId);
    const weak = await invitedMember(t, a.accessToken, [none]);
    const before = await snapshotA();
    for (const e of guarded) {
      const res = await t.request(e.method.toUpperCase(), pathOf(e, member.userId), {
        token: weak.accessToken,
        body: bodyOf(e, member.userId, adminRoleId),
      });
      expect(res.status, e.id).toBe(403);
      expect((await errorOf(res)).errorCode, e.id).toBe('auth.forbidden');
    }
    const after = await snapshotA();
    expect(after.users).toEqual(before.users);
    expect(after.link).toEqual(before.link);
  });

  it('an administrator of another tenant gets 403/404, or only their own tenant, from every guarded endpoint', async () => {
    const b = await admin(t);
    const before = await snapshotA();
    const secrets = [member.userId, member.email, pending, a.tenantId, a.userId, a.email];
    for (const target of [member.userId, pending]) {
      for (const e of guarded) {
        const res = await t.request(e.method.toUpperCase(), pathOf(e, target), {
          token: b.accessToken,
          body: bodyOf(e, target, adminRoleId),
        });
        const text = await res.text();
        for (const s of secrets) expect(text, `${e.id} leaked ${s}`).not.toContain(s);
        if (e.path.includes('{userId}') || e.id === 'updateTeamMember') expect([403, 404], e.id).toContain(res.status);
      }
    }
    const after = await snapshotA();
    expect(after).toEqual(before);
  });

  it('v3 naming another tenant is refused; naming the own tenant answers it', async () => {
    const b = await admin(t);
    for (const q of [`_tenantId=${a.tenantId}`, `tenantId=${a.tenantId}`]) {
      const res = await t.request('GET', `${P.usersV3}?${q}`, { token: b.accessToken });
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain(member.userId);
    }
    const own = await t.request('GET', `${P.usersV3}?_tenantId=${b.tenantId}`, { token: b.accessToken });
    expect((await own.json())._metadata.totalItems).toBe(1);
  });
});
