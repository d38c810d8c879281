import { featureFlagNames } from '@gatehouse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, signUpAndActivate, type TestServer } from '../../../test/harness';

const CONFIG = '/identity/resources/configurations/v1';

describe('public configuration', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('GET configurations/v1/public answers the vendor policy', async () => {
    const res = await t.request('GET', `${CONFIG}/public`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      allowSignups: true,
      allowNotVerifiedUsersLogin: false,
      // API tokens are on until the vendor switches them off (decision 0013).
      apiTokensEnabled: true,
      forcePermissions: false,
      authStrategy: 'EmailAndPassword',
      machineToMachineAuthStrategy: 'ClientCredentials',
    });
    // Also under the /frontegg prefix the reference clients use.
    expect((await t.request('GET', `/frontegg${CONFIG}/public`)).status).toBe(200);
  });

  it('GET auth/strategies/public: email and password first', async () => {
    const res = await t.request('GET', `${CONFIG}/auth/strategies/public`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.mainAuthStrategies[0].strategy).toBe('EmailAndPassword');
    expect(Array.isArray(body.secondaryAuthStrategies)).toBe(true);
  });

  it('GET auth/strategies needs a token', async () => {
    const anonymous = await t.request('GET', `${CONFIG}/auth/strategies`);
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).errorCode).toBe('auth.unauthenticated');
    const u = await signUpAndActivate(t);
    const res = await t.request('GET', `${CONFIG}/auth/strategies`, { token: u.accessToken });
    expect(res.status).toBe(200);
    expect((await res.json()).mainAuthStrategies[0].strategy).toBe('EmailAndPassword');
  });

  it('GET vendors/public answers the branding', async () => {
    const res = await t.request('GET', '/vendors/public');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: t.config.vendorName, logo: null, icon: null, whiteLabelMode: false });
  });

  it("GET /flags: every spec flag, each 'on' or 'off'", async () => {
    const res = await t.request('GET', '/flags');
    expect(res.status).toBe(200);
    const flags = (await res.json()) as Record<string, string>;
    expect(Object.keys(flags)).toContain('show-passkeys-new');
    expect(Object.keys(flags)).toEqual(expect.arrayContaining([...featureFlagNames]));
    for (const value of Object.values(flags)) expect(['on', 'off']).toContain(value);
  });

  it('GET /metadata?entityName=adminBox answers {rows: []}; an unknown entity is 400', async () => {
    const res = await t.request('GET', '/metadata?entityName=adminBox');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ rows: [] });
    const bogus = await t.request('GET', '/metadata?entityName=bogus');
    expect(bogus.status).toBe(400);
    expect((await errorOf(bogus)).errorCode).toBe('request.invalid');
  });
});

describe('public configuration follows the server config', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { allowSignups: false, allowNotVerifiedUsersLogin: true, vendorName: 'Initech' } });
  });
  afterAll(() => t.close());

  it('reflects allowSignups, allowNotVerifiedUsersLogin and the vendor name', async () => {
    expect(await (await t.request('GET', `${CONFIG}/public`)).json()).toMatchObject({
      allowSignups: false,
      allowNotVerifiedUsersLogin: true,
    });
    expect(await (await t.request('GET', '/vendors/public')).json()).toMatchObject({ name: 'Initech' });
  });
});
