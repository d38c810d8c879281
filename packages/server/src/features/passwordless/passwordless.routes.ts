import { passwordlessApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { route, type RouteDef } from '../../http/define-route';
import { rememberCookie } from '../mfa/remember-cookie';

/** Passwordless sign-in: magic link, email code, SMS code (spec 000 §7.1, wire-compat §2.11). */
export function passwordlessRoutes(deps: Deps): RouteDef[] {
  const { passwordless, refreshCookie } = deps;
  const rememberedDevice = rememberCookie(deps.config);
  return [
    route(passwordlessApi.passwordlessPrelogin, ({ params, body, client, requestId }) =>
      passwordless.prelogin(params.type, body, client, requestId),
    ),
    route(passwordlessApi.passwordlessPostlogin, async ({ params, body, client, requestId, c }) => {
      const issued = await passwordless.postlogin(params.type, body.token, body.otcToken, client, requestId, {
        rememberedDevice: rememberedDevice.read(c),
      });
      // No refresh token when a second factor is due: no session exists yet.
      if (issued.refreshToken) refreshCookie.set(c, issued.refreshToken);
      return issued.response;
    }),
  ] as RouteDef[];
}
