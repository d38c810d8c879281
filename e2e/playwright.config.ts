import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, previewSpecs } from './playwright-shared';

// The journeys run against what `npm start` serves: the demo build and the server, each on
// its own port and a fresh data directory so runs never share state.
export const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 3310);
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 5310);
export const SERVER_URL = `http://localhost:${SERVER_PORT}`;
export const DEMO_URL = `http://localhost:${DEMO_PORT}`;
/** The demo's own back end (apps/demo/server), reached by the page through the demo's /api proxy. */
export const DEMO_API_PORT = Number(process.env.E2E_DEMO_API_PORT ?? 5311);
/** The loopback DNS server the SSO journeys publish domain verification records on (UDP). */
export const DNS_PORT = Number(process.env.E2E_DNS_PORT ?? 5312);
// A vendor credential configured for the e2e server only (decision 0011), so journeys can manage entitlements.
// A test value: never use it for a real deployment.
export const VENDOR_CLIENT_ID = 'e2e-vendor';
export const VENDOR_SECRET = 'e2e-only-vendor-secret-0f3a9c1b7d5e2468ace13579bdf0';
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
  // The no-server proofs run in playwright.preview.config.ts, against the demo served statically.
  testIgnore: previewSpecs,
  timeout: 60_000,
  retries: 0,
  workers: 1,
  use: {
    baseURL: DEMO_URL,
    launchOptions: chromiumLaunchOptions,
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
      DEMO_API_PORT: String(DEMO_API_PORT),
      GATEHOUSE_VENDOR_CLIENT_ID: VENDOR_CLIENT_ID,
      GATEHOUSE_VENDOR_SECRET: VENDOR_SECRET,
      GATEHOUSE_DATA_DIR: dataDir,
      // Admins may impersonate members here (decision 0021: off by default in a real deployment).
      GATEHOUSE_IMPERSONATION_BY_ADMINS: 'true',
      // Every journey signs in from 127.0.0.1: the per-IP limit (60 a minute by default) would stop the run midway.
      // Its behaviour is proven by the integration tests; here it only has to stay out of the way.
      GATEHOUSE_IP_LOGIN_ATTEMPTS_PER_MINUTE: '2000',
      // SSO journeys: domains are verified against a DNS server of the run, identity providers run on loopback.
      GATEHOUSE_SSO_DNS_SERVERS: `127.0.0.1:${DNS_PORT}`,
      GATEHOUSE_SSO_METADATA_ALLOW_PRIVATE_ADDRESSES: 'true',
      GATEHOUSE_LOG_LEVEL: captureDir ? 'trace' : 'warn',
    },
  },
});
