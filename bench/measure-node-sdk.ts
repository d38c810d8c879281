import { createGatehouse } from '@gatehouse/node';
import { decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';

/** Options of measureNodeSdk; without `server` it signs its own token with a fresh key of `alg`. */
export interface NodeSdkBenchOptions {
  /** Seconds of each timed phase. */
  seconds?: number;
  /** Rounds of one phase of each kind, in alternating order; the medians count. */
  rounds?: number;
  /** Verifications in flight (WebCrypto work runs on the thread pool). */
  concurrency?: number;
  alg?: 'RS256' | 'ES256' | 'EdDSA';
  /** A running server and a token it issued: the SDK reads that server's JWKS, the baseline the same key. */
  server?: { url: string; token: string };
}

/** Verifications per second of the SDK and of raw jose on the same token and key, in one process. */
export interface NodeSdkFigures {
  /** `@gatehouse/node` verify with its verified-token cache off: every call checks the signature. */
  sdkPerSecond: number;
  /** Raw `jose.jwtVerify(token, publicKey)` of the same token. */
  josePerSecond: number;
  /** SDK / jose (target ≥ 0.9): the cost of the SDK's work around jose; the median of each round's ratio, so load that drifts during the run cancels out. */
  ratio: number;
  /** `@gatehouse/node` verify with its default settings (the same token again hits the verified-token cache). */
  cachedPerSecond: number;
  /** Cached SDK / jose, the median of each round's ratio. */
  cachedRatio: number;
  alg: string;
  concurrency: number;
}

/** A realistic access token (the claims the server puts in one) and its JWKS. */
async function ownToken(alg: NonNullable<NodeSdkBenchOptions['alg']>, issuer: string) {
  const { privateKey, publicKey } = await generateKeyPair(alg, alg === 'RS256' ? { modulusLength: 2048 } : {});
  const kid = 'bench-key';
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    sub: 'bench-user',
    email: 'bench@example.com',
    email_verified: true,
    name: 'Bench User',
    tenantId: 'bench-tenant',
    tenantIds: ['bench-tenant'],
    roles: ['Admin'],
    permissions: ['fe.secure.read.users', 'fe.secure.write.users', 'fe.secure.read.accountSettings'],
    metadata: {},
    type: 'userToken',
    sid: 'bench-session',
    amr: ['pwd'],
    auth_time: now,
    aud: 'gatehouse',
  })
    .setProtectedHeader({ alg, typ: 'JWT', kid })
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(privateKey);
  return { token, jwks: { keys: [jwk] } };
}

/** Runs `fn` with `concurrency` calls in flight for `seconds`; calls per second. */
async function rate(fn: () => Promise<unknown>, concurrency: number, seconds: number): Promise<number> {
  let calls = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      await fn();
      calls++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return calls / ((performance.now() - start) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * `@gatehouse/node` verifications per second against raw jose on the same token with the same
 * public key, measured interleaved in this process so machine load affects both alike.
 */
export async function measureNodeSdk(options: NodeSdkBenchOptions = {}): Promise<NodeSdkFigures> {
  const { seconds = 0.5, rounds = 12, concurrency = 8, alg = 'RS256' } = options;
  let issuer: string;
  let token: string;
  let jwks: { keys: JWK[] };
  let fetchImpl: typeof fetch | undefined;
  if (options.server) {
    issuer = options.server.url.replace(/\/+$/, '');
    token = options.server.token;
    jwks = (await (await fetch(`${issuer}/.well-known/jwks.json`)).json()) as { keys: JWK[] };
  } else {
    issuer = 'https://gatehouse.bench.invalid';
    ({ token, jwks } = await ownToken(alg, issuer));
    fetchImpl = (async () => Response.json(jwks)) as typeof fetch;
  }
  const kid = decodeProtectedHeader(token).kid;
  const jwk = jwks.keys.find((k) => k.kid === kid);
  if (!jwk) throw new Error(`the JWKS has no key ${kid}`);
  const key = await importJWK(jwk, jwk.alg);

  const uncached = createGatehouse({ issuer, fetch: fetchImpl, verifiedTokenCacheSize: 0 });
  const cached = createGatehouse({ issuer, fetch: fetchImpl });
  const jose = () => jwtVerify(token, key);
  const sdk = () => uncached.verify(token);
  const sdkCached = () => cached.verify(token);
  // Warm-up: JIT, the SDK's one JWKS fetch, the imported-key caches.
  for (const fn of [jose, sdk, sdkCached]) await rate(fn, concurrency, 0.3);

  const phases = { jose: [] as number[], sdk: [] as number[], cached: [] as number[] };
  const ratios: number[] = [];
  const cachedRatios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // Alternating order (jose first, then last) so a drift in machine load favours neither side.
    const j1 = r % 2 === 0 ? await rate(jose, concurrency, seconds) : undefined;
    const sdkRate = await rate(sdk, concurrency, seconds);
    const cachedRate = await rate(sdkCached, concurrency, seconds);
    const joseRate = j1 ?? (await rate(jose, concurrency, seconds));
    phases.jose.push(joseRate);
    phases.sdk.push(sdkRate);
    phases.cached.push(cachedRate);
    ratios.push(sdkRate / joseRate);
    cachedRatios.push(cachedRate / joseRate);
  }
  return {
    sdkPerSecond: median(phases.sdk),
    josePerSecond: median(phases.jose),
    ratio: median(ratios),
    cachedPerSecond: median(phases.cached),
    cachedRatio: median(cachedRatios),
    alg: String(jwk.alg),
    concurrency,
  };
}
