import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The journeys run against what `npm start` serves: the demo build and the server, each on
// its own port and a fresh data directory so runs never share state.
export const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 3310);
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 5310);
export const SERVER_URL = `http://localhost:${SERVER_PORT}`;
export const DEMO_URL = `http://localhost:${DEMO_PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'gatehouse-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Secrets gate (docs/decisions/0010): in a capture run the server logs every level into the capture dir
// (scripts/start.mjs), and the scan reads this run's storage (mailed links, keys, audit rows) from dataDir.
const captureDir = process.env.GATEHOUSE_CAPTURE_DIR;
if (captureDir) {
  mkdirSync(captureDir, { recursive: true });
  writeFileSync(join(captureDir, 'e2e-storage.json'), JSON.stringify({ dataDir }));
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  retries: 0,
  workers: 1,
  use: {
    baseURL: DEMO_URL,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    // The demo answers once its build is served; the journeys wait for the server themselves.
    url: DEMO_URL,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(SERVER_PORT),
      DEMO_PORT: String(DEMO_PORT),
      GATEHOUSE_DATA_DIR: dataDir,
      GATEHOUSE_LOG_LEVEL: captureDir ? 'trace' : 'warn',
    },
  },
});
