import type { AutocannonResult } from 'autocannon';

/** Throughput of a run counted on 2xx answers only, with everything else counted as a failure. */
export interface LoadSummary {
  ok: number;
  failed: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx by status, plus connection errors and timeouts. */
  failures: Record<string, number>;
}

/** Reduces an autocannon result to the numbers the report needs. */
export function summarizeAutocannon(result: AutocannonResult): LoadSummary {
  const failures: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) if (!status.startsWith('2')) failures[status] = Number(count);
  if (result.errors) failures.errors = result.errors;
  if (result.timeouts) failures.timeouts = result.timeouts;
  const ok = result['2xx'];
  return {
    ok,
    failed: result.non2xx + result.errors,
    seconds: result.duration,
    perSecond: ok / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures,
  };
}
