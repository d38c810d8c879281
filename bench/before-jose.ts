// The code under test against the same server with the token signer of before jose (baseline-signer.ts),
// in one run: both servers run side by side, and their load phases alternate (A B B A …) so that other
// work on the machine that comes or goes during the run weighs on both alike.
import { BASELINE_SIGNER } from './baseline-signer';
import type { SummaryRow } from './render-report';
import { startServer, type BenchServer } from './start-server';
import type { LoadSummary } from './summarize-autocannon';
import type { TokenFigures, TokenRate } from './measure-tokens';

/** Server CPU of a load run: in all threads, and on the answering processes' event loops. */
export interface ServerCpu {
  serverCpuMs: number;
  eventLoopCpuMs: number;
}

/** A load run with the server CPU it cost. */
export type LoadRun = LoadSummary & ServerCpu;

/** A load run with the server CPU it cost (read from the server process before and after). */
export async function underLoad(server: BenchServer, run: () => Promise<LoadSummary>): Promise<LoadRun> {
  const before = await server.usage();
  const result = await run();
  const after = await server.usage();
  return { ...result, serverCpuMs: after.cpuMs - before.cpuMs, eventLoopCpuMs: after.eventLoopCpuMs - before.eventLoopCpuMs };
}

/** The server under test (jose signs its tokens) and the same server with the signer of before jose. */
export interface ServerPair {
  server: BenchServer;
  baseline: BenchServer;
  stop(): Promise<void>;
}

/** Starts both servers of a set-up; fails (stopping whichever started) unless each reports the signer it was meant to load. */
export async function startPair(config: Record<string, unknown>, cpuProfileDir?: string): Promise<ServerPair> {
  const started = await Promise.allSettled([
    startServer({ cpuProfileDir, config, signer: 'jose' }),
    startServer({ config, signer: 'baseline' }),
  ]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => void (await Promise.all(servers.map((s) => s.stop())));
  const [server, baseline] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  const wrong =
    !server || !baseline ? undefined : server.signer !== 'jose' ? server : baseline.signer !== BASELINE_SIGNER ? baseline : undefined;
  if (failed || !server || !baseline || wrong) {
    await stop();
    throw failed ? failed.reason : new Error(`a bench server loaded the wrong token signer: ${wrong?.signer}`);
  }
  return { server, baseline, stop };
}

/** One figure of the server under test (a) and of the baseline (b), from alternated phases. */
export interface Alternated {
  a: LoadRun;
  b: LoadRun;
  /** a's rate ÷ b's rate. */
  ratio: number;
  /** Each phase's rate, in the order run. */
  phases: { side: 'a' | 'b'; perSecond: number }[];
}

/**
 * Runs `a` and `b` for `seconds` each, in `phases` phases per side (A B B A A B B A …), after a short unrecorded
 * warm-up of each. The rate of a side is its OK answers over its time.
 */
export async function alternate(
  a: (seconds: number) => Promise<LoadRun>,
  b: (seconds: number) => Promise<LoadRun>,
  options: { seconds: number; phases: number; warmUpSeconds: number },
): Promise<Alternated> {
  if (options.warmUpSeconds > 0) {
    await a(options.warmUpSeconds);
    await b(options.warmUpSeconds);
  }
  const phaseSeconds = options.seconds / options.phases;
  const runs = { a: [] as LoadRun[], b: [] as LoadRun[] };
  const phases: Alternated['phases'] = [];
  for (let i = 0; i < options.phases; i++)
    for (const side of i % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const)) {
      const run = await (side === 'a' ? a : b)(phaseSeconds);
      runs[side].push(run);
      phases.push({ side, perSecond: run.perSecond });
    }
  const merged = { a: combine(runs.a), b: combine(runs.b) };
  return { ...merged, ratio: merged.a.perSecond / Math.max(1e-9, merged.b.perSecond), phases };
}

/** Phases of one side as one run: counts and CPU summed, p50 the mean of the phases' weighted by answers, p99 the highest. */
function combine(runs: LoadRun[]): LoadRun {
  const sum = (f: (r: LoadRun) => number) => runs.reduce((t, r) => t + f(r), 0);
  const ok = sum((r) => r.ok);
  const seconds = sum((r) => r.seconds);
  const failures: Record<string, number> = {};
  for (const r of runs) for (const [k, v] of Object.entries(r.failures)) failures[k] = (failures[k] ?? 0) + v;
  return {
    ok,
    failed: sum((r) => r.failed),
    seconds,
    perSecond: ok / seconds,
    p50Ms: sum((r) => r.p50Ms * r.ok) / Math.max(1, ok),
    p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
    failures,
    serverCpuMs: sum((r) => r.serverCpuMs),
    eventLoopCpuMs: sum((r) => r.eventLoopCpuMs),
  };
}

const n = (x: number, digits = 0) => x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * The two rows beside a server figure: the baseline's rate (with `digits` decimals) and the ratio, judged against
 * `minRatio` when given (within 10 %: 0.9).
 */
export function againstBaselineRows(figure: string, r: Alternated, options: { minRatio?: number; digits?: number } = {}): SummaryRow[] {
  const { minRatio, digits = 0 } = options;
  const error = r.a.failed > 0 || r.b.failed > 0;
  return [
    { figure: `${figure}, before jose`, value: n(r.b.perSecond, digits), target: '—', result: error ? 'ERROR' : 'INFO' },
    {
      figure: `${figure}, jose ÷ before jose`,
      value: n(r.ratio, 3),
      target: minRatio === undefined ? '—' : `≥ ${minRatio}`,
      result: error ? 'ERROR' : minRatio === undefined ? 'INFO' : r.ratio >= minRatio ? 'PASS' : 'FAIL',
    },
  ];
}

/** The phases of an alternated figure, as a detail line. */
export const phasesDetail = (name: string, r: Alternated) =>
  `${name}, alternated phases (a = jose, b = ${BASELINE_SIGNER}): ${r.phases.map((p) => `${p.side} ${n(p.perSecond)}`).join(', ')}/s; jose ÷ before jose ${n(r.ratio, 3)}${r.ratio < 1 ? ` (${n((1 - r.ratio) * 100, 1)} % fewer)` : ''}`;

/** Rows and detail lines of the tokens signed and verified per second. */
export function tokenReport(f: TokenFigures): { rows: SummaryRow[]; details: string[] } {
  const tag = `[tokens, ${f.alg}]`;
  const rate = (r: TokenRate) =>
    `${n(r.perSecond)}/s, ${n(r.cpuUs)} µs of CPU per token, ${n(r.mainThreadCpuUs)} of them on the main thread (the event loop)`;
  const row = (figure: string, value: string): SummaryRow => ({ figure: `${tag} ${figure}`, value, target: '—', result: 'INFO' });
  const change = (ratio: number) => (ratio < 1 ? `${n((1 - ratio) * 100, 1)} % fewer` : `${n((ratio - 1) * 100, 1)} % more`);
  return {
    rows: [
      row(`signed/s, before jose (c=${f.concurrency})`, n(f.signed.baseline.perSecond)),
      row(`signed/s, jose (c=${f.concurrency})`, n(f.signed.jose.perSecond)),
      row('signed/s, jose ÷ before jose', n(f.signed.ratio, 3)),
      row(`first verifications/s, node:crypto by hand (c=${f.concurrency})`, n(f.verified.baseline.perSecond)),
      row(`first verifications/s, jose (c=${f.concurrency})`, n(f.verified.jose.perSecond)),
      row('first verifications/s, jose ÷ by hand', n(f.verified.ratio, 3)),
    ],
    details: [
      `${tag} signed, ${BASELINE_SIGNER}: ${rate(f.signed.baseline)}; jose (the server's signer): ${rate(f.signed.jose)}; jose ÷ before jose ${n(f.signed.ratio, 3)} (${change(f.signed.ratio)}), median of interleaved rounds`,
      `${tag} first verifications (no verified-token cache) of the same token, node:crypto verify by hand as before decision 0036: ${rate(f.verified.baseline)}; jose jwtVerify over a local JWKS as the server does: ${rate(f.verified.jose)}; jose ÷ by hand ${n(f.verified.ratio, 3)} (${change(f.verified.ratio)})`,
    ],
  };
}
