import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, vendorSession, type TestServer } from '../../../test/harness';

const FEATURES = '/entitlements/resources/features/v1';
const PLANS = '/entitlements/resources/plans/v1';
const FLAGS = '/entitlements/resources/feature-flags/v1';
const rule = {
  conditionLogic: 'and',
  conditions: [
    { attribute: 'email', negate: false, op: 'ends_with', value: { list: ['@example.com'] } },
    { conditionLogic: 'or', conditions: [{ attribute: 'seats', negate: true, op: 'greater_than', value: { number: 10 } }] },
  ],
  treatment: 'true',
};

describe('vendor API: features, plans and feature flags', () => {
  let t: TestServer;
  let token: string;
  const call = (method: string, path: string, body?: unknown) => t.request(method, path, { token, body });
  const json = async <T = Record<string, unknown>>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    t = await createTestServer();
    ({ token } = await vendorSession(t));
  });
  afterAll(() => t.close());

  it('features: create, read, list, update, delete; 409 on a taken key, 404 on an unknown id', async () => {
    const created = await json(
      await call('POST', FEATURES, { key: 'reports', name: 'Reports', permissions: ['fe.secure.read.audits', 'reports.*'] }),
    );
    expect(created).toMatchObject({
      key: 'reports',
      name: 'Reports',
      description: null,
      permissions: ['fe.secure.read.audits', 'reports.*'],
      vendorId: 'default',
    });
    expect(await json(await call('GET', `${FEATURES}/${created.id}`))).toEqual(created);
    const taken = await call('POST', FEATURES, { key: 'reports', name: 'Again' });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).errorCode).toBe('entitlements.feature_key_taken');
    const other = await json(await call('POST', FEATURES, { key: 'sso', name: 'SSO' }));
    expect((await call('PATCH', `${FEATURES}/${other.id}`, { key: 'reports' })).status).toBe(409);
    const updated = await json(
      await call('PATCH', `${FEATURES}/${created.id}`, { name: 'Reporting', description: 'Monthly reports', permissions: [] }),
    );
    expect(updated).toMatchObject({ id: created.id, key: 'reports', name: 'Reporting', description: 'Monthly reports', permissions: [] });
    const list = await json<{ items: { key: string }[]; hasNext: boolean }>(await call('GET', FEATURES));
    expect(list.items.map((f) => f.key)).toEqual(['reports', 'sso']);
    const page = await json<{ items: { key: string }[]; hasNext: boolean }>(await call('GET', `${FEATURES}?limit=1`));
    expect(page).toMatchObject({ items: [{ key: 'reports' }], hasNext: true });
    expect(await json(await call('DELETE', `${FEATURES}/${other.id}`))).toEqual({});
    for (const [method, body] of [['GET'], ['PATCH', { name: 'x' }], ['DELETE']] as const) {
      const res = await call(method, `${FEATURES}/${other.id}`, body);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).errorCode).toBe('entitlements.feature_not_found');
    }
  });

  it('rejects invalid input with 400: bad keys, unknown operations, wrong treatment types', async () => {
    for (const body of [
      { key: 'has space', name: 'x' },
      { key: '', name: 'x' },
      { key: 'ok' },
      { key: 'ok', name: 'x', permissions: ['bad key!'] },
    ]) {
      expect((await call('POST', FEATURES, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { name: 'P', defaultTreatment: true },
      { name: 'P', rules: [{ ...rule, conditions: [{ attribute: 'a', negate: false, op: 'nope', value: {} }] }] },
      { name: 'P', rules: [{ ...rule, treatment: 'yes' }] },
    ]) {
      expect((await call('POST', PLANS, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('plans: features by key, rules and default treatment round-trip; featureKeys replaces the set; 404 on an unknown key', async () => {
    const audit = await json(await call('POST', FEATURES, { key: 'audit-export', name: 'Audit export' }));
    const plan = await json<Record<string, unknown> & { id: string; features: { key: string }[] }>(
      await call('POST', PLANS, {
        key: 'pro',
        name: 'Pro',
        description: 'Everything',
        rules: [rule],
        featureKeys: ['reports', 'audit-export'],
      }),
    );
    expect(plan).toMatchObject({ key: 'pro', name: 'Pro', description: 'Everything', defaultTreatment: 'true', rules: [rule] });
    expect(plan.features.map((f) => f.key)).toEqual(['audit-export', 'reports']);
    expect(await json(await call('GET', `${PLANS}/${plan.id}`))).toEqual(plan);
    expect((await call('POST', PLANS, { key: 'pro', name: 'Pro again' })).status).toBe(409);
    // Plans without a key are allowed (keys are for catalogue files), and many of them.
    await json(await call('POST', PLANS, { name: 'Keyless 1' }));
    await json(await call('POST', PLANS, { name: 'Keyless 2', defaultTreatment: 'false' }));
    const missing = await call('POST', PLANS, { name: 'Broken', featureKeys: ['no-such-feature'] });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).errors[0]).toContain('no-such-feature');
    const updated = await json<{ features: { key: string }[]; defaultTreatment: string; rules: unknown[] }>(
      await call('PATCH', `${PLANS}/${plan.id}`, { featureKeys: ['reports'], defaultTreatment: 'false', rules: [] }),
    );
    expect(updated).toMatchObject({ defaultTreatment: 'false', rules: [] });
    expect(updated.features.map((f) => f.key)).toEqual(['reports']);
    // Deleting a feature unlinks it from plans.
    await call('PATCH', `${PLANS}/${plan.id}`, { featureKeys: ['reports', 'audit-export'] });
    await json(await call('DELETE', `${FEATURES}/${audit.id}`));
    expect((await json<{ features: { key: string }[] }>(await call('GET', `${PLANS}/${plan.id}`))).features.map((f) => f.key)).toEqual([
      'reports',
    ]);
    expect((await json<{ items: unknown[] }>(await call('GET', PLANS))).items).toHaveLength(3);
    await json(await call('DELETE', `${PLANS}/${plan.id}`));
    expect((await call('GET', `${PLANS}/${plan.id}`)).status).toBe(404);
  });

  it('feature flags: tied to a feature or not; one flag per feature; 409 on a taken name', async () => {
    const feature = await json<{ id: string }>(await call('POST', FEATURES, { key: 'dashboards', name: 'Dashboards' }));
    const flag = await json<Record<string, unknown> & { id: string }>(
      await call('POST', FLAGS, {
        name: 'new-dashboards',
        on: true,
        offTreatment: 'false',
        defaultTreatment: 'true',
        featureId: feature.id,
        rules: [rule],
      }),
    );
    expect(flag).toMatchObject({
      name: 'new-dashboards',
      on: true,
      offTreatment: 'false',
      defaultTreatment: 'true',
      rules: [rule],
      feature: { id: feature.id, key: 'dashboards', name: 'Dashboards' },
    });
    expect(await json(await call('GET', `${FLAGS}/${flag.id}`))).toEqual(flag);
    const second = await call('POST', FLAGS, {
      name: 'other',
      on: true,
      offTreatment: 'false',
      defaultTreatment: 'true',
      featureId: feature.id,
    });
    expect(second.status).toBe(409);
    expect((await errorOf(second)).errorCode).toBe('entitlements.feature_has_flag');
    expect(
      (await call('POST', FLAGS, { name: 'new-dashboards', on: false, offTreatment: 'false', defaultTreatment: 'false' })).status,
    ).toBe(409);
    expect(
      (
        await call('POST', FLAGS, {
          name: 'ghost',
          on: false,
          offTreatment: 'false',
          defaultTreatment: 'false',
          featureId: crypto.randomUUID(),
        })
      ).status,
    ).toBe(404);
    const plain = await json<{ id: string; feature: unknown }>(
      await call('POST', FLAGS, { name: 'show-passkeys-new', on: true, offTreatment: 'false', defaultTreatment: 'true' }),
    );
    expect(plain.feature).toBeNull();
    const off = await json(await call('PATCH', `${FLAGS}/${flag.id}`, { on: false, featureId: null }));
    expect(off).toMatchObject({ on: false, feature: null, rules: [rule] });
    expect((await json<{ items: unknown[] }>(await call('GET', FLAGS))).items).toHaveLength(2);
    await json(await call('DELETE', `${FLAGS}/${plain.id}`));
    expect((await call('DELETE', `${FLAGS}/${plain.id}`)).status).toBe(404);
  });

  it('every change is audited with the credential as actor', async () => {
    const rows = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', 'like', 'entitlements.%')
      .execute();
    const actions = new Set(rows.map((r) => r.action));
    for (const a of [
      'entitlements.feature_created',
      'entitlements.feature_updated',
      'entitlements.feature_deleted',
      'entitlements.plan_created',
      'entitlements.plan_updated',
      'entitlements.plan_deleted',
      'entitlements.flag_created',
      'entitlements.flag_updated',
      'entitlements.flag_deleted',
    ])
      expect(actions).toContain(a);
    expect(new Set(rows.map((r) => r.actor_id)).size).toBe(1);
  });
});
