import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendorCredential } from '../../server/src/features/vendor-auth/vendor-credentials.store';
import { createGatehouse, type Gatehouse } from '../src/index';
import { refusal } from './refusal';
import { startRunningGatehouse, type RunningGatehouse } from './running-gatehouse';

const json = { 'content-type': 'application/json' };

describe('@gatehouse/node with API tokens of a running Gatehouse server (wire-compat §4.4)', () => {
  let gh: RunningGatehouse;
  let admin: Awaited<ReturnType<RunningGatehouse['signUp']>>;
  let vendorCredential: { clientId: string; secret: string };
  let vendorToken: string;
  let sdkNow = Date.now();
  /** Calls to the vendor-only lookups, by path. */
  const lookups: string[] = [];
  let gatehouse: Gatehouse;

  const asAdmin = () => ({ ...json, authorization: `Bearer ${admin.accessToken}` });
  const post = async (path: string, body: unknown, headers: Record<string, string> = asAdmin()) => {
    const res = await fetch(`${gh.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status, `${path}: ${res.status}`).toBeLessThan(300);
    return res.json() as Promise<Record<string, string>>;
  };
  const del = (path: string) => fetch(`${gh.url}${path}`, { method: 'DELETE', headers: asAdmin() });
  const policy = (patch: Record<string, unknown>) =>
    fetch(`${gh.url}/identity/resources/configurations/v1/vendor/auth-policy`, {
      method: 'PUT',
      headers: { ...json, authorization: `Bearer ${vendorToken}` },
      body: JSON.stringify(patch),
    });
  const exchange = async (clientId: string, secret: string) =>
    (await post('/identity/resources/auth/v1/api-token', { clientId, secret }, json)).accessToken!;
  const withKey = (key: string) => new Headers({ 'x-api-key': key });

  beforeAll(async () => {
    gh = await startRunningGatehouse();
    admin = await gh.signUp();
    vendorCredential = await createVendorCredential(gh.t.deps.db.kysely, gh.t.clock, 'node sdk');
    vendorToken = (await post('/auth/vendor', vendorCredential, json)).token!;
    gatehouse = createGatehouse({
      issuer: gh.url,
      apiTokens: { vendorCredential },
      now: () => sdkNow,
      fetch: (input, init) => {
        const url = String(input);
        if (url.includes('/vendor-only/')) lookups.push(new URL(url).pathname);
        return fetch(input, init);
      },
    });
  });
  afterAll(() => gh?.close());

  it('a personal client credential: userApiToken as bearer, acting as its user', async () => {
    const { clientId, secret } = await post('/identity/resources/users/api-tokens/v1', { description: 'sdk' });
    const user = await gatehouse.authenticate(new Headers({ authorization: `Bearer ${await exchange(clientId!, secret!)}` }));
    expect(user).toMatchObject({
      type: 'userApiToken',
      id: admin.userId,
      userId: admin.userId,
      apiTokenId: clientId,
      tenantId: admin.tenantId,
      email: admin.email,
    });
    expect(user.roles).toContain('Admin');
    await gatehouse.check(user, [gatehouse.requirePermission('fe.secure.write.users')]);
  });

  it('a tenant client credential: tenantApiToken with its roles and no acting user; refused once deleted and the 10 s window passed', async () => {
    const roles = (await (await fetch(`${gh.url}/identity/resources/roles/v1`, { headers: asAdmin() })).json()) as {
      id: string;
      key: string;
    }[];
    const { clientId, secret } = await post('/identity/resources/tenants/api-tokens/v2', {
      description: 'sdk',
      roleIds: [roles.find((r) => r.key === 'ReadOnly')!.id],
    });
    const token = await exchange(clientId!, secret!);
    const user = await gatehouse.verify(token);
    expect(user).toMatchObject({
      type: 'tenantApiToken',
      id: clientId,
      userId: undefined,
      apiTokenId: clientId,
      tenantId: admin.tenantId,
      roles: ['ReadOnly'],
    });
    expect((await refusal(gatehouse.check(user, [gatehouse.requirePermission('fe.secure.write.users')]))).code).toBe('forbidden');
    // The active list is asked once per 10 s, not per request.
    const before = lookups.length;
    await gatehouse.verify(token);
    expect(lookups.length).toBe(before);
    expect((await del(`/identity/resources/tenants/api-tokens/v1/${clientId}`)).status).toBe(200);
    await gatehouse.verify(token); // still inside the documented window
    sdkNow += 10_001;
    expect((await refusal(gatehouse.verify(token))).code).toBe('token_invalid');
  });

  it('access tokens as x-api-key: checked against the active list, roles and permissions from the server, refused once deleted', async () => {
    expect((await policy({ machineToMachineAuthStrategy: 'AccessToken' })).status).toBe(200);
    // The server's clock catches up with the SDK's: these tokens are signed after the SDK last loaded
    // the active list, which it must then ask for again rather than refuse them.
    gh.t.clock.set(sdkNow + 1_000);
    try {
      const tenantKey = await post('/identity/resources/tenants/access-tokens/v1', { description: 'sdk', roleIds: [] });
      const userKey = await post('/identity/resources/users/access-tokens/v1', { description: 'sdk', expiresInMinutes: 1440 });
      const tenant = await gatehouse.authenticate(withKey(tenantKey.secret!));
      expect(tenant).toMatchObject({
        type: 'tenantAccessToken',
        id: tenantKey.id,
        userId: undefined,
        apiTokenId: tenantKey.id,
        tenantId: admin.tenantId,
        roles: [],
        permissions: [],
      });
      const mine = await gatehouse.authenticate({ headers: { 'x-api-key': userKey.secret! } });
      expect(mine).toMatchObject({
        type: 'userAccessToken',
        id: admin.userId,
        userId: admin.userId,
        apiTokenId: userKey.id,
        tenantId: admin.tenantId,
      });
      expect(mine.roles).toContain('Admin');
      expect(mine.permissions).toContain('fe.secure.write.users');
      // Each kind only where it belongs: an access token is no bearer, an exchanged token no x-api-key.
      expect((await refusal(gatehouse.authenticate(new Headers({ authorization: `Bearer ${tenantKey.secret}` })))).code).toBe(
        'token_invalid',
      );
      expect((await refusal(gatehouse.authenticate(withKey(admin.accessToken)))).code).toBe('token_invalid');
      // Without a vendor credential (or a lookup) access tokens cannot be checked, so they are refused.
      expect((await refusal(createGatehouse({ issuer: gh.url }).authenticate(withKey(tenantKey.secret!)))).code).toBe('token_invalid');
      expect((await del(`/identity/resources/tenants/access-tokens/v1/${tenantKey.id}`)).status).toBe(200);
      sdkNow += 10_001;
      expect((await refusal(gatehouse.authenticate(withKey(tenantKey.secret!)))).code).toBe('token_invalid');
      expect((await gatehouse.authenticate(withKey(userKey.secret!))).apiTokenId).toBe(userKey.id);
      // With the cache off a deletion counts at the next request.
      const eager = createGatehouse({ issuer: gh.url, apiTokens: { vendorCredential, cacheMs: 0 } });
      await eager.authenticate(withKey(userKey.secret!));
      expect((await del(`/identity/resources/users/access-tokens/v1/${userKey.id}`)).status).toBe(200);
      expect((await refusal(eager.authenticate(withKey(userKey.secret!)))).code).toBe('token_invalid');
    } finally {
      await policy({ machineToMachineAuthStrategy: 'ClientCredentials' });
    }
  });

  it('answers 503 when its vendor credential is refused, and 401 without any token', async () => {
    const broken = createGatehouse({
      issuer: gh.url,
      apiTokens: { vendorCredential: { clientId: vendorCredential.clientId, secret: 'wrong-secret-wrong-secret-wrong-secret' } },
    });
    const { clientId, secret } = await post('/identity/resources/users/api-tokens/v1', { description: 'sdk' });
    const e = await refusal(broken.verify(await exchange(clientId!, secret!)));
    expect(e).toMatchObject({ code: 'upstream_unavailable', status: 503 });
    expect((await refusal(gatehouse.authenticate(new Headers()))).code).toBe('token_missing');
  });
});
