import type { z } from 'zod';
import type { oauthApi } from '@gatehouse/contracts';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import { randomToken } from '../../kernel/crypto';
import { isS256Challenge } from './pkce';
import { activeClient } from './oauth-clients.store';
import { insertCode } from './oauth-grants.store';
import { CODE_TTL_SECONDS, HOSTED_PATHS, SUPPORTED_SCOPES, type OAuthDeps } from './oauth-deps';

type AuthorizeQuery = z.output<typeof oauthApi.authorizeQuery>;

/** What `/oauth/authorize` answers: always a redirect; `endSession` also ends the browser session first. */
export interface AuthorizeOutcome {
  location: string;
  endSession?: boolean;
}

/** The page that explains a request we cannot send back to any client (never an unregistered URI). */
const errorPage = (error: string): AuthorizeOutcome => ({ location: `${HOSTED_PATHS.error}?${new URLSearchParams({ error })}` });

/** The granted scope: the known ones asked for, `openid` always (the reference client asks `openid email profile`). */
const grantedScope = (requested: string | undefined): string => {
  const asked = new Set((requested ?? '').split(' ').filter(Boolean));
  return ['openid', ...SUPPORTED_SCOPES.filter((s) => s !== 'openid' && asked.has(s))].join(' ');
};

/**
 * The authorization endpoint (RFC 6749 §4.1.1, RFC 7636, OIDC Core §3.1.2). The client and its
 * redirect URI are checked first and exactly; only then do errors go back to that URI (with
 * `state` and `iss`, RFC 9207). A live hosted-login session gets a code at once, else the browser
 * goes to the hosted login page, which comes back here once signed in.
 */
export function createAuthorizeService(deps: OAuthDeps) {
  const { db, clock, events, sessions } = deps;
  const issuer = deps.config.publicUrl.replace(/\/$/, '');

  return async function authorize(
    query: AuthorizeQuery,
    browserRefreshToken: string | undefined,
    ctx: RequestContext,
  ): Promise<AuthorizeOutcome> {
    if (!query.client_id) return errorPage('invalid_client');
    const app = await activeClient(db, query.client_id);
    if (!app) return errorPage('invalid_client');
    // Exact string comparison against the registered list (RFC 9700 §4.1.3): no prefix, no normalisation.
    if (!query.redirect_uri || !(JSON.parse(app.redirect_uris) as string[]).includes(query.redirect_uri))
      return errorPage('invalid_redirect_uri');
    const redirectUri = query.redirect_uri;
    const back = (params: Record<string, string>): AuthorizeOutcome => {
      const url = new URL(redirectUri);
      for (const [k, v] of Object.entries({ ...params, ...(query.state !== undefined ? { state: query.state } : {}), iss: issuer }))
        url.searchParams.set(k, v);
      return { location: url.toString() };
    };
    const refuse = (error: string, description: string) => back({ error, error_description: description });

    if (query.response_type !== 'code') return refuse('unsupported_response_type', 'Only response_type=code is supported');
    if (query.response_mode && query.response_mode !== 'query') return refuse('invalid_request', 'Only response_mode=query is supported');
    if (!query.code_challenge) return refuse('invalid_request', 'code_challenge is required (PKCE)');
    // RFC 7636 §4.3 defaults to plain when the method is absent; plain is refused (RFC 9700 §2.1.1).
    if (query.code_challenge_method !== 'S256') return refuse('invalid_request', 'code_challenge_method must be S256');
    if (!isS256Challenge(query.code_challenge)) return refuse('invalid_request', 'code_challenge is not an S256 challenge');
    const maxAge = query.max_age === undefined || query.max_age === '' ? undefined : Number(query.max_age);
    if (maxAge !== undefined && (!Number.isInteger(maxAge) || maxAge < 0))
      return refuse('invalid_request', 'max_age must be a non-negative integer');
    const prompts = new Set((query.prompt ?? '').split(' ').filter(Boolean));
    if (prompts.has('none') && prompts.size > 1) return refuse('invalid_request', 'prompt=none cannot be combined');

    const session = await sessions.peek(browserRefreshToken);
    const fresh = session && (maxAge === undefined || clock.now() / 1000 - session.authTime <= maxAge);
    // A code starts a session in the browser session's tenant: that session must meet the tenant's MFA policy (decision 0032).
    const admitted = session && fresh && (await sessions.entryAllowed(session.tenantId, session.amr));
    if (!session || !fresh || prompts.has('login') || !admitted) {
      if (prompts.has('none'))
        return session && fresh && !admitted
          ? refuse('interaction_required', 'A second factor is required to enter this account')
          : refuse('login_required', 'The user is not signed in');
      // Back to the hosted login box with the same request; the page returns here once signed in. A session short of
      // the policy ends first (the box would otherwise come straight back): the new sign-in asks for the factor.
      const rest = new URLSearchParams(
        Object.entries(query).filter(([k, v]) => v !== undefined && k !== 'prompt' && k !== 'max_age') as [string, string][],
      );
      return { location: `${HOSTED_PATHS.login}?${rest}`, endSession: !!session };
    }

    const code = randomToken(32);
    const scope = grantedScope(query.scope);
    await db.transaction().execute(async (trx) => {
      await insertCode(
        trx,
        clock,
        code,
        {
          client_id: app.id,
          browser_session_id: session.sessionId,
          redirect_uri: redirectUri,
          scope,
          nonce: query.nonce ?? null,
          code_challenge: query.code_challenge!,
        },
        CODE_TTL_SECONDS,
      );
      await events.emit(trx, actingAs(ctx, session.userId, session.tenantId), 'oauth.code.issued', session.userId, {
        clientId: app.id,
      });
    });
    return back({ code });
  };
}
