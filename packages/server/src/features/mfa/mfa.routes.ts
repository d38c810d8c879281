import { mfaApi } from '@gatehouse/contracts';
import type { Context } from 'hono';
import type { RouteShared } from '../../http/route-shared';
import type { MfaService } from './mfa.service';
import { CREDENTIAL_LIMIT, RECENT_FACTOR, route, type RouteDef } from '../../http/define-route';
import type { FactorResult } from './complete-factor';
import { rememberCookie } from '../../http/remember-cookie';
import { secondFactorRoutes, type SignedIn } from './second-factor.routes';

/** Second factors: login-time verification, enrolment and recovery, profile enrolment, step-up (spec 000 §4.1, §4.5, §7.1, §7.3). */
export function mfaRoutes(mfa: MfaService, { refreshCookie, config }: RouteShared): RouteDef[] {
  const remembered = rememberCookie(config);
  /** A finished sign-in or step-up: the refresh cookie, and the remembered-device cookie when granted. */
  const signedIn: SignedIn = (c: Context, issued: FactorResult) => {
    refreshCookie.set(c, issued.refreshToken);
    if (issued.remembered) remembered.set(c, issued.remembered.token, issued.remembered.maxAgeSeconds);
    return issued.response;
  };
  return [
    route(
      mfaApi.mfaVerify,
      async ({ body, ctx, c }) => signedIn(c, await mfa.verify(body.mfaToken, body.value, body.rememberDevice, ctx)),
      CREDENTIAL_LIMIT,
    ),
    route(mfaApi.mfaLoginEnrollAuthenticator, ({ body }) => mfa.loginEnrolment.start(body.mfaToken), CREDENTIAL_LIMIT),
    route(
      mfaApi.mfaLoginVerifyAuthenticatorEnrollment,
      async ({ body, ctx, c }) => signedIn(c, await mfa.loginEnrolment.finish(body.mfaToken, body.token, body.rememberDevice, ctx)),
      CREDENTIAL_LIMIT,
    ),
    // After the enrolment routes: `enroll/verify` must not be read as device `enroll`.
    route(
      mfaApi.mfaVerifyAuthenticatorDevice,
      async ({ params, body, ctx, c }) =>
        signedIn(c, await mfa.verifyDevice(params.deviceId, body.mfaToken, body.value, body.rememberDevice, ctx)),
      CREDENTIAL_LIMIT,
    ),
    route(mfaApi.mfaSendEmailCode, ({ body }) => mfa.emailCode.send(body.mfaToken), CREDENTIAL_LIMIT),
    route(
      mfaApi.mfaVerifyEmailCode,
      async ({ body, ctx, c }) =>
        signedIn(c, await mfa.emailCode.verify(body.mfaToken, body.otcToken, body.code, body.rememberDevice, ctx)),
      CREDENTIAL_LIMIT,
    ),
    route(mfaApi.stepUpGenerate, ({ auth, body, ctx }) => mfa.stepUp.generate(auth, body?.maxAge, ctx)),
    route(
      mfaApi.mfaRecover,
      async ({ body, ctx }) => {
        await mfa.recover(body.email, body.recoveryCode, ctx);
        return {};
      },
      CREDENTIAL_LIMIT,
    ),
    route(mfaApi.enrollAuthenticator, ({ auth, ctx }) => mfa.startEnrolment(auth, ctx), RECENT_FACTOR),
    route(mfaApi.verifyAuthenticatorEnrollment, ({ auth, body, ctx }) => mfa.finishEnrolment(auth, body.token, ctx), {
      ...RECENT_FACTOR,
      ...CREDENTIAL_LIMIT,
    }),
    route(mfaApi.listMfaDevices, ({ auth }) => mfa.devicesOf(auth.userId)),
    route(
      mfaApi.disableAuthenticator,
      async ({ auth, params, body, ctx }) => {
        await mfa.disable(auth, params.deviceId, body.token, ctx);
        return {};
      },
      { ...RECENT_FACTOR, ...CREDENTIAL_LIMIT },
    ),
    ...secondFactorRoutes(mfa, signedIn),
  ] as RouteDef[];
}
