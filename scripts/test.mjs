#!/usr/bin/env node
// Runs every test: unit and integration on SQLite, the server suite again on PostgreSQL,
// then the browser journeys in Chromium. Ends with one line: `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'gatehouse-tests-'));
const totals = { passed: 0, failed: 0 };
// Security gates append their figures here (packages/server/test/gates/gate-report.ts).
const gateReport = join(out, 'gates.jsonl');
process.env.GATEHOUSE_GATE_REPORT = gateReport;
// Every pass below records server logs, requested URLs and the secrets it used or was given here;
// the secrets scan reads them all at the end (docs/decisions/0010).
process.env.GATEHOUSE_CAPTURE_DIR = join(out, 'capture');
let broken = false;

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

function vitest(label, args, env = {}) {
  const file = join(out, `${label}.json`);
  console.log(`\n== ${label} ==`);
  const status = run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  if (!existsSync(file)) {
    broken = true;
    console.error(`${label}: no results (exit ${status})`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  if (status !== 0 && r.numFailedTests === 0) broken = true; // e.g. an error outside a test
}

const reachable = (port) =>
  new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port }, () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    s.setTimeout(1000, () => (s.destroy(), resolve(false)));
  });

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
    return existsSync('/usr/bin/chromium');
  }
  console.error('Browser tests need Chromium at /usr/bin/chromium: install it with `sudo apt-get install chromium`.');
  return false;
}

/** Prints each security gate's figures; a gate that reported nothing breaks the run. */
function printGates() {
  const lines = existsSync(gateReport)
    ? readFileSync(gateReport, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
  console.log('\n== security gates ==');
  for (const { gate, db, figures } of lines) {
    console.log(
      `${gate.padEnd(10)} [${db}] ${Object.entries(figures)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')}`,
    );
  }
  const seen = new Set(lines.map((l) => l.gate));
  const missing = ['inventory', 'matrix', 'fuzz', 'secrets', 'redirects', 'crash', 'brute-force'].filter((g) => !seen.has(g));
  if (missing.length > 0) {
    console.error(`gates that reported no figures: ${missing.join(', ')}`);
    if (!process.env.GATEHOUSE_SKIP_E2E) broken = true;
  }
}

vitest('unit-and-integration-sqlite', []);
if (await reachable(5432)) {
  vitest('server-postgres', ['packages/server'], { GATEHOUSE_TEST_DB: 'postgres' });
} else if (process.env.CI) {
  console.error('PostgreSQL is not reachable on 127.0.0.1:5432 (required in CI).');
  broken = true;
} else {
  console.log('\nPostgreSQL not reachable on 127.0.0.1:5432: the PostgreSQL pass is skipped (CI runs it).');
}

if (process.env.GATEHOUSE_SKIP_E2E) {
  console.log('\nGATEHOUSE_SKIP_E2E set: browser tests skipped.');
} else if (ensureChromium()) {
  console.log('\n== browser (Playwright, Chromium) ==');
  const file = join(out, 'e2e.json');
  // Both configs: the journeys against the server, then the no-server proofs; one report with both runs' stats.
  const status = run('node', ['e2e/playwright-run.mjs', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += r.stats.expected + (r.stats.flaky ?? 0);
    totals.failed += r.stats.unexpected;
    if (status !== 0 && r.stats.unexpected === 0) broken = true;
  } else broken = true;
} else broken = true;

// Last, once every pass has written its capture: no secret of the run in any log line or requested URL.
// GATEHOUSE_TEST_DB only labels the figures: the scan covers the SQLite, PostgreSQL and browser runs at once.
vitest('secrets-scan', ['--config', 'packages/server/test/gates/secrets.vitest.config.ts'], { GATEHOUSE_TEST_DB: 'all' });

printGates();
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || broken ? 1 : 0);
