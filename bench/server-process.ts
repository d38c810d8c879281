// Child-process entry of the bench: the real server over HTTP on an ephemeral port, so that the
// load generators (in the parent) and the server do not share one event loop. With several
// workers this process is the cluster primary and the workers run this same file. With
// BENCH_SIGNER=baseline it is the same server with the token signer of before jose (baseline-signer.ts).
import cluster from 'node:cluster';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchSettings } from './bench-settings';

// Before the server is loaded: its keys/token-signer.ts then resolves to the baseline (baseline-hooks.mjs).
if (process.env.BENCH_SIGNER === 'baseline') register('./baseline-hooks.mjs', import.meta.url);
const { loadConfig, runServer, workerCount } = await import('@gatehouse/server');

/** What the child reports once it listens. */
export interface ServerReady {
  type: 'ready';
  port: number;
  settings: Record<string, string | number | boolean>;
  /** The token signer the server loaded: jose (the code under test) or the baseline of before jose. */
  signer: string;
}

/** The server processes' CPU time so far (all threads: argon2 and RSA run on libuv's pool). */
export interface ServerUsage {
  type: 'usage';
  cpuMs: number;
  /** The part spent on the main threads of the processes that answer requests (their event loops). */
  eventLoopCpuMs: number;
}

// Workers inherit the primary's environment: one data dir for all of them.
process.env.BENCH_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'gatehouse-bench-'));
const dataDir = process.env.BENCH_DATA_DIR;
const overrides = JSON.parse(process.env.BENCH_SERVER_CONFIG ?? '{}') as Record<string, unknown>;
const config = loadConfig(
  {},
  { ...benchSettings.serverOverrides, ...overrides, dataDir, port: 0, masterKey: 'bench-master-key-bench-master-key-0123456789' },
);
config.ipLoginAttemptsPerMinute = benchSettings.ipLoginAttemptsPerMinute;
const server = await runServer(config);

/** CPU milliseconds of a process, or of one of its threads, from /proc (utime + stime, in clock ticks of 10 ms). */
const cpuMsOf = (pid: number, thread?: number): number => {
  try {
    const fields = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8')
      .split(') ')[1]!
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
};

if (cluster.isPrimary) {
  process.send!({
    type: 'ready',
    port: server.port,
    settings: {
      nodeEnv: config.nodeEnv,
      workers: workerCount(config),
      database: `SQLite (WAL, synchronous=${config.sqliteSynchronous}) in a temp data dir`,
      argon2: `argon2id m=${config.argon2MemoryKib} KiB, t=${config.argon2Iterations}, p=${config.argon2Parallelism}`,
      jwtAlgorithm: config.jwtAlgorithm,
      ipLoginAttemptsPerMinute: config.ipLoginAttemptsPerMinute,
      logLevel: config.logLevel,
      uvThreadpoolSize: process.env.UV_THREADPOOL_SIZE ?? '4 (default)',
    },
    signer: (globalThis as { gatehouseBenchSigner?: string }).gatehouseBenchSigner ?? 'jose',
  } satisfies ServerReady);

  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'usage') {
      const own = process.cpuUsage();
      const workers = server.pids.filter((pid) => pid !== process.pid).reduce((sum, pid) => sum + cpuMsOf(pid), 0);
      // A process's main thread has the process's id as its thread id.
      const eventLoopCpuMs = server.pids.reduce((sum, pid) => sum + cpuMsOf(pid, pid), 0);
      process.send!({ type: 'usage', cpuMs: (own.user + own.system) / 1000 + workers, eventLoopCpuMs } satisfies ServerUsage);
      return;
    }
    if (message?.type !== 'stop') return;
    void server.stop().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      // A normal exit, so that --cpu-prof writes its profile.
      process.exit(0);
    });
  });
  process.on('disconnect', () => process.exit(0));
}
