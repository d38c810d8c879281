import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, signUpAndActivate, vendorSession, type TestServer } from '../../../test/harness';
import { ConfigError, loadConfig } from '../../config/load-config';
import { sha256 } from '../../kernel/crypto';
import {
  createVendorCredential,
  ensureConfiguredCredential,
  listVendorCredentials,
  revokeVendorCredential,
} from './vendor-credentials.store';

const FEATURES = '/entitlements/resources/features/v1';
const ME = '/identity/resources/users/v2/me';
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('vendor credentials and vendor tokens', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('POST /auth/vendor: a good client id and secret give a short-lived vendor token', async () => {
    const { clientId, token, expiresIn } = await vendorSession(t);
    expect(expiresIn).toBe(t.config.vendorTokenTtlSeconds);
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ type: 'vendorToken', sub: clientId, aud: 'gatehouse', vendorId: 'default' });
    expect((claims.exp as number) - (claims.iat as number)).toBe(expiresIn);
    const res = await t.request('GET', FEATURES, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ items: [], hasNext: false });
  });

  it('a wrong secret, an unknown client id or a revoked credential: 401 vendor.invalid_credentials', async () => {
    const { clientId, secret } = await createVendorCredential(t.deps.db.kysely, t.clock, 'wrong');
    for (const body of [
      { clientId, secret: `${secret}x` },
      { clientId, secret: secret.slice(1) },
      { clientId: crypto.randomUUID(), secret },
    ]) {
      const res = await t.request('POST', '/auth/vendor', { body });
      expect(res.status).toBe(401);
      expect((await errorOf(res)).errorCode).toBe('vendor.invalid_credentials');
    }
    expect(await revokeVendorCredential(t.deps.db.kysely, t.clock, clientId)).toBe(true);
    expect(await revokeVendorCredential(t.deps.db.kysely, t.clock, clientId)).toBe(false);
    expect((await t.request('POST', '/auth/vendor', { body: { clientId, secret } })).status).toBe(401);
  });

  it('revoking a credential ends its tokens at once', async () => {
    const { clientId, token } = await vendorSession(t);
    expect((await t.request('GET', FEATURES, { token })).status).toBe(200);
    await revokeVendorCredential(t.deps.db.kysely, t.clock, clientId);
    const res = await t.request('GET', FEATURES, { token });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).errorCode).toBe('auth.unauthenticated');
    expect((await listVendorCredentials(t.deps.db.kysely)).find((c) => c.id === clientId)?.revoked_at).not.toBeNull();
  });

  it('an expired vendor token is refused', async () => {
    const { token, expiresIn } = await vendorSession(t);
    t.clock.advance(expiresIn * 1000 + 1000);
    expect((await t.request('GET', FEATURES, { token })).status).toBe(401);
  });

  it('user tokens are refused on vendor routes, vendor tokens on user routes, and tokens of other kinds on both', async () => {
    const user = await signUpAndActivate(t);
    const vendor = await vendorSession(t);
    expect((await t.request('GET', FEATURES, { token: user.accessToken })).status).toBe(401);
    expect((await t.request('GET', ME, { token: vendor.token })).status).toBe(401);
    expect((await t.request('GET', '/entitlements/api/v2/user-entitlements', { token: vendor.token })).status).toBe(401);
    expect((await t.request('GET', ME, { token: user.accessToken })).status).toBe(200);
    // Signed by our key, but not a vendor token: another type, another audience, an unknown credential.
    const now = Math.floor(t.clock.now() / 1000);
    const base = { type: 'vendorToken', sub: vendor.clientId, vendorId: 'default', aud: 'gatehouse', iat: now, exp: now + 60 };
    for (const claims of [
      { ...base, type: 'userToken' },
      { ...base, aud: 'elsewhere' },
      { ...base, sub: crypto.randomUUID() },
      { ...base, vendorId: 'other' },
    ]) {
      expect((await t.request('GET', FEATURES, { token: await t.deps.keys.signJwt(claims) })).status, JSON.stringify(claims)).toBe(401);
    }
    expect((await t.request('GET', FEATURES, { token: await t.deps.keys.signJwt(base) })).status).toBe(200);
    expect((await t.request('GET', FEATURES)).status).toBe(401);
    expect((await t.request('GET', FEATURES, { token: 'not-a-jwt' })).status).toBe(401);
  });

  it('the vendor side lives at the root only, not under /frontegg', async () => {
    const { clientId, secret, token } = await vendorSession(t);
    expect((await t.request('POST', '/frontegg/auth/vendor', { body: { clientId, secret } })).status).toBe(404);
    expect((await t.request('GET', `/frontegg${FEATURES}`, { token })).status).toBe(404);
  });

  it('stores only the SHA-256 of the secret, and audits exchanges without it', async () => {
    const { clientId, secret } = await vendorSession(t);
    const row = await t.deps.db.kysely.selectFrom('vendor_credentials').selectAll().where('id', '=', clientId).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(sha256(secret));
    expect(Buffer.from(secret, 'base64url').length).toBeGreaterThanOrEqual(32);
    await t.request('POST', '/auth/vendor', { body: { clientId, secret: 'a wrong secret, never stored' } });
    const audits = await t.deps.db.kysely.selectFrom('audit_log').selectAll().where('target_id', '=', clientId).execute();
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['vendor.token_issued', 'vendor.token_refused']));
    expect(JSON.stringify(audits)).not.toContain(secret);
    expect(JSON.stringify(audits)).not.toContain('never stored');
  });
});

describe('vendor credential exchange limits and configuration', () => {
  it('is limited per IP like sign-in (429 past the limit)', async () => {
    const t = await createTestServer({ config: { ipLoginAttemptsPerMinute: 3 } });
    try {
      const { clientId, secret } = await createVendorCredential(t.deps.db.kysely, t.clock, 'limited');
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await t.request('POST', '/auth/vendor', { body: { clientId, secret } })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it('a credential from configuration (vendorClientId + vendorSecret) works; a new secret replaces the old at restart', async () => {
    const clientId = 'demo-vendor';
    const secret = 'configured-vendor-secret-0123456789abcdef';
    const t = await createTestServer({ config: { vendorClientId: clientId, vendorSecret: secret } });
    try {
      const res = await t.request('POST', '/auth/vendor', { body: { clientId, secret } });
      expect(res.status).toBe(200);
      expect(await ensureConfiguredCredential(t.deps.db.kysely, t.clock, clientId, `${secret}-rotated`)).toBe('active');
      expect((await t.request('POST', '/auth/vendor', { body: { clientId, secret } })).status).toBe(401);
      expect((await t.request('POST', '/auth/vendor', { body: { clientId, secret: `${secret}-rotated` } })).status).toBe(200);
      // A revoked configured credential stays revoked at the next start.
      await revokeVendorCredential(t.deps.db.kysely, t.clock, clientId);
      expect(await ensureConfiguredCredential(t.deps.db.kysely, t.clock, clientId, secret)).toBe('revoked');
      expect((await t.request('POST', '/auth/vendor', { body: { clientId, secret } })).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('configuration needs both halves, and a secret of at least 32 characters', () => {
    expect(() => loadConfig({ GATEHOUSE_VENDOR_CLIENT_ID: 'demo' })).toThrow(ConfigError);
    expect(() => loadConfig({ GATEHOUSE_VENDOR_SECRET: 'x'.repeat(40) })).toThrow(/vendorClientId/);
    expect(() => loadConfig({ GATEHOUSE_VENDOR_CLIENT_ID: 'demo', GATEHOUSE_VENDOR_SECRET: 'short' })).toThrow(/vendorSecret/);
    const secret = 'x'.repeat(40);
    try {
      loadConfig({ GATEHOUSE_VENDOR_CLIENT_ID: 'demo', GATEHOUSE_VENDOR_SECRET: 'short' });
    } catch (e) {
      // The report names the key, never the value.
      expect((e as Error).message).not.toContain('short');
    }
    expect(loadConfig({ GATEHOUSE_VENDOR_CLIENT_ID: 'demo', GATEHOUSE_VENDOR_SECRET: secret })).toMatchObject({
      vendorClientId: 'demo',
      vendorSecret: secret,
    });
  });
});
