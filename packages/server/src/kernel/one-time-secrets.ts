import { PASSWORDLESS_CODE_LENGTH } from '@gatehouse/contracts';
import { randomInt } from 'node:crypto';
import { randomToken, safeEqual, sha256 } from './crypto';

/** A one-time code: decimal digits from a CSPRNG (ASVS 2.7.6; 6 digits ≈ 20 bits). */
export const newCode = (): string => String(randomInt(0, 10 ** PASSWORDLESS_CODE_LENGTH)).padStart(PASSWORDLESS_CODE_LENGTH, '0');

/**
 * How a code is stored: bound to its flow handle, so that equal codes of two flows hash apart and
 * the hash alone (without the handle the browser holds) does not reveal the code.
 */
export const codeHash = (otcToken: string, code: string): string => sha256(`${otcToken}:${code}`);

/** Compares a typed code with the stored hash in constant time. */
export const codeMatches = (storedHash: string, otcToken: string, code: string): boolean =>
  safeEqual(storedHash, codeHash(otcToken, code.replace(/\s+/g, '')));

/** A flow handle or magic-link token (256 bits). */
export const newLinkToken = (): string => randomToken(32);

/** `+14155550100` → `+1•••••••0100`: enough for the user to recognise, not to read. */
export const maskPhone = (phone: string): string => `${phone.slice(0, 2)}${'•'.repeat(Math.max(phone.length - 6, 0))}${phone.slice(-4)}`;
