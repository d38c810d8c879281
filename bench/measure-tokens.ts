// Tokens signed and verified per second in the bench process: the server's signer (jose, on its signing
// thread) against the hand-written node:crypto signer of before jose (baseline-signer.ts), on the same key
// and claims, in interleaved rounds. Before anything is timed, a token of each signer is checked: it
// verifies with jose against the key's JWKS, and both signers put out the same header and claims.
import { createPublicKey, generateKeyPairSync, verify as verifySignature, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createLocalJWKSet, exportJWK, jwtVerify, type JWK } from 'jose';
import { createTokenSigner, type TokenSigner } from '../packages/server/src/keys/token-signer';
import { BASELINE_SIGNER, createTokenSigner as createBaselineSigner } from './baseline-signer';

export type TokenAlg = 'RS256' | 'ES256';

/** One side of a comparison: calls per second (median of the rounds) and CPU per call. */
export interface TokenRate {
  perSecond: number;
  /** Process CPU per call, in µs (all threads: the signing thread and libuv's pool included). */
  cpuUs: number;
  /** CPU of the main thread (the server's event loop) per call, in µs; 0 where /proc cannot be read. */
  mainThreadCpuUs: number;
}

/** Signing and verification figures for one algorithm. */
export interface TokenFigures {
  alg: TokenAlg;
  concurrency: number;
  signed: { jose: TokenRate; baseline: TokenRate; ratio: number };
  verified: { jose: TokenRate; baseline: TokenRate; ratio: number };
}

/** Claims of an access token as the server issues one. */
const claims = (issuer: string) => {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: issuer,
    sub: '6a1f1c0e-7d1a-4c39-9a7e-2b7c1f0d9e11',
    email: 'bench@example.com',
    email_verified: true,
    name: 'Bench User',
    tenantId: 'b3f1e2d4-5c6a-4b7c-8d9e-0f1a2b3c4d5e',
    tenantIds: ['b3f1e2d4-5c6a-4b7c-8d9e-0f1a2b3c4d5e'],
    roles: ['Admin'],
    permissions: ['fe.secure.read.users', 'fe.secure.write.users', 'fe.secure.read.accountSettings'],
    metadata: {},
    type: 'userToken',
    sid: '0d7c9a8b-1e2f-4a3b-9c4d-5e6f7a8b9c0d',
    amr: ['pwd'],
    auth_time: now,
    aud: 'gatehouse',
    iat: now,
    exp: now + 300,
  };
};

/** CPU milliseconds of this process's main thread, from /proc (0 where it cannot be read). */
function mainThreadCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Runs `fn` with `concurrency` calls in flight for `seconds`. */
async function rate(fn: () => Promise<unknown>, concurrency: number, seconds: number): Promise<TokenRate> {
  let calls = 0;
  const cpu = process.cpuUsage();
  const main = mainThreadCpuMs();
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      await fn();
      calls++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    perSecond: calls / elapsed,
    cpuUs: (used.user + used.system) / calls,
    mainThreadCpuUs: ((mainThreadCpuMs() - main) * 1000) / calls,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Interleaved rounds of `a` and `b` (which goes first alternates); medians of each side and of the per-round ratios a/b. */
async function compare(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  options: { rounds: number; seconds: number; concurrency: number },
) {
  const { rounds, seconds, concurrency } = options;
  // Warm-up: JIT, the signing threads, imported keys.
  await rate(a, concurrency, 0.3);
  await rate(b, concurrency, 0.3);
  const as: TokenRate[] = [];
  const bs: TokenRate[] = [];
  for (let r = 0; r < rounds; r++) {
    const first = r % 2 === 0 ? await rate(a, concurrency, seconds) : undefined;
    bs.push(await rate(b, concurrency, seconds));
    as.push(first ?? (await rate(a, concurrency, seconds)));
  }
  const summary = (xs: TokenRate[]): TokenRate => ({
    perSecond: median(xs.map((x) => x.perSecond)),
    cpuUs: median(xs.map((x) => x.cpuUs)),
    mainThreadCpuUs: median(xs.map((x) => x.mainThreadCpuUs)),
  });
  return { a: summary(as), b: summary(bs), ratio: median(as.map((x, i) => x.perSecond / bs[i]!.perSecond)) };
}

/** Fails unless both tokens verify with jose against the JWKS and carry the same header and claims. */
async function checkTokens(joseToken: string, baselineToken: string, jwk: JWK, issuer: string) {
  const keySet = createLocalJWKSet({ keys: [jwk] });
  for (const token of [joseToken, baselineToken]) await jwtVerify(token, keySet, { issuer, algorithms: [jwk.alg!] });
  const [jh, jp] = joseToken.split('.');
  const [bh, bp] = baselineToken.split('.');
  if (jh !== bh || jp !== bp) throw new Error(`jose and the baseline signed different headers or claims: ${jh}.${jp} against ${bh}.${bp}`);
}

/** The hand-written verification of before jose (decision 0036): header, key, algorithm, node:crypto verify, issuer. */
function baselineVerifier(jwk: JWK, issuer: string) {
  const key: KeyObject = createPublicKey({ key: jwk as never, format: 'jwk' });
  return (token: string) => {
    const [h, p, sig] = token.split('.') as [string, string, string];
    const head = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as { alg?: string; kid?: string };
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as { iss?: string };
    if (head.kid !== jwk.kid || head.alg !== jwk.alg) throw new Error('unknown key');
    const ok = verifySignature(
      'sha256',
      Buffer.from(`${h}.${p}`),
      jwk.alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key,
      Buffer.from(sig, 'base64url'),
    );
    if (!ok || payload.iss !== issuer) throw new Error('bad token');
    return payload;
  };
}

/**
 * Tokens signed per second by the server's signer and by the baseline, `concurrency` in flight (a burst
 * of refreshes), and first verifications per second of the same token (the server verifies with jose since
 * decision 0036; its verified-token cache is not in play here).
 */
export async function measureTokens(
  alg: TokenAlg,
  options: { rounds: number; seconds: number; concurrency: number },
): Promise<TokenFigures> {
  const pair = alg === 'RS256' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = `bench-${alg}`;
  const key = { kid, alg, pkcs8: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string };
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid, alg, use: 'sig' };
  const issuer = 'https://gatehouse.bench.invalid';
  const payload = claims(issuer);
  const jose: TokenSigner = await createTokenSigner(key);
  const baseline: TokenSigner = await createBaselineSigner(key);
  const token = await jose.sign(payload);
  await checkTokens(token, await baseline.sign(payload), jwk, issuer);

  const signed = await compare(
    () => jose.sign(payload),
    () => baseline.sign(payload),
    options,
  );
  const keySet = createLocalJWKSet({ keys: [jwk] });
  const byHand = baselineVerifier(jwk, issuer);
  const verified = await compare(
    () => jwtVerify(token, keySet, { issuer, algorithms: [alg] }),
    async () => byHand(token),
    { ...options, seconds: options.seconds / 2 },
  );
  return {
    alg,
    concurrency: options.concurrency,
    signed: { jose: signed.a, baseline: signed.b, ratio: signed.ratio },
    verified: { jose: verified.a, baseline: verified.b, ratio: verified.ratio },
  };
}

export { BASELINE_SIGNER };
