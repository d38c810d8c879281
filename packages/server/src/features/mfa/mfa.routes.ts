import { mfaApi } from '@gatehouse/contracts';
import type { Context } from 'hono';
import type { Deps } from '../../deps';
import { RECENT_FACTOR, route, type RouteDef } from '../../http/define-route';
import type { FactorResult } from './complete-factor';
import { rememberCookie } from './remember-cookie';
import { secondFactorRoutes, type SignedIn } from './second-factor.routes';

/** Second factors: login-time verification, enrolment and recovery, profile enrolment, step-up (spec 000 §4.1, §4.5, §7.1, §7.3). */
export function mfaRoutes(deps: Deps): RouteDef[] {
  const { mfa, refreshCookie } = deps;
  const remembered = rememberCookie(deps.config);
  /** A finished sign-in or step-up: the refresh cookie, and the remembered-device cookie when granted. */
  const signedIn: SignedIn = (c: Context, issued: FactorResult) => {
    refreshCookie.set(c, issued.refreshToken);
    if (issued.remembered) remembered.set(c, issued.remembered.token, issued.remembered.maxAgeSeconds);
    return issued.response;
  };
  return [
    route(mfaApi.mfaVerify, async ({ body, client, requestId, c }) =>
      signedIn(c, await mfa.verify(body.mfaToken, body.value, body.rememberDevice, client, requestId)),
    ),
    route(mfaApi.mfaLoginEnrollAuthenticator, ({ body, client }) => mfa.loginEnrolment.start(body.mfaToken, client)),
    route(mfaApi.mfaLoginVerifyAuthenticatorEnrollment, async ({ body, client, requestId, c }) =>
      signedIn(c, await mfa.loginEnrolment.finish(body.mfaToken, body.token, body.rememberDevice, client, requestId)),
    ),
    // After the enrolment routes: `enroll/verify` must not be read as device `enroll`.
    route(mfaApi.mfaVerifyAuthenticatorDevice, async ({ params, body, client, requestId, c }) =>
      signedIn(c, await mfa.verifyDevice(params.deviceId, body.mfaToken, body.value, body.rememberDevice, client, requestId)),
    ),
    route(mfaApi.mfaSendEmailCode, ({ body, client }) => mfa.emailCode.send(body.mfaToken, client)),
    route(mfaApi.mfaVerifyEmailCode, async ({ body, client, requestId, c }) =>
      signedIn(c, await mfa.emailCode.verify(body.mfaToken, body.otcToken, body.code, body.rememberDevice, client, requestId)),
    ),
    route(mfaApi.stepUpGenerate, ({ auth, body, client, requestId }) => mfa.stepUp.generate(auth, body?.maxAge, client, requestId)),
    route(mfaApi.mfaRecover, async ({ body, client, requestId }) => {
      await mfa.recover(body.email, body.recoveryCode, client, requestId);
      return {};
    }),
    route(mfaApi.enrollAuthenticator, ({ auth, client, requestId }) => mfa.startEnrolment(auth, client, requestId), RECENT_FACTOR),
    route(
      mfaApi.verifyAuthenticatorEnrollment,
      ({ auth, body, client, requestId }) => mfa.finishEnrolment(auth, body.token, client, requestId),
      RECENT_FACTOR,
    ),
    route(mfaApi.listMfaDevices, ({ auth }) => mfa.devicesOf(auth.userId)),
    route(
      mfaApi.disableAuthenticator,
      async ({ auth, params, body, client, requestId }) => {
        await mfa.disable(auth, params.deviceId, body.token, client, requestId);
        return {};
      },
      RECENT_FACTOR,
    ),
    ...secondFactorRoutes(deps, signedIn),
  ] as RouteDef[];
}
