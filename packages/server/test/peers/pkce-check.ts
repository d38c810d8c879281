import { createHash } from 'node:crypto';

/** Whether a PKCE verifier matches the S256 challenge the authorization request carried. */
export const pkceMatches = (verifier: string | null, challenge: string | undefined): boolean =>
  !!verifier && !!challenge && createHash('sha256').update(verifier).digest('base64url') === challenge;
