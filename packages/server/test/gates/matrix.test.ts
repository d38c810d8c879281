import { endpoint } from '@gatehouse/contracts';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp, declaredRoutes } from '../../src/app';
import { fail } from '../../src/kernel/app-error';
import { route } from '../../src/http/define-route';
import { mountRoutes } from '../../src/http/mount-routes';
import { isMember, userById } from '../../src/features/users/users.store';
import { createTestServer, type TestServer } from '../harness';
import { reportGate } from './gate-report';
import { formatMismatches, runMatrix } from './matrix';
import { matrixExamples } from './matrix-examples';
import { seedMatrixTenant, type MatrixTenant } from './matrix-tenant';

// The dev outbox is a deliberately global view of every mail written, for local development; it
// is neither mounted nor declared in production (inventory gate).
const DEV_OUTBOX = "shows every tenant's mail by design; absent in production";
const leakExempt = { 'GET /dev/mail': DEV_OUTBOX, 'GET /dev/mail.json': DEV_OUTBOX };

describe('gate: tenant and role matrix', () => {
  let t: TestServer;
  let A: MatrixTenant;
  let B: MatrixTenant;
  beforeAll(async () => {
    t = await createTestServer();
    const app = createApp(t.deps);
    A = await seedMatrixTenant(app, t.deps, 'A');
    B = await seedMatrixTenant(app, t.deps, 'B');
  });
  afterAll(() => t.close());

  it('every declared route answers every caller as its declaration says, and never across tenants', async () => {
    const result = await runMatrix({
      app: createApp(t.deps),
      deps: t.deps,
      routes: declaredRoutes(t.config),
      tenants: { A, B },
      examples: matrixExamples,
      leakExempt,
    });
    reportGate('matrix', { routes: result.routes, covered: result.covered, cases: result.cases, mismatches: result.mismatches.length });
    expect(result.mismatches, `matrix mismatches (route, caller, expected, got):\n${formatMismatches(result.mismatches)}`).toEqual([]);
    expect(result.covered, 'routes not reached by every caller').toBe(result.routes);
    // The vendor caller holds a real vendor token: with its examples every vendor route succeeds.
    const vendorRoutes = new Set(
      declaredRoutes(t.config)
        .filter((r) => r.access.kind === 'vendor')
        .map((r) => `${r.method.toUpperCase()} ${r.path}`),
    );
    const vendorCases = result.statuses.filter((s) => s.caller === 'vendor credential' && vendorRoutes.has(s.route));
    expect(vendorCases).toHaveLength(vendorRoutes.size);
    expect(vendorCases.filter((s) => s.status >= 300)).toEqual([]);
    expect(result.statuses.filter((s) => s.caller !== 'vendor credential' && vendorRoutes.has(s.route) && s.status !== 401)).toEqual([]);
  }, 120_000);

  it("the fixture: roles give A's callers the permissions the matrix expects", () => {
    expect(A.member.permissions).toEqual([]);
    expect(A.readOnly.permissions).toContain('fe.secure.read.users');
    expect(A.readOnly.permissions).not.toContain('fe.secure.write.users');
    expect(A.admin.permissions).toContain('fe.secure.write.users');
  });

  it('a route declared with a permission but mounted without that check is reported', async () => {
    const app = createApp(t.deps);
    // The handler's endpoint says plain `user`; the inventory entry claims the permission.
    const probe = endpoint({
      id: 'probeUsers',
      method: 'get',
      path: '/gate-probe/users',
      access: { kind: 'user' },
      summary: 'probe',
      tags: [],
      response: z.object({ ok: z.boolean() }),
    });
    const api = new Hono();
    mountRoutes(api, t.deps, [route(probe, () => ({ ok: true }))]);
    app.route('/', api);
    const declared = [
      { method: 'get' as const, path: '/gate-probe/users', access: { kind: 'user' as const, permission: 'fe.secure.read.users' } },
    ];
    const result = await runMatrix({ app, deps: t.deps, routes: declared, tenants: { A, B } });
    expect(result.mismatches).toContainEqual({
      route: 'GET /gate-probe/users',
      caller: 'member without roles (A)',
      expected: '403',
      got: expect.stringMatching(/^200 /),
    });
    expect(result.covered).toBe(1);
  });

  describe('an id of another tenant in the path', () => {
    const probe = endpoint({
      id: 'probeUser',
      method: 'get',
      path: '/gate-probe/users/{userId}',
      access: { kind: 'user' },
      summary: 'probe',
      tags: [],
      params: z.object({ userId: z.string() }),
      response: z.object({ id: z.string(), email: z.string() }),
    });
    const declared = [{ method: probe.method, path: probe.path, access: probe.access, endpoint: probe }];
    const appWith = (checkTenant: boolean) => {
      const app = createApp(t.deps);
      const api = new Hono();
      mountRoutes(api, t.deps, [
        route(probe, async ({ params, auth }) => {
          const user = await userById(t.deps.db.kysely, params.userId);
          if (!user || (checkTenant && !(await isMember(t.deps.db.kysely, user.id, auth.tenantId)))) throw fail('user.not_found');
          return { id: user.id, email: user.email };
        }),
      ]);
      app.route('/', api);
      return app;
    };

    it('answered by a handler that skips the tenant check: reported (status and leaked data)', async () => {
      const result = await runMatrix({ app: appWith(false), deps: t.deps, routes: declared, tenants: { A, B } });
      const foreign = result.mismatches.filter((m) => m.route === 'GET /gate-probe/users/{userId}' && m.caller === 'Admin (A)');
      expect(foreign).toContainEqual({
        route: 'GET /gate-probe/users/{userId}',
        caller: 'Admin (A)',
        expected: '404 or 403 [foreign path ids]',
        got: expect.stringMatching(/^200 /),
      });
      expect(foreign).toContainEqual({
        route: 'GET /gate-probe/users/{userId}',
        caller: 'Admin (A)',
        expected: 'no data of tenant B [foreign path ids]',
        got: expect.stringContaining(B.member.email),
      });
    });

    it('refused by a handler that checks the tenant: no mismatch', async () => {
      const result = await runMatrix({ app: appWith(true), deps: t.deps, routes: declared, tenants: { A, B } });
      expect(result.mismatches, formatMismatches(result.mismatches)).toEqual([]);
      expect(result.cases).toBeGreaterThan(7);
    });
  });

  it("a write that reaches another tenant's rows through an id in the body is reported", async () => {
    const probe = endpoint({
      id: 'probeRename',
      method: 'put',
      path: '/gate-probe/tenant',
      access: { kind: 'user' },
      summary: 'probe',
      tags: [],
      body: z.object({ tenantId: z.string(), name: z.string().min(1) }),
      response: z.object({}),
    });
    const app = createApp(t.deps);
    const api = new Hono();
    // No membership check: whoever names a tenant renames it.
    const rename = route(probe, async ({ body }) => {
      await t.deps.db.kysely.updateTable('tenants').set({ name: body.name }).where('id', '=', body.tenantId).execute();
      return {};
    });
    mountRoutes(api, t.deps, [rename]);
    app.route('/', api);
    const result = await runMatrix({
      app,
      deps: t.deps,
      routes: [{ method: probe.method, path: probe.path, access: probe.access, endpoint: probe }],
      tenants: { A, B },
    });
    expect(result.mismatches).toContainEqual({
      route: 'PUT /gate-probe/tenant',
      caller: 'Admin (A)',
      expected: "tenant B's rows unchanged [foreign input ids]",
      got: '200; changed: tenants',
    });
    expect(result.mismatches).toContainEqual({
      route: 'PUT /gate-probe/tenant',
      caller: 'Admin (A)',
      expected: '400 or 403 or 404 or 409 or 422 [foreign input ids]',
      got: '200 {}',
    });
  });
});
