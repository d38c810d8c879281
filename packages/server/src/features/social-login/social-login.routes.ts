import { socialLoginApi as api } from '@gatehouse/contracts';
import type { Context } from 'hono';
import { CREDENTIAL_LIMIT, route, type RouteDef } from '../../http/define-route';
import { rememberCookie } from '../../http/remember-cookie';
import type { RouteShared } from '../../http/route-shared';
import type { SocialLoginService } from './social-login.service';
import type { SocialProvidersService } from './social-providers.service';

/** A 302 that is never cached (it carries a state). */
const redirect = (c: Context, location: string) => {
  c.header('cache-control', 'no-store');
  return c.redirect(location, 302);
};

/** Social sign-in and the public provider lists (wire-compat §2.18). */
export function socialLoginRoutes(
  services: { login: SocialLoginService; providers: SocialProvidersService },
  { refreshCookie, config }: Pick<RouteShared, 'refreshCookie' | 'config'>,
): RouteDef[] {
  const { login, providers } = services;
  const rememberedDevice = rememberCookie(config);
  return [
    route(api.getSocialProvidersV1, () => providers.publicV1()),
    route(api.getSocialProvidersV2, () => providers.publicV2()),
    route(api.getSocialProvidersV2Authenticated, () => providers.publicV2()),
    route(api.getCustomSocialProviders, () => providers.publicCustom()),
    // Each call stores a login state: counted like a challenge handed out.
    route(
      api.socialAuthorize,
      async ({ params, query, c }) => redirect(c, await login.authorize(params.provider, query.redirectUri)),
      CREDENTIAL_LIMIT,
    ),
    route(
      api.socialPostlogin,
      async ({ params, query, body, ctx, c }) => {
        const outcome = await login.postlogin(
          params.provider,
          {
            code: query.code,
            state: query.state,
            redirectUri: query.redirectUri,
            codeVerifier: query.code_verifier ?? query.code_verifier_pkce,
            metadata: body?.metadata,
            invitationToken: body?.invitationToken,
          },
          ctx,
          { rememberedDevice: rememberedDevice.read(c) },
        );
        // No refresh token when a second factor is due: no session exists yet.
        if (outcome.result.refreshToken) refreshCookie.set(c, outcome.result.refreshToken);
        const { result, ...fields } = outcome;
        return { ...result.response, ...fields };
      },
      CREDENTIAL_LIMIT,
    ),
  ] as RouteDef[];
}

/** The vendor side: the social and custom providers' configuration (decision 0050). */
export function socialLoginVendorRoutes(providers: SocialProvidersService): RouteDef[] {
  return [
    route(api.listSocialProviderConfigs, () => providers.list()),
    route(api.putSocialProviderConfig, ({ ctx, params, body }) => providers.put(ctx, params.type, body)),
    route(api.deleteSocialProviderConfig, async ({ ctx, params }) => {
      await providers.remove(ctx, params.type);
      return {};
    }),
    route(api.listCustomProviderConfigs, () => providers.listCustom()),
    route(api.createCustomProviderConfig, ({ ctx, body }) => providers.createCustom(ctx, body)),
    route(api.updateCustomProviderConfig, ({ ctx, params, body }) => providers.updateCustom(ctx, params.id, body)),
    route(api.deleteCustomProviderConfig, async ({ ctx, params }) => {
      await providers.removeCustom(ctx, params.id);
      return {};
    }),
  ] as RouteDef[];
}
