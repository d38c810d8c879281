import { featureFlagNames, userEntitlementsContext } from '@gatehouse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, signUpAndActivate, vendorSession, type TestServer } from '../../../test/harness';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';

const FEATURES = '/entitlements/resources/features/v1';
const PLANS = '/entitlements/resources/plans/v1';
const FLAGS = '/entitlements/resources/feature-flags/v1';
const GRANTS = '/entitlements/resources/entitlements/v2';
const USER_ENTITLEMENTS = '/entitlements/api/v2/user-entitlements';
const HOUR = 3_600_000;
const proRule = {
  conditionLogic: 'and',
  conditions: [{ attribute: 'seats', negate: false, op: 'greater_than_equal', value: { number: 5 } }],
  treatment: 'true',
};
const flagRule = {
  conditionLogic: 'or',
  conditions: [{ attribute: 'email', negate: false, op: 'ends_with', value: { list: ['@example.com'] } }],
  treatment: 'true',
};

/** A second member of a tenant, signed in (fixture: there is no invitation endpoint yet). */
async function addMember(t: TestServer, tenantId: string) {
  const db = t.deps.db.kysely;
  const now = iso(t.clock.now());
  const id = newId();
  const email = `member-${id.slice(0, 8)}@example.com`;
  await db
    .insertInto('users')
    .values({
      id,
      vendor_id: DEFAULT_VENDOR_ID,
      email,
      name: 'Member',
      password_hash: null,
      verified: 1,
      phone_number: null,
      profile_picture_url: null,
      metadata: '{}',
      provider: 'local',
      disabled: 0,
      failed_logins: 0,
      locked_until: null,
      failed_mfa: 0,
      mfa_locked_until: null,
      last_login: null,
      active_tenant_id: tenantId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.insertInto('memberships').values({ user_id: id, tenant_id: tenantId, activated: 1, created_at: now }).execute();
  const pending = await db
    .transaction()
    .execute((trx) => t.deps.sessions.issue(trx, { userId: id, tenantId, amr: ['pwd'], client: { ip: '127.0.0.1', userAgent: null } }));
  return { userId: id, accessToken: (await pending.finish()).response.accessToken! };
}

describe('grants and the user entitlement set', () => {
  let t: TestServer;
  let token: string;
  let a1: Awaited<ReturnType<typeof signUpAndActivate>>;
  let a2: Awaited<ReturnType<typeof addMember>>;
  let b1: Awaited<ReturnType<typeof signUpAndActivate>>;
  const ids: Record<string, string> = {};
  const call = (method: string, path: string, body?: unknown) => t.request(method, path, { token, body });
  const ok = async <T = Record<string, string>>(res: Response): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };
  const entitlementsOf = async (accessToken: string) => {
    const body = await ok<unknown>(await t.request('GET', USER_ENTITLEMENTS, { token: accessToken }));
    // The answer is exactly the wire shape: parsing it again changes nothing.
    expect(userEntitlementsContext.parse(body)).toEqual(body);
    return body;
  };

  beforeAll(async () => {
    t = await createTestServer();
    ({ token } = await vendorSession(t));
    a1 = await signUpAndActivate(t);
    a2 = await addMember(t, a1.tenantId);
    b1 = await signUpAndActivate(t);
    for (const [key, permissions] of [
      ['reports', ['fe.secure.read.audits']],
      ['sso', ['fe.secure.write.samlConfiguration']],
      ['audit-export', []],
      ['dashboards', []],
      ['unused', []],
    ] as const) {
      ids[key] = (await ok(await call('POST', FEATURES, { key, name: key, permissions }))).id!;
    }
    ids.free = (await ok(await call('POST', PLANS, { key: 'free', name: 'Free', featureKeys: ['reports'] }))).id!;
    ids.pro = (
      await ok(
        await call('POST', PLANS, {
          key: 'pro',
          name: 'Pro',
          defaultTreatment: 'false',
          rules: [proRule],
          featureKeys: ['reports', 'sso', 'audit-export'],
        }),
      )
    ).id!;
    await ok(
      await call('POST', FLAGS, {
        name: 'new-dashboards',
        on: true,
        offTreatment: 'false',
        defaultTreatment: 'false',
        featureId: ids.dashboards,
        rules: [flagRule],
      }),
    );
    await ok(await call('POST', FLAGS, { name: 'show-passkeys-new', on: true, offTreatment: 'false', defaultTreatment: 'true' }));
  });
  afterAll(() => t.close());

  it('grants: create, read, list by tenant/user/plan, change the end, revoke', async () => {
    const grant = await ok<Record<string, unknown>>(await call('POST', GRANTS, { planId: ids.pro, tenantId: a1.tenantId }));
    expect(grant).toMatchObject({ planId: ids.pro, featureId: null, tenantId: a1.tenantId, userId: null, expireTime: -1 });
    expect(await ok(await call('GET', `${GRANTS}/${grant.id}`))).toEqual(grant);
    const later = t.clock.now() + 24 * HOUR;
    expect(await ok(await call('PATCH', `${GRANTS}/${grant.id}`, { expireTime: later }))).toMatchObject({
      id: grant.id,
      expireTime: later,
    });
    const userGrant = await ok<Record<string, unknown>>(
      await call('POST', GRANTS, { featureId: ids.unused, tenantId: b1.tenantId, userId: b1.userId, expireTime: later }),
    );
    const byTenant = await ok<{ items: { id: string }[] }>(await call('GET', `${GRANTS}?tenantId=${a1.tenantId}`));
    expect(byTenant.items.map((g) => g.id)).toEqual([grant.id]);
    expect((await ok<{ items: { id: string }[] }>(await call('GET', `${GRANTS}?userId=${b1.userId}`))).items.map((g) => g.id)).toEqual([
      userGrant.id,
    ]);
    expect((await ok<{ items: { id: string }[] }>(await call('GET', `${GRANTS}?planId=${ids.pro}`))).items.map((g) => g.id)).toEqual([
      grant.id,
    ]);
    for (const id of [grant.id, userGrant.id]) {
      expect(await ok(await call('DELETE', `${GRANTS}/${id}`))).toEqual({});
      const gone = await call('GET', `${GRANTS}/${id}`);
      expect(gone.status).toBe(404);
      expect((await errorOf(gone)).errorCode).toBe('entitlements.grant_not_found');
    }
  });

  it('grants: exactly one of plan and feature; the tenant, user (a member of it), plan and feature must exist', async () => {
    expect((await call('POST', GRANTS, { tenantId: a1.tenantId })).status).toBe(400);
    expect((await call('POST', GRANTS, { planId: ids.pro, featureId: ids.sso, tenantId: a1.tenantId })).status).toBe(400);
    expect((await call('POST', GRANTS, { planId: ids.pro, tenantId: a1.tenantId, expireTime: -2 })).status).toBe(400);
    const cases: [unknown, string][] = [
      [{ planId: ids.pro, tenantId: crypto.randomUUID() }, 'tenant.not_found'],
      [{ planId: ids.pro, tenantId: a1.tenantId, userId: b1.userId }, 'user.not_found'],
      [{ planId: crypto.randomUUID(), tenantId: a1.tenantId }, 'entitlements.plan_not_found'],
      [{ featureId: crypto.randomUUID(), tenantId: a1.tenantId }, 'entitlements.feature_not_found'],
    ];
    for (const [body, code] of cases) {
      const res = await call('POST', GRANTS, body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect((await errorOf(res)).errorCode).toBe(code);
    }
    expect((await ok<{ items: unknown[] }>(await call('GET', GRANTS))).items).toEqual([]);
  });

  it("GET user-entitlements: direct grants with the latest expireTime, plans still granted, flags, and the caller's permissions (wire-compat §2.16)", async () => {
    const now = t.clock.now();
    // sso: to the tenant until now + 1 h, to the user until now + 2 h → the later one.
    await ok(await call('POST', GRANTS, { featureId: ids.sso, tenantId: a1.tenantId, expireTime: now + HOUR }));
    await ok(await call('POST', GRANTS, { featureId: ids.sso, tenantId: a1.tenantId, userId: a1.userId, expireTime: now + 2 * HOUR }));
    // reports: one grant that ended and one that never ends → never (-1).
    await ok(await call('POST', GRANTS, { featureId: ids.reports, tenantId: a1.tenantId, expireTime: now - HOUR }));
    await ok(await call('POST', GRANTS, { featureId: ids.reports, tenantId: a1.tenantId, userId: a1.userId }));
    // audit-export: only an ended grant → its end, in the past (the evaluator answers BUNDLE_EXPIRED).
    await ok(await call('POST', GRANTS, { featureId: ids['audit-export'], tenantId: a1.tenantId, expireTime: now - 2 * HOUR }));
    // Pro to the tenant for good; Free to the user, ended: Free is left out.
    await ok(await call('POST', GRANTS, { planId: ids.pro, tenantId: a1.tenantId }));
    await ok(await call('POST', GRANTS, { planId: ids.free, tenantId: a1.tenantId, userId: a1.userId, expireTime: now - 1 }));
    // Grants of another tenant never reach A's users.
    await ok(await call('POST', GRANTS, { featureId: ids.unused, tenantId: b1.tenantId }));
    await ok(await call('POST', GRANTS, { planId: ids.free, tenantId: b1.tenantId }));

    const authorization = await ok<{ permissions: { key: string }[] }>(
      await t.request('GET', '/identity/resources/users/v1/me/authorization', { token: a1.accessToken }),
    );
    const permissions = Object.fromEntries(authorization.permissions.map((p) => [p.key, true]));
    expect(Object.keys(permissions).length).toBeGreaterThan(5);
    const dashboards = {
      planIds: [],
      expireTime: null,
      linkedPermissions: [],
      featureFlag: { on: true, offTreatment: 'false', defaultTreatment: 'false', rules: [flagRule] },
    };
    expect(await entitlementsOf(a1.accessToken)).toEqual({
      features: {
        sso: { planIds: [ids.pro], expireTime: now + 2 * HOUR, linkedPermissions: ['fe.secure.write.samlConfiguration'] },
        reports: { planIds: [ids.pro], expireTime: -1, linkedPermissions: ['fe.secure.read.audits'] },
        'audit-export': { planIds: [ids.pro], expireTime: now - 2 * HOUR, linkedPermissions: [] },
        dashboards,
      },
      plans: { [ids.pro!]: { defaultTreatment: 'false', rules: [proRule] } },
      permissions,
    });

    // Another member of tenant A: the tenant's grants, not A1's own.
    expect(await entitlementsOf(a2.accessToken)).toEqual({
      features: {
        sso: { planIds: [ids.pro], expireTime: now + HOUR, linkedPermissions: ['fe.secure.write.samlConfiguration'] },
        reports: { planIds: [ids.pro], expireTime: now - HOUR, linkedPermissions: ['fe.secure.read.audits'] },
        'audit-export': { planIds: [ids.pro], expireTime: now - 2 * HOUR, linkedPermissions: [] },
        dashboards,
      },
      plans: { [ids.pro!]: { defaultTreatment: 'false', rules: [proRule] } },
      permissions: {},
    });

    // Tenant B: its own grants only.
    const b = (await entitlementsOf(b1.accessToken)) as { features: Record<string, unknown>; plans: Record<string, unknown> };
    expect(Object.keys(b.features).sort()).toEqual(['dashboards', 'reports', 'unused']);
    expect(b.features.reports).toEqual({ planIds: [ids.free], expireTime: null, linkedPermissions: ['fe.secure.read.audits'] });
    expect(b.features.unused).toMatchObject({ expireTime: -1, planIds: [] });
    expect(b.plans).toEqual({ [ids.free!]: { defaultTreatment: 'true', rules: [] } });

    // Also served under the /frontegg prefix the reference clients use.
    expect((await t.request('GET', `/frontegg${USER_ENTITLEMENTS}`, { token: a1.accessToken })).status).toBe(200);
  });

  it('GET user-entitlements needs a signed-in user', async () => {
    expect((await t.request('GET', USER_ENTITLEMENTS)).status).toBe(401);
  });

  it("GET /flags: the spec's flags and the vendor's, each 'on' or 'off' (wire-compat §2.17)", async () => {
    const res = await t.request('GET', '/flags');
    expect(res.status).toBe(200);
    const flags = (await res.json()) as Record<string, string>;
    expect(flags['new-dashboards']).toBe('on');
    expect(flags['show-passkeys-new']).toBe('on');
    for (const name of featureFlagNames.filter((n) => n !== 'show-passkeys-new')) expect(flags[name]).toBe('off');
    const list = await ok<{ items: { id: string; name: string }[] }>(await call('GET', FLAGS));
    await ok(await call('PATCH', `${FLAGS}/${list.items.find((f) => f.name === 'new-dashboards')!.id}`, { on: false }));
    expect(((await (await t.request('GET', '/frontegg/flags')).json()) as Record<string, string>)['new-dashboards']).toBe('off');
  });
});
