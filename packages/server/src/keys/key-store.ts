import {
  createLocalJWKSet,
  errors,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config-schema';
import type { Clock } from '../kernel/clock';
import { iso } from '../kernel/clock';
import { createSealer, newId } from '../kernel/crypto';
import type { Database } from '../storage/schema';
import { createTokenSigner, type TokenSigner } from './token-signer';

/** Signs and verifies the server's JWTs with the active key; publishes the JWKS. */
export interface KeyStore {
  signJwt(payload: Record<string, unknown>): Promise<string>;
  verifyJwt(token: string): Promise<JWTPayload>;
  jwks(): { keys: JWK[] };
  /**
   * Starts signing with a new key of the configured algorithm. The previous key is retired:
   * it stays published and verifiable, so tokens it signed keep working until they expire.
   */
  rotate(): Promise<void>;
  readonly alg: string;
}

/** Published keys are re-read from the database at most this often (another instance may have rotated). */
const RELOAD_INTERVAL_MS = 5_000;

/**
 * Loads the active signing key, creating one on first start (private key sealed with the
 * master key). Tokens are signed and verified with jose (decisions 0036, 0037); WebCrypto runs the
 * signatures on libuv's thread pool, so RSA work never blocks the event loop.
 */
export async function createKeyStore(
  db: Kysely<Database>,
  config: Pick<Config, 'jwtAlgorithm' | 'publicUrl'>,
  masterKey: string,
  clock: Clock,
): Promise<KeyStore> {
  const sealer = createSealer(masterKey, 'signing-keys');
  const alg = config.jwtAlgorithm;
  // The issuer OIDC discovery announces (no trailing slash), so verifiers that read it accept our tokens.
  const issuer = config.publicUrl.replace(/\/$/, '');

  /** Creates and stores a new key of the configured algorithm; with `retireOthers`, every other key stops signing in the same transaction. */
  const createKey = async (retireOthers: boolean) => {
    const { privateKey, publicKey } = await generateKeyPair(alg, {
      extractable: true,
      ...(alg === 'RS256' ? { modulusLength: 2048 } : {}),
    });
    const kid = newId();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
    const now = iso(clock.now());
    const row = {
      kid,
      alg,
      public_jwk: JSON.stringify(publicJwk),
      private_key: sealer.seal(await exportPKCS8(privateKey)),
      created_at: now,
      retired_at: null,
    };
    await db.transaction().execute(async (trx) => {
      if (retireOthers) await trx.updateTable('signing_keys').set({ retired_at: now }).where('retired_at', 'is', null).execute();
      await trx.insertInto('signing_keys').values(row).execute();
    });
  };
  const activeRow = () =>
    db
      .selectFrom('signing_keys')
      .selectAll()
      .where('alg', '=', alg)
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('kid', 'desc')
      .executeTakeFirst();

  // The key that signs and the keys that verify, (re)set by load().
  let activeKid: string | undefined;
  let signer: TokenSigner;
  let published: JWK[] = [];
  // The published keys as jose's key set: it picks the key by kid and refuses an alg that is not that key's own.
  let keySet: JWTVerifyGetKey = createLocalJWKSet({ keys: [] });
  let loadedAt = -Infinity;
  let loading: Promise<void> | undefined;

  /** Reads the active key and every published key from the database. */
  const load = async () => {
    const row = await activeRow();
    if (!row) throw new Error('no active signing key');
    const all = await db.selectFrom('signing_keys').selectAll().orderBy('created_at', 'desc').execute();
    if (activeKid !== row.kid) {
      signer = await createTokenSigner({ kid: row.kid, alg: row.alg, pkcs8: sealer.open(row.private_key) });
      activeKid = row.kid;
    }
    // Retired keys stay published (and verifiable) so tokens signed before a rotation still verify.
    published = all.map((r) => JSON.parse(r.public_jwk) as JWK);
    keySet = createLocalJWKSet({ keys: published });
    loadedAt = clock.now();
  };
  /** Reloads published keys unless that was done in the last RELOAD_INTERVAL_MS; concurrent callers share one reload. */
  const reloadSoon = () => {
    if (loading) return loading;
    if (clock.now() - loadedAt < RELOAD_INTERVAL_MS) return Promise.resolve();
    loading = load().finally(() => (loading = undefined));
    return loading;
  };

  if (!(await activeRow())) await createKey(false);
  await load();

  const verified = new Map<string, JWTPayload>();
  /**
   * Checks a token with jose (the JOSE library is the parser of the most security-critical input we take): a
   * compact JWS whose header names a published key by kid and that key's own algorithm (no `none`, no HMAC with
   * a public key, no `jku`/`x5u`/`jwk` header honoured), a valid signature and our issuer. Time claims are
   * judged by the caller against the injected clock.
   */
  const verifySigned = async (token: string): Promise<JWTPayload> =>
    (await jwtVerify(token, keySet, { issuer, algorithms: VERIFY_ALGORITHMS, currentDate: new Date(clock.now()) })).payload;
  /** verifySigned, after one reload of the published keys when the token names a kid we have not loaded (rotated elsewhere). */
  const verifyFresh = async (token: string): Promise<JWTPayload> => {
    try {
      return await verifySigned(token);
    } catch (e) {
      if (!(e instanceof errors.JWKSNoMatchingKey)) throw e;
      await reloadSoon();
      return verifySigned(token);
    }
  };

  return {
    alg,
    async signJwt(payload) {
      return signer.sign({ iss: issuer, ...payload });
    },
    async verifyJwt(token) {
      // A token verified once is remembered until it leaves the cache: the signature check is
      // the costliest step of every authenticated request. Time claims are judged on every call.
      let payload = verified.get(token);
      if (!payload) {
        payload = Object.freeze(await verifyFresh(token));
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, payload);
      }
      // Expiry is judged by the injected clock, the same one that stamped iat/exp.
      const now = Math.floor(clock.now() / 1000);
      if (typeof payload.exp !== 'number' || payload.exp <= now) throw new Error('expired');
      if (typeof payload.nbf === 'number' && payload.nbf > now) throw new Error('not yet valid');
      return payload;
    },
    jwks() {
      // Keys another instance added reach our JWKS within RELOAD_INTERVAL_MS (the answer in hand is served meanwhile).
      void reloadSoon().catch(() => undefined);
      return { keys: published };
    },
    async rotate() {
      await createKey(true);
      await load();
    },
  };
}

/** The algorithms this server signs with (config jwtAlgorithm); a token naming another is refused before any key is tried. */
const VERIFY_ALGORITHMS = ['RS256', 'ES256', 'EdDSA'];

/** Verified tokens remembered (about 1 KB each). */
const VERIFIED_CACHE_SIZE = 10_000;

/** Imports a published JWK (for tests and the Node SDK). */
export const importPublicJwk = (jwk: JWK) => importJWK(jwk);
