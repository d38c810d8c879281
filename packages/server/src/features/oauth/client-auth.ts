import { safeEqual, sha256 } from '../../kernel/crypto';
import { claimAttempt, clientSecretOf, forgiveAttempts } from '../../kernel/failed-attempts';
import type { OAuthDeps } from './oauth-deps';
import { oauthFail } from './oauth-error';
import { activeClient, type OAuthClientRow } from './oauth-clients.store';

/** How the token request identified its client (RFC 6749 §2.3). */
export interface ClientCredentials {
  clientId?: string;
  secret?: string;
  /** The credentials came in `Authorization: Basic` (client_secret_basic): failures are 401. */
  basic: boolean;
}

/** Reads client_secret_basic (form-urlencoded id and secret, RFC 6749 §2.3.1) or client_secret_post / none. */
export function clientCredentials(
  authorization: string | undefined,
  body: { client_id?: string; client_secret?: string },
): ClientCredentials {
  const basic = authorization?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i)?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw oauthFail('invalid_client', 'Malformed client credentials', 401);
    try {
      return {
        clientId: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
        secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
        basic: true,
      };
    } catch {
      throw oauthFail('invalid_client', 'Malformed client credentials', 401);
    }
  }
  return { clientId: body.client_id || undefined, secret: body.client_secret || undefined, basic: false };
}

/**
 * The authenticated client, or null when the request named none (a public client of the reference
 * browser client, resolved later from the code or refresh token it presents). A confidential client
 * must prove its secret (compared in constant time over SHA-256 digests); a public one must not send one.
 */
export async function authenticateClient(
  deps: Pick<OAuthDeps, 'db' | 'clock' | 'config'>,
  creds: ClientCredentials,
): Promise<OAuthClientRow | null> {
  const status = creds.basic ? 401 : 400;
  if (!creds.clientId) {
    if (creds.secret) throw oauthFail('invalid_client', 'client_secret without client_id', status);
    return null;
  }
  // A presented secret is a credential check: claimed before it is compared, like a password (issue 14 item 1).
  const attempts = clientSecretOf('oauth-client', creds.clientId);
  if (creds.secret && !(await claimAttempt(deps.db, deps.clock, deps.config, attempts)))
    throw oauthFail('slow_down', 'Too many failed attempts for this client, please try again later', 429);
  const client = await activeClient(deps.db, creds.clientId);
  // The same work whether the client exists or not: a digest comparison against a dummy.
  const expected = client?.secret_hash ?? sha256('no-such-client');
  const presented = sha256(creds.secret ?? '');
  const secretOk = safeEqual(presented, expected);
  if (!client) throw oauthFail('invalid_client', 'Unknown client', status);
  if (client.type === 'confidential' && (!creds.secret || !secretOk))
    throw oauthFail('invalid_client', 'Client authentication failed', status);
  if (client.type === 'public' && creds.secret) throw oauthFail('invalid_client', 'A public client has no secret', status);
  if (creds.secret) await forgiveAttempts(deps.db, attempts);
  return client;
}
