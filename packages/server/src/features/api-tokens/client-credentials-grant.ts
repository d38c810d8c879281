import { AppError } from '../../kernel/app-error';
import type { RequestContext } from '../../kernel/request-context';
import { type ClientCredentials, oauthFail } from '../oauth/index';
import type { ApiTokenAccessService } from './api-token-access.service';

/** The RFC 6749 §4.4.3 answer: no refresh token (the client simply asks again) and no ID token (no user signed in). */
export interface ClientCredentialsTokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/**
 * The `client_credentials` grant of `POST /oauth/token` (RFC 6749 §4.4) for API-token client
 * credentials: the same exchange as `POST /identity/resources/auth/v1/api-token` (limits, audit,
 * claims), answered in OAuth terms. The credentials come as client_secret_basic or client_secret_post.
 */
export async function clientCredentialsGrant(
  access: ApiTokenAccessService,
  creds: ClientCredentials,
  ctx: RequestContext,
): Promise<ClientCredentialsTokenResponse> {
  if (!creds.clientId || !creds.secret) throw oauthFail('invalid_client', 'client_secret is required', creds.basic ? 401 : 400);
  try {
    const { accessToken, expiresIn } = await access.exchange(creds.clientId, creds.secret, ctx);
    return { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    if (e.code === 'request.rate_limited') throw oauthFail('slow_down', 'Too many token requests, please try again later', 429);
    if (e.code === 'api_token.disabled') throw oauthFail('unauthorized_client', 'API tokens are not enabled');
    throw oauthFail('invalid_client', 'Client authentication failed', creds.basic ? 401 : 400);
  }
}
