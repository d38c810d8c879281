import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compactVerify, createLocalJWKSet, exportJWK, exportPKCS8, generateKeyPair, jwtVerify, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner, type TokenSigner } from './token-signer';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A key of `alg` as the key store keeps it (PKCS#8 PEM), its signer and its published JWK. */
async function keyOf(alg: 'RS256' | 'ES256' | 'EdDSA') {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const kid = `key-${alg}`;
  const signer: TokenSigner = await createTokenSigner({ kid, alg, pkcs8: await exportPKCS8(privateKey) });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  return { alg, kid, signer, jwk, publicKey };
}

describe('the token signer', () => {
  it('signs many requests at once, with several keys, each with its own key', async () => {
    const keys = await Promise.all((['RS256', 'ES256', 'EdDSA'] as const).map(keyOf));
    const keySet = createLocalJWKSet({ keys: keys.map((k) => k.jwk) });
    const asked = Array.from({ length: 90 }, (_, i) => ({ key: keys[i % 3]!, claims: { sub: `user-${i}`, n: i, name: 'Zoë 名前' } }));
    const tokens = await Promise.all(asked.map((a) => a.key.signer.sign(a.claims)));
    for (const [i, token] of tokens.entries()) {
      const { key, claims } = asked[i]!;
      const { payload, protectedHeader } = await jwtVerify(token, keySet, { algorithms: [key.alg] });
      expect(protectedHeader).toEqual({ alg: key.alg, typ: 'JWT', kid: key.kid });
      expect(payload).toEqual(claims);
      // The header and the claims as they were encoded by hand before jose, byte for byte.
      expect(token.split('.').slice(0, 2)).toEqual([b64({ alg: key.alg, typ: 'JWT', kid: key.kid }), b64(claims)]);
      // Another key does not verify it.
      const other = keys[(i + 1) % 3]!;
      await expect(compactVerify(token, other.publicKey)).rejects.toThrow();
    }
  });

  it('fails a call whose claims cannot be serialized, and that call alone', async () => {
    const { signer } = await keyOf('ES256');
    const [bad, good] = await Promise.allSettled([signer.sign({ n: 1n }), signer.sign({ n: 1 })]);
    expect(bad).toMatchObject({ status: 'rejected', reason: expect.any(TypeError) });
    expect(good).toMatchObject({ status: 'fulfilled' });
  });

  it('keeps a process alive until its pending signature is made, and no longer', () => {
    // A script with nothing else to wait for: it asks for a second signature once the first is made, prints it,
    // then exits on its own.
    const module = fileURLToPath(new URL('./token-signer.ts', import.meta.url));
    const script = `
      import { exportPKCS8, generateKeyPair } from 'jose';
      const { createTokenSigner } = await import(${JSON.stringify(module)});
      const { privateKey } = await generateKeyPair('ES256', { extractable: true });
      const signer = await createTokenSigner({ kid: 'k', alg: 'ES256', pkcs8: await exportPKCS8(privateKey) });
      signer.sign({ a: 1 }).then(() => signer.sign({ b: 2 })).then((t) => console.log('signed', t.split('.').length));
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(out.trim()).toBe('signed 3');
  });
});
