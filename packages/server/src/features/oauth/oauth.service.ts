import type { TokenResponse } from '@gatehouse/contracts';
import type { z } from 'zod';
import type { oauthApi } from '@gatehouse/contracts';
import type { AuthContext } from '../../http/auth-context';
import { AppError, fail } from '../../kernel/app-error';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import { loadUserClaims } from '../roles/index';
import { createAuthorizeService } from './authorize.service';
import { authenticateClient, type ClientCredentials } from './client-auth';
import { activeClient, clientsOfOrigin, type OAuthClientRow } from './oauth-clients.store';
import { createOAuthClientsService } from './oauth-clients.service';
import { oauthFail } from './oauth-error';
import { oauthSession, sessionsFromBrowserSession } from './oauth-grants.store';
import { HOSTED_PATHS, type OAuthDeps } from './oauth-deps';
import { issueToClient } from './issue-tokens';
import { grantHandlers } from './token-grants';

/**
 * Hosted login (decision 0014): the authorization endpoint, the token endpoint over a table of
 * grant handlers, silent authorize, logout, userinfo and the registry of applications.
 */
export function createOAuthService(deps: OAuthDeps) {
  const { db, events, keys, sessions } = deps;
  // A refresh naming a tenant whose MFA policy the session does not meet (decision 0032) is refused in OAuth's terms:
  // the application sends the user through the hosted login, which asks for the factor.
  const grantDeps: OAuthDeps = {
    ...deps,
    sessions: {
      ...sessions,
      refresh: (...args: Parameters<typeof sessions.refresh>) =>
        sessions.refresh(...args).catch((e: unknown) => {
          if (e instanceof AppError && e.code === 'auth.mfa_required')
            throw oauthFail('interaction_required', 'A second factor is required to enter this account');
          throw e;
        }),
    },
  };

  /** The application of a browser call: named by client_id, else the one registered for the calling origin. */
  async function clientOfOrigin(origin: string | undefined, clientId: string | undefined): Promise<OAuthClientRow> {
    if (clientId) {
      const client = await activeClient(db, clientId);
      if (!client || !origin || !(JSON.parse(client.allowed_origins) as string[]).includes(origin))
        throw oauthFail('invalid_client', 'Unknown client for this origin');
      return client;
    }
    const candidates = origin ? await clientsOfOrigin(db, origin) : [];
    if (candidates.length !== 1)
      throw oauthFail(
        'invalid_client',
        candidates.length ? 'Several clients share this origin: send client_id' : 'No client is registered for this origin',
      );
    return candidates[0]!;
  }

  /** Ends a hosted-login session and every session issued from it. */
  async function endBrowserSession(sessionId: string) {
    await db.transaction().execute(async (trx) => {
      await sessions.revoke(sessionId, trx);
      for (const id of await sessionsFromBrowserSession(trx, sessionId)) await sessions.revoke(id, trx);
    });
  }

  return {
    authorize: createAuthorizeService(deps),
    clients: createOAuthClientsService(deps),
    endBrowserSession,

    /** The token endpoint (its route has counted the request per IP and per client id): client authentication, then the grant's handler. */
    async token(body: z.output<typeof oauthApi.tokenRequest>, creds: ClientCredentials, ctx: RequestContext): Promise<TokenResponse> {
      const client = await authenticateClient(deps, creds);
      if (!body.grant_type) throw oauthFail('invalid_request', 'grant_type is required');
      const handler = Object.hasOwn(grantHandlers, body.grant_type) ? grantHandlers[body.grant_type] : undefined;
      if (!handler) throw oauthFail('unsupported_grant_type', `grant_type ${body.grant_type.slice(0, 64)} is not supported`);
      return handler(grantDeps, { body, client, ctx });
    },

    /** Tokens for the signed-in browser session, for the application of the calling origin (wire-compat §2.14). */
    async silent(
      browserRefreshToken: string | undefined,
      origin: string | undefined,
      input: { tenantId?: string | null; client_id?: string } | undefined,
      ctx: RequestContext,
    ): Promise<TokenResponse> {
      const client = await clientOfOrigin(origin, input?.client_id);
      const browser = await sessions.peek(browserRefreshToken);
      if (!browser) throw oauthFail('login_required', 'The user is not signed in', 401);
      // A tenant of the user may be chosen (session per tenant); any other value is ignored.
      const tenantId =
        input?.tenantId && (await loadUserClaims(db, deps.rolePermissions, browser.userId, input.tenantId))
          ? input.tenantId
          : browser.tenantId;
      // A session for the application is a way into the tenant: the browser session must meet its MFA policy (decision 0032).
      if (!(await sessions.entryAllowed(tenantId, browser.amr)))
        throw oauthFail('interaction_required', 'A second factor is required to enter this account', 401);
      return issueToClient(deps, {
        clientId: client.id,
        signIn: { ...browser, tenantId, browserSessionId: browser.sessionId },
        scope: 'openid email profile',
        nonce: null,
        grant: 'silent',
        ctx,
      });
    },

    /**
     * RP-initiated logout: ends the hosted-login session of the cookie and the session named by a
     * valid `id_token_hint`, with what was issued from them; returns only to a post-logout URI
     * registered for the client, else to the signed-out page.
     */
    async logout(
      browserRefreshToken: string | undefined,
      query: z.output<typeof oauthApi.oauthLogout.query>,
      ctx: RequestContext,
    ): Promise<string> {
      let hinted: { sid?: string; aud?: string } = {};
      if (query.id_token_hint) {
        try {
          const claims = await keys.verifyJwt(query.id_token_hint);
          // Only an ID token names a session here (azp = aud = its client); an access token is no hint.
          if (typeof claims.azp === 'string' && claims.aud === claims.azp && typeof claims.sid === 'string')
            hinted = { sid: claims.sid, aud: claims.azp };
        } catch {
          // An expired or foreign hint still signs the browser out; it just names nobody else.
        }
      }
      const browser = await sessions.peek(browserRefreshToken);
      if (browser) await endBrowserSession(browser.sessionId);
      if (hinted.sid) {
        const link = await oauthSession(db, hinted.sid);
        await endBrowserSession(link?.browser_session_id ?? hinted.sid);
        await sessions.revoke(hinted.sid);
      }
      const userId = browser?.userId ?? null;
      if (browser || hinted.sid) await events.emit(db, actingAs(ctx, userId, browser?.tenantId ?? null), 'oauth.logout', userId);
      const clientId = hinted.aud ?? query.client_id;
      const client = clientId ? await activeClient(db, clientId) : undefined;
      const target = query.post_logout_redirect_uri;
      if (client && target && (JSON.parse(client.post_logout_redirect_uris) as string[]).includes(target)) {
        const url = new URL(target);
        if (query.state !== undefined) url.searchParams.set('state', query.state);
        return url.toString();
      }
      return HOSTED_PATHS.signedOut;
    },

    /** OIDC Core §5.3 claims of the token's user in its tenant. */
    async userinfo(auth: AuthContext) {
      const claims = await loadUserClaims(db, deps.rolePermissions, auth.userId, auth.tenantId);
      if (!claims) throw fail('auth.unauthenticated');
      return {
        sub: claims.sub,
        email: claims.email,
        email_verified: claims.email_verified,
        name: claims.name,
        tenantId: claims.tenantId,
        tenantIds: claims.tenantIds,
      };
    },
  };
}

/** The hosted-login service. */
export type OAuthService = ReturnType<typeof createOAuthService>;
