import { createPrivateKey } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { allEndpointList as endpointList, headers } from '@gatehouse/contracts';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, createTestStorage, errorOf, signUpAndActivate, type TestServer } from '../../../test/harness';

const jwksOf = async (t: TestServer) => (await (await t.request('GET', '/.well-known/jwks.json')).json()) as JSONWebKeySet;

/** Verifies an access token the way a host back end would: JWKS over HTTP, issuer = publicUrl. */
async function verifyWithJwks(t: TestServer, token: string) {
  const jwks = await jwksOf(t);
  const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), { issuer: t.config.publicUrl });
  expect(jwks.keys.map((k) => k.kid)).toContain(protectedHeader.kid);
  return { payload, protectedHeader, jwks };
}

describe('operations endpoints', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('GET /healthz and /readyz', async () => {
    const health = await t.request('GET', '/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await t.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('GET /metrics answers Prometheus text with the request counter', async () => {
    await t.request('GET', '/healthz');
    const res = await t.request('GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('# TYPE gatehouse_http_requests_total counter');
    expect(text).toMatch(/^gatehouse_http_requests_total\{method="GET",status="200"\} \d+/m);
    expect(text).toContain('gatehouse_http_request_duration_seconds_bucket');
  });

  it('GET /openapi.json: OpenAPI 3.1 with every contract endpoint, its method and access', async () => {
    const res = await t.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(endpointList.length).toBeGreaterThan(20);
    for (const e of endpointList) {
      const op = doc.paths[e.path]?.[e.method];
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      expect(op.operationId).toBe(e.id);
      expect(op['x-gatehouse-access']).toEqual(e.access);
      expect(op.responses.default).toBeDefined();
    }
    const operations = Object.values(doc.paths as Record<string, object>).reduce((n: number, ops) => n + Object.keys(ops).length, 0);
    expect(operations).toBe(endpointList.length);
  });

  it('GET /docs renders the API reference as HTML', async () => {
    const res = await t.request('GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    for (const e of endpointList) expect(html).toContain(e.path);
  });

  it('access tokens verify against /.well-known/jwks.json and carry the claims of wire-compat §4.2', async () => {
    const u = await signUpAndActivate(t);
    const login = await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: u.email, password: u.password } });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const { payload, protectedHeader } = await verifyWithJwks(t, accessToken);
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: u.userId,
      email: u.email,
      name: 'Ada Lovelace',
      tenantId: u.tenantId,
      tenantIds: [u.tenantId],
      roles: ['Admin'],
      type: 'userToken',
      iss: t.config.publicUrl,
    });
    expect((payload.permissions as string[]).length).toBeGreaterThan(0);
    expect(payload.amr).toEqual(expect.arrayContaining(['pwd']));
    expect(payload.auth_time).toEqual(expect.any(Number));
    expect(payload.iat).toEqual(expect.any(Number));
    expect(payload.exp! - payload.iat!).toBe(t.config.accessTokenTtlSeconds);
    expect(payload.auth_time).toBeLessThanOrEqual(payload.iat!);
  });

  it('the JWKS publishes public keys only', async () => {
    const jwks = await jwksOf(t);
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const k of jwks.keys) {
      expect(k).toMatchObject({ kid: expect.any(String), alg: expect.any(String), use: 'sig' });
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(k).not.toHaveProperty(secret);
    }
  });

  it('GET /.well-known/openid-configuration', async () => {
    const res = await t.request('GET', '/.well-known/openid-configuration');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.issuer).toBe(t.config.publicUrl);
    expect(body.jwks_uri).toBe(`${t.config.publicUrl}/.well-known/jwks.json`);
    expect(body.code_challenge_methods_supported).toEqual(['S256']);
    expect(body.id_token_signing_alg_values_supported).toEqual(['RS256']);
  });

  it('every answer carries a frontegg-trace-id header, exposed to browsers', async () => {
    const u = await signUpAndActivate(t);
    const answers = [
      await t.request('GET', '/healthz'),
      await t.request('GET', '/identity/resources/users/v2/me', { token: u.accessToken }),
      await t.request('GET', '/identity/resources/users/v2/me'),
      await t.request('GET', '/no/such/route'),
      await t.request('POST', '/identity/resources/auth/v1/user', {
        rawBody: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
      // Answers made outside the contract routes: by hand, as HTML, as text, as redirects, by the body limit.
      await t.request('POST', '/oauth/token', {
        rawBody: 'grant_type=nope',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      await t.request('GET', '/oauth/login'),
      await t.request('GET', '/oauth/authorize?client_id=nobody'),
      await t.request('GET', '/metrics'),
      await t.request('GET', '/openapi.json'),
      await t.request('GET', '/.well-known/jwks.json'),
      await t.request('GET', '/dev/mail.json'),
      await t.request('POST', '/identity/resources/auth/v1/user', {
        rawBody: 'x'.repeat(t.config.maxBodyBytes + 1),
        headers: { 'content-type': 'application/json' },
      }),
    ];
    const ids = answers.map((r) => r.headers.get(headers.traceId));
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(answers[0]!.headers.get('access-control-expose-headers')?.toLowerCase()).toContain(headers.traceId);
    const notFound = await errorOf(answers[3]!);
    expect(notFound).toMatchObject({ status: 404, errorCode: 'request.not_found' });
  });

  it('the dev outbox is served outside production', async () => {
    const page = await t.request('GET', '/dev/mail');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const json = await t.request('GET', '/dev/mail.json');
    expect(json.status).toBe(200);
    expect(Array.isArray(await json.json())).toBe(true);
  });

  it('stores private signing keys sealed, never as PEM', async () => {
    const rows = await t.deps.db.kysely.selectFrom('signing_keys').select(['kid', 'private_key']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.private_key).not.toContain('PRIVATE KEY');
      expect(r.private_key.startsWith('v1.')).toBe(true);
      // Neither the whole value nor any of its parts reads as a DER private key. (A substring test for
      // the DER prefix "MII" would fail by chance: random ciphertext in base64url contains it now and then.)
      for (const part of [r.private_key, ...r.private_key.split('.')]) {
        expect(() => createPrivateKey({ key: Buffer.from(part, 'base64url'), format: 'der', type: 'pkcs8' })).toThrow();
      }
    }
  });
});

describe('production mode', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({
      config: { nodeEnv: 'production', masterKey: 'prod-master-key-prod-master-key-0123456789', publicUrl: 'https://id.example.com' },
    });
  });
  afterAll(() => t.close());

  it('does not mount the dev outbox', async () => {
    for (const path of ['/dev/mail', '/dev/mail.json', '/frontegg/dev/mail.json']) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(404);
      expect((await errorOf(res)).errorCode).toBe('request.not_found');
    }
  });

  it('still serves health and discovery, with the configured issuer', async () => {
    expect((await t.request('GET', '/healthz')).status).toBe(200);
    const body = await (await t.request('GET', '/.well-known/openid-configuration')).json();
    expect(body.issuer).toBe('https://id.example.com');
    expect(body.jwks_uri).toBe('https://id.example.com/.well-known/jwks.json');
  });
});

describe('signing keys across restarts', () => {
  it('keeps the same key (and accepts tokens issued before the restart)', async () => {
    const storage = await createTestStorage();
    try {
      const first = await createTestServer({ storage });
      const kid = (await jwksOf(first)).keys.map((k) => k.kid);
      const u = await signUpAndActivate(first);
      await first.close();

      const second = await createTestServer({ storage });
      try {
        expect((await jwksOf(second)).keys.map((k) => k.kid)).toEqual(kid);
        await verifyWithJwks(second, u.accessToken);
        expect((await second.request('GET', '/identity/resources/users/v2/me', { token: u.accessToken })).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await storage.dispose();
    }
  });

  it('generates a dev master key with mode 0600 under dataDir when none is configured, and reuses it', async () => {
    const storage = await createTestStorage();
    try {
      const first = await createTestServer({ storage, config: { masterKey: undefined } });
      expect(first.config.masterKey).toBeUndefined();
      const file = join(storage.dataDir, 'master.key');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const kid = (await jwksOf(first)).keys.map((k) => k.kid);
      await first.close();

      // The stored private key unseals with the same generated master key after a restart.
      const second = await createTestServer({ storage, config: { masterKey: undefined } });
      try {
        expect((await jwksOf(second)).keys.map((k) => k.kid)).toEqual(kid);
        const u = await signUpAndActivate(second);
        await verifyWithJwks(second, u.accessToken);
      } finally {
        await second.close();
      }
    } finally {
      await storage.dispose();
    }
  });
});

describe.each(['ES256', 'EdDSA'] as const)('jwtAlgorithm %s', (alg) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { jwtAlgorithm: alg } });
  });
  afterAll(() => t.close());

  it('signs access tokens that verify against the JWKS, and the server accepts them', async () => {
    const u = await signUpAndActivate(t);
    expect(decodeProtectedHeader(u.accessToken).alg).toBe(alg);
    const { payload, jwks } = await verifyWithJwks(t, u.accessToken);
    expect(payload).toMatchObject({ sub: u.userId, type: 'userToken', tenantId: u.tenantId });
    expect(jwks.keys.find((k) => k.kid === decodeProtectedHeader(u.accessToken).kid)).toMatchObject({
      alg,
      kty: alg === 'ES256' ? 'EC' : 'OKP',
    });
    expect((await t.request('GET', '/identity/resources/users/v2/me', { token: u.accessToken })).status).toBe(200);
    const discovery = await (await t.request('GET', '/.well-known/openid-configuration')).json();
    expect(discovery.id_token_signing_alg_values_supported).toEqual([alg]);
  });
});

describe('publicUrl with a trailing slash', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { publicUrl: 'https://id.example.com/' } });
  });
  afterAll(() => t.close());

  it('issues tokens whose iss is the issuer that discovery announces', async () => {
    const discovery = await (await t.request('GET', '/.well-known/openid-configuration')).json();
    expect(discovery.issuer).toBe('https://id.example.com');
    expect(discovery.jwks_uri).toBe('https://id.example.com/.well-known/jwks.json');
    const u = await signUpAndActivate(t);
    const { payload } = await jwtVerify(u.accessToken, createLocalJWKSet(await jwksOf(t)), { issuer: discovery.issuer });
    expect(payload.iss).toBe(discovery.issuer);
    expect((await t.request('GET', '/identity/resources/users/v2/me', { token: u.accessToken })).status).toBe(200);
  });
});
