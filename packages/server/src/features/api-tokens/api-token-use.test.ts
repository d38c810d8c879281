import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, signUpAndActivate } from '../../../test/harness';
import { claimsOf, createTokenKit, P, type TokenKit } from './token-test-kit';

describe('API tokens in use: the exchange, the API-token routes and the vendor lookups', () => {
  let k: TokenKit;
  let adminA: string;
  beforeAll(async () => {
    k = await createTokenKit();
    adminA = await k.signIn(k.A.admin);
  });
  afterAll(() => k.close());

  const createTenantCc = async (body: Record<string, unknown> = {}) => {
    const res = await k.t.request('POST', P.tenantCcCreate, {
      token: adminA,
      body: { description: 'machine', roleIds: [await k.roleId('ReadOnly')], ...body },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { clientId: string; secret: string; expires: string | null };
  };
  const exchange = (clientId: string, secret: string) => k.t.request('POST', P.exchange, { body: { clientId, secret } });
  const exchanged = async (clientId: string, secret: string) => {
    const res = await exchange(clientId, secret);
    expect(res.status).toBe(200);
    return (await res.json()) as { accessToken: string; expiresIn: number; expires: string };
  };
  const me = (init: { token?: string; apiKey?: string }) =>
    k.t.request('GET', P.me, { token: init.token, headers: init.apiKey ? { 'x-api-key': init.apiKey } : {} });
  const vendorGet = (path: string) => k.t.request('GET', path, { token: k.vendor });

  it('a tenant client credential is exchanged for a tenantApiToken with the claims of wire-compat §4.2; deletion refuses it at once', async () => {
    const cc = await createTenantCc();
    const res = await exchange(cc.clientId, cc.secret);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { accessToken, expiresIn, expires } = (await res.json()) as { accessToken: string; expiresIn: number; expires: string };
    expect(expiresIn).toBe(k.t.config.accessTokenTtlSeconds);
    expect(Date.parse(expires)).toBe((claimsOf(accessToken).exp as number) * 1000);
    const claims = claimsOf(accessToken);
    expect(claims).toMatchObject({
      type: 'tenantApiToken',
      sub: cc.clientId,
      tenantId: k.A.id,
      roles: ['ReadOnly'],
      createdByUserId: k.A.admin.id,
      aud: 'gatehouse',
      iss: k.t.config.publicUrl,
    });
    expect(claims.permissions).toContain('fe.secure.read.users');
    expect(claims.permissions).not.toContain('fe.secure.write.users');
    const who = await me({ token: accessToken });
    expect(who.status).toBe(200);
    expect(await who.json()).toMatchObject({
      type: 'tenantApiToken',
      tokenId: cc.clientId,
      tenantId: k.A.id,
      userId: null,
      roles: ['ReadOnly'],
    });
    // Sessions and API tokens do not stand in for each other.
    expect((await errorOf(await me({ token: adminA }))).status).toBe(401);
    expect((await errorOf(await k.t.request('GET', P.userCc, { token: accessToken }))).status).toBe(401);
    expect(await vendorGet(P.activeTenant).then((r) => r.json())).toContain(cc.clientId);
    const success = await k.t.deps.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'api_token.exchanged')
      .where('target_id', '=', cc.clientId)
      .execute();
    expect(success).toHaveLength(1);
    expect(success[0]!.tenant_id).toBe(k.A.id);

    expect((await k.t.request('DELETE', `${P.tenantCc}/${cc.clientId}`, { token: adminA })).status).toBe(200);
    expect((await errorOf(await me({ token: accessToken }))).status).toBe(401);
    expect(await vendorGet(P.activeTenant).then((r) => r.json())).not.toContain(cc.clientId);
    // Parallel exchanges of the deleted credential: every one refused — as invalid until the client id's
    // free attempts are spent, then without being looked at (the lockout of issue 14).
    const answers = await Promise.all(Array.from({ length: 20 }, () => exchange(cc.clientId, cc.secret)));
    const codes = await Promise.all(answers.map(async (a) => `${a.status} ${(await errorOf(a)).errorCode}`));
    expect(codes.filter((c) => c === '401 api_token.invalid_credentials')).toHaveLength(k.t.config.loginDelayAfterFailures);
    expect(codes.filter((c) => c === '429 request.rate_limited')).toHaveLength(20 - k.t.config.loginDelayAfterFailures);
  });

  it('the standard client_credentials grant at /oauth/token exchanges the same credential (client_secret_basic and _post)', async () => {
    const cc = await createTenantCc();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const basic = (secret: string) =>
      `Basic ${Buffer.from(`${encodeURIComponent(cc.clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;
    const viaBasic = await k.t.request('POST', '/oauth/token', {
      rawBody: 'grant_type=client_credentials',
      headers: { ...form, authorization: basic(cc.secret) },
    });
    expect(viaBasic.status).toBe(200);
    expect(viaBasic.headers.get('cache-control')).toBe('no-store');
    const body = (await viaBasic.json()) as Record<string, unknown>;
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: k.t.config.accessTokenTtlSeconds });
    expect(claimsOf(body.access_token as string)).toMatchObject({ type: 'tenantApiToken', sub: cc.clientId, tenantId: k.A.id });
    expect((await me({ token: body.access_token as string })).status).toBe(200);
    const viaPost = await k.t.request('POST', '/oauth/token', {
      rawBody: new URLSearchParams({ grant_type: 'client_credentials', client_id: cc.clientId, client_secret: cc.secret }).toString(),
      headers: form,
    });
    expect(viaPost.status).toBe(200);
    const wrongBasic = await k.t.request('POST', '/oauth/token', {
      rawBody: 'grant_type=client_credentials',
      headers: { ...form, authorization: basic('gh_cs_wrong') },
    });
    expect(wrongBasic.status).toBe(401);
    expect(await wrongBasic.json()).toMatchObject({ error: 'invalid_client' });
    expect((await k.t.request('DELETE', `${P.tenantCc}/${cc.clientId}`, { token: adminA })).status).toBe(200);
    const afterDelete = await k.t.request('POST', '/oauth/token', {
      body: { grant_type: 'client_credentials', client_id: cc.clientId, client_secret: cc.secret },
    });
    expect(afterDelete.status).toBe(400);
    expect(await afterDelete.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses a wrong secret and an unknown client id alike, and audits both', async () => {
    const cc = await createTenantCc();
    // One character changed (the first: every bit of it counts, unlike a base64url string's last one).
    const wrong = await errorOf(await exchange(cc.clientId, `${cc.secret.startsWith('A') ? 'B' : 'A'}${cc.secret.slice(1)}`));
    const unknown = await errorOf(await exchange('00000000-0000-4000-8000-000000000000', cc.secret));
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ status: 401, errorCode: 'api_token.invalid_credentials' });
    const refused = await k.t.deps.db.kysely
      .selectFrom('audit_log')
      .select(['target_id', 'data'])
      .where('action', '=', 'api_token.exchange_refused')
      .execute();
    expect(refused).toEqual(
      expect.arrayContaining([
        { target_id: cc.clientId, data: JSON.stringify({ reason: 'secret' }) },
        { target_id: null, data: JSON.stringify({ reason: 'unknown' }) },
      ]),
    );
    for (const r of refused) expect(r.data).not.toContain(cc.secret);
    // The secret of a client credential is not an access token either.
    expect((await errorOf(await me({ apiKey: cc.secret }))).status).toBe(401);
    expect((await errorOf(await me({ token: cc.secret }))).status).toBe(401);
  });

  it('expiry holds at the exchange and on use; the exchanged token never outlives its credential', async () => {
    const cc = await createTenantCc({ expiresInMinutes: 1 });
    const { accessToken, expiresIn } = await exchanged(cc.clientId, cc.secret);
    expect(expiresIn).toBe(60);
    expect(claimsOf(accessToken).exp).toBe(Math.floor(Date.parse(cc.expires!) / 1000));
    expect((await me({ token: accessToken })).status).toBe(200);
    k.t.clock.advance(60_000);
    expect((await errorOf(await me({ token: accessToken }))).status).toBe(401);
    expect((await errorOf(await exchange(cc.clientId, cc.secret))).errorCode).toBe('api_token.invalid_credentials');
    expect(await vendorGet(P.activeTenant).then((r) => r.json())).not.toContain(cc.clientId);
  });

  it("a personal token carries its user's roles and dies when the user is disabled or removed from the tenant", async () => {
    const readOnly = await k.signIn(k.A.readOnly);
    const res = await k.t.request('POST', P.userCc, { token: readOnly, body: { description: 'mine' } });
    const cc = (await res.json()) as { clientId: string; secret: string };
    const { accessToken } = await exchanged(cc.clientId, cc.secret);
    expect(claimsOf(accessToken)).toMatchObject({
      type: 'userApiToken',
      sub: cc.clientId,
      userId: k.A.readOnly.id,
      createdByUserId: k.A.readOnly.id,
      tenantId: k.A.id,
      email: k.A.readOnly.email,
      roles: ['ReadOnly'],
    });
    expect(await (await me({ token: accessToken })).json()).toMatchObject({ type: 'userApiToken', userId: k.A.readOnly.id });
    expect(await vendorGet(P.activeUser).then((r) => r.json())).toContain(cc.clientId);

    expect((await k.t.request('POST', `/identity/resources/tenants/users/v1/${k.A.readOnly.id}/disable`, { token: adminA })).status).toBe(
      200,
    );
    expect((await errorOf(await exchange(cc.clientId, cc.secret))).status).toBe(401);
    expect((await errorOf(await me({ token: accessToken }))).status).toBe(401);
    expect(await vendorGet(P.activeUser).then((r) => r.json())).not.toContain(cc.clientId);
    expect((await k.t.request('POST', `/identity/resources/tenants/users/v1/${k.A.readOnly.id}/enable`, { token: adminA })).status).toBe(
      200,
    );
    expect((await exchange(cc.clientId, cc.secret)).status).toBe(200);

    expect((await k.t.request('DELETE', `/team/resources/members/v1/${k.A.readOnly.id}`, { token: adminA })).status).toBeLessThan(300);
    expect((await errorOf(await exchange(cc.clientId, cc.secret))).status).toBe(401);
    expect(await vendorGet(P.activeUser).then((r) => r.json())).not.toContain(cc.clientId);
  });

  it('access tokens (the other kind) go as x-api-key and are checked against the active list; the vendor looks up their roles', async () => {
    await k.policy({ machineToMachineAuthStrategy: 'AccessToken' });
    try {
      const res = await k.t.request('POST', P.tenantAt, {
        token: adminA,
        body: { description: 'reports', roleIds: [await k.roleId('ReadOnly')] },
      });
      const at = (await res.json()) as { id: string; secret: string };
      expect(claimsOf(at.secret)).toMatchObject({ type: 'tenantAccessToken', sub: at.id, tenantId: k.A.id, createdByUserId: k.A.admin.id });
      expect(claimsOf(at.secret).roles).toBeUndefined();
      expect(await (await me({ apiKey: at.secret })).json()).toMatchObject({
        type: 'tenantAccessToken',
        tokenId: at.id,
        roles: ['ReadOnly'],
      });
      // Bearer is for exchanged tokens only.
      expect((await errorOf(await me({ token: at.secret }))).status).toBe(401);
      expect(await vendorGet(P.activeTenant).then((r) => r.json())).toContain(at.id);
      const authz = (await vendorGet(`${P.vendorTenant}/${at.id}`).then((r) => r.json())) as { roles: string[]; permissions: string[] };
      expect(authz.roles).toEqual(['ReadOnly']);
      expect(authz.permissions).toContain('fe.secure.read.users');
      // Another tenant's token id through the personal lookup, or a user's session on the vendor side: nothing.
      expect((await errorOf(await vendorGet(`${P.vendorUser}/${at.id}`))).status).toBe(404);
      expect((await errorOf(await k.t.request('GET', P.activeTenant, { token: adminA }))).status).toBe(401);

      const mine = (await (
        await k.t.request('POST', P.userAt, { token: adminA, body: { description: 'cli', expiresInMinutes: 1440 } })
      ).json()) as { id: string; secret: string };
      expect(claimsOf(mine.secret)).toMatchObject({ type: 'userAccessToken', sub: mine.id, userId: k.A.admin.id, tenantId: k.A.id });
      const personal = (await (await me({ apiKey: mine.secret })).json()) as {
        type: string;
        userId: string;
        roles: string[];
        permissions: string[];
      };
      expect(personal).toMatchObject({ type: 'userAccessToken', userId: k.A.admin.id });
      expect(personal.roles).toContain('Admin');
      expect(await vendorGet(P.activeUser).then((r) => r.json())).toContain(mine.id);
      expect(await vendorGet(`${P.vendorUser}/${mine.id}`).then((r) => r.json())).toEqual({
        roles: personal.roles,
        permissions: personal.permissions,
      });

      expect((await k.t.request('DELETE', `${P.tenantAt}/${at.id}`, { token: adminA })).status).toBe(200);
      expect((await errorOf(await me({ apiKey: at.secret }))).status).toBe(401);
      expect(await vendorGet(P.activeTenant).then((r) => r.json())).not.toContain(at.id);
      expect((await errorOf(await vendorGet(`${P.vendorTenant}/${at.id}`))).status).toBe(404);
      // Off means off: no token works while the vendor has API tokens switched off.
      await k.policy({ apiTokensEnabled: false });
      expect((await errorOf(await me({ apiKey: mine.secret }))).status).toBe(401);
      expect(await vendorGet(P.activeUser).then((r) => r.json())).toEqual([]);
    } finally {
      await k.policy({ machineToMachineAuthStrategy: 'ClientCredentials', apiTokensEnabled: true });
    }
  });
});

describe('the exchange is rate limited per client id and per IP', () => {
  it('refuses with 429 once a client id has used its budget, even with the right secret', async () => {
    const t = await createTestServer({ config: { ipLoginAttemptsPerMinute: 3 } });
    try {
      const admin = await signUpAndActivate(t);
      const cc = (await (
        await t.request('POST', P.tenantCcCreate, { token: admin.accessToken, body: { description: 'x', roleIds: [] } })
      ).json()) as { clientId: string; secret: string };
      // A fresh window: sign-up and activation spent part of this IP's credential budget.
      t.clock.advance(60_000);
      for (let i = 0; i < 3; i++)
        expect((await t.request('POST', P.exchange, { body: { clientId: cc.clientId, secret: 'wrong' } })).status).toBe(401);
      expect((await errorOf(await t.request('POST', P.exchange, { body: { clientId: cc.clientId, secret: cc.secret } }))).status).toBe(429);
      t.clock.advance(60_000);
      expect((await t.request('POST', P.exchange, { body: { clientId: cc.clientId, secret: cc.secret } })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses an IP that tries many client ids', async () => {
    const t = await createTestServer({ config: { ipLoginAttemptsPerMinute: 2 } });
    try {
      const statuses = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await t.request('POST', P.exchange, { body: { clientId: `client-${i}`, secret: 'x' } })).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
