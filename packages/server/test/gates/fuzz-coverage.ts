import type { Endpoint } from '@gatehouse/contracts';
import type { FuzzCase } from './fuzz-case-arbitrary';
import type { FuzzAnswer } from './fuzz-client';

// Codes answered before a handler runs: routing, body limit, content type, JSON (a repeated key too), schema, origin,
// the recent second factor a factor change needs.
const NOT_REACHED = new Set([
  'request.invalid',
  'request.malformed_json',
  'request.duplicate_key',
  'request.unsupported_media_type',
  'request.too_large',
  'request.not_found',
  'request.method_not_allowed',
  'request.forbidden_origin',
  'request.error',
  'step_up_required',
]);

const codeOf = (text: string): string | undefined => {
  try {
    return (JSON.parse(text) as { errorCode?: string }).errorCode;
  } catch {
    return undefined;
  }
};

interface RouteFigures {
  requests: number;
  reached: number;
  hostile: number;
  fiveXX: number;
  ms: number;
}

/**
 * Route coverage of the fuzzer: a route is covered when at least one valid input got past the
 * guard and validation into its handler, and at least one hostile input was answered.
 */
export function createFuzzCoverage(endpoints: readonly Endpoint[]) {
  const figures = new Map(endpoints.map((e) => [e.id, { requests: 0, reached: 0, hostile: 0, fiveXX: 0, ms: 0 } as RouteFigures]));
  const access = new Map(endpoints.map((e) => [e.id, e.access.kind]));
  const isCovered = (id: string) => (figures.get(id)?.reached ?? 0) > 0 && (figures.get(id)?.hostile ?? 0) > 0;
  return {
    record(c: FuzzCase, answer: FuzzAnswer) {
      const f = figures.get(c.route)!;
      f.requests++;
      if (answer.status >= 500) f.fiveXX++;
      if (c.family === 'hostile') f.hostile++;
      if (c.family !== 'valid') return;
      const code = answer.status >= 400 ? codeOf(answer.text) : undefined;
      const kind = access.get(c.route);
      const stoppedByGuard =
        code !== undefined && (NOT_REACHED.has(code) || ((kind === 'user' || kind === 'vendor') && code === 'auth.unauthenticated'));
      if (!stoppedByGuard) f.reached++;
    },
    isCovered,
    /** Time spent on a route, so a slow one stands out in the table. */
    took(id: string, ms: number) {
      figures.get(id)!.ms += ms;
    },
    totals() {
      const all = [...figures.values()];
      return {
        routes: figures.size,
        covered: [...figures.keys()].filter(isCovered).length,
        requests: all.reduce((n, f) => n + f.requests, 0),
        fiveXX: all.reduce((n, f) => n + f.fiveXX, 0),
      };
    },
    /** One line per route: requests, valid inputs that reached the handler, hostile inputs, 5xx, time. */
    table: () =>
      [...figures]
        .map(
          ([id, f]) =>
            `${id.padEnd(22)} ${String(f.requests).padStart(6)} req  ${String(f.reached).padStart(5)} reached  ${String(f.hostile).padStart(5)} hostile  ${f.fiveXX} 5xx  ${(f.ms / 1000).toFixed(1).padStart(5)} s`,
        )
        .join('\n'),
  };
}
