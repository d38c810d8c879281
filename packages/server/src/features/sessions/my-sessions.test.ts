import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iso } from '../../kernel/clock';
import { createTestServer, errorOf, signUpAndActivate, type TestServer } from '../../../test/harness';

const SESSIONS = '/identity/resources/users/sessions/v1';
const LOGIN = '/identity/resources/auth/v1/user';
const ME = '/identity/resources/users/v2/me';

interface Session {
  id: string;
  current: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  impersonated: boolean;
  expires: string;
  createdAt: string;
}

describe('my sessions: list, current, sign out one or all others; an administrator signs a member out', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const signIn = async (u: { email: string; password: string }, userAgent: string) => {
    const res = await t.request('POST', LOGIN, {
      body: { email: u.email, password: u.password },
      headers: { 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { accessToken: string }).accessToken;
  };
  const list = async (token: string) => {
    const res = await t.request('GET', `${SESSIONS}/me`, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as Session[];
  };

  it('lists live sessions newest first with device, address and the current one marked', async () => {
    const u = await signUpAndActivate(t);
    t.clock.advance(1000);
    const laptop = await signIn(u, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/130.0');
    t.clock.advance(1000);
    const phone = await signIn(u, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1');
    const sessions = await list(phone);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, userAgent: expect.stringContaining('iPhone'), impersonated: false });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[1]!.userAgent).toContain('Firefox');
    expect(sessions.map((s) => s.createdAt)).toEqual([...sessions.map((s) => s.createdAt)].sort().reverse());
    const current = await t.request('GET', `${SESSIONS}/me/current`, { token: laptop });
    expect(await current.json()).toMatchObject({ id: sessions[1]!.id, current: true });
    // Also under the /frontegg prefix the reference clients use.
    expect((await t.request('GET', `/frontegg${SESSIONS}/me`, { token: phone })).status).toBe(200);
  });

  it('signs out one session: its token stops working at once; another user cannot end it', async () => {
    const u = await signUpAndActivate(t);
    const other = await signUpAndActivate(t);
    const laptop = await signIn(u, 'laptop');
    const phone = await signIn(u, 'phone');
    const laptopSession = (await list(laptop)).find((s) => s.current)!;
    const foreign = await t.request('DELETE', `${SESSIONS}/me/${laptopSession.id}`, { token: other.accessToken });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).errorCode).toBe('session.not_found');
    expect((await t.request('GET', ME, { token: laptop })).status).toBe(200);
    expect((await t.request('DELETE', `${SESSIONS}/me/${laptopSession.id}`, { token: phone })).status).toBe(200);
    expect((await t.request('GET', ME, { token: laptop })).status).toBe(401);
    expect((await list(phone)).map((s) => s.id)).not.toContain(laptopSession.id);
    expect((await t.request('DELETE', `${SESSIONS}/me/${laptopSession.id}`, { token: phone })).status).toBe(404);
    const audits = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select(['actor_id', 'target_id'])
      .where('action', '=', 'session.revoked')
      .execute();
    expect(audits).toContainEqual({ actor_id: u.userId, target_id: laptopSession.id });
  });

  it('signs out every other session and keeps the current one', async () => {
    const u = await signUpAndActivate(t);
    const a = await signIn(u, 'a');
    const b = await signIn(u, 'b');
    expect((await t.request('DELETE', `${SESSIONS}/me/all`, { token: b })).status).toBe(200);
    expect((await list(b)).map((s) => s.current)).toEqual([true]);
    expect((await t.request('GET', ME, { token: a })).status).toBe(401);
    expect((await t.request('GET', ME, { token: u.accessToken })).status).toBe(401);
    expect((await t.request('GET', ME, { token: b })).status).toBe(200);
  });

  it("an administrator signs a member out of the administrator's tenant only; needs fe.secure.write.users; bad input is 400", async () => {
    const admin = await signUpAndActivate(t);
    const member = await signUpAndActivate(t);
    const db = t.deps.db.kysely;
    // Make the member a ReadOnly member of the admin's tenant (the invitation API is another feature).
    const readOnly = await db
      .selectFrom('roles')
      .select('id')
      .where('key', '=', 'ReadOnly')
      .where('tenant_id', 'is', null)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberships')
      .values({ user_id: member.userId, tenant_id: admin.tenantId, activated: 1, created_at: iso(t.clock.now()) })
      .execute();
    await db.insertInto('user_roles').values({ user_id: member.userId, tenant_id: admin.tenantId, role_id: readOnly.id }).execute();
    const inOwnTenant = await signIn(member, 'own tenant');
    // Switching makes the admin's tenant the active one, where the next sign-in opens its session.
    const switched = await t.request('PUT', '/identity/resources/users/v1/tenant', {
      token: member.accessToken,
      body: { tenantId: admin.tenantId },
    });
    expect(switched.status, await switched.clone().text()).toBe(200);
    const inAdminTenant = await signIn(member, 'admin tenant');
    // A member without the permission cannot sign others out.
    const refused = await t.request('POST', `${SESSIONS}/revoke`, { token: inAdminTenant, body: { userId: admin.userId } });
    expect(refused.status).toBe(403);
    for (const body of [{}, { userId: '' }, { userId: 42 }])
      expect((await t.request('POST', `${SESSIONS}/revoke`, { token: admin.accessToken, body })).status).toBe(400);
    // Not a member of the admin's tenant: answered as unknown.
    const stranger = await signUpAndActivate(t);
    expect((await t.request('POST', `${SESSIONS}/revoke`, { token: admin.accessToken, body: { userId: stranger.userId } })).status).toBe(
      404,
    );
    expect((await t.request('GET', ME, { token: stranger.accessToken })).status).toBe(200);
    const self = await t.request('POST', `${SESSIONS}/revoke`, { token: admin.accessToken, body: { userId: admin.userId } });
    expect(self.status).toBe(400);
    expect((await errorOf(self)).errorCode).toBe('session.revoke_self');
    expect((await t.request('GET', ME, { token: admin.accessToken })).status).toBe(200);
    const before = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', member.userId)
      .where('tenant_id', '=', member.tenantId)
      .where('revoked_at', 'is', null)
      .execute();
    expect((await t.request('POST', `${SESSIONS}/revoke`, { token: admin.accessToken, body: { userId: member.userId } })).status).toBe(200);
    // Gone in the admin's tenant, untouched in the member's own.
    const revoked = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', member.userId)
      .where('tenant_id', '=', admin.tenantId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(revoked).toEqual([]);
    const after = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', member.userId)
      .where('tenant_id', '=', member.tenantId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(after).toEqual(before);
    expect((await t.request('GET', ME, { token: inOwnTenant })).status).toBe(200);
  });
});
