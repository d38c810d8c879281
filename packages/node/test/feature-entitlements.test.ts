import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorSession } from '../../server/test/harness';
import { gatehouseExpress } from '../src/express';
import { createGatehouse, type Gatehouse } from '../src/index';
import { startRunningGatehouse, type RunningGatehouse } from './running-gatehouse';

// The vendor side of the server's entitlement API (decision 0011).
const FEATURES = '/entitlements/resources/features/v1';
const PLANS = '/entitlements/resources/plans/v1';
const GRANTS = '/entitlements/resources/entitlements/v2';

describe('requireFeature end to end: grants on the server, the default loader, the shared engine', () => {
  let gh: RunningGatehouse;
  let gatehouse: Gatehouse;
  let entitledToken: string;
  let otherToken: string;

  beforeAll(async () => {
    gh = await startRunningGatehouse();
    const { token: vendor } = await vendorSession(gh.t);
    const call = async (path: string, body: unknown) => {
      const res = await gh.t.request('POST', path, { token: vendor, body });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string };
    };
    await call(FEATURES, { key: 'reports', name: 'Reports', permissions: [] });
    await call(FEATURES, { key: 'sso', name: 'SSO', permissions: [] });
    const pro = await call(PLANS, { key: 'pro', name: 'Pro', featureKeys: ['reports'] });
    const a = await gh.signUp();
    const b = await gh.signUp();
    await call(GRANTS, { planId: pro.id, tenantId: a.tenantId });
    entitledToken = a.accessToken;
    otherToken = b.accessToken;
    gatehouse = createGatehouse({ issuer: gh.url });
  });
  afterAll(() => gh?.close());

  it('entitled through a plan granted to the tenant; MISSING_FEATURE otherwise', async () => {
    const a = await gatehouse.verify(entitledToken);
    await expect(Promise.resolve(gatehouse.requireFeature('reports')(a))).resolves.toBeUndefined();
    await expect(Promise.resolve(gatehouse.requireFeature('sso')(a))).rejects.toMatchObject({
      code: 'not_entitled',
      status: 403,
      details: { justification: 'MISSING_FEATURE' },
    });
    const b = await gatehouse.verify(otherToken);
    await expect(Promise.resolve(gatehouse.requireFeature('reports')(b))).rejects.toMatchObject({ code: 'not_entitled' });
    expect((await gatehouse.entitlements(a)).features.reports).toBeDefined();
  });

  it('in middleware, over HTTP', async () => {
    const gm = gatehouseExpress(gatehouse);
    const app = express();
    app.get('/reports', gm.requireFeature('reports'), (_req, res) => void res.json({ ok: true }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/reports`;
    try {
      expect((await fetch(url, { headers: { authorization: `Bearer ${entitledToken}` } })).status).toBe(200);
      const refused = await fetch(url, { headers: { authorization: `Bearer ${otherToken}` } });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ errors: ['Not entitled to this feature'], errorCode: 'not_entitled' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
