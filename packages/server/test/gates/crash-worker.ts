/**
 * Child process of the crash gate: opens the real database with the real composition root and
 * drives the in-process app (sign-up, wrong and right passwords, refresh rotation, token reuse,
 * logout) in a few concurrent lanes until the parent kills it with SIGKILL. An op is acknowledged
 * only by its `ack` line, written with writeSync to the stdout pipe: once the call returns the line
 * is in the kernel's buffer and the parent reads it whether or not the process dies next.
 *
 * Usage: node crash-worker.mjs <job.json>   (job: { dataDir, seed, cycle, lanes, state })
 */
import { readFileSync, writeSync } from 'node:fs';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';
import { createDeps } from '../../src/deps';
import { applyAck, applyBegin, CRASH_CONFIG, prng, type CrashLine, type CrashOp, type CrashResult, type CrashState } from './crash-model';

interface Job {
  dataDir: string;
  seed: number;
  cycle: number;
  lanes: number;
  state: CrashState;
}

const ORIGIN = 'http://localhost:5173';
const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Job;
const state = job.state;
const random = prng(job.seed);
const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
// One synchronous write per line straight to fd 1: no stream buffer between "resolved" and "in the pipe".
const emit = (line: CrashLine) => writeSync(1, `${JSON.stringify(line)}\n`);

emit({ t: 'booting' });
const config = loadConfig({}, { ...CRASH_CONFIG, dataDir: job.dataDir });
const deps = await createDeps(config);
const app = createApp(deps);
emit({ t: 'ready' });

const call = async (path: string, body: unknown, cookie?: string): Promise<{ res: Response; json: Record<string, unknown> }> => {
  const headers: Record<string, string> = { origin: ORIGIN, 'content-type': 'application/json' };
  if (cookie) headers.cookie = `gh_refresh=${cookie}`;
  const res = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  return { res, json: (await res.json()) as Record<string, unknown> };
};

/** The session id (family) an access token names. */
const sidOf = (accessToken: unknown): string | undefined => {
  if (typeof accessToken !== 'string') return undefined;
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid;
};

const answer = (res: Response, json: Record<string, unknown>): CrashResult => ({
  status: res.status,
  ...(typeof json.errorCode === 'string' ? { code: json.errorCode } : {}),
});

const LOGIN = '/identity/resources/auth/v1/user';
const REFRESH = '/identity/resources/auth/v1/user/token/refresh';
const LOGOUT = '/identity/resources/auth/v1/logout';

async function perform(op: CrashOp): Promise<CrashResult> {
  switch (op.kind) {
    case 'signup': {
      const { res, json } = await call('/identity/resources/users/v1/signUp', {
        email: op.email,
        password: op.password,
        companyName: `Crash ${op.email.slice(0, 12)}`,
      });
      const auth = json.authResponse as Record<string, unknown> | undefined;
      return {
        ...answer(res, json),
        userId: json.userId as string,
        tenantId: json.tenantId as string,
        sid: sidOf(auth?.accessToken),
        token: auth?.refreshToken as string,
      };
    }
    case 'loginWrong': {
      const { res, json } = await call(LOGIN, { email: op.email, password: 'definitely not the password' });
      return answer(res, json);
    }
    case 'loginOk': {
      const { res, json } = await call(LOGIN, { email: op.email, password: state.accounts[op.email]!.password });
      return { ...answer(res, json), sid: sidOf(json.accessToken), token: json.refreshToken as string };
    }
    case 'refresh': {
      const { res, json } = await call(REFRESH, {}, state.families[op.sid]!.token);
      return { ...answer(res, json), token: json.refreshToken as string };
    }
    case 'reuse': {
      const { res, json } = await call(REFRESH, {}, op.token);
      return answer(res, json);
    }
    case 'logout': {
      const { res, json } = await call(LOGOUT, {}, state.families[op.sid]!.token);
      return answer(res, json);
    }
  }
}

let signups = 0;
/** Chooses the lane's next op. Accounts and families belong to one lane so their ops never overlap. */
function choose(lane: number): CrashOp {
  const accounts = Object.values(state.accounts).filter((a) => a.lane === lane);
  const families = Object.values(state.families).filter((f) => state.accounts[f.email]?.lane === lane);
  const live = families.filter((f) => f.status === 'live');
  const r = random();
  if (accounts.length < 3 || r < 0.1) {
    const email = `c${job.cycle}-${lane}-${signups++}@crash.example`;
    return { kind: 'signup', email, password: `crash-password-${random().toString(36).slice(2)}`, lane };
  }
  if (r < 0.38) {
    // Mostly accounts below the delay threshold, so most attempts are counted rather than locked out.
    const open = accounts.filter((a) => a.failed < CRASH_CONFIG.loginDelayAfterFailures);
    return { kind: 'loginWrong', email: pick(open.length > 0 && random() < 0.9 ? open : accounts)!.email };
  }
  if (r < 0.5) {
    const failing = accounts.filter((a) => a.failed > 0);
    return { kind: 'loginOk', email: pick(failing.length > 0 && random() < 0.7 ? failing : accounts)!.email };
  }
  const reusable = families.filter((f) => f.status === 'stale' || (f.status === 'live' && f.prev));
  if (r < 0.55 && reusable.length > 0) {
    const f = pick(reusable)!;
    return { kind: 'reuse', sid: f.sid, token: f.status === 'stale' ? f.token : f.prev! };
  }
  if (r < 0.62 && live.length > 0) return { kind: 'logout', sid: pick(live)!.sid };
  if (live.length > 0) return { kind: 'refresh', sid: pick(live)!.sid };
  return { kind: 'loginOk', email: pick(accounts)!.email };
}

let n = 0;
async function lane(index: number): Promise<never> {
  for (;;) {
    const op = choose(index);
    const id = n++;
    applyBegin(state, op);
    emit({ t: 'begin', n: id, op });
    const result = await perform(op);
    applyAck(state, op, result);
    emit({ t: 'ack', n: id, op, result });
  }
}

await Promise.all(Array.from({ length: job.lanes }, (_, i) => lane(i)));
