import { mfaApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { route, type RouteDef } from '../../http/define-route';

/** Authenticator apps and recovery codes: login-time verification and recovery, enrolment (spec 000 §7.1, §7.3). */
export function mfaRoutes(deps: Deps): RouteDef[] {
  const { mfa, refreshCookie } = deps;
  return [
    route(mfaApi.mfaVerify, async ({ body, client, requestId, c }) => {
      const issued = await mfa.verify(body.mfaToken, body.value, client, requestId);
      refreshCookie.set(c, issued.refreshToken);
      return issued.response;
    }),
    route(mfaApi.mfaRecover, async ({ body, client, requestId }) => {
      await mfa.recover(body.email, body.recoveryCode, client, requestId);
      return {};
    }),
    route(mfaApi.enrollAuthenticator, ({ auth, client, requestId }) => mfa.startEnrolment(auth, client, requestId)),
    route(mfaApi.verifyAuthenticatorEnrollment, ({ auth, body, client, requestId }) => mfa.finishEnrolment(auth, body.token, client, requestId)),
    route(mfaApi.listMfaDevices, ({ auth }) => mfa.devicesOf(auth.userId)),
    route(mfaApi.disableAuthenticator, async ({ auth, params, body, client, requestId }) => {
      await mfa.disable(auth, params.deviceId, body.token, client, requestId);
      return {};
    }),
  ] as RouteDef[];
}
