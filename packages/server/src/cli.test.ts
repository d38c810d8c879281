import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, createTestStorage, type TestServer, type TestStorage } from '../test/harness';
import { runCli } from './cli';
import { parseCatalogue } from './features/entitlements/catalogue-file';

const DEMO_CATALOGUE = fileURLToPath(new URL('../../../apps/demo/entitlements.yaml', import.meta.url));

describe('CLI: vendor credentials and the entitlement catalogue', () => {
  let storage: TestStorage;
  let t: TestServer;
  let env: Record<string, string | undefined>;
  const cli = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, env, t.clock);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const vendorToken = async () => {
    const created = await cli('vendor-credentials', 'create', '--name', 'cli test');
    const [, clientId] = /clientId: (\S+)/.exec(created.out)!;
    const [, secret] = /secret: +(\S+)/.exec(created.out)!;
    const res = await t.request('POST', '/auth/vendor', { body: { clientId, secret } });
    return { clientId: clientId!, res };
  };

  beforeAll(async () => {
    storage = await createTestStorage();
    t = await createTestServer({ storage });
    env = { GATEHOUSE_DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl, NODE_ENV: 'test' };
  });
  afterAll(async () => {
    await t.close();
    await storage.dispose();
  });

  it('vendor-credentials create prints a client id and secret that exchange for a vendor token; list never shows secrets; revoke ends it', async () => {
    const { clientId, res } = await vendorToken();
    expect(res.status).toBe(200);
    const listed = await cli('vendor-credentials', 'list');
    expect(listed.out).toContain(clientId);
    expect(listed.out).toContain('cli test');
    expect(listed.out).not.toMatch(/secret/i);
    expect((await cli('vendor-credentials', 'revoke', clientId)).code).toBe(0);
    expect(await cli('vendor-credentials', 'revoke', clientId)).toMatchObject({ code: 1 });
    expect((await cli('vendor-credentials', 'list')).out).toContain('revoked');
  });

  it('entitlements load: the demo catalogue is created, then updated on a second load, and served by the API', async () => {
    expect(await cli('entitlements', 'load', DEMO_CATALOGUE)).toMatchObject({
      code: 0,
      out: expect.stringContaining('features 4 created, 0 updated; plans 2 created, 0 updated; flags 1 created, 0 updated'),
    });
    expect(await cli('entitlements', 'load', DEMO_CATALOGUE)).toMatchObject({
      code: 0,
      out: expect.stringContaining('features 0 created, 4 updated; plans 0 created, 2 updated; flags 0 created, 1 updated'),
    });
    const { res } = await vendorToken();
    const { token } = (await res.json()) as { token: string };
    const plans = (await (await t.request('GET', '/entitlements/resources/plans/v1', { token })).json()) as {
      items: { key: string; name: string; defaultTreatment: string; features: { key: string }[] }[];
    };
    expect(plans.items.map((p) => [p.key, p.name, p.defaultTreatment, p.features.map((f) => f.key)]).sort()).toEqual([
      ['free', 'Free', 'true', ['reports']],
      ['pro', 'Pro', 'true', ['audit-export', 'reports', 'sso']],
    ]);
    const flags = (await (await t.request('GET', '/flags')).json()) as Record<string, string>;
    expect(flags['new-dashboards']).toBe('on');
  });

  it('entitlements load: a bad file changes nothing and says where it is wrong', async () => {
    const file = join(storage.dataDir, 'broken.yaml');
    writeFileSync(
      file,
      'features:\n  - key: extra\n    name: Extra\nplans:\n  - key: team\n    name: Team\n    features: [extra, no-such-feature]\n',
    );
    const result = await cli('entitlements', 'load', file);
    expect(result).toMatchObject({ code: 1, err: 'plan team: no feature with key no-such-feature' });
    const { res } = await vendorToken();
    const { token } = (await res.json()) as { token: string };
    const features = (await (await t.request('GET', '/entitlements/resources/features/v1', { token })).json()) as {
      items: { key: string }[];
    };
    expect(features.items.map((f) => f.key)).not.toContain('extra');
    writeFileSync(file, 'plans:\n  - key: team\n    name: Team\n    defaultTreatment: maybe\n    colour: blue\n');
    const invalid = await cli('entitlements', 'load', file);
    expect(invalid.code).toBe(1);
    expect(invalid.err).toContain('plans.0.defaultTreatment');
    expect(invalid.err).toContain('colour');
    expect((await cli('entitlements', 'load', join(storage.dataDir, 'missing.yaml'))).err).toContain('No such file');
  });

  it('catalogue files: JSON too; keys named twice are refused', () => {
    expect(parseCatalogue('{"features":[{"key":"a","name":"A"}]}', 'c.json').features).toEqual([{ key: 'a', name: 'A', permissions: [] }]);
    expect(() => parseCatalogue('features:\n  - { key: a, name: A }\n  - { key: a, name: B }\n', 'c.yaml')).toThrow(
      /feature a is named twice/,
    );
    expect(() => parseCatalogue('{"features": [', 'c.json')).toThrow(/not valid JSON/);
  });

  it('social-providers: set reads the secret from the environment only, list never shows it, the public list offers it, remove ends it', async () => {
    const SECRET = 'cli-google-secret-3f9a2c';
    // The server's own services over its database: the CLI must open what the server sealed (the test server's key).
    env = { ...env, GATEHOUSE_MASTER_KEY: 'test-master-key-test-master-key-0123456789', GOOGLE_SECRET: SECRET };
    const redirect = 'http://localhost:5173/account/social/success';
    // Activating without a secret is refused by the same rule as the vendor API.
    const bare = await cli('social-providers', 'set', 'google', '--client-id', 'g-client', '--redirect-url', redirect, '--active');
    expect(bare.code).toBe(1);
    expect(bare.err).toContain('secret');
    const set = await cli(
      'social-providers',
      'set',
      'google',
      '--client-id',
      'g-client',
      '--redirect-url',
      redirect,
      '--secret-env',
      'GOOGLE_SECRET',
      '--active',
      '--scope',
      'openid',
    );
    expect(set).toMatchObject({ code: 0, out: 'google  active  client g-client  secret set' });
    const listed = await cli('social-providers', 'list');
    expect(listed.out).toContain('google  active  client g-client  secret set');
    expect(`${set.out}${listed.out}${listed.err}`).not.toContain(SECRET);
    const publicList = (await (await t.request('GET', '/identity/resources/sso/v1')).json()) as { type: string; active: boolean }[];
    expect(publicList).toContainEqual(expect.objectContaining({ type: 'google', active: true, clientId: 'g-client' }));
    expect(JSON.stringify(publicList)).not.toContain(SECRET);
    expect(await cli('social-providers', 'set', 'myspace', '--client-id', 'x')).toMatchObject({
      code: 2,
      err: expect.stringContaining('github'),
    });
    expect(
      await cli('social-providers', 'set', 'github', '--client-id', 'x', '--redirect-url', redirect, '--secret-env', 'NOT_SET'),
    ).toMatchObject({
      code: 2,
      err: expect.stringContaining('NOT_SET is empty'),
    });
    expect(await cli('social-providers', 'remove', 'google')).toMatchObject({ code: 0, out: 'Removed google' });
    expect((await cli('social-providers', 'list')).out).not.toContain('google');
  });

  it('prints usage for no or unknown commands', async () => {
    expect(await cli()).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run gatehouse') });
    expect(await cli('vendor-credentials', 'create')).toMatchObject({ code: 2, err: expect.stringContaining('--name') });
    expect(await cli('frobnicate')).toMatchObject({ code: 2, err: expect.stringContaining('Unknown command: frobnicate') });
  });
});
