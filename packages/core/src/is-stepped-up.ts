import { MULTI_FACTOR_ACR } from '@gatehouse/contracts';

/** Second-factor method names of which `amr` must contain at least one (spec 000 §4.5). */
export const STEP_UP_METHODS = ['otp', 'sms', 'hwk'] as const;

/** Claims read by isSteppedUp (wire-compat §4.2). */
export interface StepUpClaims {
  acr?: string;
  amr?: string[];
  auth_time?: number;
}

/** Options of isSteppedUp: maxAge in seconds, now in epoch milliseconds (defaults to Date.now()). */
export interface StepUpOptions {
  maxAge?: number;
  now?: number;
}

/** True when the claims prove a multi-factor session (acr, amr 'mfa' + otp|sms|hwk) fresh enough for maxAge. */
export function isSteppedUp(claims: StepUpClaims | null | undefined, opts: StepUpOptions = {}): boolean {
  if (claims === null || typeof claims !== 'object') return false;
  if (claims.acr !== MULTI_FACTOR_ACR) return false;
  const amr = claims.amr;
  if (!Array.isArray(amr) || !amr.includes('mfa')) return false;
  // The reference browser SDK's check is effectively always true (wire-compat §4.3); we implement the intended rule.
  if (!STEP_UP_METHODS.some((method) => amr.includes(method))) return false;
  const { maxAge } = opts;
  if (maxAge === undefined || maxAge === null) return true;
  // Fail closed on a nonsensical maxAge or a missing / non-numeric auth_time.
  if (typeof maxAge !== 'number' || !Number.isFinite(maxAge) || maxAge < 0) return false;
  const authTime = claims.auth_time;
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return false;
  const nowSeconds = (opts.now ?? Date.now()) / 1000;
  return nowSeconds - authTime <= maxAge;
}
