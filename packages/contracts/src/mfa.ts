import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty, loginResponse, mfaDevices } from './entities';
import { emailField, tokenField } from './fields';

const AUTH = '/identity/resources/auth/v1';
const USERS_V1 = '/identity/resources/users/v1';

/** A one-time code typed by the user (digits of an authenticator app; spaces are tolerated). */
const codeField = z.string().trim().min(6).max(12);

/** Second factor at login: an authenticator-app code for the pending sign-in (wire-compat §2.2). */
export const mfaVerify = endpoint({
  id: 'mfaVerify',
  method: 'post',
  path: `${AUTH}/user/mfa/verify`,
  access: { kind: 'public' },
  summary: 'Finish a sign-in that needs a second factor with an authenticator-app code',
  tags: ['auth', 'mfa'],
  body: z.object({
    mfaToken: tokenField,
    value: codeField,
    rememberDevice: z.boolean().optional(),
    invitationToken: tokenField.optional(),
  }),
  response: loginResponse,
});

/** Use a recovery code: it is spent and the account's MFA is switched off; the user then signs in again (wire-compat §2.2). */
export const mfaRecover = endpoint({
  id: 'mfaRecover',
  method: 'post',
  path: `${AUTH}/user/mfa/recover`,
  access: { kind: 'public' },
  summary: 'Recover a lost second factor with a recovery code (MFA is disabled; sign in again)',
  tags: ['auth', 'mfa'],
  body: z.object({ email: emailField, recoveryCode: z.string().trim().min(8).max(64) }),
  response: empty,
});

/** Start enrolling an authenticator app for the signed-in user (wire-compat §2.17). */
export const enrollAuthenticator = endpoint({
  id: 'enrollAuthenticator',
  method: 'post',
  path: `${USERS_V1}/mfa/authenticator/enroll`,
  access: { kind: 'user' },
  summary: 'Start authenticator-app enrolment: a new secret as a QR code and an otpauth URI',
  tags: ['users', 'mfa'],
  body: z.object({}).optional(),
  response: z
    .object({
      qrCode: z.string().meta({ description: 'PNG data URL of the otpauth URI' }),
      otpauthUri: z.string().meta({ description: 'otpauth://totp/… (RFC 6238 key URI), for apps that cannot scan' }),
      secret: z.string().meta({ description: 'the base32 key, for manual entry' }),
    })
    .meta({ id: 'AuthenticatorEnrollment' }),
});

/** Finish enrolment with a first code from the app; answers the recovery codes, shown once (wire-compat §2.17). */
export const verifyAuthenticatorEnrollment = endpoint({
  id: 'verifyAuthenticatorEnrollment',
  method: 'post',
  path: `${USERS_V1}/mfa/authenticator/enroll/verify`,
  access: { kind: 'user' },
  summary: 'Finish authenticator-app enrolment with a first code; answers the recovery codes once',
  tags: ['users', 'mfa'],
  body: z.object({ token: codeField }),
  response: z
    .object({
      recoveryCode: z.string().meta({ description: 'the first recovery code (reference clients read one)' }),
      recoveryCodes: z.array(z.string()),
    })
    .meta({ id: 'RecoveryCodes' }),
});

/** The signed-in user's MFA devices (wire-compat §2.17). */
export const listMfaDevices = endpoint({
  id: 'listMfaDevices',
  method: 'get',
  path: `${USERS_V1}/mfa/devices`,
  access: { kind: 'user' },
  summary: "The signed-in user's MFA devices",
  tags: ['users', 'mfa'],
  response: mfaDevices,
});

/** Remove an authenticator app; needs a current code from it (ASVS 2.5.7, wire-compat §2.17). */
export const disableAuthenticator = endpoint({
  id: 'disableAuthenticator',
  method: 'post',
  path: `${USERS_V1}/mfa/authenticator/{deviceId}/disable/verify`,
  access: { kind: 'user' },
  summary: 'Remove an authenticator app with a current code from it',
  tags: ['users', 'mfa'],
  params: z.object({ deviceId: z.string().min(1).max(128) }),
  body: z.object({ token: codeField }),
  response: empty,
});

// Login-time enrolment, per-device and email-code verification, step-up (one endpoint table entry each via `...mfa`).
export * from './mfa-login';
// SMS and WebAuthn second factors: at sign-in, login-time enrolment, profile enrolment and removal.
export * from './mfa-sms';
export * from './mfa-webauthn';
