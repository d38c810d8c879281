import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { warmSchemaValidator } from './features/sso/index';
import type { Config } from './config/config-schema';
import { createDeps } from './deps';
import { clusterRateLimiter, serveRateLimiter } from './lib/cluster-rate-limiter';
import { memoryRateLimiter } from './kernel/rate-limiter';
import { systemClock } from './kernel/clock';

/** A running server: the port it answers on, and how to stop it. */
export interface RunningServer {
  port: number;
  /** Process ids answering requests (the workers, or this process). */
  pids: number[];
  stop(): Promise<void>;
}

/** How many server processes `config.workers` asks for (0 = one per core). */
export const workerCount = (config: Pick<Config, 'workers'>): number => (config.workers === 0 ? availableParallelism() : config.workers);

/**
 * Serves the app. With one worker this process listens; with several, this process is the
 * primary: it prepares storage once (migrations, seeds, signing key) before forking, keeps the
 * rate limits and sends the mail, and replaces a worker that dies. Workers call this same
 * function and listen on the shared port.
 */
export async function runServer(config: Config): Promise<RunningServer> {
  const count = workerCount(config);
  if (count > 1 && cluster.isPrimary) return runPrimary(config, count);
  const worker = cluster.isWorker;
  const deps = await createDeps(config, worker ? { ipLimiter: clusterRateLimiter(), dispatchMail: false } : {});
  const app = createApp(deps);
  // The SAML schema validator's first run is slow (seconds of CPU): where SSO is in use it is paid now, on its own
  // thread, rather than in the first SAML sign-in; a server without connections never starts it.
  void deps.sso.lookup.isActive({}).then((inUse) => (inUse ? warmSchemaValidator() : undefined));
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
      if (!worker)
        deps.log.info(
          { port: info.port, database: deps.db.dialect, publicUrl: config.publicUrl },
          `Gatehouse listening on http://localhost:${info.port}`,
        );
      resolve({
        port: info.port,
        pids: [process.pid],
        stop: () => new Promise<void>((done) => server.close(() => void deps.close().finally(done))),
      });
    });
  });
}

async function runPrimary(config: Config, count: number): Promise<RunningServer> {
  const deps = await createDeps(config);
  const limiter = memoryRateLimiter(systemClock, config.ipLoginAttemptsPerMinute, 60_000);
  let stopping = false;
  const fork = () => {
    const w = cluster.fork();
    serveRateLimiter(limiter, w);
    return w;
  };
  // A worker that keeps dying (a bad deployment, a broken database) must not be forked forever.
  const recentExits: number[] = [];
  cluster.on('exit', (w, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    recentExits.push(now);
    while (recentExits[0]! < now - 60_000) recentExits.shift();
    if (recentExits.length > count * 3) {
      deps.log.fatal({ pid: w.process.pid, code, signal, exitsInLastMinute: recentExits.length }, 'server workers keep exiting; stopping');
      process.exit(1);
    }
    deps.log.error({ pid: w.process.pid, code, signal }, 'server worker exited; starting another');
    fork();
  });
  const workers = Array.from({ length: count }, fork);
  const ports = await Promise.all(
    workers.map((w) => new Promise<number>((resolve) => w.once('listening', (address) => resolve(address.port)))),
  );
  const port = ports[0]!;
  deps.log.info(
    { port, workers: count, database: deps.db.dialect, publicUrl: config.publicUrl },
    `Gatehouse listening on http://localhost:${port} (${count} workers)`,
  );
  return {
    port,
    pids: workers.map((w) => w.process.pid!),
    async stop() {
      stopping = true;
      await Promise.all(
        Object.values(cluster.workers ?? {}).map(
          (w) =>
            new Promise<void>((done) => {
              if (!w || w.isDead()) return done();
              w.once('exit', () => done());
              w.kill('SIGTERM');
            }),
        ),
      );
      await deps.close();
    },
  };
}
