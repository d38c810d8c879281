import { endpointList } from '@gatehouse/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, signUpAndActivate, type TestServer } from '../../../test/harness';
import { iso } from '../../kernel/clock';
import { setLoginPhone } from '../../../test/set-login-phone';

const V1 = '/identity/resources/users/v1';
const V2 = '/identity/resources/users/v2';
const V3 = '/identity/resources/users/v3';
const REFRESH = '/identity/resources/auth/v1/user/token/refresh';

type Session = Awaited<ReturnType<typeof signUpAndActivate>>;

/** Makes the user a ReadOnly member of a new tenant (no admin API exists yet, so straight in the database). */
async function addReadOnlyTenant(t: TestServer, userId: string, name = 'Second Tenant'): Promise<string> {
  const db = t.deps.db.kysely;
  const now = iso(t.clock.now());
  const tenantId = crypto.randomUUID();
  const readOnly = await db
    .selectFrom('roles')
    .select('id')
    .where('key', '=', 'ReadOnly')
    .where('tenant_id', 'is', null)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tenants')
    .values({
      id: tenantId,
      vendor_id: 'default',
      name,
      alias: null,
      metadata: '{}',
      address: null,
      timezone: null,
      date_format: null,
      time_format: null,
      currency: null,
      logo: null,
      is_reseller: 0,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  await db.insertInto('memberships').values({ user_id: userId, tenant_id: tenantId, activated: 1, created_at: now }).execute();
  await db.insertInto('user_roles').values({ user_id: userId, tenant_id: tenantId, role_id: readOnly.id }).execute();
  return tenantId;
}

/** Refreshes and returns the new access token and its decoded claims. */
async function refresh(t: TestServer, cookie: string) {
  const res = await t.request('POST', REFRESH, { body: { tenantId: null }, cookie });
  expect(res.status).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { accessToken, claims: decodeJwt(accessToken), cookie: refreshCookieOf(res)! };
}

function expectProfile(me: Record<string, unknown>, u: Session) {
  expect(me).toMatchObject({
    id: u.userId,
    sub: u.userId,
    email: u.email,
    name: 'Ada Lovelace',
    verified: true,
    tenantId: u.tenantId,
    tenantIds: [u.tenantId],
    tenants: [{ tenantId: u.tenantId, roles: expect.arrayContaining([expect.objectContaining({ key: 'Admin' })]) }],
    roles: expect.arrayContaining([expect.objectContaining({ key: 'Admin', id: expect.any(String), permissions: expect.any(Array) })]),
    metadata: expect.any(String),
    createdAt: expect.any(String),
  });
  expect(() => JSON.parse(me.metadata as string)).not.toThrow();
  expect(Number.isNaN(Date.parse(me.createdAt as string))).toBe(false);
  const permissions = me.permissions as { key: string }[];
  expect(permissions.length).toBeGreaterThan(0);
  for (const p of permissions) expect(p.key).toEqual(expect.any(String));
}

describe('the current user', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('GET v2 /me answers the profile, also with ?addRoles=true', async () => {
    const u = await signUpAndActivate(t);
    for (const path of [`${V2}/me`, `${V2}/me?addRoles=true`, `/frontegg${V2}/me`]) {
      const res = await t.request('GET', path, { token: u.accessToken });
      expect(res.status).toBe(200);
      expectProfile(await res.json(), u);
    }
  });

  it('PUT v2 /me updates name and metadata and answers the profile', async () => {
    const u = await signUpAndActivate(t);
    const metadata = JSON.stringify({ theme: 'dark', seats: 3 });
    const res = await t.request('PUT', `${V2}/me`, { token: u.accessToken, body: { name: 'Grace Hopper', metadata } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: u.userId, name: 'Grace Hopper', metadata, email: u.email, tenantId: u.tenantId });
    const me = await (await t.request('GET', `${V2}/me`, { token: u.accessToken })).json();
    expect(me).toMatchObject({ name: 'Grace Hopper', metadata });
    // PUT answers the profile a GET shows afterwards.
    expect(me).toEqual(body);
    // The next access token carries the new name and the metadata as an object (wire-compat §4.2).
    const { claims } = await refresh(t, u.cookie);
    expect(claims).toMatchObject({ name: 'Grace Hopper', metadata: { theme: 'dark', seats: 3 } });
  });

  it('PUT v2 /me refuses a new phone number (it must be verified), accepts the current one and clears it, writing nothing when refused', async () => {
    const u = await signUpAndActivate(t);
    const refused = await t.request('PUT', `${V2}/me`, { token: u.accessToken, body: { name: 'Not Saved', phoneNumber: '+14155550177' } });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).errorCode).toBe('phone.verification_required');
    expect(await (await t.request('GET', `${V2}/me`, { token: u.accessToken })).json()).toMatchObject({
      name: 'Ada Lovelace',
      phoneNumber: null,
    });
    await setLoginPhone(t, u.accessToken, '+14155550177');
    const same = await t.request('PUT', `${V2}/me`, { token: u.accessToken, body: { name: 'Grace Hopper', phoneNumber: '+14155550177' } });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ name: 'Grace Hopper', phoneNumber: '+14155550177' });
    const other = await t.request('PUT', `${V2}/me`, { token: u.accessToken, body: { phoneNumber: '+14155550178' } });
    expect((await errorOf(other)).errorCode).toBe('phone.verification_required');
    const cleared = await t.request('PUT', `${V2}/me`, { token: u.accessToken, body: { phoneNumber: '' } });
    expect(await cleared.json()).toMatchObject({ phoneNumber: null });
  });

  it('GET v2 /me says mfaEnrolled for any second factor, not for an app whose enrolment was never finished', async () => {
    const u = await signUpAndActivate(t);
    const enrolled = async () =>
      ((await (await t.request('GET', `${V2}/me`, { token: u.accessToken })).json()) as { mfaEnrolled: boolean }).mfaEnrolled;
    const db = t.deps.db.kysely;
    const now = iso(t.clock.now());
    expect(await enrolled()).toBe(false);
    await db
      .insertInto('mfa_authenticators')
      .values({ id: crypto.randomUUID(), user_id: u.userId, secret: 'x', enrolled_at: null, last_used_step: null, created_at: now })
      .execute();
    expect(await enrolled()).toBe(false);
    const phone = {
      id: crypto.randomUUID(),
      user_id: u.userId,
      phone_number: '+14155550123',
      verified: 1,
      created_at: now,
      updated_at: now,
    };
    // A verified number of the user's list is no second factor; the same number proven for SMS codes is.
    await db
      .insertInto('user_phones')
      .values({ ...phone, use: 'list', last_used_at: null })
      .execute();
    expect(await enrolled()).toBe(false);
    await db
      .insertInto('user_phones')
      .values({ ...phone, id: crypto.randomUUID(), use: 'second_factor', last_used_at: null })
      .execute();
    expect(await enrolled()).toBe(true);
  });

  it('PUT v2 /me refuses metadata that is not JSON text', async () => {
    const u = await signUpAndActivate(t);
    const res = await t.request('PUT', `${V2}/me`, { token: u.accessToken, body: { metadata: '{not json' } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).errorCode).toBe('request.invalid');
    const me = await (await t.request('GET', `${V2}/me`, { token: u.accessToken })).json();
    expect(me.metadata).toBe('{}');
  });

  it('GET v1 and v3 /me/tenants answer {tenants, activeTenant}; v2 a bare array', async () => {
    const u = await signUpAndActivate(t);
    for (const path of [`${V1}/me/tenants`, `${V3}/me/tenants`]) {
      const res = await t.request('GET', path, { token: u.accessToken });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(['activeTenant', 'tenants']);
      expect(body.tenants).toEqual([body.activeTenant]);
      expect(body.activeTenant).toMatchObject({
        id: u.tenantId,
        tenantId: u.tenantId,
        name: 'Acme Corp',
        deletedAt: null,
        vendorId: expect.any(String),
        isReseller: false,
      });
    }
    const v2 = await t.request('GET', `${V2}/me/tenants`, { token: u.accessToken });
    expect(v2.status).toBe(200);
    const list = await v2.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((x: { tenantId: string }) => x.tenantId)).toEqual([u.tenantId]);
  });

  it('GET v1 /me/authorization answers the roles and permissions of the active tenant', async () => {
    const u = await signUpAndActivate(t);
    const res = await t.request('GET', `${V1}/me/authorization`, { token: u.accessToken });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['permissions', 'roles']);
    expect(body.roles.map((r: { key: string }) => r.key)).toEqual(['Admin']);
    expect(new Set(body.permissions.map((p: { key: string }) => p.key))).toEqual(new Set(decodeJwt(u.accessToken).permissions as string[]));
  });

  it('switches tenant: the next refresh issues a token for the new tenant with its roles', async () => {
    const u = await signUpAndActivate(t);
    const second = await addReadOnlyTenant(t, u.userId);

    const res = await t.request('PUT', `${V1}/tenant`, { token: u.accessToken, body: { tenantId: second } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});

    const { accessToken, claims } = await refresh(t, u.cookie);
    expect(claims.tenantId).toBe(second);
    expect(claims.roles).toEqual(['ReadOnly']);
    expect(new Set(claims.tenantIds as string[])).toEqual(new Set([u.tenantId, second]));
    expect(claims.permissions as string[]).not.toContain('fe.secure.write.users');
    for (const key of claims.permissions as string[]) expect(key).toMatch(/\.read(\.|$)/);

    const me = await (await t.request('GET', `${V2}/me`, { token: accessToken })).json();
    expect(me.tenantId).toBe(second);
    expect(me.roles.map((r: { key: string }) => r.key)).toEqual(['ReadOnly']);
    const tenants = await (await t.request('GET', `${V3}/me/tenants`, { token: accessToken })).json();
    expect(tenants.activeTenant.id).toBe(second);
    expect(tenants.tenants.map((x: { id: string }) => x.id).sort()).toEqual([u.tenantId, second].sort());
    const authz = await (await t.request('GET', `${V1}/me/authorization`, { token: accessToken })).json();
    expect(authz.roles.map((r: { key: string }) => r.key)).toEqual(['ReadOnly']);

    // A new sign-in starts in the tenant used last.
    const login = await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: u.email, password: u.password } });
    expect(decodeJwt(((await login.json()) as { accessToken: string }).accessToken).tenantId).toBe(second);
  });

  it('refuses to switch to a tenant the user is not a member of with 404', async () => {
    const u = await signUpAndActivate(t);
    const stranger = await signUpAndActivate(t);
    for (const tenantId of [stranger.tenantId, crypto.randomUUID()]) {
      const res = await t.request('PUT', `${V1}/tenant`, { token: u.accessToken, body: { tenantId } });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).errorCode).toBe('tenant.not_member');
    }
    const { claims } = await refresh(t, u.cookie);
    expect(claims.tenantId).toBe(u.tenantId);
  });

  it("never shows one tenant's users another tenant", async () => {
    const a = await signUpAndActivate(t);
    const b = await signUpAndActivate(t);
    const extra = await addReadOnlyTenant(t, a.userId, 'Only for A');
    for (const path of [`${V1}/me/tenants`, `${V3}/me/tenants`]) {
      const body = await (await t.request('GET', path, { token: b.accessToken })).json();
      expect(body.tenants.map((x: { id: string }) => x.id)).toEqual([b.tenantId]);
      expect(body.activeTenant.id).toBe(b.tenantId);
    }
    const v2 = await (await t.request('GET', `${V2}/me/tenants`, { token: b.accessToken })).json();
    expect(v2.map((x: { id: string }) => x.id)).toEqual([b.tenantId]);
    const me = await (await t.request('GET', `${V2}/me`, { token: b.accessToken })).json();
    expect(me.tenantIds).toEqual([b.tenantId]);
    expect(JSON.stringify(me)).not.toContain(a.tenantId);
    expect(JSON.stringify(me)).not.toContain(extra);
  });
});

describe('authentication of user routes', () => {
  let t: TestServer;
  let u: Session;
  const userRoutes = endpointList.filter((e) => e.access.kind === 'user');
  const call = (e: (typeof userRoutes)[number], token?: string) =>
    t.request(e.method.toUpperCase(), e.path.replace(/\{\w+\}/g, crypto.randomUUID()), { token, ...(e.body ? { body: {} } : {}) });

  beforeAll(async () => {
    t = await createTestServer();
    u = await signUpAndActivate(t);
  });
  afterAll(() => t.close());

  it('covers the user routes of the contract', () => {
    expect(userRoutes.map((e) => e.id)).toEqual(
      expect.arrayContaining([
        'getMe',
        'updateMe',
        'getMeTenants',
        'getMeTenantsV1',
        'getMeTenantsV2',
        'switchTenant',
        'getMeAuthorization',
        'changePassword',
      ]),
    );
  });

  it('answers 401 auth.unauthenticated without a token', async () => {
    for (const e of userRoutes) {
      const res = await call(e);
      expect(res.status, `${e.method} ${e.path}`).toBe(401);
      expect((await errorOf(res)).errorCode, e.id).toBe('auth.unauthenticated');
    }
  });

  it('answers 401 to a token with a tampered signature or payload, or of another scheme', async () => {
    const [header, payload, signature] = u.accessToken.split('.') as [string, string, string];
    const i = Math.floor(signature.length / 2);
    const flipped = `${header}.${payload}.${signature.slice(0, i)}${signature[i] === 'A' ? 'B' : 'A'}${signature.slice(i + 1)}`;
    const claims = decodeJwt(u.accessToken);
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, tenantId: crypto.randomUUID() })).toString('base64url');
    const forged = `${header}.${forgedPayload}.${signature}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const token of [flipped, forged, unsigned, 'not-a-jwt']) {
      for (const e of userRoutes) {
        const res = await call(e, token);
        expect(res.status, `${e.method} ${e.path}`).toBe(401);
        expect((await errorOf(res)).errorCode).toBe('auth.unauthenticated');
      }
    }
    const basic = await t.request('GET', `${V2}/me`, { headers: { authorization: `Basic ${u.accessToken}` } });
    expect(basic.status).toBe(401);
    // The genuine token still works.
    expect((await t.request('GET', `${V2}/me`, { token: u.accessToken })).status).toBe(200);
  });

  it('answers 401 once the access token has expired', async () => {
    const fresh = await signUpAndActivate(t);
    t.clock.advance((t.config.accessTokenTtlSeconds - 5) * 1000);
    expect((await t.request('GET', `${V2}/me`, { token: fresh.accessToken })).status).toBe(200);
    t.clock.advance(10_000);
    for (const e of userRoutes) {
      const res = await call(e, fresh.accessToken);
      expect(res.status, `${e.method} ${e.path}`).toBe(401);
      expect((await errorOf(res)).errorCode).toBe('auth.unauthenticated');
    }
    // The session lives on: a refresh gives a working token.
    const { accessToken } = await refresh(t, fresh.cookie);
    expect((await t.request('GET', `${V2}/me`, { token: accessToken })).status).toBe(200);
  });
});
