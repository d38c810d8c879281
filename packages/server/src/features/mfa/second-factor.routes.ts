import { mfaApi, type LoginResponse } from '@gatehouse/contracts';
import type { Context } from 'hono';
import type { Deps } from '../../deps';
import { RECENT_FACTOR, route, type RouteDef } from '../../http/define-route';
import type { FactorResult } from './complete-factor';

/** Finishes a sign-in or step-up: sets the cookies and answers the login response. */
export type SignedIn = (c: Context, issued: FactorResult) => LoginResponse;

/**
 * SMS and WebAuthn second factors (decision 0024, wire-compat §2.2, §3.21). Within each family the
 * `enroll` routes come first: `enroll/verify` must not be read as device `enroll`'s `verify`.
 */
export function secondFactorRoutes(deps: Deps, signedIn: SignedIn): RouteDef[] {
  const { sms, smsProfile, securityKey, securityKeyProfile } = deps.mfa;
  return [
    route(mfaApi.mfaLoginEnrollSms, ({ body, client }) => sms.startEnrolment(body.mfaToken, body.phoneNumber, client)),
    route(mfaApi.mfaLoginVerifySmsEnrollment, async ({ body, client, requestId, c }) =>
      signedIn(c, await sms.finishEnrolment(body.mfaToken, body.otcToken, body.code, body.rememberDevice, client, requestId)),
    ),
    route(mfaApi.mfaSendSmsCode, ({ params, body, client }) => sms.send(params.deviceId, body.mfaToken, client)),
    route(mfaApi.mfaVerifySmsCode, async ({ params, body, client, requestId, c }) =>
      signedIn(c, await sms.verify(params.deviceId, body.mfaToken, body.otcToken, body.code, body.rememberDevice, client, requestId)),
    ),
    route(
      mfaApi.enrollSms,
      ({ auth, body, client, requestId }) => smsProfile.startEnrolment(auth, body.phoneNumber, client, requestId),
      RECENT_FACTOR,
    ),
    route(
      mfaApi.verifySmsEnrollment,
      ({ auth, body, client, requestId }) => smsProfile.finishEnrolment(auth, body.otcToken, body.code, client, requestId),
      RECENT_FACTOR,
    ),
    route(mfaApi.disableSms, ({ auth, params, client }) => smsProfile.startRemoval(auth, params.deviceId, client), RECENT_FACTOR),
    route(
      mfaApi.verifyDisableSms,
      async ({ auth, params, body, client, requestId }) => {
        await smsProfile.finishRemoval(auth, params.deviceId, body.otcToken, body.code, client, requestId);
        return {};
      },
      RECENT_FACTOR,
    ),
    route(mfaApi.mfaLoginEnrollWebauthn, ({ body, client }) => securityKey.startEnrolment(body.mfaToken, client)),
    route(mfaApi.mfaLoginVerifyWebauthnEnrollment, async ({ body, client, requestId, c }) =>
      signedIn(c, await securityKey.finishEnrolment(body, client, requestId)),
    ),
    route(mfaApi.mfaStartWebauthn, ({ params, body, client }) => securityKey.start(params.deviceId, body.mfaToken, client)),
    route(mfaApi.mfaVerifyWebauthn, async ({ params, body, client, requestId, c }) =>
      signedIn(c, await securityKey.verify(params.deviceId, body, client, requestId)),
    ),
    route(mfaApi.enrollWebauthn, ({ auth, client }) => securityKeyProfile.startEnrolment(auth, client), RECENT_FACTOR),
    route(
      mfaApi.verifyWebauthnEnrollment,
      ({ auth, body, client, requestId }) => securityKeyProfile.finishEnrolment(auth, body, client, requestId),
      RECENT_FACTOR,
    ),
    route(
      mfaApi.disableWebauthn,
      ({ auth, params, client }) => securityKeyProfile.startRemoval(auth, params.deviceId, client),
      RECENT_FACTOR,
    ),
    route(
      mfaApi.verifyDisableWebauthn,
      async ({ auth, params, body, client, requestId }) => {
        await securityKeyProfile.finishRemoval(auth, params.deviceId, body, client, requestId);
        return {};
      },
      RECENT_FACTOR,
    ),
  ] as RouteDef[];
}
