import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { newId } from '../../kernel/crypto';
import type { KeyStore } from '../../keys/key-store';

/**
 * `at_hash` (OIDC Core §3.1.3.6): the left half of the access token's hash, with the hash of the
 * signing algorithm (SHA-256 for RS256 and ES256, SHA-512 for EdDSA over Ed25519).
 */
export function atHash(accessToken: string, alg: string): string {
  const digest = createHash(alg === 'EdDSA' ? 'sha512' : 'sha256')
    .update(accessToken)
    .digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

/**
 * Signs the ID token of a token response (OIDC Core §2): the claims of the session's access token
 * (which this server just signed), with `aud` and `azp` the client, `nonce` echoed from the
 * authorization request, and `at_hash`. It keeps `type`, `sid` and `tenantId` because reference
 * browser clients use the ID token as their bearer token (wire-compat §2.14).
 */
export async function signIdToken(keys: KeyStore, input: { accessToken: string; clientId: string; nonce: string | null }): Promise<string> {
  const claims = decodeJwt(input.accessToken);
  const { iss: _iss, aud: _aud, jti: _jti, ...rest } = claims;
  return keys.signJwt({
    ...rest,
    aud: input.clientId,
    azp: input.clientId,
    jti: newId(),
    ...(input.nonce ? { nonce: input.nonce } : {}),
    at_hash: atHash(input.accessToken, keys.alg),
  });
}
