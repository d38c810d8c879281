import { webauthnApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { RECENT_FACTOR, route, type RouteDef } from '../../http/define-route';

/** Passkeys: sign-in with a passkey and the signed-in user's passkey devices (wire-compat §2.12). */
export function webauthnRoutes(deps: Deps): RouteDef[] {
  const { webauthn, refreshCookie } = deps;
  return [
    route(webauthnApi.webauthnPrelogin, ({ body, client }) => webauthn.prelogin(body, client)),
    route(webauthnApi.webauthnPostlogin, async ({ body, client, requestId, c }) => {
      const issued = await webauthn.postlogin(body, client, requestId);
      refreshCookie.set(c, issued.refreshToken);
      return issued.response;
    }),
    route(webauthnApi.listWebauthnDevices, async ({ auth }) => ({ devices: await webauthn.devices(auth.userId) })),
    route(webauthnApi.createWebauthnDevice, ({ auth, client }) => webauthn.startRegistration(auth, client), RECENT_FACTOR),
    route(
      webauthnApi.verifyWebauthnDevice,
      async ({ auth, body, client, requestId }) => ({ device: await webauthn.finishRegistration(auth, body, client, requestId) }),
      RECENT_FACTOR,
    ),
    route(
      webauthnApi.deleteWebauthnDevice,
      async ({ auth, params, client, requestId }) => {
        await webauthn.remove(auth, params.deviceId, client, requestId);
        return {};
      },
      RECENT_FACTOR,
    ),
  ] as RouteDef[];
}
