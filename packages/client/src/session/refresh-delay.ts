import { safeTimeout } from '@gatehouse/core';

/** Share of the token lifetime after which the session is refreshed: early enough to survive a slow answer. */
export const REFRESH_AT_FRACTION = 0.8;

/** Never refresh more often than this, even for very short-lived tokens (protects the server from loops). */
export const MIN_REFRESH_DELAY_MS = 5000;

/** Delay before refreshing a token that lives `expiresInSeconds`, capped to what a timer accepts (spec 000 §9). */
export function refreshDelay(expiresInSeconds: number): number {
  const ms = Number.isFinite(expiresInSeconds) ? expiresInSeconds * 1000 * REFRESH_AT_FRACTION : 0;
  return safeTimeout(Math.max(MIN_REFRESH_DELAY_MS, ms));
}
