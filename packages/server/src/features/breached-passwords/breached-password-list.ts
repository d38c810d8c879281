import { readFileSync } from 'node:fs';
import { BloomFilter } from './bloom-filter';

/** The shipped filter of the most common breached passwords (built by scripts/build-breached-password-filter.ts). */
export const BREACHED_FILTER_FILE = new URL('./breached-passwords.bloom', import.meta.url);

/** The form a password is looked up in: NFKC (as it is hashed) and lower case, so case variants of a listed word match. */
export const listForm = (password: string): string => password.normalize('NFKC').toLowerCase();

let filter: BloomFilter | undefined;

/** The filter, read once on first use (about 130 KB). */
export function breachedPasswordFilter(): BloomFilter {
  filter ??= BloomFilter.parse(readFileSync(BREACHED_FILTER_FILE));
  return filter;
}

/** Whether a password is on the breached list (or, at the filter's stated rate, a false positive). */
export const isListedBreachedPassword = (password: string): boolean => breachedPasswordFilter().has(listForm(password));
