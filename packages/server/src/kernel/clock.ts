/** Time source, injected so tests can move time (never patch Date). */
export interface Clock {
  now(): number;
}

/** The system clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can set and advance. */
export function manualClock(start = Date.UTC(2026, 0, 1)): Clock & { advance(ms: number): void; set(ms: number): void } {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms), set: (ms) => void (t = ms) };
}

/** ISO-8601 UTC text of an epoch-millisecond instant (the stored timestamp format). */
export const iso = (ms: number): string => new Date(ms).toISOString();
