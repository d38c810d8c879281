import { authApi, ssoApi, ssoSignInApi as api } from '@gatehouse/contracts';
import type { Context } from 'hono';
import { CHALLENGE_LIMIT, CREDENTIAL_LIMIT, route, type RouteDef } from '../../http/define-route';
import { rememberCookie } from '../../http/remember-cookie';
import type { RouteShared } from '../../http/route-shared';
import type { IssuedSession, SignInResult } from '../sign-in/index';
import { browserBinding } from './browser-binding';
import type { BrowserOf, SsoSignInService } from './sso-sign-in.service';

const TEST_FINISHED_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Connection test finished</title></head>' +
  '<body><main><h1>Connection test finished</h1><p>The result is shown in the admin portal. You can close this window.</p></main></body></html>';

/** Signing in through a tenant's SSO connection (wire-compat §2.10; decision 0051). */
export function ssoSignInRoutes(
  signIn: SsoSignInService,
  { refreshCookie, config }: Pick<RouteShared, 'refreshCookie' | 'config'>,
): RouteDef[] {
  const binding = browserBinding(config);
  const rememberedDevice = rememberCookie(config);
  const browserOf = (c: Context): BrowserOf => ({ ensure: () => binding.ensure(c), holds: (hash) => binding.holds(c, hash) });
  /** The login answer; the refresh token in its cookie (none while a second factor is due: no session exists yet). */
  const answer = (c: Context, result: SignInResult | IssuedSession) => {
    if (result.refreshToken) refreshCookie.set(c, result.refreshToken);
    return result.response;
  };
  const factorOf = (c: Context) => ({ rememberedDevice: rememberedDevice.read(c) });
  return [
    route(authApi.ssoPrelogin, ({ body, c }) => signIn.prelogin(body, browserOf(c)), CHALLENGE_LIMIT),
    route(
      api.samlPrelogin,
      async ({ body, c }) => {
        const { address } = await signIn.prelogin(body, browserOf(c));
        return address ? { address } : {};
      },
      CHALLENGE_LIMIT,
    ),
    // The identity provider's form post: verified here, then a 302 to the login box (never cached: it carries a code).
    route(
      api.samlAcs,
      async ({ params, body, ctx, c }) => {
        c.header('cache-control', 'no-store');
        const outcome = await signIn.acs(params.id, body, ctx);
        if ('location' in outcome) return c.redirect(outcome.location, 302);
        // A connection test's pop-up: the portal shows the result and closes the window.
        return c.html(TEST_FINISHED_PAGE);
      },
      CREDENTIAL_LIMIT,
    ),
    route(
      api.samlPostlogin,
      async ({ body, ctx, c }) => answer(c, await signIn.samlPostlogin(body, browserOf(c), ctx, factorOf(c))),
      CREDENTIAL_LIMIT,
    ),
    route(
      api.oidcPostloginV1,
      async ({ body, ctx, c }) =>
        answer(
          c,
          await signIn.oidcPostlogin({ code: body.code, state: body.state, redirectUri: body.redirectUri }, browserOf(c), ctx, factorOf(c)),
        ),
      CREDENTIAL_LIMIT,
    ),
    route(
      api.oidcPostloginV2,
      async ({ body, ctx, c }) =>
        answer(
          c,
          await signIn.oidcPostlogin(
            { code: body.code, state: body.RelayState, redirectUri: body.redirectUri },
            browserOf(c),
            ctx,
            factorOf(c),
          ),
        ),
      CREDENTIAL_LIMIT,
    ),
    // A connection test starts a sign-in at the identity provider: counted like a challenge handed out.
    route(
      ssoApi.startSsoConnectionTest,
      ({ auth, params, c }) => signIn.startTest(auth.tenantId, params.id, browserOf(c)),
      CHALLENGE_LIMIT,
    ),
    route(ssoApi.getSsoConnectionTest, ({ auth, params }) => signIn.testResult(auth.tenantId, params.id, params.testId)),
  ] as RouteDef[];
}
