import { IMPERSONATE_PERMISSION } from '@gatehouse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, type TestServer } from '../../../test/harness';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { admin, invitedMember, mailedLink, P, roleId, signIn } from '../../../test/team-kit';
import { refreshTokensIssued } from '../../../test/refresh-tokens-issued';

const IMPERSONATE = '/identity/resources/impersonation/v1';

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const impersonate = (t: TestServer, actor: { accessToken: string }, body: Record<string, unknown>) =>
  t.request('POST', IMPERSONATE, { token: actor.accessToken, body: { actorToken: actor.accessToken, ...body } });

/** Rows the impersonation writes: sessions, refresh tokens, audit. */
async function written(t: TestServer) {
  const db = t.deps.db.kysely;
  const n = async (table: 'sessions' | 'audit_log') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { sessions: await n('sessions'), refreshTokens: await refreshTokensIssued(db), audit: await n('audit_log') };
}

/** A tenant role holding exactly `keys` (made directly: role management is another area). */
async function roleWith(t: TestServer, tenantId: string, keys: string[]): Promise<string> {
  const db = t.deps.db.kysely;
  const id = newId();
  const now = iso(t.clock.now());
  await db
    .insertInto('roles')
    .values({
      id,
      vendor_id: DEFAULT_VENDOR_ID,
      tenant_id: tenantId,
      key: `r-${id.slice(0, 6)}`,
      name: 'Custom',
      description: null,
      is_default: 0,
      level: 5,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const key of keys) {
    const p = await db.selectFrom('permissions').select('id').where('key', '=', key).executeTakeFirstOrThrow();
    await db.insertInto('role_permissions').values({ role_id: id, permission_id: p.id }).execute();
  }
  return id;
}

describe('impersonation (spec 000 §4.6, wire-compat §2.19) with impersonationByAdmins on', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { impersonationByAdmins: true } });
  });
  afterAll(() => t.close());

  it('an admin acts as a member: tokens carry act.sub, a short session, the cookie, and audit rows at start and each refresh', async () => {
    const a = await admin(t);
    const m = await invitedMember(t, a.accessToken);
    const res = await impersonate(t, a, { impersonatedUserId: m.userId, redirectUrl: 'http://localhost:5173/' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { accessToken: string; tokenType: string; refreshToken: string; expiresIn: number; expires: string };
    expect(body).toEqual({
      accessToken: expect.any(String),
      tokenType: 'Bearer',
      refreshToken: expect.any(String),
      expiresIn: t.config.accessTokenTtlSeconds,
      expires: expect.any(String),
    });
    const claims = claimsOf(body.accessToken);
    expect(claims).toMatchObject({ sub: m.userId, tenantId: a.tenantId, act: { sub: a.userId }, email: m.email });
    const cookie = refreshCookieOf(res)!;
    expect(cookie).toBeDefined();
    const session = await t.deps.db.kysely
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', claims.sid as string)
      .executeTakeFirstOrThrow();
    expect(session.actor_id).toBe(a.userId);
    expect(Date.parse(session.expires_at) - Date.parse(session.created_at)).toBe(t.config.impersonationSessionSeconds * 1000);
    // The member's own API sees the member.
    const me = await t.request('GET', '/identity/resources/users/v2/me', { token: body.accessToken });
    expect(((await me.json()) as { email: string }).email).toBe(m.email);

    const refreshed = await t.request('POST', P.refresh, { cookie, body: {} });
    expect(refreshed.status).toBe(200);
    expect(claimsOf(((await refreshed.json()) as { accessToken: string }).accessToken)).toMatchObject({
      sub: m.userId,
      act: { sub: a.userId },
    });
    const audit = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'tenant_id'])
      .where('target_id', '=', m.userId)
      .where('action', 'like', 'impersonation.%')
      .orderBy('created_at')
      .execute();
    expect(audit.map((r) => [r.action, r.actor_id, r.tenant_id])).toEqual([
      ['impersonation.started', a.userId, a.tenantId],
      ['impersonation.refreshed', a.userId, a.tenantId],
    ]);
    // The session lives no longer than its short lifetime.
    t.clock.advance((t.config.impersonationSessionSeconds + 1) * 1000);
    expect((await t.request('POST', P.refresh, { cookie: refreshCookieOf(refreshed)!, body: {} })).status).toBe(401);
  });

  it('refuses a caller without the permission (403) and writes nothing', async () => {
    const a = await admin(t);
    const m = await invitedMember(t, a.accessToken);
    const before = await written(t);
    const res = await impersonate(t, m, { impersonatedUserId: a.userId });
    expect((await errorOf(res)).errorCode).toBe('auth.forbidden');
    expect(await written(t)).toEqual(before);
  });

  it('refuses a user of another tenant as "not found" and writes nothing', async () => {
    const a = await admin(t);
    const other = await admin(t);
    const m = await invitedMember(t, other.accessToken);
    const before = await written(t);
    const res = await impersonate(t, a, { impersonatedUserId: m.userId });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).errorCode).toBe('user.not_found');
    expect(await written(t)).toEqual(before);
  });

  it('refuses a target holding permissions the caller lacks', async () => {
    const a = await admin(t);
    const impersonator = await invitedMember(t, a.accessToken, [
      await roleWith(t, a.tenantId, [IMPERSONATE_PERMISSION, 'fe.secure.read.users']),
    ]);
    const before = await written(t);
    const res = await impersonate(t, impersonator, { impersonatedUserId: a.userId });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).errorCode).toBe('impersonation.not_allowed');
    expect(await written(t)).toEqual(before);
    // A target with no more than the caller's permissions is allowed.
    const plain = await invitedMember(t, a.accessToken, [await roleWith(t, a.tenantId, ['fe.secure.read.users'])]);
    expect((await impersonate(t, impersonator, { impersonatedUserId: plain.userId })).status).toBe(200);
  });

  it('an impersonated session cannot impersonate again', async () => {
    const a = await admin(t);
    const second = await invitedMember(t, a.accessToken, [await roleId(t, 'Admin')]);
    const m = await invitedMember(t, a.accessToken);
    const res = await impersonate(t, a, { impersonatedUserId: second.userId });
    const asSecond = (await res.json()) as { accessToken: string };
    const nested = await impersonate(t, asSecond, { impersonatedUserId: m.userId });
    expect((await errorOf(nested)).errorCode).toBe('impersonation.not_allowed');
  });

  it('bad input is a 4xx in the §8 format and writes nothing', async () => {
    const a = await admin(t);
    const m = await invitedMember(t, a.accessToken);
    const other = await signIn(t, a.email);
    const before = await written(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ impersonatedUserId: a.userId }, 400, 'impersonation.self'],
      [{ impersonatedUserId: 42 }, 400, 'request.invalid'],
      [{ impersonatedUserId: m.userId, actorToken: undefined }, 400, 'request.invalid'],
      [{ impersonatedUserId: m.userId, actorToken: 'not-a-jwt' }, 400, 'impersonation.actor_token_invalid'],
      // The actor token must be of the calling session, not another session of the same user.
      [{ impersonatedUserId: m.userId, actorToken: other.accessToken }, 400, 'impersonation.actor_token_invalid'],
      [{ impersonatedUserId: m.userId, redirectUrl: 'https://evil.example/' }, 400, 'impersonation.redirect_not_allowed'],
      [{ impersonatedUserId: m.userId, redirectUrl: 'javascript:alert(1)' }, 400, 'impersonation.redirect_not_allowed'],
      [{ impersonatedUserId: 'no-such-user' }, 404, 'user.not_found'],
    ];
    for (const [body, status, code] of cases) {
      const res = await impersonate(t, a, body);
      const err = await errorOf(res);
      expect([body, err.status, err.errorCode]).toEqual([body, status, code]);
    }
    expect(await written(t)).toEqual(before);
  });
});

describe('impersonation is not granted to Admin by default (decision 0021)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('an Admin without the opt-in gets 403', async () => {
    const a = await admin(t);
    const m = await invitedMember(t, a.accessToken);
    expect(claimsOf(a.accessToken).permissions).not.toContain(IMPERSONATE_PERMISSION);
    expect((await errorOf(await impersonate(t, a, { impersonatedUserId: m.userId }))).errorCode).toBe('auth.forbidden');
  });
});

describe('session per tenant: refresh with a tenantId (spec 000 §4.7, wire-compat §2.3)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { impersonationByAdmins: true } });
  });
  afterAll(() => t.close());

  it('answers a token for a tenant the user belongs to, and refuses (403, session kept) one it does not', async () => {
    const a = await admin(t);
    const b = await admin(t);
    const stranger = await admin(t);
    expect((await t.request('POST', P.usersV2, { token: a.accessToken, body: { email: b.email } })).status).toBe(201);
    const link = await mailedLink(t, b.email);
    expect((await t.request('POST', P.accept, { body: { userId: link.userId, token: link.token } })).status).toBe(200);
    const session = await signIn(t, b.email);

    const before = await written(t);
    const refused = await t.request('POST', P.refresh, { cookie: session.cookie, body: { tenantId: stranger.tenantId } });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).errorCode).toBe('auth.tenant_forbidden');
    expect(refreshCookieOf(refused)).toBeUndefined();
    expect(await written(t)).toEqual(before);

    // Two tabs, two tenants: each refresh answers for the tenant it names.
    const tabA = await t.request('POST', P.refresh, { cookie: session.cookie, body: { tenantId: a.tenantId } });
    expect(((await tabA.json()) as { tenantId: string }).tenantId).toBe(a.tenantId);
    const tabB = await t.request('POST', P.refresh, { cookie: refreshCookieOf(tabA)!, body: { tenantId: b.tenantId } });
    const tokenB = ((await tabB.json()) as { accessToken: string }).accessToken;
    expect(claimsOf(tokenB).tenantId).toBe(b.tenantId);
  });

  it('an impersonated session cannot move to another tenant', async () => {
    const a = await admin(t);
    const m = await invitedMember(t, a.accessToken);
    const res = await impersonate(t, a, { impersonatedUserId: m.userId });
    const cookie = refreshCookieOf(res)!;
    const moved = await t.request('POST', P.refresh, { cookie, body: { tenantId: newId() } });
    expect((await errorOf(moved)).errorCode).toBe('auth.tenant_forbidden');
    expect((await t.request('POST', P.refresh, { cookie, body: { tenantId: a.tenantId } })).status).toBe(200);
  });
});
