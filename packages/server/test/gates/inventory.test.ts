import { allEndpointList, endpointList, vendorEndpointList } from '@gatehouse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, declaredRoutes } from '../../src/app';
import { createTestServer, type TestServer } from '../harness';
import { reportGate } from './gate-report';
import { inventoryFailures, openApiAccessGaps, routeInventory, routeName } from './inventory';

describe('gate: route inventory', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('every route the app registers declares how it is reached', () => {
    const result = routeInventory(createApp(t.deps), declaredRoutes(t.config));
    reportGate('inventory', { routes: result.routes.length, declared: result.declared.length, undeclared: result.undeclared.length });
    const failures = inventoryFailures(result);
    expect(failures, `routes breaking the inventory gate:\n${failures.join('\n')}`).toEqual([]);
    expect(result.undeclared).toHaveLength(0);
    // Both copies of every user-facing contract route (wire-compat §1.2 /frontegg prefix) are among
    // them, and the vendor side once (root only).
    expect(result.declared.filter((d) => d.declaration.endpoint)).toHaveLength(endpointList.length * 2 + vendorEndpointList.length);
    expect(
      result.routes.filter((r) => r.path.startsWith('/frontegg/entitlements/resources') || r.path === '/frontegg/auth/vendor'),
    ).toEqual([]);
  });

  it('every declaration names a registered route (no stale entries)', () => {
    const { unmounted } = routeInventory(createApp(t.deps), declaredRoutes(t.config));
    expect(unmounted.map((d) => `${d.method.toUpperCase()} ${d.path}`)).toEqual([]);
  });

  it('/openapi.json publishes every contract route with its declared access', async () => {
    const res = await createApp(t.deps).request('/openapi.json');
    expect(res.status).toBe(200);
    const gaps = openApiAccessGaps(await res.json(), allEndpointList);
    expect(gaps, gaps.join('\n')).toEqual([]);
  });

  it('in production the dev outbox is neither registered nor declared', () => {
    const config = { ...t.config, nodeEnv: 'production' as const };
    const result = routeInventory(createApp({ ...t.deps, config }), declaredRoutes(config));
    expect(result.routes.map(routeName).filter((r) => r.includes('/dev/'))).toEqual([]);
    expect(inventoryFailures(result)).toEqual([]);
    expect(result.unmounted).toEqual([]);
  });

  it('a route added without a declaration makes the gate fail, naming the route', () => {
    const app = createApp(t.deps);
    app.get('/internal/debug', (c) => c.json({ ok: true }));
    const failures = inventoryFailures(routeInventory(app, declaredRoutes(t.config)));
    expect(failures).toEqual(['GET /internal/debug is registered without an access declaration']);
  });

  it('a second handler on a declared path makes the gate fail (the first one answers, unguarded)', () => {
    const app = createApp(t.deps);
    // Registered after createApp, so the guarded contract handler still answers first; the reverse
    // order would let this raw handler answer while the contract's declaration matched it.
    app.get('/identity/resources/users/v2/me', (c) => c.json({ ok: true }));
    const failures = inventoryFailures(routeInventory(app, declaredRoutes(t.config)));
    expect(failures).toEqual(['GET /identity/resources/users/v2/me is registered twice (the first handler answers)']);
  });
});
