import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, previewSpecs } from './playwright-shared';

// The no-server proofs of issue 16: the demo is built and served as static files (vite preview), on ports of its
// own, and no identity server runs at all; the preview page (/preview) answers every call in the browser. This file
// must not import playwright.config.ts: loading it would start a data directory of the server-backed run.
export const PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT ?? 5320);
export const PREVIEW_URL = `http://localhost:${PREVIEW_PORT}`;
// Its own build, so the server-backed run's apps/demo/dist is left alone. E2E_PREVIEW_DIST serves a build made
// beforehand (`vite build --outDir …` in apps/demo) instead, when iterating on the specs.
const prebuilt = process.env.E2E_PREVIEW_DIST;
const outDir = prebuilt ?? join(tmpdir(), `gatehouse-e2e-preview-${PREVIEW_PORT}`);
const build = prebuilt ? '' : `npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn && `;

export default defineConfig({
  testDir: '.',
  testMatch: previewSpecs,
  timeout: 60_000,
  retries: 0,
  // Two pages at once: each test opens its own preview, so they share nothing but the static server.
  workers: 2,
  fullyParallel: true,
  // Apart from the server-backed run's, which a full run makes first and must not lose.
  outputDir: 'test-results/preview',
  // Baselines sit under e2e/screenshots/ so a reviewer can open them (docs/testing.md).
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: PREVIEW_URL,
    launchOptions: chromiumLaunchOptions,
    reducedMotion: 'reduce',
    // A control that is not there fails in seconds, naming it, rather than at the test's timeout.
    actionTimeout: 10_000,
    // Dates and numbers render the same on every machine.
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `${build}npx vite preview --outDir ${outDir} --port ${PREVIEW_PORT} --strictPort --host localhost`,
    cwd: '../apps/demo',
    url: `${PREVIEW_URL}/preview`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The demo's own pages would talk to this address: nothing answers there, the preview page never asks.
    env: { VITE_GATEHOUSE_URL: 'http://gatehouse.invalid' },
  },
});
