import { TIMER_CAP_MS } from '@gatehouse/contracts';

/** Clamps a timer delay to [0, TIMER_CAP_MS] (NaN becomes 0) so setTimeout never fires at once by overflow. */
export function safeTimeout(ms: number): number {
  if (typeof ms !== 'number' || Number.isNaN(ms)) return 0;
  return Math.min(Math.max(ms, 0), TIMER_CAP_MS);
}
