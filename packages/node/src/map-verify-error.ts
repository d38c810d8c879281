import { GatehouseAuthError } from './gatehouse-auth-error';

/** Turns what jose (or the JWKS fetch) threw into a GatehouseAuthError; the original is kept as `cause`. */
export function mapVerifyError(e: unknown): GatehouseAuthError {
  if (e instanceof GatehouseAuthError) return e;
  const code = (e as { code?: unknown } | null)?.code;
  const wrap = (c: GatehouseAuthError['code'], message?: string) => new GatehouseAuthError(c, message, {}, { cause: e });
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return wrap('token_expired');
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED': {
      const claim = (e as { claim?: string }).claim;
      if (claim === 'iss') return wrap('issuer_mismatch');
      if (claim === 'aud') return wrap('audience_mismatch');
      return wrap('token_invalid', claim === 'nbf' ? 'Access token is not yet valid' : undefined);
    }
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return wrap('unknown_key');
    case 'ERR_JWKS_TIMEOUT':
    case 'ERR_JWKS_INVALID':
      return wrap('upstream_unavailable', 'Could not load the Gatehouse signing keys');
    case 'ERR_JOSE_GENERIC':
      // jose's generic error comes from the JWKS response (non-200, not JSON).
      return wrap('upstream_unavailable', 'Could not load the Gatehouse signing keys');
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
    case 'ERR_JOSE_NOT_SUPPORTED':
    case 'ERR_JWK_INVALID':
      return wrap('token_invalid');
  }
  // fetch() rejects with a TypeError when the JWKS host cannot be reached.
  if (e instanceof TypeError && /fetch/i.test(e.message)) return wrap('upstream_unavailable', 'Could not load the Gatehouse signing keys');
  return wrap('token_invalid');
}
