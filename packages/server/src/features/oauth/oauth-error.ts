import type { Context } from 'hono';

/** The error codes of RFC 6749 §4.1.2.1 and §5.2 (and OIDC Core §3.1.2.6) this server answers. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'access_denied'
  | 'login_required'
  | 'interaction_required'
  | 'slow_down'
  | 'server_error';

/** A refusal in the OAuth protocol's own terms; the routes turn it into an RFC 6749 answer. */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    /** RFC 6749 §5.2: 401 when the client authenticated with the Authorization header; 429 when limited. */
    readonly status: 400 | 401 | 429 = 400,
  ) {
    super(description);
  }
}

/** Shorthand for `new OAuthError(...)`. */
export const oauthFail = (error: OAuthErrorCode, description: string, status?: 400 | 401 | 429): OAuthError =>
  new OAuthError(error, description, status);

/**
 * The JSON answer of an OAuth error (RFC 6749 §5.2: `error`, `error_description`, no caching). The
 * §8 members (`errors`, `errorCode`) ride along so that reference browser clients, which read §8
 * bodies, show the description too (decision 0014); OAuth clients ignore members they do not know.
 */
export function oauthErrorResponse(c: Context, e: OAuthError): Response {
  const requestId = c.get('requestId' as never) as string | undefined;
  const headers: Record<string, string> = { 'cache-control': 'no-store', pragma: 'no-cache' };
  if (e.status === 401 && e.error === 'invalid_client') headers['www-authenticate'] = 'Basic realm="gatehouse", charset="UTF-8"';
  const body = {
    error: e.error,
    error_description: e.description,
    errors: [e.description],
    errorCode: `oauth.${e.error}`,
    ...(requestId ? { requestId } : {}),
  };
  return c.json(body, e.status, headers);
}
