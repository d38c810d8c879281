import { createHash } from 'node:crypto';
import { safeEqual } from '../../kernel/crypto';

/**
 * RFC 7636 §4.1 allows verifiers of 43–128 characters; the reference browser client sends 16
 * (wire-compat §2.14), so anything from 16 characters of the unreserved set is taken.
 */
const VERIFIER = /^[A-Za-z0-9\-._~]{16,128}$/;
/** An S256 challenge is a base64url SHA-256: always 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a code_challenge has the form of an S256 challenge. */
export const isS256Challenge = (challenge: string): boolean => CHALLENGE.test(challenge);

/** The S256 challenge of a verifier (RFC 7636 §4.2). */
export const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** Whether a verifier is well formed and matches the stored challenge (compared in constant time). */
export const verifierMatches = (verifier: string, challenge: string): boolean =>
  VERIFIER.test(verifier) && safeEqual(s256(verifier), challenge);
