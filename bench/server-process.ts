// Child-process entry of the bench: the real server over HTTP on an ephemeral port, so that the
// load generators (in the parent) and the server do not share one event loop.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, createDeps, loadConfig } from '@gatehouse/server';
import { benchSettings } from './bench-settings';

/** What the child reports once it listens. */
export interface ServerReady {
  type: 'ready';
  port: number;
  settings: Record<string, string | number | boolean>;
}

const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-'));
const config = loadConfig({}, { ...benchSettings.serverOverrides, dataDir, port: 0, masterKey: 'bench-master-key-bench-master-key-0123456789' });
config.ipLoginAttemptsPerMinute = benchSettings.ipLoginAttemptsPerMinute;
const deps = await createDeps(config);
const app = createApp(deps);

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  const ready: ServerReady = {
    type: 'ready',
    port: info.port,
    settings: {
      nodeEnv: config.nodeEnv,
      database: `SQLite (WAL, synchronous=${config.sqliteSynchronous}) in a temp data dir`,
      argon2: `argon2id m=${config.argon2MemoryKib} KiB, t=${config.argon2Iterations}, p=${config.argon2Parallelism}`,
      jwtAlgorithm: config.jwtAlgorithm,
      ipLoginAttemptsPerMinute: config.ipLoginAttemptsPerMinute,
      logLevel: config.logLevel,
      uvThreadpoolSize: process.env.UV_THREADPOOL_SIZE ?? '4 (default)',
    },
  };
  process.send!(ready);
});

/** The server process's CPU time so far (all threads: argon2 and RSA run on libuv's pool). */
export interface ServerUsage {
  type: 'usage';
  cpuMs: number;
}

process.on('message', (message: { type?: string }) => {
  if (message?.type === 'usage') {
    const { user, system } = process.cpuUsage();
    process.send!({ type: 'usage', cpuMs: (user + system) / 1000 } satisfies ServerUsage);
    return;
  }
  if (message?.type !== 'stop') return;
  server.close();
  void deps.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    // A normal exit, so that --cpu-prof writes its profile.
    process.exit(0);
  });
});
process.on('disconnect', () => process.exit(0));
