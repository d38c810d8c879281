import { spawn, type ChildProcess } from 'node:child_process';

const root = new URL('../../..', import.meta.url).pathname;

/** A server started as `npm start` starts it: a real process (and its workers) on a port of its own. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, then resolves once the process (and with it its workers) has exited. */
  stop(): Promise<void>;
}

/**
 * Starts `packages/server/src/main.ts` with `env` over the current environment (PORT 0 unless given);
 * resolves once it logs the port it listens on. Logs at info level, which is how the port is read.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--conditions=@gatehouse/source', '--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', NODE_ENV: 'development', ...env, GATEHOUSE_LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out}`)), 60_000);
    void exited.then(() => reject(new Error(`the server exited before listening: ${out}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = out.match(/"port":(\d+)/)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${port}`,
          child,
          output: () => out,
          stop: async () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  });
}
