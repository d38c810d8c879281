import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  createTestStorage,
  signUpAndActivate,
  vendorSession,
  type TestServer,
  type TestStorage,
} from '../../../test/harness';
import { runCli } from '../../cli';
import { authorize, CALLBACK, codeRequest, oauthErrorOf, pkce, signedInWithCode, token } from '../../../test/oauth-kit';

const CLIENTS = '/oauth/resources/clients/v1';
const MASTER_KEY = 'test-master-key-test-master-key-0123456789';

describe('the registry of OAuth applications: vendor route and CLI', () => {
  let storage: TestStorage;
  let t: TestServer;
  let vendor: string;
  beforeAll(async () => {
    storage = await createTestStorage();
    t = await createTestServer({ storage });
    vendor = (await vendorSession(t)).token;
  });
  afterAll(async () => {
    await t.close();
    await storage.dispose();
  });

  const cli = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const env = {
      GATEHOUSE_DATA_DIR: storage.dataDir,
      DATABASE_URL: storage.databaseUrl,
      NODE_ENV: 'test',
      GATEHOUSE_MASTER_KEY: MASTER_KEY,
    };
    const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, env, t.clock);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('registers a confidential client whose secret is answered once and stored hashed; list never shows it', async () => {
    const res = await t.request('POST', CLIENTS, {
      token: vendor,
      body: {
        name: 'Billing',
        type: 'confidential',
        redirectUris: [CALLBACK],
        postLogoutRedirectUris: ['https://app.example.com/'],
        allowedOrigins: ['https://app.example.com'],
      },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { clientId: string; clientSecret: string; type: string };
    expect(created.clientSecret).toMatch(/^[\w-]{43}$/);
    const row = await t.deps.db.kysely.selectFrom('oauth_clients').selectAll().where('id', '=', created.clientId).executeTakeFirstOrThrow();
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.clientSecret);
    const listed = await (await t.request('GET', CLIENTS, { token: vendor })).text();
    expect(listed).toContain(created.clientId);
    expect(listed).not.toContain(created.clientSecret);
    expect(listed).not.toMatch(/secret/i);
  });

  it('refuses bad registrations (no redirect URI, a fragment, a non-http scheme, a path as origin) and users', async () => {
    const before = (await t.deps.oauth.clients.list()).length;
    for (const body of [
      { name: 'x', type: 'public', redirectUris: [] },
      { name: 'x', type: 'public', redirectUris: ['https://app.example.com/cb#frag'] },
      { name: 'x', type: 'public', redirectUris: ['javascript:alert(1)'] },
      { name: 'x', type: 'public', redirectUris: [CALLBACK], allowedOrigins: ['https://app.example.com/path'] },
      { name: 'x', type: 'other', redirectUris: [CALLBACK] },
      { name: 'x', type: 'public', redirectUris: ['https://user:pw@app.example.com/cb'] },
      { name: 'x', type: 'public', redirectUris: ['https://app.example.com:99999/cb'] },
    ]) {
      expect((await t.request('POST', CLIENTS, { token: vendor, body })).status, JSON.stringify(body)).toBe(400);
    }
    const user = await signUpAndActivate(t);
    expect(
      (await t.request('POST', CLIENTS, { token: user.accessToken, body: { name: 'x', type: 'public', redirectUris: [CALLBACK] } })).status,
    ).toBe(401);
    expect((await t.deps.oauth.clients.list()).length).toBe(before);
  });

  it('revoking a client ends its sessions and its authorize requests at once', async () => {
    const res = await t.request('POST', CLIENTS, { token: vendor, body: { name: 'Soon gone', type: 'public', redirectUris: [CALLBACK] } });
    const { clientId } = (await res.json()) as { clientId: string };
    const { code, verifier, user } = await signedInWithCode(t, clientId);
    const tokens = (await (
      await token(t, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier })
    ).json()) as { access_token: string; refresh_token: string };
    expect((await t.request('DELETE', `${CLIENTS}/${clientId}`, { token: vendor })).status).toBe(200);
    expect((await t.request('DELETE', `${CLIENTS}/${clientId}`, { token: vendor })).status).toBe(404);
    expect((await t.request('GET', '/identity/resources/users/v2/me', { token: tokens.access_token })).status).toBe(401);
    expect(await oauthErrorOf(await token(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }))).toMatchObject({
      error: 'invalid_grant',
    });
    expect((await authorize(t, user.cookie, codeRequest(clientId, pkce().challenge))).headers.get('location')).toBe(
      '/oauth/error?error=invalid_client',
    );
  });

  it('npm run gatehouse -- oauth-clients create|list|revoke manages the same registry', async () => {
    const created = await cli(
      'oauth-clients',
      'create',
      '--name',
      'CLI app',
      '--type',
      'public',
      '--redirect-uri',
      CALLBACK,
      '--redirect-uri',
      'http://localhost:7000/cb',
      '--allowed-origin',
      'http://localhost:7000',
    );
    expect(created.code).toBe(0);
    const clientId = /clientId: (\S+)/.exec(created.out)![1]!;
    expect(created.out).not.toMatch(/secret/);
    const listed = await cli('oauth-clients', 'list');
    expect(listed.out).toContain(`${clientId}  CLI app  public  ${CALLBACK},http://localhost:7000/cb`);
    const confidential = await cli('oauth-clients', 'create', '--name', 'Back end', '--type', 'confidential', '--redirect-uri', CALLBACK);
    expect(confidential.out).toMatch(/secret: +[\w-]{43}/);
    expect((await cli('oauth-clients', 'create', '--name', 'Bad', '--type', 'public')).code).toBe(2);
    expect((await cli('oauth-clients', 'revoke', clientId)).code).toBe(0);
    expect((await cli('oauth-clients', 'revoke', clientId)).code).toBe(1);
    expect((await cli('oauth-clients', 'list')).out).toMatch(new RegExp(`${clientId}.*revoked`));
  });
});
