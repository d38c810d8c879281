import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { UserEntitlementsContext } from '@gatehouse/core';
import express from 'express';
import Fastify from 'fastify';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatehouse, type Gatehouse } from '../src/index';
import { gatehouseExpress } from '../src/express';
import { gatehouseFastify } from '../src/fastify';
import { gatehouseHono, type GatehouseVariables } from '../src/hono';
import { MFA_ACR, startRunningGatehouse, type RunningGatehouse } from './running-gatehouse';

/** The same protected routes in each framework: who am I, a permission, a feature, a fresh step-up. */
interface HostApp {
  url: string;
  close(): Promise<void>;
}

const listening = async (server: Server): Promise<string> => {
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const closing = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

async function expressHost(gatehouse: Gatehouse): Promise<HostApp> {
  const gh = gatehouseExpress(gatehouse);
  const app = express();
  app.get('/me', gh.authenticate(), (req, res) => void res.json({ id: req.gatehouse!.id, tenantId: req.gatehouse!.tenantId }));
  app.get('/users', gh.requirePermission('fe.secure.read.users'), (_req, res) => void res.json({ ok: true }));
  app.get(
    '/users-admin',
    gh.authenticate(),
    gh.requirePermission(['fe.secure.read.users', 'fe.secure.write.users'], { match: 'all' }),
    (_req, res) => void res.json({ ok: true }),
  );
  app.get('/reports', gh.requireFeature('reports'), (_req, res) => void res.json({ ok: true }));
  app.get('/danger', gh.requireStepUp({ maxAge: 300 }), (_req, res) => void res.json({ ok: true }));
  const server = app.listen(0, '127.0.0.1');
  return { url: await listening(server), close: () => closing(server) };
}

async function fastifyHost(gatehouse: Gatehouse): Promise<HostApp> {
  const gh = gatehouseFastify(gatehouse);
  const app = Fastify();
  await app.register(gh.plugin);
  app.get('/me', { preHandler: gh.authenticate() }, async (req) => ({ id: req.gatehouse!.id, tenantId: req.gatehouse!.tenantId }));
  app.get('/users', { preHandler: gh.requirePermission('fe.secure.read.users') }, async () => ({ ok: true }));
  app.get(
    '/users-admin',
    { preHandler: [gh.authenticate(), gh.requirePermission(['fe.secure.read.users', 'fe.secure.write.users'], { match: 'all' })] },
    async () => ({ ok: true }),
  );
  app.get('/reports', { preHandler: gh.requireFeature('reports') }, async () => ({ ok: true }));
  app.get('/danger', { preHandler: gh.requireStepUp({ maxAge: 300 }) }, async () => ({ ok: true }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

async function honoHost(gatehouse: Gatehouse): Promise<HostApp> {
  const gh = gatehouseHono(gatehouse);
  const app = new Hono<{ Variables: GatehouseVariables }>();
  app.get('/me', gh.authenticate(), (c) => c.json({ id: c.var.gatehouse.id, tenantId: c.var.gatehouse.tenantId }));
  app.get('/users', gh.requirePermission('fe.secure.read.users'), (c) => c.json({ ok: true }));
  app.get(
    '/users-admin',
    gh.authenticate(),
    gh.requirePermission(['fe.secure.read.users', 'fe.secure.write.users'], { match: 'all' }),
    (c) => c.json({ ok: true }),
  );
  app.get('/reports', gh.requireFeature('reports'), (c) => c.json({ ok: true }));
  app.get('/danger', gh.requireStepUp({ maxAge: 300 }), (c) => c.json({ ok: true }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  return { url: await listening(server), close: () => closing(server) };
}

/** An entitlement set granting `reports` to tenant-1 only, through a plan's targeting rule (the shared engine judges it). */
const entitlementSet: UserEntitlementsContext = {
  features: { reports: { planIds: ['pro'], expireTime: null, linkedPermissions: [] } },
  plans: {
    pro: {
      defaultTreatment: 'false',
      rules: [
        {
          conditionLogic: 'and',
          treatment: 'true',
          conditions: [{ attribute: 'frontegg.tenantId', negate: false, op: 'in_list', value: { list: ['tenant-1'] } }],
        },
      ],
    },
  },
  permissions: {},
};

describe.each([
  ['Express', expressHost],
  ['Fastify', fastifyHost],
  ['Hono', honoHost],
])('%s middleware over HTTP, against a running Gatehouse server', (_name, host) => {
  let gh: RunningGatehouse;
  let app: HostApp;
  let loads = 0;

  beforeAll(async () => {
    gh = await startRunningGatehouse();
    const gatehouse = createGatehouse({
      issuer: gh.url,
      entitlements: {
        load: async () => {
          loads++;
          return entitlementSet;
        },
      },
    });
    app = await host(gatehouse);
  });
  afterAll(async () => {
    await app?.close();
    await gh?.close();
  });

  const get = async (path: string, token?: string) => {
    const res = await fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, body: await res.json(), wwwAuthenticate: res.headers.get('www-authenticate') };
  };

  it('401 token_missing without a token, in the spec §8 shape', async () => {
    const res = await get('/me');
    expect(res).toMatchObject({
      status: 401,
      body: { errors: [expect.any(String)], errorCode: 'token_missing' },
      wwwAuthenticate: 'Bearer',
    });
  });

  it('401 for invalid and expired tokens', async () => {
    expect(await get('/me', 'abc.def.ghi')).toMatchObject({ status: 401, body: { errorCode: 'token_invalid' } });
    const expired = await gh.mint({ exp: Math.floor(Date.now() / 1000) - 1 });
    expect(await get('/users', expired)).toMatchObject({ status: 401, body: { errorCode: 'token_expired' } });
  });

  it('200 with a token the server issued, the user on the request', async () => {
    const session = await gh.signUp();
    expect(await get('/me', session.accessToken)).toEqual({
      status: 200,
      body: { id: session.userId, tenantId: session.tenantId },
      wwwAuthenticate: null,
    });
  });

  it('403 forbidden without the permission, 200 with it or with a covering pattern', async () => {
    expect(await get('/users', await gh.mint({ permissions: ['fe.secure.read.accountSettings'] }))).toMatchObject({
      status: 403,
      body: { errorCode: 'forbidden' },
    });
    expect((await get('/users', await gh.mint({ permissions: ['fe.secure.read.users'] }))).status).toBe(200);
    expect((await get('/users', await gh.mint({ permissions: ['fe.secure.*'] }))).status).toBe(200);
    expect((await get('/users', await gh.mint({ permissions: ['fe.*'] }))).status).toBe(200);
    // Dots are literal (spec 000 §6): as a regular expression `us.rs` would match `users`.
    expect((await get('/users', await gh.mint({ permissions: ['fe.secure.read.us.rs*'] }))).status).toBe(403);
  });

  it('match "all": every key is needed', async () => {
    expect((await get('/users-admin', await gh.mint({ permissions: ['fe.secure.read.users'] }))).status).toBe(403);
    expect((await get('/users-admin', await gh.mint({ permissions: ['fe.secure.read.users', 'fe.secure.write.users'] }))).status).toBe(200);
  });

  it('403 step_up_required unless the session is multi-factor and fresh', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await get('/danger', await gh.mint({ amr: ['pwd'] }))).toMatchObject({ status: 403, body: { errorCode: 'step_up_required' } });
    expect((await get('/danger', await gh.mint({ amr: ['pwd', 'mfa'], acr: MFA_ACR }))).status).toBe(403);
    expect((await get('/danger', await gh.mint({ amr: ['pwd', 'mfa', 'otp'] }))).status).toBe(403);
    expect((await get('/danger', await gh.mint({ amr: ['pwd', 'mfa', 'otp'], acr: MFA_ACR, auth_time: now - 3600 }))).status).toBe(403);
    expect((await get('/danger', await gh.mint({ amr: ['pwd', 'mfa', 'otp'], acr: MFA_ACR, auth_time: now - 10 }))).status).toBe(200);
    expect((await get('/danger', await gh.mint({ amr: ['pwd', 'mfa', 'hwk'], acr: MFA_ACR, auth_time: now }))).status).toBe(200);
  });

  it('requireFeature: the shared engine decides; 403 not_entitled with the justification otherwise', async () => {
    const before = loads;
    const entitled = await gh.mint({ tenantId: 'tenant-1' });
    expect((await get('/reports', entitled)).status).toBe(200);
    expect((await get('/reports', entitled)).status).toBe(200);
    expect(loads).toBe(before + 1); // cached per token
    expect(await get('/reports', await gh.mint({ tenantId: 'tenant-2', tenantIds: ['tenant-2'] }))).toMatchObject({
      status: 403,
      body: { errorCode: 'not_entitled' },
    });
  });
});
