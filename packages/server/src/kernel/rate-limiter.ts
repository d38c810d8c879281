import type { Clock } from './clock';

/** Counts hits per key in fixed windows; answers whether a key is over its limit. */
export interface RateLimiter {
  /** Records one hit; resolves false when the key is already over its limit in this window. */
  hit(key: string): Promise<boolean>;
  reset(key: string): void;
}

/**
 * In-process fixed-window limiter (one instance needs nothing else; a Redis-backed one for
 * several instances plugs in behind the same interface).
 */
export function memoryRateLimiter(clock: Clock, limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = clock.now();
  return {
    async hit(key) {
      const now = clock.now();
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count++;
      return w.count <= limit;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
