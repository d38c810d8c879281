import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendorCredential } from '../../server/src/features/vendor-auth/vendor-credentials.store';
import { createDemoApi } from '../../../apps/demo/server/demo-api';
import { createGatehouse } from '../src/index';
import { startRunningGatehouse, type RunningGatehouse } from './running-gatehouse';

/**
 * The must-show, over real HTTP: an admin creates a tenant token (client credentials), the
 * machine exchanges it for an access token and calls the demo's back end (apps/demo/server with
 * @gatehouse/node), which accepts it; once the admin deletes the token it is refused.
 */
describe('a tenant API token against the demo back end', () => {
  let gh: RunningGatehouse;
  let demo: ReturnType<typeof serve>;
  let demoUrl: string;
  // The SDK's clock, to step over its 10 s cache of active tokens without waiting.
  let sdkNow = Date.now();
  beforeAll(async () => {
    gh = await startRunningGatehouse();
    const vendorCredential = await createVendorCredential(gh.t.deps.db.kysely, gh.t.clock, 'demo back end');
    const app = createDemoApi(createGatehouse({ issuer: gh.url, apiTokens: { vendorCredential }, now: () => sdkNow }));
    demo = serve({ hostname: '127.0.0.1', port: 0, fetch: app.fetch });
    await new Promise<void>((resolve) => (demo.listening ? resolve() : demo.once('listening', () => resolve())));
    demoUrl = `http://127.0.0.1:${(demo.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => demo?.close(() => resolve()));
    await gh?.close();
  });

  const json = { 'content-type': 'application/json' };

  it('accepts the exchanged token, and refuses it once the admin deleted the token', async () => {
    const admin = await gh.signUp();
    const asAdmin = { ...json, authorization: `Bearer ${admin.accessToken}` };
    const roles = (await (await fetch(`${gh.url}/identity/resources/roles/v1`, { headers: asAdmin })).json()) as {
      id: string;
      key: string;
    }[];
    const readOnly = roles.find((r) => r.key === 'ReadOnly')!;
    const created = await fetch(`${gh.url}/identity/resources/tenants/api-tokens/v2`, {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({ description: 'nightly export', expiresInMinutes: 7 * 1440, roleIds: [readOnly.id] }),
    });
    expect(created.status).toBe(201);
    const { clientId, secret } = (await created.json()) as { clientId: string; secret: string };

    const exchange = () =>
      fetch(`${gh.url}/identity/resources/auth/v1/api-token`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ clientId, secret }),
      });
    const exchanged = await exchange();
    expect(exchanged.status).toBe(200);
    const { accessToken } = (await exchanged.json()) as { accessToken: string };

    const callDemo = () => fetch(`${demoUrl}/api/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    const accepted = await callDemo();
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      id: clientId,
      type: 'tenantApiToken',
      userId: null,
      apiTokenId: clientId,
      tenantId: admin.tenantId,
      roles: ['ReadOnly'],
      permissions: expect.arrayContaining(['fe.secure.read.users']),
    });

    expect(
      (await fetch(`${gh.url}/identity/resources/tenants/api-tokens/v1/${clientId}`, { method: 'DELETE', headers: asAdmin })).status,
    ).toBe(200);
    // The server refuses a new exchange at once; the demo's SDK refuses the issued token once its
    // 10 s view of the active list is renewed (the documented window, docs/api-tokens.md).
    expect((await exchange()).status).toBe(401);
    sdkNow += 10_001;
    const refused = await callDemo();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ errors: ['The API token is revoked or expired'], errorCode: 'token_invalid' });
  });
});
