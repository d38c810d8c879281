// The bench: one run measures every figure of docs/performance.md on this machine and rewrites it.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@gatehouse/server';
import { benchSettings as s } from './bench-settings';
import { createUsers, type BenchUser } from './create-users';
import { machineFacts } from './machine-facts';
import { measureArgon2 } from './measure-argon2';
import { measureLoginBoxSize } from './measure-login-box-size';
import { measureLogins } from './measure-logins';
import { measureMe } from './measure-me';
import { measureRefreshes } from './measure-refreshes';
import { renderReport, summaryTable, type SummaryRow } from './render-report';
import { signIn } from './sign-in';
import { startServer, type BenchServer } from './start-server';
import type { LoadSummary } from './summarize-autocannon';

const docPath = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'performance.md');
const n = (x: number, digits = 0) => x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const log = (line: string) => console.log(line);

const facts = machineFacts();
const defaults = loadConfig({});
const rows: SummaryRow[] = [];
const details: string[] = [];
const errors: string[] = [];

/** Runs one step; an exception is recorded (the run will exit non-zero) and the rest goes on. */
async function step<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
  log(`▶ ${name}`);
  const started = performance.now();
  try {
    const value = await fn();
    log(`  done in ${n((performance.now() - started) / 1000, 1)} s`);
    return value;
  } catch (e) {
    const message = `${name}: ${(e as Error).stack ?? String(e)}`;
    errors.push(message);
    console.error(`  ERROR ${message}`);
    return undefined;
  }
}

/** A load run with the server CPU it cost (read from the server process before and after). */
async function underLoad(server: BenchServer, run: () => Promise<LoadSummary>): Promise<LoadSummary & { serverCpuMs: number }> {
  const before = await server.cpuMs();
  const result = await run();
  return { ...result, serverCpuMs: (await server.cpuMs()) - before };
}

/** Records a load run; any non-2xx answer makes the step an error. */
function loadDetails(name: string, r: LoadSummary & { serverCpuMs: number }) {
  const cpu = `server CPU ${n((r.serverCpuMs * 1000) / Math.max(1, r.ok))} µs per answer (${n(r.serverCpuMs / 1000 / r.seconds, 2)} cores busy on average)`;
  details.push(`${name}: ${n(r.ok)} OK answers in ${n(r.seconds, 2)} s, latency p50 ${n(r.p50Ms, 1)} ms, p99 ${n(r.p99Ms, 1)} ms, ${cpu}, non-2xx/errors ${n(r.failed)}${r.failed ? ` ${JSON.stringify(r.failures)}` : ''}`);
  log(`  ${cpu}`);
  if (r.failed) errors.push(`${name}: ${r.failed} answers were not 2xx: ${JSON.stringify(r.failures)}`);
}

const verdict = (ok: boolean): SummaryRow['result'] => (ok ? 'PASS' : 'FAIL');

log(`Gatehouse bench — ${facts.date}`);
log(`${facts.cpuModel}, ${facts.cores} cores, ${facts.memoryGiB} GiB, Node ${facts.node}, ${facts.os}, load average ${facts.loadAverageAtStart}`);

let users: BenchUser[] | undefined;
let argon2PerSecond: number | undefined;

const server: BenchServer | undefined = await step('start the server (child process)', () => startServer({ cpuProfileDir: process.env.BENCH_CPU_PROF || undefined }));
if (server) {
  const url = server.url;
  users = await step(`create ${s.logins.users} activated users over HTTP (sign-up → dev outbox → activate)`, () => createUsers(url, s.logins.users));
}

const baseline = () => measureArgon2(defaults, s.argon2.concurrency, s.argon2.seconds);
const argon2 = await step(`argon2id verify baseline, concurrency ${s.argon2.concurrency}, ${s.argon2.seconds} s`, baseline);
if (argon2) {
  argon2PerSecond = argon2.perSecond;
  log(`  argon2id verifications/s: ${n(argon2.perSecond, 1)}`);
  details.push(`argon2 baseline: ${n(argon2.verifications)} verifications in ${n(argon2.seconds, 2)} s`);
} else rows.push({ figure: 'argon2id verify/s (baseline)', value: '—', target: '—', result: 'ERROR' });

if (server && users) {
  const { url } = server;
  const okUsers = users;
  const logins = await step(`password sign-ins, ${s.logins.connections} connections, ${s.logins.seconds} s`, () => underLoad(server, () => measureLogins(url, okUsers, s.logins.connections, s.logins.seconds)));
  // The baseline is measured again right after the sign-ins: other work on the machine that starts
  // or stops during the run shows as a gap between the two, and the ratio uses their mean.
  const again = argon2 && logins ? await step('argon2id verify baseline again (brackets the sign-ins)', baseline) : undefined;
  if (argon2 && again) {
    argon2PerSecond = (argon2.perSecond + again.perSecond) / 2;
    const drift = Math.abs(argon2.perSecond - again.perSecond) / argon2PerSecond;
    log(`  argon2id verifications/s: ${n(again.perSecond, 1)} (mean ${n(argon2PerSecond, 1)})`);
    details.push(`argon2 baseline after the sign-ins: ${n(again.verifications)} verifications in ${n(again.seconds, 2)} s; mean of both ${n(argon2PerSecond, 1)}/s${drift > 0.15 ? ` — the two differ by ${n(drift * 100)} %: other work changed during the run, so the ratio is unreliable` : ''}`);
  }
  if (logins) {
    loadDetails('password sign-ins', logins);
    const ratio = argon2PerSecond ? logins.perSecond / argon2PerSecond : NaN;
    log(`  sign-ins/s: ${n(logins.perSecond, 1)}   ratio to argon2: ${n(ratio, 3)}   non-2xx: ${logins.failed}`);
    rows.push({ figure: `password sign-ins/s (c=${s.logins.connections})`, value: n(logins.perSecond, 1), target: '—', result: logins.failed ? 'ERROR' : 'INFO' });
    rows.push({ figure: 'sign-ins/s ÷ argon2 verify/s', value: n(ratio, 3), target: `≥ ${s.targets.loginRatio}`, result: logins.failed ? 'ERROR' : verdict(ratio >= s.targets.loginRatio) });
  } else rows.push({ figure: 'password sign-ins/s', value: '—', target: `ratio ≥ ${s.targets.loginRatio}`, result: 'ERROR' });

  const refreshes = await step(`token refreshes, ${s.refreshes.workers} workers (one session chain each), ${s.refreshes.seconds} s`, async () => {
    const sessions = await Promise.all(Array.from({ length: s.refreshes.workers }, (_, i) => signIn(url, okUsers[i % okUsers.length]!)));
    return underLoad(server, () => measureRefreshes(url, sessions.map((x) => x.cookie), s.refreshes.seconds));
  });
  if (refreshes) {
    loadDetails('token refreshes', refreshes);
    log(`  refreshes/s: ${n(refreshes.perSecond)}   non-200: ${refreshes.failed}`);
    rows.push({ figure: `token refreshes/s (${s.refreshes.workers} workers)`, value: n(refreshes.perSecond), target: `≥ ${n(s.targets.refreshesPerSecond)}`, result: refreshes.failed ? 'ERROR' : verdict(refreshes.perSecond >= s.targets.refreshesPerSecond) });
  } else rows.push({ figure: 'token refreshes/s', value: '—', target: `≥ ${n(s.targets.refreshesPerSecond)}`, result: 'ERROR' });

  const me = await step(`GET /users/v2/me with a bearer token, ${s.me.connections} connections, ${s.me.seconds} s`, async () => {
    const { accessToken } = await signIn(url, okUsers[0]!);
    return underLoad(server, () => measureMe(url, accessToken, s.me.connections, s.me.seconds));
  });
  if (me) {
    loadDetails('GET /me', me);
    log(`  /me per second: ${n(me.perSecond)}   non-2xx: ${me.failed}`);
    rows.push({ figure: `GET /users/v2/me per s (c=${s.me.connections})`, value: n(me.perSecond), target: `≥ ${n(s.targets.mePerSecond)}`, result: me.failed ? 'ERROR' : verdict(me.perSecond >= s.targets.mePerSecond) });
  } else rows.push({ figure: 'GET /users/v2/me per s', value: '—', target: `≥ ${n(s.targets.mePerSecond)}`, result: 'ERROR' });
} else {
  for (const figure of ['password sign-ins/s', 'token refreshes/s', 'GET /users/v2/me per s']) rows.push({ figure, value: '—', target: '—', result: 'ERROR' });
}
if (argon2PerSecond !== undefined) rows.unshift({ figure: `argon2id verify/s (c=${s.argon2.concurrency}, baseline)`, value: n(argon2PerSecond, 1), target: '—', result: 'INFO' });
const serverSettings = server?.settings;
if (server) await step('stop the server', () => server!.stop());

const box = await step('login box first screen (Vite build, gzip -9)', () => measureLoginBoxSize());
const boxFigure = 'login box first screen, gzip';
if (box?.status === 'measured') {
  const kb = box.gzipBytes / 1024;
  log(`  login box first screen: ${n(kb, 1)} KB gzip${box.loginChunkFound ? '' : ' (login screen chunk not identified: every dynamic import counted)'}`);
  rows.push({ figure: boxFigure, value: `${n(kb, 1)} KB`, target: `≤ ${s.targets.loginBoxKb} KB`, result: verdict(kb <= s.targets.loginBoxKb) });
  details.push(`login box (Vite ${box.viteVersion}), counted: ${box.files.map((f) => `\`${f.file}\` ${n(f.gzipBytes)} B (${f.why})`).join('; ')}${box.loginChunkFound ? '' : '. The lazily loaded login screen could not be told apart, so every dynamic import of the first chunks is counted.'}`);
  details.push(`login box, largest sources of the counted chunks (bytes as rendered by the bundler, before minification): ${box.largest.map((l) => `${l.source} ${n(l.renderedBytes)}`).join(', ')}`);
  if (box.notCounted.length) details.push(`login box, lazy chunks not on the first screen (not counted): ${box.notCounted.map((k) => `\`${k}\``).join(', ')}`);
} else if (box?.status === 'skipped') {
  log(`  skipped: ${box.reason}`);
  rows.push({ figure: boxFigure, value: 'skipped', target: `≤ ${s.targets.loginBoxKb} KB`, result: 'SKIPPED' });
  details.push(`login box: skipped (${box.reason})`);
} else rows.push({ figure: boxFigure, value: '—', target: `≤ ${s.targets.loginBoxKb} KB`, result: 'ERROR' });

const settings = [
  `argon2id parameters (defaults of \`loadConfig({})\`): m=${defaults.argon2MemoryKib} KiB, t=${defaults.argon2Iterations}, p=${defaults.argon2Parallelism}${defaults.pepper ? ', with pepper' : ', no pepper'}`,
  `argon2 baseline: ${s.argon2.concurrency} verify calls in flight for ${s.argon2.seconds} s, in the bench process, before and again after the sign-ins (the figure is the mean)`,
  `server: ${serverSettings ? Object.entries(serverSettings).map(([k, v]) => `${k}=${v}`).join(', ') : 'did not start'}`,
  `ipLoginAttemptsPerMinute raised to ${n(s.ipLoginAttemptsPerMinute)} (the whole bench is one client IP); the config schema caps it at 100,000, so the bench sets it on the validated config`,
  `users: ${s.logins.users}, created through sign-up, the dev outbox's activation link and activation`,
  `password sign-ins: autocannon, ${s.logins.connections} connections, ${s.logins.seconds} s, bodies rotating over the users`,
  `token refreshes: ${s.refreshes.workers} workers, each with its own session and kept-alive connection, ${s.refreshes.seconds} s, Origin ${s.allowedOrigin}, body {"tenantId":null}`,
  `GET /me: autocannon, ${s.me.connections} connections, ${s.me.seconds} s, one bearer token`,
  `login box: Vite build, React and React DOM external, resolve.conditions ['@gatehouse/source', 'module', 'browser', 'default'], minified, gzip level 9 per file`,
  `BENCH_SCALE=${process.env.BENCH_SCALE ?? '1'}`,
];

log('\nSummary\n');
log(summaryTable(rows));
if (errors.length) log(`\n${errors.length} step(s) errored:\n${errors.map((e) => `  - ${e.split('\n')[0]}`).join('\n')}`);
writeFileSync(docPath, renderReport({ facts, settings, rows, details, errors }));
log(`\nwrote ${docPath}`);
process.exitCode = errors.length ? 1 : 0;
