import { createLocalJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { resolveMasterKey } from '../lib/master-key';
import { createKeyStore, type KeyStore } from './key-store';

const kidOf = (token: string) => decodeProtectedHeader(token).kid!;

describe('signing key rotation', () => {
  let t: TestServer;
  const claims = () => {
    const now = Math.floor(t.clock.now() / 1000);
    return { sub: 'user-1', type: 'userToken', aud: 'gatehouse', iat: now, exp: now + 300 };
  };
  /** A second server instance on the same database (another worker or machine). */
  const otherInstance = (): Promise<KeyStore> => createKeyStore(t.deps.db.kysely, t.config, resolveMasterKey(t.config), t.clock);

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('signs with a new key; tokens of the retired key still verify and both keys stay published', async () => {
    const before = await t.deps.keys.signJwt(claims());
    const oldKid = kidOf(before);
    await t.deps.keys.rotate();
    const after = await t.deps.keys.signJwt(claims());
    const newKid = kidOf(after);
    expect(newKid).not.toBe(oldKid);
    expect((await t.deps.keys.verifyJwt(before)).sub).toBe('user-1');
    expect((await t.deps.keys.verifyJwt(after)).sub).toBe('user-1');
    const kids = t.deps.keys.jwks().keys.map((k) => k.kid);
    expect(kids).toEqual(expect.arrayContaining([oldKid, newKid]));
    const jwks = await (await t.request('GET', '/.well-known/jwks.json')).json();
    expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual(expect.arrayContaining([oldKid, newKid]));

    const rows = await t.deps.db.kysely.selectFrom('signing_keys').select(['kid', 'retired_at']).execute();
    expect(rows.filter((r) => r.retired_at === null).map((r) => r.kid)).toEqual([newKid]);
    expect(rows.find((r) => r.kid === oldKid)!.retired_at).not.toBeNull();
  });

  it('a restarted instance signs with the newest key and verifies the retired ones', async () => {
    const old = await t.deps.keys.signJwt(claims());
    await t.deps.keys.rotate();
    const restarted = await otherInstance();
    const fresh = await restarted.signJwt(claims());
    expect(kidOf(fresh)).toBe(kidOf(await t.deps.keys.signJwt(claims())));
    expect((await restarted.verifyJwt(old)).sub).toBe('user-1');
  });

  it('picks up a key another instance rotated to: on an unknown kid at once, in its JWKS within a few seconds', async () => {
    const other = await otherInstance();
    await other.rotate();
    const token = await other.signJwt(claims());
    expect(t.deps.keys.jwks().keys.map((k) => k.kid)).not.toContain(kidOf(token));
    // Unknown kid → one reload of the published keys, then the token verifies.
    t.clock.advance(6_000);
    await expect(t.deps.keys.verifyJwt(token)).resolves.toMatchObject({ sub: 'user-1' });
    expect(t.deps.keys.jwks().keys.map((k) => k.kid)).toContain(kidOf(token));
    // This instance now signs with the key the other made active.
    expect(kidOf(await t.deps.keys.signJwt(claims()))).toBe(kidOf(token));
  });

  it('a token naming a kid that was never published is rejected after the reload', async () => {
    const token = await t.deps.keys.signJwt(claims());
    const [h, p, s] = token.split('.') as [string, string, string];
    const head = JSON.parse(Buffer.from(h, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...head, kid: 'never-published' })).toString('base64url')}.${p}.${s}`;
    await expect(t.deps.keys.verifyJwt(forged)).rejects.toMatchObject({ code: 'ERR_JWKS_NO_MATCHING_KEY' });
    await expect(t.deps.keys.verifyJwt(forged)).rejects.toMatchObject({ code: 'ERR_JWKS_NO_MATCHING_KEY' });
  });

  // SECURITY.md S10: tokens crafted with jose that a verifier must refuse.
  it("refuses alg none, HMAC keyed with the public key, an algorithm that is not the key's, key URLs in the header, and another issuer", async () => {
    const genuine = await t.deps.keys.signJwt(claims());
    const head = decodeProtectedHeader(genuine);
    const [, p, s] = genuine.split('.') as [string, string, string];
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const jwk = t.deps.keys.jwks().keys.find((k) => k.kid === head.kid)!;
    const payload = { ...claims(), iss: t.config.publicUrl.replace(/\/$/, '') };
    const hmacWithPublicKey = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', kid: head.kid })
      .sign(new TextEncoder().encode(JSON.stringify(jwk)));
    const otherKey = await generateKeyPair('RS256');
    const byAnotherKey = (extra: Record<string, unknown>) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: head.kid, ...extra }).sign(otherKey.privateKey);
    const forged = [
      `${b64({ alg: 'none', kid: head.kid })}.${p}.`,
      hmacWithPublicKey,
      `${b64({ ...head, alg: head.alg === 'ES256' ? 'RS256' : 'ES256' })}.${p}.${s}`,
      await byAnotherKey({ jku: 'https://attacker.example/jwks.json' }),
      await byAnotherKey({ jwk: await exportJWK(otherKey.publicKey) }),
      await byAnotherKey({ x5u: 'https://attacker.example/cert.pem' }),
      `${genuine.split('.')[0]}.${b64({ ...payload, iss: 'https://attacker.example' })}.${s}`,
    ];
    for (const token of forged) await expect(t.deps.keys.verifyJwt(token), token).rejects.toThrow();
    await expect(t.deps.keys.verifyJwt(genuine)).resolves.toMatchObject({ sub: 'user-1' });
  });

  it('a JWKS request brings keys rotated elsewhere into the published set', async () => {
    const other = await otherInstance();
    await other.rotate();
    const kid = kidOf(await other.signJwt(claims()));
    t.clock.advance(6_000);
    t.deps.keys.jwks(); // starts the reload; this answer is the one in hand
    await new Promise((r) => setTimeout(r, 50));
    expect(t.deps.keys.jwks().keys.map((k) => k.kid)).toContain(kid);
  });
});

describe.each(['RS256', 'ES256', 'EdDSA'] as const)('tokens the server signs with %s', (alg) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { jwtAlgorithm: alg } });
  });
  afterAll(() => t.close());

  it('verify with jose against the published JWKS, with the header and claims as before jose', async () => {
    const now = Math.floor(t.clock.now() / 1000);
    const claims = {
      sub: 'user-1',
      type: 'userToken',
      aud: 'gatehouse',
      name: 'Zoë Ødegård 名前',
      roles: ['Admin'],
      metadata: { plan: 'pro', seats: [1, 2] },
      iat: now,
      exp: now + 300,
    };
    const token = await t.deps.keys.signJwt(claims);
    const jwks = (await (await t.request('GET', '/.well-known/jwks.json')).json()) as { keys: JWK[] };
    expect(jwks.keys).toHaveLength(1);
    const [{ kid }] = jwks.keys as [JWK];
    const issuer = t.config.publicUrl.replace(/\/$/, '');

    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer,
      algorithms: [alg],
      currentDate: new Date(t.clock.now()),
    });
    expect(protectedHeader).toEqual({ alg, typ: 'JWT', kid });
    expect(payload).toEqual({ iss: issuer, ...claims });
    // Byte for byte what the hand-written encoder put out before jose: the header, then the issuer and the claims in order.
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const [header, body, signature] = token.split('.') as [string, string, string];
    expect([header, body]).toEqual([b64({ alg, typ: 'JWT', kid }), b64({ iss: issuer, ...claims })]);
    // RS256 with the 2048-bit key; ES256 in JOSE's fixed-length form (r ‖ s), not DER; Ed25519.
    expect(Buffer.from(signature, 'base64url')).toHaveLength(alg === 'RS256' ? 256 : 64);
    await expect(t.deps.keys.verifyJwt(token)).resolves.toMatchObject(claims);
  });
});
