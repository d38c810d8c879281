import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Hosted login: Gatehouse as the OAuth 2.0 authorization server and OpenID Provider of the vendor's
 * own applications (spec 000 §4.7, §7.2; wire-compat §2.14). Authorization code with PKCE S256
 * only; errors of the token endpoint follow RFC 6749 §5.2.
 */

const OAUTH = '/oauth';
const VENDOR_CLIENTS = '/oauth/resources/clients/v1';
const tags = ['oauth'];
const vendorTags = ['oauth (vendor)'];

/** A protocol parameter as received: free text, bounded; its meaning is checked by the server, which answers RFC errors. */
const param = z.string().max(2048);
const optionalParam = param.optional();

/** Query of `GET /oauth/authorize` (RFC 6749 §4.1.1, RFC 7636 §4.3, OIDC Core §3.1.2.1, wire-compat §2.14). */
export const authorizeQuery = z.object({
  response_type: optionalParam,
  client_id: optionalParam,
  redirect_uri: optionalParam,
  scope: optionalParam,
  state: optionalParam,
  nonce: optionalParam,
  code_challenge: optionalParam,
  code_challenge_method: optionalParam,
  prompt: optionalParam,
  max_age: optionalParam,
  organization: optionalParam,
  tenantId: optionalParam,
  login_direct_action: optionalParam,
  acr_values: optionalParam,
  response_mode: optionalParam,
  /** The languages the user prefers for the hosted login, most preferred first, space-separated (OIDC Core §3.1.2.1). */
  ui_locales: optionalParam,
});

/** Start a sign-in: answers a redirect to the hosted login page, or to the client's redirect URI with a code or an error. */
export const oauthAuthorize = endpoint({
  id: 'oauthAuthorize',
  method: 'get',
  path: `${OAUTH}/authorize`,
  access: { kind: 'public' },
  summary: 'Authorization endpoint (code flow with PKCE S256); answers 302',
  tags,
  query: authorizeQuery,
  response: z.object({}),
});

/**
 * Body of `POST /oauth/token`, JSON (the reference browser client) or form-encoded (standard
 * clients). Every field is optional here: what a grant needs is checked by its handler, which
 * answers `invalid_request` (RFC 6749 §5.2) rather than a schema error.
 */
export const tokenRequest = z.object({
  grant_type: optionalParam,
  code: optionalParam,
  redirect_uri: optionalParam,
  code_verifier: optionalParam,
  refresh_token: optionalParam,
  client_id: optionalParam,
  client_secret: optionalParam,
  scope: optionalParam,
  tenantId: param.nullable().optional(),
});

/** A token response (RFC 6749 §5.1, OIDC Core §3.1.3.3; wire-compat §2.14 `IOAuthTokenResponse`). */
export const tokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    refresh_token: z.string(),
    id_token: z.string(),
    scope: z.string(),
  })
  .meta({ id: 'OAuthTokenResponse' });
/** A token response as the server answers it. */
export type TokenResponse = z.infer<typeof tokenResponse>;

/** An error of the token endpoint (RFC 6749 §5.2), carrying the §8 members too so reference clients show the message. */
export const oauthErrorBody = z
  .object({ error: z.string(), error_description: z.string().optional(), errors: z.array(z.string()), errorCode: z.string() })
  .meta({ id: 'OAuthError' });

/** Exchange an authorization code or a refresh token for tokens. */
export const oauthToken = endpoint({
  id: 'oauthToken',
  method: 'post',
  path: `${OAUTH}/token`,
  access: { kind: 'public' },
  summary: 'Token endpoint: authorization_code (PKCE S256) and refresh_token grants; RFC 6749 errors',
  tags,
  body: tokenRequest,
  response: tokenResponse,
});

/** Tokens for the browser session of the hosted login, without a redirect (wire-compat §2.14 silent authorize). */
export const oauthSilentAuthorize = endpoint({
  id: 'oauthSilentAuthorize',
  method: 'post',
  path: `${OAUTH}/authorize/silent`,
  access: { kind: 'cookie' },
  summary: 'Silent authorize: tokens for the signed-in browser session, for the client of the calling origin',
  tags,
  body: z.object({ tenantId: param.nullable().optional(), client_id: optionalParam }).optional(),
  response: tokenResponse,
});

/** End the session (OIDC RP-Initiated Logout 1.0; wire-compat §2.4); answers 302. */
export const oauthLogout = endpoint({
  id: 'oauthLogout',
  method: 'get',
  path: `${OAUTH}/logout`,
  access: { kind: 'public' },
  summary: 'End the hosted-login session and return to a registered post-logout redirect URI; answers 302',
  tags,
  query: z.object({
    id_token_hint: z.string().max(8192).optional(),
    post_logout_redirect_uri: optionalParam,
    state: optionalParam,
    client_id: optionalParam,
  }),
  response: z.object({}),
});

/** Claims about the signed-in user (OIDC Core §5.3). */
export const oauthUserinfo = endpoint({
  id: 'oauthUserinfo',
  method: 'get',
  path: `${OAUTH}/userinfo`,
  access: { kind: 'user' },
  summary: 'UserInfo endpoint: claims about the user of the access token',
  tags,
  response: z
    .object({
      sub: z.string(),
      email: z.string(),
      email_verified: z.boolean(),
      name: z.string(),
      tenantId: z.string(),
      tenantIds: z.array(z.string()),
    })
    .meta({ id: 'OAuthUserinfo' }),
});

/**
 * An absolute URI as registered for a client: http(s), a host, an optional port and path, no
 * fragment and no credentials (RFC 6749 §3.1.2). A pattern rather than a parser callback, so that
 * the schema stays readable to OpenAPI and to the gates' input generators; the server also parses it.
 */
const registeredUri = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?(\/[^\s#]*)?$/, {
    error: 'must be an absolute http(s) URI with a lower-case host, without fragment or credentials',
  });
/** An origin (scheme, lower-case host, port) allowed to call the browser-facing OAuth endpoints. */
const originField = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/, {
    error: 'must be an origin such as https://app.example.com',
  });

/** A registered OAuth application as the vendor API answers it (never its secret). */
export const oauthClient = z
  .object({
    clientId: z.string(),
    name: z.string(),
    type: z.enum(['public', 'confidential']),
    redirectUris: z.array(z.string()),
    postLogoutRedirectUris: z.array(z.string()),
    allowedOrigins: z.array(z.string()),
    createdAt: z.string(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'OAuthClient' });
/** An OAuth application. */
export type OAuthClient = z.infer<typeof oauthClient>;

/** What registers an OAuth application. */
export const oauthClientInput = z.object({
  name: z.string().trim().min(1).max(200),
  type: z.enum(['public', 'confidential']),
  redirectUris: z.array(registeredUri).min(1).max(20),
  postLogoutRedirectUris: z.array(registeredUri).max(20).optional(),
  allowedOrigins: z.array(originField).max(20).optional(),
});

/** List the registered OAuth applications. */
export const listOAuthClients = endpoint({
  id: 'listOAuthClients',
  method: 'get',
  path: VENDOR_CLIENTS,
  access: { kind: 'vendor' },
  summary: 'List OAuth applications',
  tags: vendorTags,
  response: z.object({ items: z.array(oauthClient) }),
});

/** Register an OAuth application; a confidential one gets a secret, shown in this answer only. */
export const createOAuthClient = endpoint({
  id: 'createOAuthClient',
  method: 'post',
  path: VENDOR_CLIENTS,
  access: { kind: 'vendor' },
  summary: 'Register an OAuth application (the secret of a confidential one is answered once)',
  tags: vendorTags,
  body: oauthClientInput,
  response: oauthClient.extend({ clientSecret: z.string().optional() }),
  status: 201,
});

/** Revoke an OAuth application: its codes and refresh tokens stop working at once. */
export const revokeOAuthClient = endpoint({
  id: 'revokeOAuthClient',
  method: 'delete',
  path: `${VENDOR_CLIENTS}/{clientId}`,
  access: { kind: 'vendor' },
  summary: 'Revoke an OAuth application and the sessions issued to it',
  tags: vendorTags,
  params: z.object({ clientId: z.string().min(1).max(200) }),
  response: z.object({}),
});
