/**
 * Every knob of one bench run, printed and written to docs/performance.md as is.
 * `BENCH_SCALE` (default 1) shortens or lengthens every timed phase, for trying the bench out.
 */
const scale = Number(process.env.BENCH_SCALE ?? '1') || 1;
const seconds = (s: number) => Math.max(1, Math.round(s * scale));

export const benchSettings = {
  argon2: { concurrency: 8, seconds: seconds(5) },
  logins: { connections: 8, seconds: seconds(8), users: 32 },
  refreshes: { workers: 16, seconds: seconds(8) },
  me: { connections: 32, seconds: seconds(8) },
  engine: { seconds: seconds(3) },
  nodeSdk: { seconds: seconds(1), rounds: 5 },
  /** Tokens signed (and verified) per second in the bench process, jose against the signer of before jose. */
  tokens: { seconds: seconds(1), rounds: 3, concurrency: 16 },
  /**
   * Sign-ins, refreshes and GET /me against the same server with the token signer of before jose, in the same
   * run: each side gets the phase's full time, split into `phases` alternated phases (A B B A A B B A), refreshes
   * and /me after a warm-up of each.
   */
  beforeJose: { phases: 4, warmUpSeconds: 0.5 },
  usersTable: { members: 100_000, samples: 40 },
  /** Config the server under test runs with, beyond the defaults of `loadConfig({})`. */
  serverOverrides: { nodeEnv: 'development', host: '127.0.0.1', logLevel: 'error' },
  /** Set after validation: the config schema caps this key at 100,000 and the bench is one IP. */
  ipLoginAttemptsPerMinute: 1_000_000,
  allowedOrigin: 'http://localhost:5173',
  /**
   * Server set-ups measured in one run: the defaults, with ES256 signing (whose signature costs a
   * fraction of RS256's), and both again with one worker per core (GATEHOUSE_WORKERS=0).
   */
  servers: [
    { label: '1 process, RS256', config: {} },
    { label: '1 process, ES256', config: { jwtAlgorithm: 'ES256' } },
    { label: 'worker per core, RS256', config: { workers: 0 } },
    { label: 'worker per core, ES256', config: { workers: 0, jwtAlgorithm: 'ES256' } },
  ],
  targets: {
    loginRatio: 0.9,
    refreshesPerSecond: 2_000,
    mePerSecond: 5_000,
    loginBoxKb: 40,
    adminPortalInitialKb: 60,
    adminPortalSectionKb: 40,
    engineEvaluationsPerSecond: 1_000_000,
    nodeSdkRatio: 0.9,
    /** Refreshes/s and GET /me per s with jose signing, over the same with the signer of before jose. */
    beforeJoseRatio: 0.9,
    usersTableP95Ms: 50,
  },
} as const;

/** The settings type. */
export type BenchSettings = typeof benchSettings;
