import { createHash, randomBytes } from 'node:crypto';
import type { OAuthClient } from '@gatehouse/contracts';
import { signUpAndActivate, type TestServer } from './harness';
import { refreshTokensIssued } from './refresh-tokens-issued';
import { systemContext } from '../src/kernel/request-context';

/** Helpers of the hosted-login integration tests: a registered application and the steps of the code flow. */

export const CALLBACK = 'https://app.example.com/oauth/callback';
export const AFTER_LOGOUT = 'https://app.example.com/signed-out';
export const APP_ORIGIN = 'http://localhost:5173';
const ACTOR = systemContext({ actorId: 'test', userAgent: 'test' });

/** Registers an application as the vendor would. */
export const registerClient = (
  t: TestServer,
  type: 'public' | 'confidential' = 'public',
  extra: Partial<{ redirectUris: string[]; allowedOrigins: string[] }> = {},
): Promise<OAuthClient & { clientSecret?: string }> =>
  t.deps.oauth.clients.create(ACTOR, {
    name: `App ${type}`,
    type,
    redirectUris: extra.redirectUris ?? [CALLBACK],
    postLogoutRedirectUris: [AFTER_LOGOUT],
    allowedOrigins: extra.allowedOrigins ?? [APP_ORIGIN],
  });

/** A PKCE pair (RFC 7636): a verifier of `length` unreserved characters and its S256 challenge. */
export function pkce(length = 43) {
  const verifier = randomBytes(96).toString('base64url').replace(/[-_]/g, '').slice(0, length);
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** `GET /oauth/authorize` with a browser's cookie; answers the raw 302. */
export function authorize(t: TestServer, cookie: string | undefined, params: Record<string, string>, prefix = '') {
  return t.request('GET', `${prefix}/oauth/authorize?${new URLSearchParams(params)}`, { cookie, headers: { accept: 'text/html' } });
}

/** The standard parameters of a code request for `client`. */
export const codeRequest = (clientId: string, challenge: string, extra: Record<string, string> = {}) => ({
  response_type: 'code',
  client_id: clientId,
  redirect_uri: CALLBACK,
  scope: 'openid email profile',
  state: 'state-123',
  nonce: 'nonce-456',
  code_challenge: challenge,
  code_challenge_method: 'S256',
  ...extra,
});

/** A signed-in user of the hosted login box, and a code issued to `clientId` for them. */
export async function signedInWithCode(t: TestServer, clientId: string, length = 43) {
  const user = await signUpAndActivate(t);
  const { verifier, challenge } = pkce(length);
  const res = await authorize(t, user.cookie, codeRequest(clientId, challenge));
  const location = new URL(res.headers.get('location')!);
  return { user, verifier, code: location.searchParams.get('code')!, location };
}

/** `POST /oauth/token`, as JSON (the reference browser client) or form-encoded (standard clients). */
export function token(t: TestServer, body: Record<string, string>, opts: { form?: boolean; basic?: [string, string] } = {}) {
  const headers: Record<string, string> = {};
  if (opts.basic)
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(opts.basic[0])}:${encodeURIComponent(opts.basic[1])}`).toString('base64')}`;
  if (opts.form)
    return t.request('POST', '/oauth/token', {
      rawBody: new URLSearchParams(body).toString(),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
  return t.request('POST', '/oauth/token', { body, headers });
}

/** An RFC 6749 §5.2 error answer. */
export async function oauthErrorOf(res: Response): Promise<{ status: number; error: string; description?: string }> {
  const body = (await res.json()) as { error: string; error_description?: string };
  return { status: res.status, error: body.error, description: body.error_description };
}

/** Row counts of the tables a token request may write. */
export async function writes(t: TestServer) {
  const db = t.deps.db.kysely;
  const count = async (table: 'sessions' | 'oauth_sessions' | 'audit_log') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const used = await db.selectFrom('oauth_codes').select('id').where('used_at', 'is not', null).execute();
  return {
    sessions: await count('sessions'),
    oauthSessions: await count('oauth_sessions'),
    refreshTokens: await refreshTokensIssued(db),
    audit: await count('audit_log'),
    usedCodes: used.length,
  };
}
