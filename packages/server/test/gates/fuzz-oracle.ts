import { answerProblem } from '../answer-oracle';
import type { FuzzAnswer } from './fuzz-client';

// A PEM private key, or a real argon2 hash (the parameters part cannot come from the fuzzer's strings).
const SECRET_TEXT = /-----BEGIN [A-Z ]*PRIVATE KEY-----|\$argon2(?:id|i|d)\$v=\d+\$m=\d+/;
const SHA256_HEX = /\b[0-9a-f]{64}\b/g;

/**
 * Judges each answer: the shared rules (no 5xx, no stack trace, §8 errors), no secret text, and
 * none of `literals` (master key, signing key material). Stored token hashes are only known at
 * the end of the run (new sessions keep adding them), so every SHA-256-looking string seen in a
 * body is kept for `leakedHashes` to compare against the database then.
 */
export function createFuzzOracle(literals: readonly string[]) {
  const seenHex = new Set<string>();
  return {
    /** The problem with an answer, or undefined. */
    problem(method: string, answer: FuzzAnswer): string | undefined {
      const basic = answerProblem({ status: answer.status, text: answer.text, method }, answer.sent);
      if (basic) return basic;
      const secret = SECRET_TEXT.exec(answer.text)?.[0] ?? literals.find((s) => answer.text.includes(s));
      if (secret) return `secret in the body: ${secret.slice(0, 24)}…`;
      for (const hex of answer.text.match(SHA256_HEX) ?? []) seenHex.add(hex);
      return undefined;
    },
    /** Stored hashes that some answer contained. */
    leakedHashes: (stored: readonly string[]): string[] => stored.filter((h) => seenHex.has(h)),
  };
}
