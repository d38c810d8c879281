import type { Clock } from '../client-options';

/** Runs `task` up to `attempts` times, waiting `intervalMs` on the clock between failures; rethrows the last error. */
export async function retry<T>(task: () => Promise<T>, attempts: number, intervalMs: number, clock: Clock): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await new Promise<void>((resolve) => clock.setTimeout(resolve, intervalMs));
    }
  }
  throw lastError;
}
