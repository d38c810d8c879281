import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendorCredential } from '../../src/features/vendor-auth/vendor-credentials.store';
import { createTestServer, createTestStorage, testDbKind, type TestStorage } from '../harness';
import { startServerProcess, type ServerProcess } from '../server-process';
import { bruteForceTargets, type Call } from './brute-force-targets';
import { reportGate } from './gate-report';
import { guessBurst, type BurstResult } from './guess-burst';

// Issue 14, SECURITY.md A11 / N7 / §5.2: 200 wrong guesses at one account, 100 in flight from 10
// loopback source addresses, evaluate at most the configured limit; the right value sent among them
// is refused while locked. Against a real server process, with one worker and with two.
const GUESSES = 200;
const SOURCES = 10;
const PER_SOURCE = 10;
// Guess 150 is sent once 50 answers are back, so the lock is set by then whatever the order of the first claims.
const RIGHT_AT = 150;
const LIMIT = 5;
// The vendor credential that switches sign-in strategies between paths (not a target).
const SWITCHES = 'vendor switches';
// The set-up server (in process) and the attacked one read the same storage and keys.
const MASTER_KEY = 'test-master-key-test-master-key-0123456789';
const config = { loginDelayAfterFailures: LIMIT, loginMaxFailures: LIMIT, ipLoginAttemptsPerMinute: 100_000, accessTokenTtlSeconds: 3600 };
const env = (storage: TestStorage, workers: number): Record<string, string> => ({
  GATEHOUSE_DATA_DIR: storage.dataDir,
  ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
  GATEHOUSE_MASTER_KEY: MASTER_KEY,
  GATEHOUSE_WORKERS: String(workers),
  // The limit under test is the account's: the per-IP budget is set out of the way.
  GATEHOUSE_IP_LOGIN_ATTEMPTS_PER_MINUTE: String(config.ipLoginAttemptsPerMinute),
  GATEHOUSE_LOGIN_DELAY_AFTER_FAILURES: String(LIMIT),
  GATEHOUSE_LOGIN_MAX_FAILURES: String(LIMIT),
  GATEHOUSE_ACCESS_TOKEN_TTL_SECONDS: String(config.accessTokenTtlSeconds),
  GATEHOUSE_ARGON2_MEMORY_KIB: '8192',
  GATEHOUSE_ARGON2_ITERATIONS: '1',
});

const callOf =
  (base: string): Call =>
  async (method, path, body, headers = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { origin: 'http://localhost:5173', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // kept as text
    }
    return { status: res.status, body: parsed as Record<string, unknown> };
  };

for (const workers of [1, 2]) {
  describe(`brute-force gate: ${GUESSES} guesses, ${SOURCES * PER_SOURCE} in flight from ${SOURCES} addresses, ${workers} worker${workers > 1 ? 's' : ''} (${testDbKind()})`, () => {
    let storage: TestStorage;
    let server: ServerProcess | undefined;
    let vendorToken: string;
    const accounts = new Map<string, Record<string, unknown>>();
    const results: Record<string, BurstResult> = {};

    beforeAll(async () => {
      storage = await createTestStorage();
      const setUp = await createTestServer({ storage, config });
      try {
        for (const target of bruteForceTargets) accounts.set(target.name, await target.setUp(setUp));
        accounts.set(SWITCHES, await createVendorCredential(setUp.deps.db.kysely, setUp.clock, 'gate switches'));
      } finally {
        await setUp.close();
      }
      server = await startServerProcess(env(storage, workers));
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      await storage?.dispose();
      const summary = bruteForceTargets.filter((t) => !t.namesNoAccount && results[t.name]).map((t) => results[t.name]!);
      if (summary.length === 0) return;
      reportGate('brute-force', {
        workers,
        paths: summary.length,
        guessesPerPath: GUESSES,
        sources: SOURCES,
        maxInFlight: Math.max(...summary.map((r) => r.maxInFlight)),
        limit: LIMIT,
        maxEvaluated: Math.max(...summary.map((r) => r.outcomes.wrong + r.outcomes.accepted)),
        rightAccepted: summary.filter((r) => r.right === 'accepted').length,
      });
    });

    for (const target of bruteForceTargets) {
      it(
        target.namesNoAccount
          ? `${target.name}: no wrong value accepted (${target.namesNoAccount})`
          : `${target.name}: at most ${LIMIT} evaluated, the right value refused while locked`,
        async () => {
          const call = callOf(server!.url);
          if (target.policy) {
            vendorToken ??= await vendorTokenOf(call, accounts);
            const set = await call('PUT', '/identity/resources/configurations/v1/vendor/auth-policy', target.policy, {
              authorization: `Bearer ${vendorToken}`,
            });
            expect(set.status, JSON.stringify(set.body)).toBe(200);
          }
          const account = accounts.get(target.name)!;
          const flow = target.arm ? await target.arm(call, account) : account;
          const r = await guessBurst(server!.url, {
            total: GUESSES,
            sources: SOURCES,
            perSource: PER_SOURCE,
            rightAt: RIGHT_AT,
            request: (g) => target.guess(flow, g),
            outcomeOf: target.outcomeOf,
          });
          results[target.name] = r;
          console.log(
            `brute-force [${testDbKind()}, ${workers}w] ${target.name}: ${JSON.stringify(r.outcomes)}, right value ${r.right}, ${r.maxInFlight} in flight`,
          );
          expect(r.unexpected, 'answers that are neither a refusal of a wrong value nor the lockout').toEqual([]);
          expect(r.maxInFlight).toBeGreaterThan(SOURCES);
          if (target.namesNoAccount) {
            // Every wrong value refused, none locked anything; the right one still works (see namesNoAccount).
            expect(r.outcomes).toEqual({ wrong: GUESSES - 1, locked: 0, accepted: 1 });
            expect(r.right).toBe('accepted');
            return;
          }
          expect(r.outcomes.wrong + r.outcomes.accepted).toBeLessThanOrEqual(LIMIT);
          expect(r.right).toBe('locked');
          expect(r.outcomes.accepted).toBe(0);
        },
        60_000,
      );
    }
  });
}

/** A vendor token from the attacked server, for the strategy switches some paths need. */
async function vendorTokenOf(call: Call, accounts: Map<string, Record<string, unknown>>): Promise<string> {
  const credential = accounts.get(SWITCHES)!;
  const res = await call('POST', '/auth/vendor', credential);
  if (res.status !== 200) throw new Error(`vendor token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}
