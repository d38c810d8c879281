import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VENDOR_CLIENT_ID, VENDOR_SECRET } from './playwright.config';

/** A Gatehouse server of a journey's own, on its own SQLite file. */
export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

const root = new URL('..', import.meta.url).pathname;

/**
 * Starts a second identity server wearing a vendor brand (the vendor's colours are set when a server starts, so one
 * colour needs one server). It serves the hosted pages the run's server serves (built by scripts/start.mjs) and
 * answers with the dev outbox; it stops when the journey asks or when the run ends.
 */
export async function startBrandedServer(port: number, brand: { primary: string; name: string }): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-e2e-brand-'));
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@gatehouse/source', '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        GATEHOUSE_PUBLIC_URL: url,
        GATEHOUSE_DATA_DIR: dataDir,
        GATEHOUSE_VENDOR_CLIENT_ID: VENDOR_CLIENT_ID,
        GATEHOUSE_VENDOR_SECRET: VENDOR_SECRET,
        GATEHOUSE_VENDOR_NAME: brand.name,
        GATEHOUSE_VENDOR_PRIMARY_COLOR: brand.primary,
        GATEHOUSE_LOG_LEVEL: 'warn',
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return { url, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the branded server on port ${port} did not come up`);
}
