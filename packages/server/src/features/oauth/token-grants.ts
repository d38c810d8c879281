import type { TokenResponse } from '@gatehouse/contracts';
import type { z } from 'zod';
import type { oauthApi } from '@gatehouse/contracts';
import { AppError } from '../../kernel/app-error';
import type { RequestContext } from '../../kernel/request-context';
import { activeClient, type OAuthClientRow } from './oauth-clients.store';
import { oauthFail } from './oauth-error';
import { claimCode, codeByValue, oauthSession, setIssuedSession } from './oauth-grants.store';
import type { OAuthDeps } from './oauth-deps';
import { verifierMatches } from './pkce';
import { issueToClient, tokenResponseOf } from './issue-tokens';

/** A token request after client authentication: `client` is null when the request named none (public browser clients). */
export interface GrantRequest {
  body: z.output<typeof oauthApi.tokenRequest>;
  client: OAuthClientRow | null;
  ctx: RequestContext;
}

/** One grant type's handler (RFC 6749 §4, §6). */
export type GrantHandler = (deps: OAuthDeps, req: GrantRequest) => Promise<TokenResponse>;

/**
 * The client a code or refresh token was issued to must be the one asking. A request that named no
 * client (the reference browser client sends none, wire-compat §2.14) is taken as that client only
 * when it is public: a confidential client must always authenticate (RFC 6749 §3.2.1).
 */
async function boundClient(deps: OAuthDeps, req: GrantRequest, issuedTo: string): Promise<OAuthClientRow> {
  if (req.client) {
    if (req.client.id !== issuedTo) throw oauthFail('invalid_grant', 'The grant was issued to another client');
    return req.client;
  }
  const client = await activeClient(deps.db, issuedTo);
  if (!client) throw oauthFail('invalid_grant', 'The client of this grant is no longer registered');
  if (client.type !== 'public') throw oauthFail('invalid_client', 'Client authentication is required');
  return client;
}

/**
 * authorization_code (RFC 6749 §4.1.3, RFC 7636 §4.6). Everything is checked before anything is
 * written; the code is then spent with a conditional update in the transaction that starts the
 * session, so of parallel exchanges one wins. A wrong verifier spends it too (RFC 9700 §2.1.1). A code
 * presented again is refused and the session its first exchange started is ended (RFC 6749 §4.1.2).
 */
const authorizationCode: GrantHandler = async (deps, req) => {
  const { code, redirect_uri: redirectUri, code_verifier: verifier } = req.body;
  if (!code) throw oauthFail('invalid_request', 'code is required');
  if (!redirectUri) throw oauthFail('invalid_request', 'redirect_uri is required');
  if (!verifier) throw oauthFail('invalid_request', 'code_verifier is required (PKCE)');
  const row = await codeByValue(deps.db, code);
  if (!row) throw oauthFail('invalid_grant', 'The code is invalid');
  const client = await boundClient(deps, req, row.client_id);
  const replayed = async () => {
    const spent = await codeByValue(deps.db, code);
    if (spent?.issued_session_id) await deps.sessions.revoke(spent.issued_session_id);
    deps.log.warn({ clientId: client.id, ip: req.ctx.ip }, 'authorization code replayed: the session it started is revoked');
    return oauthFail('invalid_grant', 'The code has already been used');
  };
  if (row.used_at) throw await replayed();
  if (row.expires_at <= new Date(deps.clock.now()).toISOString()) throw oauthFail('invalid_grant', 'The code has expired');
  if (row.redirect_uri !== redirectUri) throw oauthFail('invalid_grant', 'redirect_uri differs from the authorization request');
  if (!verifierMatches(verifier, row.code_challenge)) {
    // A wrong verifier spends the code (RFC 9700 §2.1.1, SECURITY.md O4): whoever holds a stolen code gets one guess.
    // The same conditional update the exchange claims with: of racing requests, whichever lands first decides, and
    // a right verifier that loses the race is refused as a replay.
    await claimCode(deps.db, deps.clock, row.id);
    throw oauthFail('invalid_grant', 'The code_verifier does not match the code_challenge');
  }
  const browser = await deps.sessions.live(row.browser_session_id);
  if (!browser) throw oauthFail('invalid_grant', 'The sign-in has ended');
  let lost = false;
  try {
    return await issueToClient(
      deps,
      {
        clientId: client.id,
        signIn: { ...browser, browserSessionId: browser.sessionId },
        scope: row.scope,
        nonce: row.nonce,
        grant: 'authorization_code',
        ctx: req.ctx,
      },
      {
        before: async (trx) => {
          if (await claimCode(trx, deps.clock, row.id)) return;
          lost = true;
          throw new Error('code already spent');
        },
        after: (trx, sessionId) => setIssuedSession(trx, row.id, sessionId).then(() => undefined),
      },
    );
  } catch (e) {
    if (lost) throw await replayed();
    throw e;
  }
};

/**
 * refresh_token (RFC 6749 §6): the token must belong to a session issued to this client; the
 * rotation and the family revocation on reuse are the session service's (RFC 9700 §4.14).
 */
const refreshToken: GrantHandler = async (deps, req) => {
  const raw = req.body.refresh_token;
  if (!raw) throw oauthFail('invalid_request', 'refresh_token is required');
  const session = await deps.sessions.peek(raw);
  // A rotated token is not live: the session service must still see it, to revoke its family.
  const link = session ? await oauthSession(deps.db, session.sessionId) : undefined;
  if (session && !link) throw oauthFail('invalid_grant', 'The refresh token was not issued to an application');
  if (link) await boundClient(deps, req, link.client_id);
  try {
    const issued = await deps.sessions.refresh(raw, req.body.tenantId, req.ctx);
    const bound = link ?? (await oauthSession(deps.db, issued.sessionId));
    if (!bound) throw oauthFail('invalid_grant', 'The refresh token was not issued to an application');
    return await tokenResponseOf(deps, issued, bound.client_id, bound.scope, null);
  } catch (e) {
    if (e instanceof AppError && e.code === 'auth.refresh_invalid')
      throw oauthFail('invalid_grant', 'The refresh token is invalid or expired');
    throw e;
  }
};

/**
 * The grant types this server supports, by `grant_type`. A new grant (client_credentials, the
 * device flow) is one more entry here, and one more value in discovery's `grant_types_supported`.
 */
export const grantHandlers: Readonly<Record<string, GrantHandler>> = {
  authorization_code: authorizationCode,
  refresh_token: refreshToken,
};
