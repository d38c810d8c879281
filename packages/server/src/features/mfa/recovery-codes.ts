import { randomInt } from 'node:crypto';
import { sha256 } from '../../kernel/crypto';

/** Crockford base32: no I, L, O, U — nothing to misread when copied by hand. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Codes made at each enrolment (decision 0012). */
export const RECOVERY_CODE_COUNT = 10;
/** 24 characters × 5 bits = 120 bits (ASVS 2.6.2 asks ≥ 112 bits for unsalted hashes). */
const LENGTH = 24;

/** A new recovery code, shown as six dash-separated groups of four. */
export function newRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return raw.match(/.{4}/g)!.join('-');
}

/** How a typed code is compared: case, dashes and spaces ignored; Crockford look-alikes mapped. */
export const normalizeRecoveryCode = (code: string): string =>
  code
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');

/** What is stored for a recovery code: SHA-256 of its normal form. */
export const hashRecoveryCode = (code: string): string => sha256(`gatehouse-recovery:${normalizeRecoveryCode(code)}`);
