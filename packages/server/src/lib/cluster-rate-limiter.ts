import type { Worker } from 'node:cluster';
import type { RateLimiter } from '../kernel/rate-limiter';

/** A limiter question or answer between a worker and the primary process. */
type LimitMessage = { gh: 'limit'; id: number; op: 'hit' | 'reset'; key: string } | { gh: 'limit'; id: number; allowed: boolean };

const isLimitMessage = (m: unknown): m is LimitMessage => typeof m === 'object' && m !== null && (m as { gh?: unknown }).gh === 'limit';

/**
 * A worker's limiter: every hit is counted by the primary process, so a limit holds across
 * all workers instead of multiplying with them. Without an answer in `timeoutMs` the hit is
 * refused: credential checks fail closed rather than go unlimited.
 */
export function clusterRateLimiter(timeoutMs = 2_000): RateLimiter {
  let nextId = 1;
  const waiting = new Map<number, (allowed: boolean) => void>();
  process.on('message', (m: unknown) => {
    if (!isLimitMessage(m) || !('allowed' in m)) return;
    waiting.get(m.id)?.(m.allowed);
    waiting.delete(m.id);
  });
  return {
    hit(key) {
      const id = nextId++;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(false);
        }, timeoutMs);
        waiting.set(id, (allowed) => {
          clearTimeout(timer);
          resolve(allowed);
        });
        process.send!({ gh: 'limit', id, op: 'hit', key } satisfies LimitMessage);
      });
    },
    reset(key) {
      process.send!({ gh: 'limit', id: 0, op: 'reset', key } satisfies LimitMessage);
    },
  };
}

/** Primary side: answers one worker's limiter messages from the shared in-process limiter. */
export function serveRateLimiter(limiter: RateLimiter, worker: Worker): void {
  worker.on('message', (m: unknown) => {
    if (!isLimitMessage(m) || !('op' in m)) return;
    if (m.op === 'reset') return limiter.reset(m.key);
    void limiter.hit(m.key).then((allowed) => {
      if (worker.isConnected()) worker.send({ gh: 'limit', id: m.id, allowed } satisfies LimitMessage);
    });
  });
}
