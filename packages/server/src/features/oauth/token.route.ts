import { oauthApi } from '@gatehouse/contracts';
import type { Context, Hono } from 'hono';
import type { Config } from '../../config/config-schema';
import { hasDuplicateJsonKey } from '../../http/duplicate-json-key';
import { countRequest, type RateLimit, type RateLimiters } from '../../http/rate-limit';
import { containsNul } from '../../http/read-input';
import { requestContextOf } from '../../http/request-context';
import type { RequestContext } from '../../kernel/request-context';
import { clientCredentials, type ClientCredentials } from './client-auth';
import { oauthFail } from './oauth-error';
import { oauthAnswer } from './oauth.routes';
import type { OAuthService } from './oauth.service';

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * The token request body: JSON (the reference browser client, wire-compat §1.5) or form-encoded
 * (RFC 6749 §4.1.3, standard clients). A parameter sent twice is refused (RFC 6749 §3.2), in either.
 */
async function readTokenBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (FORM_TYPE.test(type)) {
    const params = new URLSearchParams(text);
    const body: Record<string, string> = {};
    for (const [k, v] of params) {
      if (Object.hasOwn(body, k)) throw oauthFail('invalid_request', `${k.slice(0, 64)} is sent more than once`);
      body[k] = v;
    }
    return body;
  }
  if (JSON_TYPE.test(type)) {
    let body: unknown;
    let repeated: boolean;
    try {
      body = JSON.parse(text);
      repeated = hasDuplicateJsonKey(text);
    } catch {
      throw oauthFail('invalid_request', 'The body is not valid JSON');
    }
    if (repeated) throw oauthFail('invalid_request', 'A parameter is sent more than once');
    return body;
  }
  throw oauthFail('invalid_request', 'The body must be application/x-www-form-urlencoded or JSON');
}

/**
 * The token endpoint's rate limits (declared here, as the route table's routes declare theirs; applied below
 * by the same counter): a grant of a registered application counts per IP and per client id on the OAuth
 * budget; an API-token client credential (the `client_credentials` grant) counts as its exchange at
 * `POST /identity/resources/auth/v1/api-token` does, once it names a secret.
 */
export const tokenRateLimits = {
  grant: { bucket: 'oauth-token', target: (creds) => creds.clientId },
  clientCredentials: { bucket: 'api-token', target: (creds) => creds.clientId },
} satisfies Record<string, RateLimit<ClientCredentials>>;

const SLOW_DOWN = 'Too many token requests, please try again later';

/**
 * The `client_credentials` grant of an API-token client credential (RFC 6749 §4.4): answered by the feature that owns
 * those credentials (features/api-tokens), handed in at composition.
 */
export type ClientCredentialsGrant = (
  creds: ClientCredentials,
  ctx: RequestContext,
) => Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }>;

/** What the token endpoint uses: the proxy setting, the rate limiters, the OAuth grants and the API-token grant. */
export interface TokenEndpointDeps {
  config: Pick<Config, 'trustProxy'>;
  rateLimits: RateLimiters;
  oauth: Pick<OAuthService, 'token'>;
  clientCredentialsGrant: ClientCredentialsGrant;
}

/**
 * `POST /oauth/token` (contract `oauthToken`). Mounted by hand rather than through the contract
 * pipeline because it reads form bodies and answers every refusal in RFC 6749 §5.2 terms; its
 * input is still validated against the contract's schema.
 */
export function mountOAuthToken(app: Hono, deps: TokenEndpointDeps): void {
  app.post(oauthApi.oauthToken.path, (c) =>
    oauthAnswer(c, async () => {
      const body = await readTokenBody(c);
      // As for every other route (http/read-input.ts): PostgreSQL text cannot hold U+0000.
      if (containsNul(body)) throw oauthFail('invalid_request', 'The token request has malformed parameters');
      const parsed = oauthApi.tokenRequest.safeParse(body);
      if (!parsed.success) throw oauthFail('invalid_request', 'The token request has missing, repeated or malformed parameters');
      const creds = clientCredentials(c.req.header('authorization'), parsed.data);
      const ctx = requestContextOf(c, deps.config.trustProxy);
      const over = (limit: (typeof tokenRateLimits)[keyof typeof tokenRateLimits]) =>
        countRequest(deps.rateLimits, limit.bucket, ctx.ip, limit.target(creds));
      // API-token client credentials (features/api-tokens) are not registered applications: their grant is answered there.
      if (parsed.data.grant_type === 'client_credentials' && creds.clientId) {
        // Without a secret the grant refuses the client before anything is counted.
        if (creds.secret && (await over(tokenRateLimits.clientCredentials))) throw oauthFail('slow_down', SLOW_DOWN, 429);
        return c.json(await deps.clientCredentialsGrant(creds, ctx), 200, {
          'cache-control': 'no-store',
          pragma: 'no-cache',
        });
      }
      const refused = await over(tokenRateLimits.grant);
      if (refused === 'ip') throw oauthFail('slow_down', SLOW_DOWN, 429);
      if (refused === 'target') throw oauthFail('slow_down', 'Too many token requests for this client, please try again later', 429);
      const tokens = await deps.oauth.token(parsed.data, creds, ctx);
      return c.json(tokens, 200, { 'cache-control': 'no-store', pragma: 'no-cache' });
    }),
  );
}
