import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty, loginResponse } from './entities';
import { tokenField } from './fields';
import { phoneNumberField } from './passwordless';

const AUTH = '/identity/resources/auth/v1/user/mfa/sms';
const USERS = '/identity/resources/users/v1/mfa/sms';

/** A code typed from a text message (6 digits; spaces are tolerated). */
const smsCode = z.string().trim().min(6).max(12);
/** The device id of a path. */
const deviceParams = z.object({ deviceId: z.string().min(1).max(128) });
/** Remember this browser for the policy's `mfaDeviceExpiration` (only when the policy allows it). */
const rememberDevice = z.boolean().optional();

/** A code was texted: the handle to send back with it, and the number it went to (masked for a device at sign-in). */
const smsCodeSent = z
  .object({
    otcToken: z.string().meta({ description: 'handle of this code: the code works only with it, once, for 10 minutes' }),
    phoneNumber: z.string(),
  })
  .meta({ id: 'SmsCodeSent' });

/** Recovery codes answered by an enrolment from the profile, shown once. */
const smsRecoveryCodes = z
  .object({
    recoveryCode: z.string().meta({ description: 'the first recovery code (reference clients read one)' }),
    recoveryCodes: z.array(z.string()),
  })
  .meta({ id: 'SmsEnrollmentRecoveryCodes' });

/** Sign-in (or step-up) with an enrolled phone: a code is texted to it (wire-compat §2.2). */
export const mfaSendSmsCode = endpoint({
  id: 'mfaSendSmsCode',
  method: 'post',
  path: `${AUTH}/{deviceId}`,
  access: { kind: 'public' },
  summary: "Text a one-time code to one of the user's phones for the pending sign-in",
  tags: ['auth', 'mfa'],
  params: deviceParams,
  body: z.object({ mfaToken: tokenField }),
  response: smsCodeSent,
});

/** Finishes the sign-in (or step-up) with the texted code (wire-compat §2.2). */
export const mfaVerifySmsCode = endpoint({
  id: 'mfaVerifySmsCode',
  method: 'post',
  path: `${AUTH}/{deviceId}/verify`,
  access: { kind: 'public' },
  summary: 'Finish a sign-in with the code texted to a phone',
  tags: ['auth', 'mfa'],
  params: deviceParams,
  body: z.object({ mfaToken: tokenField, otcToken: tokenField, code: smsCode, rememberDevice }),
  response: loginResponse,
});

/** Login-time enrolment of a phone when the MFA policy forces a factor: a code is texted to it (wire-compat §2.2). */
export const mfaLoginEnrollSms = endpoint({
  id: 'mfaLoginEnrollSms',
  method: 'post',
  path: `${AUTH}/enroll`,
  access: { kind: 'public' },
  summary: 'Start enrolling a phone (SMS) during a sign-in that requires a second factor',
  tags: ['auth', 'mfa'],
  body: z.object({ mfaToken: tokenField, phoneNumber: phoneNumberField }),
  response: smsCodeSent,
});

/** Finishes login-time SMS enrolment with the texted code: the session, and the recovery codes shown once (wire-compat §2.2). */
export const mfaLoginVerifySmsEnrollment = endpoint({
  id: 'mfaLoginVerifySmsEnrollment',
  method: 'post',
  path: `${AUTH}/enroll/verify`,
  access: { kind: 'public' },
  summary: 'Finish enrolling a phone during a sign-in; answers the session and the recovery codes',
  tags: ['auth', 'mfa'],
  body: z.object({ mfaToken: tokenField, otcToken: tokenField, code: smsCode, rememberDevice }),
  response: loginResponse,
});

/** The signed-in user adds a phone as a second factor: a code is texted to it (wire-compat §3.21). */
export const enrollSms = endpoint({
  id: 'enrollSms',
  method: 'post',
  path: `${USERS}/enroll`,
  access: { kind: 'user' },
  summary: 'Start adding a phone (SMS) as a second factor: a code is texted to it',
  tags: ['users', 'mfa'],
  body: z.object({ phoneNumber: phoneNumberField }),
  response: smsCodeSent,
});

/** Finishes adding the phone with the texted code; answers new recovery codes (wire-compat §3.21). */
export const verifySmsEnrollment = endpoint({
  id: 'verifySmsEnrollment',
  method: 'post',
  path: `${USERS}/enroll/verify`,
  access: { kind: 'user' },
  summary: 'Finish adding a phone with the texted code; answers the recovery codes once',
  tags: ['users', 'mfa'],
  body: z.object({ otcToken: tokenField, code: smsCode }),
  response: smsRecoveryCodes,
});

/** Removing a phone needs a code texted to it (ASVS 2.5.7, wire-compat §3.21). */
export const disableSms = endpoint({
  id: 'disableSms',
  method: 'post',
  path: `${USERS}/{deviceId}/disable`,
  access: { kind: 'user' },
  summary: 'Start removing a phone: a code is texted to it',
  tags: ['users', 'mfa'],
  params: deviceParams,
  body: z.object({}).optional(),
  response: smsCodeSent,
});

/** Removes the phone with the texted code (wire-compat §3.21). */
export const verifyDisableSms = endpoint({
  id: 'verifyDisableSms',
  method: 'post',
  path: `${USERS}/{deviceId}/disable/verify`,
  access: { kind: 'user' },
  summary: 'Remove a phone with the code texted to it',
  tags: ['users', 'mfa'],
  params: deviceParams,
  body: z.object({ otcToken: tokenField, code: smsCode }),
  response: empty,
});
