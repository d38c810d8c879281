import { webauthnApi } from '@gatehouse/contracts';
import type { RouteShared } from '../../http/route-shared';
import type { WebAuthnService } from './webauthn.service';
import { CHALLENGE_LIMIT, CREDENTIAL_LIMIT, RECENT_FACTOR, route, type RouteDef } from '../../http/define-route';

/** Passkeys: sign-in with a passkey and the signed-in user's passkey devices (wire-compat §2.12). */
export function webauthnRoutes(webauthn: WebAuthnService, { refreshCookie }: RouteShared): RouteDef[] {
  return [
    route(webauthnApi.webauthnPrelogin, ({ body }) => webauthn.prelogin(body), CHALLENGE_LIMIT),
    route(
      webauthnApi.webauthnPostlogin,
      async ({ body, ctx, c }) => {
        const issued = await webauthn.postlogin(body, ctx);
        if (issued.refreshToken) refreshCookie.set(c, issued.refreshToken);
        return issued.response;
      },
      CREDENTIAL_LIMIT,
    ),
    route(webauthnApi.listWebauthnDevices, async ({ auth }) => ({ devices: await webauthn.devices(auth.userId) })),
    route(webauthnApi.createWebauthnDevice, ({ auth }) => webauthn.startRegistration(auth), { ...RECENT_FACTOR, ...CHALLENGE_LIMIT }),
    route(
      webauthnApi.verifyWebauthnDevice,
      async ({ auth, body, ctx }) => ({ device: await webauthn.finishRegistration(auth, body, ctx) }),
      RECENT_FACTOR,
    ),
    route(
      webauthnApi.deleteWebauthnDevice,
      async ({ auth, params, ctx }) => {
        await webauthn.remove(auth, params.deviceId, ctx);
        return {};
      },
      RECENT_FACTOR,
    ),
  ] as RouteDef[];
}
