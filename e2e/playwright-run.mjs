#!/usr/bin/env node
// `npm run -w e2e test [-- <playwright arguments>]`: the server-backed journeys (playwright.config.ts), then the
// no-server proofs (playwright.preview.config.ts), each with its own web servers. A config starts its servers before
// it loads its tests, so one that none of the arguments' tests belong to is not run at all (a preview spec alone never
// builds or starts the identity server). With PLAYWRIGHT_JSON_OUTPUT_NAME set (scripts/test.mjs), that file gets
// both runs' results in one report, their `stats` added up.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const configs = ['playwright.config.ts', 'playwright.preview.config.ts'].map((file) => join(here, file));
const args = process.argv.slice(2);
const jsonOut = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

const playwright = (config, extra, env = {}, stdio = 'inherit') =>
  spawnSync('npx', ['playwright', 'test', '--config', config, ...args, ...extra], {
    cwd: here,
    stdio,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });

/** Whether the arguments select any test of `config` (a listing loads the tests but starts no server). */
function selects(config) {
  if (!args.some((a) => !a.startsWith('-'))) return true;
  const listed = playwright(config, ['--list', '--reporter=list', '--pass-with-no-tests'], { PLAYWRIGHT_JSON_OUTPUT_NAME: '' }, 'pipe');
  const total = /Total: (\d+) tests?/.exec(listed.stdout ?? '');
  // A config whose tests do not even load is run, so its error is reported.
  return total ? Number(total[1]) > 0 : listed.status !== 0;
}

let failed = false;
const reports = [];
for (const [index, config] of configs.entries()) {
  if (!selects(config)) continue;
  const out = jsonOut ? `${jsonOut}.${index}.json` : undefined;
  const { status } = playwright(config, [], out ? { PLAYWRIGHT_JSON_OUTPUT_NAME: out } : {});
  if (status !== 0) failed = true;
  if (!out) continue;
  if (existsSync(out)) {
    reports.push(JSON.parse(readFileSync(out, 'utf8')));
    rmSync(out);
  } else reports.push({ errors: [{ message: `${config}: no results (exit ${status})` }] });
}

if (jsonOut) {
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 };
  for (const report of reports) for (const key of Object.keys(stats)) stats[key] += report.stats?.[key] ?? 0;
  const merged = {
    config: reports[0]?.config,
    suites: reports.flatMap((r) => r.suites ?? []),
    errors: reports.flatMap((r) => r.errors ?? []),
    stats,
  };
  writeFileSync(jsonOut, JSON.stringify(merged));
}
process.exit(failed ? 1 : 0);
