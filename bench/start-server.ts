import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerReady, ServerUsage } from './server-process';

/** A server under test, running in a child process. */
export interface BenchServer {
  url: string;
  settings: ServerReady['settings'];
  /** The token signer the server runs with, as it reported. */
  signer: string;
  /** CPU milliseconds the server processes have used so far, in all threads and in the event loops. */
  usage(): Promise<Omit<ServerUsage, 'type'>>;
  stop(): Promise<void>;
}

/**
 * Starts the server in a child process (same Node flags as this one, so tsx and the source
 * condition apply), with `config` on top of the bench's server settings. `cpuProfileDir` makes the child write a V8 CPU profile there when it stops.
 * `signer: 'baseline'` runs the same server with the token signer of before jose (bench/baseline-signer.ts).
 */
export function startServer(
  options: { cpuProfileDir?: string; config?: Record<string, unknown>; signer?: 'jose' | 'baseline' } = {},
): Promise<BenchServer> {
  const execArgv = [...process.execArgv, ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [])];
  const child = fork(fileURLToPath(new URL('./server-process.ts', import.meta.url)), [], {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_SERVER_CONFIG: JSON.stringify(options.config ?? {}), BENCH_SIGNER: options.signer ?? 'jose' },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`server process exited with code ${code} before listening`));
    child.once('exit', early);
    child.once('message', (message: ServerReady) => {
      child.off('exit', early);
      resolve({
        url: `http://127.0.0.1:${message.port}`,
        settings: message.settings,
        signer: message.signer,
        usage: () =>
          new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error('the server process did not report its CPU usage')), 5_000);
            const onMessage = (m: ServerUsage) => {
              if (m.type !== 'usage') return;
              child.off('message', onMessage);
              clearTimeout(timer);
              done({ cpuMs: m.cpuMs, eventLoopCpuMs: m.eventLoopCpuMs });
            };
            child.on('message', onMessage);
            child.send({ type: 'usage' });
          }),
        async stop() {
          if (child.exitCode !== null) return;
          child.send({ type: 'stop' });
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(timer);
        },
      });
    });
  });
}
