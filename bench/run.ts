// The bench: one run measures every figure of docs/performance.md on this machine and rewrites it.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@gatehouse/server';
import {
  againstBaselineRows,
  alternate,
  phasesDetail,
  startPair,
  tokenReport,
  underLoad,
  type Alternated,
  type ServerCpu,
} from './before-jose';
import { benchSettings as s } from './bench-settings';
import { createUsers, type BenchUser } from './create-users';
import { machineFacts } from './machine-facts';
import { measureArgon2 } from './measure-argon2';
import { measureEngine } from './measure-engine';
import { measureAdminPortalSize } from './measure-admin-portal-size';
import { measureLoginBoxSize } from './measure-login-box-size';
import { measureLoginFloor } from './measure-login-floor';
import { measureLogins } from './measure-logins';
import { measureMe } from './measure-me';
import { measureNodeSdk } from './measure-node-sdk';
import { measureRefreshes } from './measure-refreshes';
import { BASELINE_SIGNER, measureTokens } from './measure-tokens';
import { measureUsersTable } from './measure-users-table';
import { renderReport, summaryTable, type SummaryRow } from './render-report';
import { signIn } from './sign-in';
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

/** Records a load run; any non-2xx answer makes the step an error. */
function loadDetails(name: string, r: LoadSummary & Partial<ServerCpu>) {
  const perAnswer = (ms: number) => n((ms * 1000) / Math.max(1, r.ok));
  const cpu =
    r.serverCpuMs === undefined || r.eventLoopCpuMs === undefined
      ? ''
      : `, server CPU ${perAnswer(r.serverCpuMs)} µs per answer, ${perAnswer(r.eventLoopCpuMs)} of them on the event loop${r.eventLoopCpuMs > 0 ? '' : ' (not readable here)'} (${n(r.serverCpuMs / 1000 / r.seconds, 2)} cores busy on average)`;
  details.push(
    `${name}: ${n(r.ok)} OK answers in ${n(r.seconds, 2)} s, latency p50 ${n(r.p50Ms, 1)} ms, p99 ${n(r.p99Ms, 1)} ms${cpu}, non-2xx/errors ${n(r.failed)}${r.failed ? ` ${JSON.stringify(r.failures)}` : ''}`,
  );
  if (cpu) log(`  ${cpu.slice(2)}`);
  if (r.failed) errors.push(`${name}: ${r.failed} answers were not 2xx: ${JSON.stringify(r.failures)}`);
}

const verdict = (ok: boolean): SummaryRow['result'] => (ok ? 'PASS' : 'FAIL');

log(`Gatehouse bench — ${facts.date}`);
log(
  `${facts.cpuModel}, ${facts.cores} cores, ${facts.memoryGiB} GiB, Node ${facts.node}, ${facts.os}, load average ${facts.loadAverageAtStart}`,
);

// First, while the bench process is fresh: after the Vite builds below ran in this process, the same SDK
// measured 0.86–0.89 of jose against 0.92 before (a heap and JIT state no host application has).
const sdk = await step(`@gatehouse/node verify vs raw jose, same RS256 token, ${s.nodeSdk.rounds} interleaved rounds`, () =>
  measureNodeSdk({ seconds: s.nodeSdk.seconds, rounds: s.nodeSdk.rounds, alg: 'RS256' }),
);

// Then tokens signed and verified per second: jose against the signer of before jose, same key and claims.
for (const alg of ['RS256', 'ES256'] as const) {
  const tokens = await step(
    `tokens signed/s and first verifications/s, ${alg}: jose against the ${BASELINE_SIGNER}, ${s.tokens.rounds} interleaved rounds`,
    () => measureTokens(alg, s.tokens),
  );
  if (!tokens) {
    rows.push({ figure: `[tokens, ${alg}] signed/s, jose ÷ before jose`, value: '—', target: '—', result: 'ERROR' });
    continue;
  }
  const report = tokenReport(tokens);
  log(`  ${report.details.join('\n  ')}`);
  rows.push(...report.rows);
  details.push(...report.details);
}

const baseline = () => measureArgon2(defaults, s.argon2.concurrency, s.argon2.seconds);
const serverSettings: string[] = [];

/**
 * Sign-ins bracketed by the argon2 baseline, recorded with their ratio to it (against the target when
 * `judged`, as information otherwise). The baseline is measured right before and right after the
 * sign-ins: other work on the machine that starts or stops during the run shows as a gap between the
 * two, and the ratio uses their mean. A run alternated with the server before jose is recorded with it.
 */
async function signInsAgainstArgon2(
  tag: string,
  what: string,
  run: () => Promise<(LoadSummary & Partial<ServerCpu>) | Alternated>,
  judged: boolean,
  how = '',
) {
  const ratioFigure = `${tag} sign-ins/s ÷ argon2 verify/s`;
  const target = judged ? `≥ ${s.targets.loginRatio}` : '—';
  const before = await step(`${tag} argon2id verify baseline, concurrency ${s.argon2.concurrency}, ${s.argon2.seconds} s`, baseline);
  const result = before ? await step(`${tag} ${what}, ${s.logins.connections} connections, ${s.logins.seconds} s${how}`, run) : undefined;
  const after = result ? await step(`${tag} argon2id verify baseline again (brackets the sign-ins)`, baseline) : undefined;
  const alternated = result && 'phases' in result ? result : undefined;
  const logins = alternated ? alternated.a : (result as (LoadSummary & Partial<ServerCpu>) | undefined);
  if (!before || !logins || !after) {
    rows.push({ figure: ratioFigure, value: '—', target, result: 'ERROR' });
    return;
  }
  const mean = (before.perSecond + after.perSecond) / 2;
  const drift = Math.abs(before.perSecond - after.perSecond) / mean;
  details.push(
    `${tag} argon2 baseline: ${n(before.perSecond, 1)}/s before and ${n(after.perSecond, 1)}/s after the sign-ins, mean ${n(mean, 1)}/s${drift > 0.15 ? ` — the two differ by ${n(drift * 100)} %: other work changed during the run, so the ratio is unreliable` : ''}`,
  );
  loadDetails(`${tag} ${what}`, logins);
  const ratio = logins.perSecond / mean;
  log(`  argon2 ${n(mean, 1)}/s   sign-ins/s: ${n(logins.perSecond, 1)}   ratio: ${n(ratio, 3)}   non-2xx: ${logins.failed}`);
  rows.push({ figure: `${tag} argon2id verify/s (c=${s.argon2.concurrency}, baseline)`, value: n(mean, 1), target: '—', result: 'INFO' });
  rows.push({
    figure: `${tag} ${what}/s (c=${s.logins.connections})`,
    value: n(logins.perSecond, 1),
    target: '—',
    result: logins.failed ? 'ERROR' : 'INFO',
  });
  rows.push({
    figure: ratioFigure,
    value: n(ratio, 3),
    target,
    result: logins.failed ? 'ERROR' : judged ? verdict(ratio >= s.targets.loginRatio) : 'INFO',
  });
  if (!alternated) return;
  const { b } = alternated;
  loadDetails(`${tag} ${what}, before jose`, b);
  details.push(phasesDetail(`${tag} ${what}`, alternated));
  log(`  before jose: sign-ins/s ${n(b.perSecond, 1)}, ratio ${n(b.perSecond / mean, 3)}; jose ÷ before jose ${n(alternated.ratio, 3)}`);
  rows.push({ figure: `${ratioFigure}, before jose`, value: n(b.perSecond / mean, 3), target: '—', result: b.failed ? 'ERROR' : 'INFO' });
  rows.push(...againstBaselineRows(`${tag} ${what}/s`, alternated, { digits: 1 }));
}

/**
 * One server set-up: start it and the same server with the signer of before jose, create users, then sign-ins
 * (bracketed by the argon2 baseline), and refreshes and /me alternated between the two servers.
 */
async function measureServer(setup: (typeof s.servers)[number]) {
  const tag = `[${setup.label}]`;
  const pair = await step(`${tag} start the server and the same server with the ${BASELINE_SIGNER} (child processes)`, () =>
    startPair(setup.config, process.env.BENCH_CPU_PROF || undefined),
  );
  const users = pair
    ? await step(`${tag} create ${s.logins.users} activated users over HTTP on each (sign-up → dev outbox → activate)`, () =>
        Promise.all([createUsers(pair.server.url, s.logins.users), createUsers(pair.baseline.url, s.logins.users)]),
      )
    : undefined;
  if (!pair || !users) {
    rows.push({ figure: `${tag} server`, value: '—', target: '—', result: 'ERROR' });
    if (pair) await step(`${tag} stop the servers`, () => pair.stop());
    return;
  }
  const { server, baseline } = pair;
  const [serverUsers, baselineUsers] = users;
  serverSettings.push(
    `${tag} ${Object.entries(server.settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}`,
  );
  const { url } = server;

  await signInsAgainstArgon2(
    tag,
    'password sign-ins',
    () =>
      alternate(
        (seconds) => underLoad(server, () => measureLogins(url, serverUsers, s.logins.connections, seconds)),
        (seconds) => underLoad(baseline, () => measureLogins(baseline.url, baselineUsers, s.logins.connections, seconds)),
        { ...s.beforeJose, warmUpSeconds: 0, seconds: s.logins.seconds },
      ),
    true,
    ' on each server, alternated',
  );

  const refreshes = await step(
    `${tag} token refreshes, ${s.refreshes.workers} workers (one session chain each), ${s.refreshes.seconds} s on each server, alternated`,
    async () => {
      const chains = async (url: string, users: BenchUser[]) =>
        (await Promise.all(Array.from({ length: s.refreshes.workers }, (_, i) => signIn(url, users[i % users.length]!)))).map(
          (x) => x.cookie,
        );
      const [a, b] = [await chains(url, serverUsers), await chains(baseline.url, baselineUsers)];
      return alternate(
        (seconds) => underLoad(server, () => measureRefreshes(url, a, seconds)),
        (seconds) => underLoad(baseline, () => measureRefreshes(baseline.url, b, seconds)),
        { ...s.beforeJose, seconds: s.refreshes.seconds },
      );
    },
  );
  const refreshFigure = `${tag} token refreshes/s (${s.refreshes.workers} workers)`;
  if (refreshes) {
    loadDetails(`${tag} token refreshes`, refreshes.a);
    loadDetails(`${tag} token refreshes, before jose`, refreshes.b);
    details.push(phasesDetail(`${tag} token refreshes`, refreshes));
    log(`  refreshes/s: ${n(refreshes.a.perSecond)}, before jose ${n(refreshes.b.perSecond)}, ratio ${n(refreshes.ratio, 3)}`);
    rows.push({
      figure: refreshFigure,
      value: n(refreshes.a.perSecond),
      target: `≥ ${n(s.targets.refreshesPerSecond)}`,
      result: refreshes.a.failed ? 'ERROR' : verdict(refreshes.a.perSecond >= s.targets.refreshesPerSecond),
    });
    rows.push(...againstBaselineRows(refreshFigure, refreshes, { minRatio: s.targets.beforeJoseRatio }));
  } else rows.push({ figure: refreshFigure, value: '—', target: `≥ ${n(s.targets.refreshesPerSecond)}`, result: 'ERROR' });

  const me = await step(
    `${tag} GET /users/v2/me with a bearer token, ${s.me.connections} connections, ${s.me.seconds} s on each server, alternated`,
    async () => {
      const [a, b] = [(await signIn(url, serverUsers[0]!)).accessToken, (await signIn(baseline.url, baselineUsers[0]!)).accessToken];
      return alternate(
        (seconds) => underLoad(server, () => measureMe(url, a, s.me.connections, seconds)),
        (seconds) => underLoad(baseline, () => measureMe(baseline.url, b, s.me.connections, seconds)),
        { ...s.beforeJose, seconds: s.me.seconds },
      );
    },
  );
  const meFigure = `${tag} GET /users/v2/me per s (c=${s.me.connections})`;
  if (me) {
    loadDetails(`${tag} GET /me`, me.a);
    loadDetails(`${tag} GET /me, before jose`, me.b);
    details.push(phasesDetail(`${tag} GET /me`, me));
    log(`  /me per second: ${n(me.a.perSecond)}, before jose ${n(me.b.perSecond)}, ratio ${n(me.ratio, 3)}`);
    rows.push({
      figure: meFigure,
      value: n(me.a.perSecond),
      target: `≥ ${n(s.targets.mePerSecond)}`,
      result: me.a.failed ? 'ERROR' : verdict(me.a.perSecond >= s.targets.mePerSecond),
    });
    rows.push(...againstBaselineRows(meFigure, me, { minRatio: s.targets.beforeJoseRatio }));
  } else rows.push({ figure: meFigure, value: '—', target: `≥ ${n(s.targets.mePerSecond)}`, result: 'ERROR' });
  await step(`${tag} stop the servers`, () => pair.stop());
}

for (const setup of s.servers) await measureServer(setup);

const floorUsers = Array.from({ length: s.logins.users }, (_, i) => ({
  email: `floor-${i}@bench.test`,
  password: `floor passphrase ${i} of the bench`,
}));
// The floor: the same load and baseline against a server that does only the core of a sign-in (bench/floor-server.ts).
await signInsAgainstArgon2(
  '[floor: hash, sign, write, answer]',
  'sign-ins',
  () => measureLoginFloor(floorUsers, defaults, s.logins.connections, s.logins.seconds),
  false,
);

const box = await step('login box first screen (Vite build, gzip -9)', () => measureLoginBoxSize());
const boxFigure = 'login box first screen, gzip';
if (box?.status === 'measured') {
  const kb = box.gzipBytes / 1024;
  log(
    `  login box first screen: ${n(kb, 1)} KB gzip${box.loginChunkFound ? '' : ' (login screen chunk not identified: every dynamic import counted)'}`,
  );
  rows.push({
    figure: boxFigure,
    value: `${n(kb, 1)} KB`,
    target: `≤ ${s.targets.loginBoxKb} KB`,
    result: verdict(kb <= s.targets.loginBoxKb),
  });
  details.push(
    `login box (Vite ${box.viteVersion}), counted: ${box.files.map((f) => `\`${f.file}\` ${n(f.gzipBytes)} B (${f.why})`).join('; ')}${box.loginChunkFound ? '' : '. The lazily loaded login screen could not be told apart, so every dynamic import of the first chunks is counted.'}`,
  );
  details.push(
    `login box, largest sources of the counted chunks (bytes as rendered by the bundler, before minification): ${box.largest.map((l) => `${l.source} ${n(l.renderedBytes)}`).join(', ')}`,
  );
  if (box.notCounted.length)
    details.push(`login box, lazy chunks not on the first screen (not counted): ${box.notCounted.map((k) => `\`${k}\``).join(', ')}`);
} else if (box?.status === 'skipped') {
  log(`  skipped: ${box.reason}`);
  rows.push({ figure: boxFigure, value: 'skipped', target: `≤ ${s.targets.loginBoxKb} KB`, result: 'SKIPPED' });
  details.push(`login box: skipped (${box.reason})`);
} else rows.push({ figure: boxFigure, value: '—', target: `≤ ${s.targets.loginBoxKb} KB`, result: 'ERROR' });

const portal = await step('admin portal chunks (Vite build, gzip -9)', () => measureAdminPortalSize());
if (portal) {
  const kb = (bytes: number) => bytes / 1024;
  const loads: [string, number, number][] = [
    ['initial chunk', portal.initialGzipBytes, s.targets.adminPortalInitialKb],
    ['shell after the first paint', portal.shellGzipBytes, s.targets.adminPortalSectionKb],
    ['toasts, with the first toast', portal.toastsGzipBytes, s.targets.adminPortalSectionKb],
    ...portal.sections.map((x): [string, number, number] => [`section ${x.section}`, x.gzipBytes, s.targets.adminPortalSectionKb]),
  ];
  for (const [what, bytes, targetKb] of loads)
    rows.push({
      figure: `admin portal ${what}, gzip`,
      value: `${n(kb(bytes), 1)} KB`,
      target: `≤ ${targetKb} KB`,
      result: verdict(kb(bytes) <= targetKb),
    });
} else
  rows.push({ figure: 'admin portal initial chunk, gzip', value: '—', target: `≤ ${s.targets.adminPortalInitialKb} KB`, result: 'ERROR' });

const engine = await step(`entitlement engine, one core, ${s.engine.seconds} s`, async () => measureEngine(s.engine.seconds));
if (engine) {
  const { fixture } = engine;
  log(`  evaluations/s: ${n(engine.evaluationsPerSecond)}`);
  rows.push({
    figure: 'entitlement evaluations/s (one core)',
    value: n(engine.evaluationsPerSecond),
    target: `≥ ${n(s.targets.engineEvaluationsPerSecond)}`,
    result: verdict(engine.evaluationsPerSecond >= s.targets.engineEvaluationsPerSecond),
  });
  details.push(
    `entitlement engine: ${n(engine.evaluations)} getFeatureEntitlement calls in ${n(engine.seconds, 2)} s over ${fixture.features} features, ${fixture.flags} flags of ${fixture.rulesPerFlag} rules, ${fixture.plans} plans; ${n(engine.entitledShare * 100)} % entitled`,
  );
} else
  rows.push({
    figure: 'entitlement evaluations/s (one core)',
    value: '—',
    target: `≥ ${n(s.targets.engineEvaluationsPerSecond)}`,
    result: 'ERROR',
  });

if (sdk) {
  log(
    `  SDK ${n(sdk.sdkPerSecond)}/s, jose ${n(sdk.josePerSecond)}/s, ratio ${n(sdk.ratio, 3)} (with the verified-token cache: ${n(sdk.cachedRatio, 1)})`,
  );
  rows.push({
    figure: '@gatehouse/node verify/s ÷ jose verify/s',
    value: n(sdk.ratio, 3),
    target: `≥ ${s.targets.nodeSdkRatio}`,
    result: verdict(sdk.ratio >= s.targets.nodeSdkRatio),
  });
  details.push(
    `@gatehouse/node: ${n(sdk.sdkPerSecond)} verifications/s against raw jose jwtVerify ${n(sdk.josePerSecond)}/s on the same ${sdk.alg} token and key (median of per-round ratios, concurrency ${sdk.concurrency}, the SDK's verified-token cache off, measured first in the bench process); with the cache on, repeating one token: ${n(sdk.cachedRatio, 1)} × jose`,
  );
} else
  rows.push({ figure: '@gatehouse/node verify/s ÷ jose verify/s', value: '—', target: `≥ ${s.targets.nodeSdkRatio}`, result: 'ERROR' });

for (const kind of ['sqlite', 'postgres'] as const) {
  const table = await step(`users table at ${n(s.usersTable.members)} members, ${kind}`, () =>
    measureUsersTable(kind, s.usersTable.members, s.usersTable.samples),
  );
  if (!table) rows.push({ figure: `[${kind}] users table`, value: '—', target: `p95 < ${s.targets.usersTableP95Ms} ms`, result: 'ERROR' });
  for (const r of table ?? []) {
    log(`  ${r.name}: median ${n(r.medianMs, 1)} ms, p95 ${n(r.p95Ms, 1)} ms`);
    rows.push({
      figure: `[${kind}] users table, ${r.name}: median / p95`,
      value: `${n(r.medianMs, 1)} / ${n(r.p95Ms, 1)} ms`,
      target: `p95 < ${s.targets.usersTableP95Ms} ms`,
      result: verdict(r.p95Ms < s.targets.usersTableP95Ms),
    });
    details.push(
      `[${kind}] users table, ${r.name} (\`?${r.query}\`): median ${n(r.medianMs, 2)} ms, p95 ${n(r.p95Ms, 2)} ms over ${s.usersTable.samples} requests`,
    );
  }
}

const settings = [
  `argon2id parameters (defaults of \`loadConfig({})\`): m=${defaults.argon2MemoryKib} KiB, t=${defaults.argon2Iterations}, p=${defaults.argon2Parallelism}${defaults.pepper ? ', with pepper' : ', no pepper'}`,
  `argon2 baseline: ${s.argon2.concurrency} verify calls in flight for ${s.argon2.seconds} s, in the bench process, right before and right after each sign-in phase (the figure is the mean)`,
  ...serverSettings.map((line) => `server ${line}`),
  `ipLoginAttemptsPerMinute raised to ${n(s.ipLoginAttemptsPerMinute)} (the whole bench is one client IP); the config schema caps it at 100,000, so the bench sets it on the validated config`,
  `users: ${s.logins.users}, created through sign-up, the dev outbox's activation link and activation`,
  `password sign-ins: autocannon, ${s.logins.connections} connections, ${s.logins.seconds} s, bodies rotating over the users`,
  `floor: bench/floor-server.ts (node:http, better-sqlite3 in WAL with synchronous=NORMAL, @node-rs/argon2 with the parameters above, an RS256 signature on libuv's pool, one transaction of three writes per sign-in), the same ${s.logins.users} users (inserted directly) and the same sign-in load`,
  `token refreshes: ${s.refreshes.workers} workers, each with its own session and kept-alive connection, ${s.refreshes.seconds} s, Origin ${s.allowedOrigin}, body {"tenantId":null}`,
  `GET /me: autocannon, ${s.me.connections} connections, ${s.me.seconds} s, one bearer token`,
  `before jose: each set-up also runs the same server with the ${BASELINE_SIGNER} (bench/baseline-signer.ts, loaded in place of the server's keys/token-signer.ts by bench/baseline-hooks.mjs); sign-ins, refreshes and GET /me run their full time on each server in ${s.beforeJose.phases} alternated phases per side (A B B A …), refreshes and /me after ${s.beforeJose.warmUpSeconds} s of warm-up on each; a side's latency p50 is the mean of its phases' (weighted by answers), its p99 the highest`,
  `tokens: signed and first-verified per second in the bench process with ${s.tokens.concurrency} in flight, ${s.tokens.rounds} interleaved rounds of ${s.tokens.seconds} s (verification ${s.tokens.seconds / 2} s), medians; claims of an access token, a 2048-bit RSA key and a P-256 key made for the run`,
  `login box: Vite build, React and React DOM external, resolve.conditions ['@gatehouse/source', 'module', 'browser', 'default'], minified, gzip level 9 per file`,
  `BENCH_SCALE=${process.env.BENCH_SCALE ?? '1'}`,
];

log('\nSummary\n');
log(summaryTable(rows));
if (errors.length) log(`\n${errors.length} step(s) errored:\n${errors.map((e) => `  - ${e.split('\n')[0]}`).join('\n')}`);
writeFileSync(docPath, renderReport({ facts, settings, rows, details, errors }));
log(`\nwrote ${docPath}`);
process.exitCode = errors.length ? 1 : 0;
