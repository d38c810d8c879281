import { z } from 'zod';
import { endpoint } from './endpoint';
import { loginResponse } from './entities';
import { tokenField } from './fields';

const AUTH = '/identity/resources/auth/v1';
const tags = ['auth', 'mfa'];

/** A one-time code typed by the user (6 digits; spaces are tolerated). */
const otpField = z.string().trim().min(6).max(12);
/** The device id of a path. */
const deviceParams = z.object({ deviceId: z.string().min(1).max(128) });
/** Remember this browser for the policy's `mfaDeviceExpiration` (only when the policy allows it). */
const rememberDevice = z.boolean().optional();

/** Second factor at login with one named authenticator app (wire-compat §2.2). */
export const mfaVerifyAuthenticatorDevice = endpoint({
  id: 'mfaVerifyAuthenticatorDevice',
  method: 'post',
  path: `${AUTH}/user/mfa/authenticator/{deviceId}/verify`,
  access: { kind: 'public' },
  summary: 'Finish a sign-in (or a step-up) with a code of one authenticator app',
  tags,
  params: deviceParams,
  body: z.object({ mfaToken: tokenField, value: otpField, rememberDevice }),
  response: loginResponse,
});

/** Login-time enrolment of an authenticator app when the MFA policy forces one (wire-compat §2.2). */
export const mfaLoginEnrollAuthenticator = endpoint({
  id: 'mfaLoginEnrollAuthenticator',
  method: 'post',
  path: `${AUTH}/user/mfa/authenticator/enroll`,
  access: { kind: 'public' },
  summary: 'Start enrolling an authenticator app during a sign-in that requires one',
  tags,
  body: z.object({ mfaToken: tokenField }),
  response: z
    .object({
      qrCode: z.string().meta({ description: 'PNG data URL of the otpauth URI' }),
      otpauthUri: z.string().meta({ description: 'otpauth://totp/… (RFC 6238 key URI)' }),
      secret: z.string().meta({ description: 'the base32 key, for manual entry' }),
    })
    .meta({ id: 'LoginAuthenticatorEnrollment' }),
});

/** Finishes login-time enrolment with a first code: the session, and the recovery codes shown once (wire-compat §2.2). */
export const mfaLoginVerifyAuthenticatorEnrollment = endpoint({
  id: 'mfaLoginVerifyAuthenticatorEnrollment',
  method: 'post',
  path: `${AUTH}/user/mfa/authenticator/enroll/verify`,
  access: { kind: 'public' },
  summary: 'Finish enrolling an authenticator app during a sign-in; answers the session and the recovery codes',
  tags,
  body: z.object({ mfaToken: tokenField, token: otpField, rememberDevice }),
  response: loginResponse,
});

/** Sends a 6-digit code to the user's email for the pending sign-in (wire-compat §2.2). */
export const mfaSendEmailCode = endpoint({
  id: 'mfaSendEmailCode',
  method: 'post',
  path: `${AUTH}/user/mfa/emailcode`,
  access: { kind: 'public' },
  summary: 'Email a one-time code for the pending sign-in',
  tags,
  body: z.object({ mfaToken: tokenField }),
  response: z.object({ otcToken: z.string() }).meta({ id: 'OtcToken' }),
});

/** Finishes the sign-in with the emailed code (wire-compat §2.2). */
export const mfaVerifyEmailCode = endpoint({
  id: 'mfaVerifyEmailCode',
  method: 'post',
  path: `${AUTH}/user/mfa/emailcode/verify`,
  access: { kind: 'public' },
  summary: 'Finish a sign-in with the code sent by email',
  tags,
  body: z.object({ mfaToken: tokenField, otcToken: tokenField, code: otpField, rememberDevice }),
  response: loginResponse,
});

/**
 * Asks a signed-in user for a second factor now (wire-compat §2.13): answers an MFA token and the
 * devices; the MFA verify endpoints then answer a new session with a fresh `auth_time`.
 */
export const stepUpGenerate = endpoint({
  id: 'stepUpGenerate',
  method: 'post',
  path: `${AUTH}/user/step-up/generate`,
  access: { kind: 'user' },
  summary: 'Start a step-up: a second factor for the current session',
  tags,
  body: z.object({ maxAge: z.number().int().min(0).max(31_536_000).optional() }).optional(),
  response: loginResponse,
});
