import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatehouse, type Gatehouse } from '../src/index';
import { refusal } from './refusal';
import { startRunningGatehouse, type RunningGatehouse } from './running-gatehouse';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const parts = (token: string) => token.split('.') as [string, string, string];
const decode = (segment: string) => JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));

describe('@gatehouse/node verify against a running Gatehouse server', () => {
  let gh: RunningGatehouse;
  let gatehouse: Gatehouse;

  beforeAll(async () => {
    gh = await startRunningGatehouse();
    gatehouse = createGatehouse({ issuer: gh.url });
  });
  afterAll(() => gh?.close());

  it('accepts a token the server issued at activation, with the user its claims describe', async () => {
    const session = await gh.signUp();
    const user = await gatehouse.verify(session.accessToken);
    expect(user).toMatchObject({
      id: session.userId,
      type: 'userToken',
      email: session.email,
      tenantId: session.tenantId,
      tenantIds: [session.tenantId],
      name: 'Ada Lovelace',
    });
    expect(user.roles).toContain('Admin');
    expect(user.permissions.length).toBeGreaterThan(0);
    expect(user.claims.iss).toBe(gh.url);
    expect(user.token).toBe(session.accessToken);
    expect(Object.isFrozen(user)).toBe(true);
    // The same token again: the same frozen user, no second signature check.
    expect(await gatehouse.verify(session.accessToken)).toBe(user);
    expect(await gatehouse.authenticate(`Bearer ${session.accessToken}`)).toBe(user);
    expect(await gatehouse.authenticate(new Request(gh.url, { headers: { authorization: `Bearer ${session.accessToken}` } }))).toBe(user);
  });

  it('rejects an expired token (token_expired, 401)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const e = await refusal(gatehouse.verify(await gh.mint({ iat: now - 600, exp: now - 10 })));
    expect([e.code, e.status]).toEqual(['token_expired', 401]);
    expect(e.toJSON()).toEqual({ errors: ['Access token expired'], errorCode: 'token_expired' });
  });

  it('judges expiry again on every call for a cached token', async () => {
    let now = Date.now();
    const timed = createGatehouse({ issuer: gh.url, now: () => now });
    const token = await gh.mint({ exp: Math.floor(now / 1000) + 60 });
    await timed.verify(token);
    now += 61_000;
    expect((await refusal(timed.verify(token))).code).toBe('token_expired');
  });

  it('honours clockToleranceSeconds', async () => {
    const lenient = createGatehouse({ issuer: gh.url, clockToleranceSeconds: 30 });
    const token = await gh.mint({ exp: Math.floor(Date.now() / 1000) - 5 });
    await expect(lenient.verify(token)).resolves.toMatchObject({ id: 'user-1' });
    expect((await refusal(gatehouse.verify(token))).code).toBe('token_expired');
  });

  it('rejects a token of another issuer signed with the right key (issuer_mismatch)', async () => {
    const e = await refusal(gatehouse.verify(await gh.mint({ iss: 'https://evil.example.com' })));
    expect([e.code, e.status]).toEqual(['issuer_mismatch', 401]);
  });

  it('rejects a token for another audience (audience_mismatch)', async () => {
    expect((await refusal(gatehouse.verify(await gh.mint({ aud: 'another-api' })))).code).toBe('audience_mismatch');
  });

  it('rejects a tampered payload (token_invalid)', async () => {
    const [h, p, s] = parts(await gh.mint());
    const forged = `${h}.${b64({ ...decode(p), permissions: ['fe.*'], roles: ['Admin'] })}.${s}`;
    expect((await refusal(gatehouse.verify(forged))).code).toBe('token_invalid');
  });

  it('rejects alg "none", also with a published kid (token_invalid)', async () => {
    const [h, p] = parts(await gh.mint());
    for (const forged of [`${b64({ ...decode(h), alg: 'none' })}.${p}.`, `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`]) {
      expect((await refusal(gatehouse.verify(forged))).code).toBe('token_invalid');
    }
  });

  it('rejects HS256 signed with the published public key as the secret (alg confusion)', async () => {
    const [h, p] = parts(await gh.mint());
    const jwk = (await (await fetch(`${gh.url}/.well-known/jwks.json`)).json()).keys[0];
    const forged = await new SignJWT(decode(p))
      .setProtectedHeader({ ...decode(h), alg: 'HS256' })
      .sign(new TextEncoder().encode(JSON.stringify(jwk)));
    expect((await refusal(gatehouse.verify(forged))).code).toBe('token_invalid');
  });

  it('rejects a token signed by a key the server never published (unknown_key)', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const [, p] = parts(await gh.mint());
    const forged = await new SignJWT(decode(p)).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: 'never-published' }).sign(privateKey);
    const e = await refusal(gatehouse.verify(forged));
    expect([e.code, e.status]).toEqual(['unknown_key', 401]);
    // The same key under a published kid: the signature does not match that key.
    const kid = decode(parts(await gh.mint())[0]).kid;
    const impostor = await new SignJWT(decode(p)).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid }).sign(privateKey);
    expect((await refusal(gatehouse.verify(impostor))).code).toBe('token_invalid');
    expect((await exportJWK(publicKey)).kty).toBe('RSA');
  });

  it('does not refetch the JWKS for every unknown kid (cooldown)', async () => {
    const fresh = createGatehouse({ issuer: gh.url });
    await fresh.verify(await gh.mint());
    const before = gh.jwksRequests();
    const { privateKey } = await generateKeyPair('ES256');
    for (let i = 0; i < 5; i++) {
      const forged = await new SignJWT({ sub: 'x', tenantId: 't', type: 'userToken', aud: 'gatehouse', iss: gh.url })
        .setProtectedHeader({ alg: 'ES256', kid: `random-${i}` })
        .setExpirationTime('5m')
        .sign(privateKey);
      expect((await refusal(fresh.verify(forged))).code).toBe('unknown_key');
    }
    expect(gh.jwksRequests()).toBe(before);
  });

  it('rejects missing, malformed and other-kind tokens', async () => {
    expect((await refusal(gatehouse.authenticate(undefined))).code).toBe('token_missing');
    expect((await refusal(gatehouse.authenticate('Basic dXNlcjpwYXNz'))).code).toBe('token_missing');
    expect((await refusal(gatehouse.authenticate({ headers: {} }))).code).toBe('token_missing');
    expect((await refusal(gatehouse.verify('not.a.jwt'))).code).toBe('token_invalid');
    expect((await refusal(gatehouse.verify(await gh.mint({ type: 'refreshToken' })))).code).toBe('token_invalid');
    // The server's vendor credential tokens share its key and audience, never its users' rights.
    expect((await refusal(gatehouse.verify(await gh.mint({ type: 'vendorToken', tenantId: undefined, vendorId: 'default' })))).code).toBe(
      'token_invalid',
    );
    expect((await refusal(gatehouse.verify(await gh.mint({ tenantId: undefined })))).code).toBe('token_invalid');
    const { exp: _drop, ...noExp } = decode(parts(await gh.mint())[1]);
    expect((await refusal(gatehouse.verify(await gh.t.deps.keys.signJwt(noExp)))).code).toBe('token_invalid');
  });

  it('answers upstream_unavailable (503) when the JWKS cannot be fetched', async () => {
    const offline = createGatehouse({ issuer: gh.url, jwksUrl: 'http://127.0.0.1:9/.well-known/jwks.json' });
    const e = await refusal(offline.verify(await gh.mint()));
    expect([e.code, e.status]).toEqual(['upstream_unavailable', 503]);
  });
});

describe('signing key rotated on the server', () => {
  let gh: RunningGatehouse;
  beforeAll(async () => {
    gh = await startRunningGatehouse();
  });
  afterAll(() => gh?.close());

  it('old tokens verify until they expire; new ones verify after exactly one JWKS refetch', async () => {
    // No verified-token cache and no cooldown: every verification below goes through the key set.
    let clock = Date.now();
    const gatehouse = createGatehouse({ issuer: gh.url, verifiedTokenCacheSize: 0, jwks: { cooldownMs: 0 }, now: () => clock });
    const start = gh.jwksRequests();
    const before = await gh.mint({ sub: 'before', exp: Math.floor(clock / 1000) + 120 });
    expect((await gatehouse.verify(before)).id).toBe('before');
    expect(gh.jwksRequests()).toBe(start + 1);

    await gh.t.deps.keys.rotate();
    const after = await gh.mint({ sub: 'after', exp: Math.floor(clock / 1000) + 600 });
    expect(decode(parts(after)[0]).kid).not.toBe(decode(parts(before)[0]).kid);

    expect((await gatehouse.verify(before)).id).toBe('before');
    expect(gh.jwksRequests()).toBe(start + 1);
    expect((await gatehouse.verify(after)).id).toBe('after');
    expect(gh.jwksRequests()).toBe(start + 2);
    // Both keys are known now: no further fetches, the retired key still verifies.
    expect((await gatehouse.verify(after)).id).toBe('after');
    expect((await gatehouse.verify(before)).id).toBe('before');
    expect(gh.jwksRequests()).toBe(start + 2);
    // ... until its tokens expire.
    clock += 121_000;
    expect((await refusal(gatehouse.verify(before))).code).toBe('token_expired');
    expect((await gatehouse.verify(after)).id).toBe('after');
  });

  it('with a cooldown, a new key is picked up by the first unknown kid after it', async () => {
    // The cooldown must outlast a key rotation (an RSA key generation, seconds on a busy CI machine).
    const gatehouse = createGatehouse({ issuer: gh.url, jwks: { cooldownMs: 4_000 } });
    await gatehouse.verify(await gh.mint());
    const start = gh.jwksRequests();
    await gh.t.deps.keys.rotate();
    const token = await gh.mint({ sub: 'newest' });
    expect((await refusal(gatehouse.verify(token))).code).toBe('unknown_key');
    await new Promise((r) => setTimeout(r, 4_100));
    expect((await gatehouse.verify(token)).id).toBe('newest');
    expect(gh.jwksRequests()).toBe(start + 1);
  });
});
