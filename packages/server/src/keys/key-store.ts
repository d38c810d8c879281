import { createPrivateKey, createPublicKey, sign as signAsync, verify as verifySignature, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { exportJWK, exportPKCS8, generateKeyPair, importJWK, type JWK, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config-schema';
import type { Clock } from '../lib/clock';
import { iso } from '../lib/clock';
import { createSealer, newId } from '../lib/crypto';
import type { Database } from '../storage/schema';

const sign = promisify(signAsync);

/** Signs and verifies the server's JWTs with the active key; publishes the JWKS. */
export interface KeyStore {
  signJwt(payload: Record<string, unknown>): Promise<string>;
  verifyJwt(token: string): Promise<JWTPayload>;
  jwks(): { keys: JWK[] };
  readonly alg: string;
}

interface LoadedKey {
  kid: string;
  alg: string;
  privateKey: KeyObject;
  publicJwk: JWK;
}

/**
 * Loads the active signing key, creating one on first start (private key sealed with the
 * master key). Signing uses node:crypto's asynchronous sign so RSA work runs on the thread
 * pool instead of blocking the event loop.
 */
export async function createKeyStore(db: Kysely<Database>, config: Pick<Config, 'jwtAlgorithm' | 'publicUrl'>, masterKey: string, clock: Clock): Promise<KeyStore> {
  const sealer = createSealer(masterKey, 'signing-keys');
  const alg = config.jwtAlgorithm;
  // The issuer OIDC discovery announces (no trailing slash), so verifiers that read it accept our tokens.
  const issuer = config.publicUrl.replace(/\/$/, '');
  let row = await db.selectFrom('signing_keys').selectAll().where('alg', '=', alg).where('retired_at', 'is', null).orderBy('created_at', 'desc').executeTakeFirst();
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true, ...(alg === 'RS256' ? { modulusLength: 2048 } : {}) });
    const kid = newId();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
    row = { kid, alg, public_jwk: JSON.stringify(publicJwk), private_key: sealer.seal(await exportPKCS8(privateKey)), created_at: iso(clock.now()), retired_at: null };
    await db.insertInto('signing_keys').values(row).execute();
  }
  const all = await db.selectFrom('signing_keys').selectAll().orderBy('created_at', 'desc').execute();
  const active: LoadedKey = { kid: row.kid, alg: row.alg, privateKey: createPrivateKey(sealer.open(row.private_key)), publicJwk: JSON.parse(row.public_jwk) };
  // Retired keys stay published (and verifiable) so tokens signed before a rotation still verify.
  const published = all.map((r) => JSON.parse(r.public_jwk) as JWK);
  const verifyKeys = new Map<string, { key: KeyObject; alg: string }>();
  for (const jwk of published) verifyKeys.set(jwk.kid!, { key: createPublicKey({ key: jwk as never, format: 'jwk' }), alg: jwk.alg! });
  const header = Buffer.from(JSON.stringify({ alg: active.alg, typ: 'JWT', kid: active.kid })).toString('base64url');
  const signOptions = alg === 'ES256' ? { key: active.privateKey, dsaEncoding: 'ieee-p1363' as const } : active.privateKey;
  const digest = alg === 'EdDSA' ? null : 'sha256';

  const verified = new Map<string, JWTPayload>();
  /** Checks a token's form, key, algorithm, signature and issuer; returns its payload. */
  const verifySigned = (token: string): JWTPayload => {
    // Our own tokens only: node:crypto verification is ~6x cheaper than the WebCrypto path
    // and this runs on every authenticated request. The header must name a published key and
    // that key's own algorithm (no `alg` confusion, no `none`).
    const parts = token.split('.');
    if (parts.length !== 3) throw new Error('malformed token');
    const [h, p, sig] = parts as [string, string, string];
    let head: { alg?: unknown; kid?: unknown };
    let payload: JWTPayload;
    try {
      head = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
      payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
    } catch {
      throw new Error('malformed token');
    }
    const key = typeof head.kid === 'string' ? verifyKeys.get(head.kid) : undefined;
    if (!key || head.alg !== key.alg) throw new Error('unknown key');
    const ok = verifySignature(key.alg === 'EdDSA' ? null : 'sha256', Buffer.from(`${h}.${p}`), key.alg === 'ES256' ? { key: key.key, dsaEncoding: 'ieee-p1363' } : key.key, Buffer.from(sig, 'base64url'));
    if (!ok) throw new Error('bad signature');
    if (!payload || typeof payload !== 'object' || payload.iss !== issuer) throw new Error('bad issuer');
    return payload;
  };

  return {
    alg,
    async signJwt(payload) {
      const body = `${header}.${Buffer.from(JSON.stringify({ iss: issuer, ...payload })).toString('base64url')}`;
      const signature = await sign(digest, Buffer.from(body), signOptions);
      return `${body}.${signature.toString('base64url')}`;
    },
    async verifyJwt(token) {
      // A token verified once is remembered until it leaves the cache: the signature check is
      // the costliest step of every authenticated request. Time claims are judged on every call.
      let payload = verified.get(token);
      if (!payload) {
        payload = Object.freeze(verifySigned(token));
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, payload);
      }
      // Expiry is judged by the injected clock, the same one that stamped iat/exp.
      const now = Math.floor(clock.now() / 1000);
      if (typeof payload.exp !== 'number' || payload.exp <= now) throw new Error('expired');
      if (typeof payload.nbf === 'number' && payload.nbf > now) throw new Error('not yet valid');
      return payload;
    },
    jwks: () => ({ keys: published }),
  };
}

/** Verified tokens remembered (about 1 KB each). */
const VERIFIED_CACHE_SIZE = 10_000;

/** Imports a published JWK (for tests and the Node SDK). */
export const importPublicJwk = (jwk: JWK) => importJWK(jwk);
