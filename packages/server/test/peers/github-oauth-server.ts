import { randomBytes } from 'node:crypto';
import { formOf, json, redirectWithCode, serveHttp, takeGrant } from './serve-http';
import { pkceMatches } from './pkce-check';

/** A GitHub account as the fake server knows it. */
export interface GitHubAccount {
  id: number;
  login: string;
  name: string;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

/**
 * A GitHub-shaped plain OAuth 2 server: /login/oauth/authorize (signs in `next` at once), /login/oauth/access_token
 * (client secret and PKCE checked), /user and /user/emails (bearer token). The test sets who signs in next.
 */
export async function startGitHubServer(client: { clientId: string; clientSecret: string }) {
  const codes = new Map<string, { account: GitHubAccount; challenge?: string; redirectUri: string }>();
  const tokens = new Map<string, GitHubAccount>();
  const state = { next: undefined as GitHubAccount | undefined };
  const http = await serveHttp(async (req, res) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/login/oauth/authorize') {
      if (url.searchParams.get('client_id') !== client.clientId || !state.next) return json(res, 400, { error: 'bad_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        account: state.next,
        challenge: url.searchParams.get('code_challenge') ?? undefined,
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
      });
      return redirectWithCode(res, url, code);
    }
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      const form = await formOf(req);
      const grant = takeGrant(codes, form);
      const ok =
        grant &&
        form.get('client_id') === client.clientId &&
        form.get('client_secret') === client.clientSecret &&
        form.get('redirect_uri') === grant.redirectUri &&
        pkceMatches(form.get('code_verifier'), grant.challenge);
      if (!ok) return json(res, 400, { error: 'bad_verification_code' });
      const token = randomBytes(16).toString('hex');
      tokens.set(token, grant.account);
      return json(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    const account = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!account) return json(res, 401, { message: 'Bad credentials' });
    if (url.pathname === '/user') return json(res, 200, { id: account.id, login: account.login, name: account.name, email: null });
    if (url.pathname === '/user/emails')
      return json(
        res,
        200,
        account.emails.map((e) => ({ ...e, visibility: null })),
      );
    return json(res, 404, { message: 'Not Found' });
  });
  return { ...http, state };
}
