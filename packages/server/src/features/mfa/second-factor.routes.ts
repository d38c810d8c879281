import { mfaApi, type LoginResponse } from '@gatehouse/contracts';
import type { Context } from 'hono';
import type { MfaService } from './mfa.service';
import { CREDENTIAL_LIMIT, RECENT_FACTOR, route, type RouteDef } from '../../http/define-route';

/** Every route here checks a code or key, sends one or hands out a challenge: the per-IP credential limit counts it. */
const FACTOR_CHANGE = { ...RECENT_FACTOR, ...CREDENTIAL_LIMIT };
import type { FactorResult } from './complete-factor';

/** Finishes a sign-in or step-up: sets the cookies and answers the login response. */
export type SignedIn = (c: Context, issued: FactorResult) => LoginResponse;

/**
 * SMS and WebAuthn second factors (decision 0024, wire-compat §2.2, §3.21). Within each family the
 * `enroll` routes come first: `enroll/verify` must not be read as device `enroll`'s `verify`.
 */
export function secondFactorRoutes(mfa: MfaService, signedIn: SignedIn): RouteDef[] {
  const { sms, smsProfile, securityKey, securityKeyProfile } = mfa;
  return [
    route(mfaApi.mfaLoginEnrollSms, ({ body }) => sms.startEnrolment(body.mfaToken, body.phoneNumber), CREDENTIAL_LIMIT),
    route(
      mfaApi.mfaLoginVerifySmsEnrollment,
      async ({ body, ctx, c }) => signedIn(c, await sms.finishEnrolment(body.mfaToken, body.otcToken, body.code, body.rememberDevice, ctx)),
      CREDENTIAL_LIMIT,
    ),
    route(mfaApi.mfaSendSmsCode, ({ params, body }) => sms.send(params.deviceId, body.mfaToken), CREDENTIAL_LIMIT),
    route(
      mfaApi.mfaVerifySmsCode,
      async ({ params, body, ctx, c }) =>
        signedIn(c, await sms.verify(params.deviceId, body.mfaToken, body.otcToken, body.code, body.rememberDevice, ctx)),
      CREDENTIAL_LIMIT,
    ),
    route(mfaApi.enrollSms, ({ auth, body, ctx }) => smsProfile.startEnrolment(auth, body.phoneNumber, ctx), FACTOR_CHANGE),
    route(
      mfaApi.verifySmsEnrollment,
      ({ auth, body, ctx }) => smsProfile.finishEnrolment(auth, body.otcToken, body.code, ctx),
      FACTOR_CHANGE,
    ),
    route(mfaApi.disableSms, ({ auth, params }) => smsProfile.startRemoval(auth, params.deviceId), FACTOR_CHANGE),
    route(
      mfaApi.verifyDisableSms,
      async ({ auth, params, body, ctx }) => {
        await smsProfile.finishRemoval(auth, params.deviceId, body.otcToken, body.code, ctx);
        return {};
      },
      FACTOR_CHANGE,
    ),
    route(mfaApi.mfaLoginEnrollWebauthn, ({ body }) => securityKey.startEnrolment(body.mfaToken), CREDENTIAL_LIMIT),
    route(
      mfaApi.mfaLoginVerifyWebauthnEnrollment,
      async ({ body, ctx, c }) => signedIn(c, await securityKey.finishEnrolment(body, ctx)),
      CREDENTIAL_LIMIT,
    ),
    route(mfaApi.mfaStartWebauthn, ({ params, body }) => securityKey.start(params.deviceId, body.mfaToken), CREDENTIAL_LIMIT),
    route(
      mfaApi.mfaVerifyWebauthn,
      async ({ params, body, ctx, c }) => signedIn(c, await securityKey.verify(params.deviceId, body, ctx)),
      CREDENTIAL_LIMIT,
    ),
    route(mfaApi.enrollWebauthn, ({ auth }) => securityKeyProfile.startEnrolment(auth), FACTOR_CHANGE),
    route(mfaApi.verifyWebauthnEnrollment, ({ auth, body, ctx }) => securityKeyProfile.finishEnrolment(auth, body, ctx), FACTOR_CHANGE),
    route(mfaApi.disableWebauthn, ({ auth, params }) => securityKeyProfile.startRemoval(auth, params.deviceId), FACTOR_CHANGE),
    route(
      mfaApi.verifyDisableWebauthn,
      async ({ auth, params, body, ctx }) => {
        await securityKeyProfile.finishRemoval(auth, params.deviceId, body, ctx);
        return {};
      },
      FACTOR_CHANGE,
    ),
  ] as RouteDef[];
}
