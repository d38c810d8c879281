import { describe, expect, it } from 'vitest';
import { createGatehouse, GatehouseAuthError } from '../src/index';
import { fakeGatehouse } from './fake-gatehouse';

const entitled = { features: { reports: { planIds: [], expireTime: -1, linkedPermissions: [] } }, plans: {}, permissions: {} };

describe('default entitlement loading', () => {
  it('GETs {issuer}/entitlements/api/v2/user-entitlements with the bearer token, once per token within cacheMs', async () => {
    const fake = await fakeGatehouse();
    fake.answerEntitlements(() => Response.json(entitled));
    let now = Date.now();
    const gatehouse = createGatehouse({ issuer: `${fake.issuer}/`, fetch: fake.fetch, now: () => now });
    const token = await fake.sign('k1');
    const user = await gatehouse.verify(token);
    const requireReports = gatehouse.requireFeature('reports');
    await requireReports(user);
    await requireReports(user);
    const calls = fake.requests.filter((r) => r.url.endsWith('/user-entitlements'));
    expect(calls).toEqual([{ url: 'https://id.example.com/entitlements/api/v2/user-entitlements', authorization: `Bearer ${token}` }]);
    now += 10_001;
    await requireReports(user);
    expect(fake.requests.filter((r) => r.url.endsWith('/user-entitlements'))).toHaveLength(2);
    await expect(Promise.resolve(gatehouse.requireFeature('billing')(user))).rejects.toMatchObject({
      code: 'not_entitled',
      status: 403,
      details: { feature: 'billing', justification: 'MISSING_FEATURE' },
    });
  });

  it('an unreachable or failing endpoint is upstream_unavailable (503) and is not remembered; a 401 there is token_invalid', async () => {
    const fake = await fakeGatehouse();
    const gatehouse = createGatehouse({ issuer: fake.issuer, fetch: fake.fetch });
    const user = await gatehouse.verify(await fake.sign('k1'));
    fake.answerEntitlements(() => new Response('boom', { status: 500 }));
    const e = await Promise.resolve(gatehouse.requireFeature('reports')(user)).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(GatehouseAuthError);
    expect(e).toMatchObject({ code: 'upstream_unavailable', status: 503 });
    fake.answerEntitlements(() => Response.json(entitled));
    await expect(Promise.resolve(gatehouse.requireFeature('reports')(user))).resolves.toBeUndefined();

    const other = await gatehouse.verify(await fake.sign('k1', { sub: 'user-2' }));
    fake.answerEntitlements(() => new Response('{"errors":["Unauthorized"]}', { status: 401 }));
    await expect(Promise.resolve(gatehouse.requireFeature('reports')(other))).rejects.toMatchObject({ code: 'token_invalid', status: 401 });
  });

  it('host attributes reach targeting rules, but cannot pose as token facts', async () => {
    const fake = await fakeGatehouse();
    const byPlan = {
      features: { beta: { planIds: ['early'], expireTime: null, linkedPermissions: [] } },
      plans: {
        early: {
          defaultTreatment: 'false',
          rules: [
            {
              conditionLogic: 'or',
              treatment: 'true',
              conditions: [
                { attribute: 'region', negate: false, op: 'in_list', value: { list: ['eu'] } },
                { attribute: 'frontegg.tenantId', negate: false, op: 'in_list', value: { list: ['vip'] } },
              ],
            },
          ],
        },
      },
      permissions: {},
    };
    fake.answerEntitlements(() => Response.json(byPlan));
    const eu = createGatehouse({ issuer: fake.issuer, fetch: fake.fetch, entitlements: { attributes: () => ({ region: 'eu' }) } });
    const forger = createGatehouse({
      issuer: fake.issuer,
      fetch: fake.fetch,
      entitlements: { attributes: () => ({ 'frontegg.tenantId': 'vip' }) },
    });
    const token = await fake.sign('k1');
    await expect(Promise.resolve(eu.requireFeature('beta')(await eu.verify(token)))).resolves.toBeUndefined();
    await expect(Promise.resolve(forger.requireFeature('beta')(await forger.verify(token)))).rejects.toMatchObject({
      code: 'not_entitled',
    });
  });
});

describe('verified-token cache and key withdrawal', () => {
  it('a key that leaves the JWKS takes its cached tokens with it at the next refetch', async () => {
    const fake = await fakeGatehouse();
    await fake.addKey('k2');
    // cacheMaxAgeMs 0: every signature check refetches, so the withdrawal is seen at once.
    const gatehouse = createGatehouse({ issuer: fake.issuer, fetch: fake.fetch, jwks: { cacheMaxAgeMs: 0 } });
    const old = await fake.sign('k1');
    await gatehouse.verify(old);
    await gatehouse.verify(old); // cached
    fake.withdraw('k1');
    await gatehouse.verify(await fake.sign('k2'));
    await expect(gatehouse.verify(old)).rejects.toMatchObject({ code: 'unknown_key' });
  });

  it('adding a key (rotation) keeps the cached tokens', async () => {
    const fake = await fakeGatehouse();
    const gatehouse = createGatehouse({ issuer: fake.issuer, fetch: fake.fetch, jwks: { cacheMaxAgeMs: 0 } });
    const old = await fake.sign('k1');
    const user = await gatehouse.verify(old);
    await fake.addKey('k2');
    await gatehouse.verify(await fake.sign('k2'));
    expect(await gatehouse.verify(old)).toBe(user);
  });
});
