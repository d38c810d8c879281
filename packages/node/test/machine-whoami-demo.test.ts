import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendorCredential } from '../../server/src/features/vendor-auth/vendor-credentials.store';
import { createDemoApi } from '../../../apps/demo/server/demo-api';
import { createDemoGatehouse } from '../../../apps/demo/server/demo-gatehouse';
import { startRunningGatehouse, type RunningGatehouse } from './running-gatehouse';

/**
 * The demo back end's machine route (`GET /api/machine/whoami`) over real HTTP, configured as
 * apps/demo/server/main.ts configures it: a tenant token's caller is answered with its tenant and
 * permissions; once the admin deletes the token, both the exchange and the next call with an access
 * token the machine still holds are refused — at once, not after the SDK's 10 s window (decision 0025).
 */
describe('the demo back end for machines (GET /api/machine/whoami)', () => {
  let gh: RunningGatehouse;
  let demo: ReturnType<typeof serve>;
  let demoUrl: string;
  let admin: Awaited<ReturnType<RunningGatehouse['signUp']>>;
  const json = { 'content-type': 'application/json' };
  const asAdmin = () => ({ ...json, authorization: `Bearer ${admin.accessToken}` });

  beforeAll(async () => {
    gh = await startRunningGatehouse();
    admin = await gh.signUp();
    const vendorCredential = await createVendorCredential(gh.t.deps.db.kysely, gh.t.clock, 'demo back end');
    const app = createDemoApi(createDemoGatehouse({ issuer: gh.url, vendorCredential }));
    demo = serve({ hostname: '127.0.0.1', port: 0, fetch: app.fetch });
    await new Promise<void>((resolve) => (demo.listening ? resolve() : demo.once('listening', () => resolve())));
    demoUrl = `http://127.0.0.1:${(demo.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => demo?.close(() => resolve()));
    await gh?.close();
  });

  const roleId = async (key: string) => {
    const roles = (await (await fetch(`${gh.url}/identity/resources/roles/v1`, { headers: asAdmin() })).json()) as {
      id: string;
      key: string;
    }[];
    return roles.find((r) => r.key === key)!.id;
  };
  const whoami = (headers: Record<string, string>) => fetch(`${demoUrl}/api/machine/whoami`, { headers });
  const policy = async (patch: Record<string, unknown>) => {
    const vendor = await createVendorCredential(gh.t.deps.db.kysely, gh.t.clock, 'policy');
    const { token } = (await (
      await fetch(`${gh.url}/auth/vendor`, { method: 'POST', headers: json, body: JSON.stringify(vendor) })
    ).json()) as { token: string };
    const res = await fetch(`${gh.url}/identity/resources/configurations/v1/vendor/auth-policy`, {
      method: 'PUT',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify(patch),
    });
    expect(res.status).toBe(200);
  };

  it('answers a tenant token with its tenant and permissions, and refuses it at the next call once deleted', async () => {
    const created = await fetch(`${gh.url}/identity/resources/tenants/api-tokens/v2`, {
      method: 'POST',
      headers: asAdmin(),
      body: JSON.stringify({ description: 'reports', roleIds: [await roleId('ReadOnly')] }),
    });
    expect(created.status).toBe(201);
    const { clientId, secret } = (await created.json()) as { clientId: string; secret: string };
    const exchange = () =>
      fetch(`${gh.url}/identity/resources/auth/v1/api-token`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ clientId, secret }),
      });
    const { accessToken } = (await (await exchange()).json()) as { accessToken: string };

    const accepted = await whoami({ authorization: `Bearer ${accessToken}` });
    expect(accepted.status).toBe(200);
    const body = (await accepted.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'tenantApiToken',
      apiTokenId: clientId,
      tenantId: admin.tenantId,
      userId: null,
      roles: ['ReadOnly'],
    });
    expect(body.permissions).toContain('fe.secure.read.users');
    expect(body.permissions).not.toContain('fe.secure.write.users');

    expect(
      (await fetch(`${gh.url}/identity/resources/tenants/api-tokens/v1/${clientId}`, { method: 'DELETE', headers: asAdmin() })).status,
    ).toBe(200);
    expect((await exchange()).status).toBe(401);
    // No clock is moved: the demo asks for the active list on every API-token call.
    const refused = await whoami({ authorization: `Bearer ${accessToken}` });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ errors: ['The API token is revoked or expired'], errorCode: 'token_invalid' });
  });

  it("refuses a user's session token (403) and a call without a token (401)", async () => {
    const session = await whoami({ authorization: `Bearer ${admin.accessToken}` });
    expect(session.status).toBe(403);
    expect(await session.json()).toEqual({ errors: ['This route takes an API token, not a user session'], errorCode: 'forbidden' });
    const none = await whoami({});
    expect(none.status).toBe(401);
    expect(((await none.json()) as { errorCode: string }).errorCode).toBe('token_missing');
  });

  it('takes a tenant access token as x-api-key, with the roles the server reports, until it is deleted', async () => {
    await policy({ machineToMachineAuthStrategy: 'AccessToken' });
    try {
      const created = await fetch(`${gh.url}/identity/resources/tenants/access-tokens/v1`, {
        method: 'POST',
        headers: asAdmin(),
        body: JSON.stringify({ description: 'cron', roleIds: [await roleId('ReadOnly')] }),
      });
      expect(created.status).toBe(201);
      const { id, secret } = (await created.json()) as { id: string; secret: string };
      const accepted = await whoami({ 'x-api-key': secret });
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toMatchObject({
        type: 'tenantAccessToken',
        apiTokenId: id,
        tenantId: admin.tenantId,
        roles: ['ReadOnly'],
      });
      expect(
        (await fetch(`${gh.url}/identity/resources/tenants/access-tokens/v1/${id}`, { method: 'DELETE', headers: asAdmin() })).status,
      ).toBe(200);
      expect((await whoami({ 'x-api-key': secret })).status).toBe(401);
    } finally {
      await policy({ machineToMachineAuthStrategy: 'ClientCredentials' });
    }
  });
});
