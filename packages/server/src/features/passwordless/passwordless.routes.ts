import { passwordlessApi } from '@gatehouse/contracts';
import type { RouteShared } from '../../http/route-shared';
import type { PasswordlessService } from './passwordless.service';
import { CREDENTIAL_LIMIT, route, type RouteDef } from '../../http/define-route';
import { rememberCookie } from '../../http/remember-cookie';

/** Passwordless sign-in: magic link, email code, SMS code (spec 000 §7.1, wire-compat §2.11). */
export function passwordlessRoutes(passwordless: PasswordlessService, { refreshCookie, config }: RouteShared): RouteDef[] {
  const rememberedDevice = rememberCookie(config);
  return [
    route(passwordlessApi.passwordlessPrelogin, ({ params, body, ctx }) => passwordless.prelogin(params.type, body, ctx), CREDENTIAL_LIMIT),
    route(
      passwordlessApi.passwordlessPostlogin,
      async ({ params, body, ctx, c }) => {
        const issued = await passwordless.postlogin(params.type, body.token, body.otcToken, ctx, {
          rememberedDevice: rememberedDevice.read(c),
        });
        // No refresh token when a second factor is due: no session exists yet.
        if (issued.refreshToken) refreshCookie.set(c, issued.refreshToken);
        return issued.response;
      },
      CREDENTIAL_LIMIT,
    ),
  ] as RouteDef[];
}
