import { fail } from '../../kernel/app-error';
import { isListedBreachedPassword, listForm } from './breached-password-list';

/** Words a password must not be built on: the user's own identifiers and the service's names (NIST 800-63B 5.1.1.2). */
export interface PasswordContext {
  email?: string;
  name?: string;
  tenantName?: string;
  vendorName?: string;
}

const lettersAndDigits = (s: string): string => listForm(s).replace(/[^\p{L}\p{N}]/gu, '');
const lettersOnly = (s: string): string => listForm(s).replace(/[^\p{L}]/gu, '');

/** Runs of one character collapsed ("1111222233334444" → "1234"). */
const collapseRuns = (s: string): string[] => [...s].filter((ch, i, all) => i === 0 || ch !== all[i - 1]);

/** A run of consecutive code points, up or down ("abcdef", "987654"). */
const isSequence = (chars: string[]): boolean => {
  if (chars.length < 3) return true;
  const step = chars[1]!.codePointAt(0)! - chars[0]!.codePointAt(0)!;
  return Math.abs(step) === 1 && chars.every((ch, i) => i === 0 || ch.codePointAt(0)! - chars[i - 1]!.codePointAt(0)! === step);
};

/** Repetitive or sequential: "aaaaaaaaaaaaaaa", "abcdefghijklmnop", "1111222233334444", "abcabcabcabcabc". */
const isRepetitiveOrSequential = (password: string): boolean => {
  const core = listForm(password);
  if (/^(.{1,4}?)\1+$/u.test(core)) return true;
  return isSequence(collapseRuns(core));
};

/** Built on a context word: the word itself, or the word with only digits and symbols around it. */
const isBuiltOn = (password: string, word: string | undefined): boolean => {
  if (!word) return false;
  const w = lettersAndDigits(word);
  if (w.length < 4) return false;
  return lettersAndDigits(password) === w || (lettersOnly(word).length >= 4 && lettersOnly(password) === lettersOnly(word));
};

/** Why a password may not be chosen, or null when it may. */
export function breachedPasswordReason(password: string, context: PasswordContext = {}): string | null {
  if (isListedBreachedPassword(password)) return 'This password appears in lists of passwords exposed in data breaches';
  if (isRepetitiveOrSequential(password)) return 'This password is made of repeated or sequential characters';
  const local = context.email?.split('@')[0];
  if (isBuiltOn(password, local) || isBuiltOn(password, context.email) || isBuiltOn(password, context.name))
    return 'This password is built on your own name or email address';
  if (isBuiltOn(password, context.tenantName) || isBuiltOn(password, context.vendorName))
    return 'This password is built on the name of the account or the service';
  return null;
}

/** Refuses a new password that is breached, repetitive or built on context words (400 password.breached, with the reason). */
export function assertNotBreachedPassword(password: string, context: PasswordContext = {}): void {
  const reason = breachedPasswordReason(password, context);
  if (reason) throw fail('password.breached', reason, { reason });
}
