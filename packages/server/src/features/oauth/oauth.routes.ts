import { oauthApi } from '@gatehouse/contracts';
import type { Context } from 'hono';
import { route, type RouteDef } from '../../http/define-route';
import type { RouteShared } from '../../http/route-shared';
import type { SessionService } from '../sessions/index';
import { OAuthError, oauthErrorResponse } from './oauth-error';
import type { OAuthService } from './oauth.service';

/** Runs an OAuth step; its protocol refusals become RFC 6749 answers, anything else goes to the error handler. */
export async function oauthAnswer<T>(c: Context, step: () => Promise<T>): Promise<T | Response> {
  try {
    return await step();
  } catch (e) {
    if (e instanceof OAuthError) return oauthErrorResponse(c, e);
    throw e;
  }
}

/** A 302 that is never cached (it may carry a code). */
const redirect = (c: Context, location: string) => {
  c.header('cache-control', 'no-store');
  return c.redirect(location, 302);
};

/** Authorize, silent authorize, logout and userinfo (user-facing, also under /frontegg; spec 000 §7.2). */
export function oauthRoutes(
  oauth: OAuthService,
  sessions: Pick<SessionService, 'peek'>,
  { refreshCookie: cookie }: Pick<RouteShared, 'refreshCookie'>,
): RouteDef[] {
  return [
    route(oauthApi.oauthAuthorize, async ({ query, ctx, c }) => {
      const outcome = await oauth.authorize(query, cookie.read(c), ctx);
      if (outcome.endSession) {
        // prompt=login or a stale max_age: this sign-in ends before the login box asks again.
        const browser = await sessions.peek(cookie.read(c));
        if (browser) await oauth.endBrowserSession(browser.sessionId);
        cookie.clear(c);
      }
      return redirect(c, outcome.location);
    }),
    route(oauthApi.oauthSilentAuthorize, ({ body, ctx, c }) =>
      oauthAnswer(c, async () => {
        const tokens = await oauth.silent(cookie.read(c), c.req.header('origin'), body, ctx);
        c.header('cache-control', 'no-store');
        return tokens;
      }),
    ),
    route(oauthApi.oauthLogout, async ({ query, ctx, c }) => {
      const location = await oauth.logout(cookie.read(c), query, ctx);
      cookie.clear(c);
      return redirect(c, location);
    }),
    route(oauthApi.oauthUserinfo, async ({ auth, c }) => {
      c.header('cache-control', 'no-store');
      return oauth.userinfo(auth);
    }),
  ] as RouteDef[];
}

/** The vendor's registry of OAuth applications (vendor side, root only; decision 0014). */
export function oauthVendorRoutes(oauth: OAuthService): RouteDef[] {
  return [
    route(oauthApi.listOAuthClients, async () => ({ items: await oauth.clients.list() })),
    route(oauthApi.createOAuthClient, (i) => oauth.clients.create(i.ctx, i.body)),
    route(oauthApi.revokeOAuthClient, async (i) => {
      await oauth.clients.revoke(i.ctx, i.params.clientId);
      return {};
    }),
  ] as RouteDef[];
}
