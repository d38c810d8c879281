/**
 * What the crash gate knows about the database from acknowledgements alone. The worker and the
 * parent apply the same begin/ack lines in the same order through these functions, so both hold
 * the same model; the parent then compares it with what the reopened database contains.
 */

/** Server settings both sides rely on (the worker passes them to loadConfig). */
export const CRASH_CONFIG = {
  nodeEnv: 'test',
  logLevel: 'silent',
  masterKey: 'crash-gate-master-key-crash-gate-master-key',
  argon2MemoryKib: 8192,
  argon2Iterations: 1,
  // Every wrong password comes from 127.0.0.1: the per-IP limiter would answer 429 instead of counting.
  ipLoginAttemptsPerMinute: 100_000,
  // Sign-up then issues a session (a refresh family) and login works without the activation mail.
  allowNotVerifiedUsersLogin: true,
  // Low, so that many counted failures also write a lock time: the pair a crash must not split.
  loginDelayAfterFailures: 2,
} as const;

/** One operation the worker performs through the in-process app. */
export type CrashOp =
  | { kind: 'signup'; email: string; password: string; lane: number }
  | { kind: 'loginWrong'; email: string }
  | { kind: 'loginOk'; email: string }
  | { kind: 'refresh'; sid: string }
  | { kind: 'reuse'; sid: string; token: string }
  | { kind: 'logout'; sid: string };

/** What the app answered; only the fields the op kind yields are set. */
export interface CrashResult {
  status: number;
  code?: string;
  userId?: string;
  tenantId?: string;
  sid?: string;
  token?: string;
}

/** An account; counters are cumulative over the whole run, `failed` mirrors users.failed_logins. */
export interface CrashAccount {
  email: string;
  password: string;
  userId: string;
  tenantId: string;
  lane: number;
  failed: number;
  ackedFail: number;
  begunFail: number;
  ackedOk: number;
  begunOk: number;
}

/**
 * A session = refresh-token family. `token` is the last token acknowledged to the client;
 * `stale` means a rotation that was never acknowledged consumed it (the client lost the race with
 * the crash), so presenting it again is reuse; `prev` is a token the client saw rotated.
 */
export interface CrashFamily {
  sid: string;
  email: string;
  token: string;
  prev?: string;
  status: 'live' | 'stale' | 'revoked';
}

/** The whole model, carried from cycle to cycle. */
export interface CrashState {
  accounts: Record<string, CrashAccount>;
  families: Record<string, CrashFamily>;
}

/** Lines the worker writes to stdout, one JSON object each. */
export type CrashLine =
  { t: 'booting' } | { t: 'ready' } | { t: 'begin'; n: number; op: CrashOp } | { t: 'ack'; n: number; op: CrashOp; result: CrashResult };

export const emptyState = (): CrashState => ({ accounts: {}, families: {} });

/** Counts an attempt before it runs (upper bounds for rows an unacknowledged op may have written). */
export function applyBegin(state: CrashState, op: CrashOp): void {
  const account = 'email' in op ? state.accounts[op.email] : undefined;
  if (op.kind === 'loginWrong' && account) account.begunFail++;
  if (op.kind === 'loginOk' && account) account.begunOk++;
}

/** Folds an acknowledged answer into the model; returns answers the model says are wrong. */
export function applyAck(state: CrashState, op: CrashOp, r: CrashResult): string[] {
  const bad = (why: string) => [`${op.kind} ${JSON.stringify(op)} answered ${r.status} ${r.code ?? ''}: ${why}`];
  const lockedOk = (a: CrashAccount) =>
    r.status === 403 && r.code === 'auth.account_locked' && a.failed >= CRASH_CONFIG.loginDelayAfterFailures;
  switch (op.kind) {
    case 'signup': {
      if (r.status !== 200 || !r.userId || !r.tenantId || !r.sid || !r.token) return bad('sign-up must succeed with a session');
      state.accounts[op.email] = {
        email: op.email,
        password: op.password,
        userId: r.userId,
        tenantId: r.tenantId,
        lane: op.lane,
        failed: 0,
        ackedFail: 0,
        begunFail: 0,
        ackedOk: 0,
        begunOk: 0,
      };
      state.families[r.sid] = { sid: r.sid, email: op.email, token: r.token, status: 'live' };
      return [];
    }
    case 'loginWrong': {
      const a = state.accounts[op.email]!;
      if (r.status === 401 && r.code === 'auth.invalid_credentials') {
        a.failed++;
        a.ackedFail++;
        return [];
      }
      return lockedOk(a)
        ? []
        : bad(`expected invalid_credentials (or locked at ≥ ${CRASH_CONFIG.loginDelayAfterFailures} failures; model has ${a.failed})`);
    }
    case 'loginOk': {
      const a = state.accounts[op.email]!;
      if (r.status === 200 && r.sid && r.token) {
        a.failed = 0;
        a.ackedOk++;
        state.families[r.sid] = { sid: r.sid, email: op.email, token: r.token, status: 'live' };
        return [];
      }
      return lockedOk(a) ? [] : bad(`expected a session (or locked; model has ${a.failed} failures)`);
    }
    case 'refresh': {
      const f = state.families[op.sid]!;
      if (r.status !== 200 || !r.token) return bad('the acknowledged token of a live family must rotate');
      f.prev = f.token;
      f.token = r.token;
      return [];
    }
    case 'reuse': {
      state.families[op.sid]!.status = 'revoked';
      return r.status === 401 && r.code === 'auth.refresh_invalid' ? [] : bad('a rotated token must be refused (and its family revoked)');
    }
    case 'logout': {
      state.families[op.sid]!.status = 'revoked';
      return r.status === 200 ? [] : bad('logout must succeed');
    }
  }
}

/** Small seeded PRNG (mulberry32): the same seed gives the same choices. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
