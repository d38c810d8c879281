import { Secret, TOTP, URI } from 'otpauth';

/** RFC 6238 parameters: 30 s steps, 6 digits, HMAC-SHA1 (what every authenticator app reads), 160-bit keys (ASVS 2.8.3). */
export const TOTP_PERIOD_SECONDS = 30;
/** Steps of drift accepted either side of now (ASVS 2.8.1: lifetime covers clock drift only; decision 0012). */
export const TOTP_WINDOW = 1;

const totpOf = (base32: string, issuer = 'Gatehouse', label = 'user') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(base32) });

/** A new random 160-bit key, base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// key URI an authenticator app scans. */
export const totpUri = (base32: string, issuer: string, label: string): string => URI.stringify(totpOf(base32, issuer, label));

/**
 * The RFC 6238 time step a code belongs to when it is valid within ±TOTP_WINDOW steps of `nowMs`,
 * else null. otpauth compares in constant time. The caller must still refuse a step at or before
 * the newest one already used (replay, ASVS 2.8.4).
 */
export function matchingStep(base32: string, code: string, nowMs: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(base32).validate({ token, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
