import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty, loginResponse } from './entities';
import { tokenField } from './fields';
import { webauthnAssertion, webauthnAttestation, webauthnCreationOptions, webauthnDeviceTypes, webauthnRequestOptions } from './webauthn';

const AUTH = '/identity/resources/auth/v1/user/mfa/webauthn';
const USERS = '/identity/resources/users/v1/mfa/webauthn';

/** The device id of a path. */
const deviceParams = z.object({ deviceId: z.string().min(1).max(128) });
/** Remember this browser for the policy's `mfaDeviceExpiration` (only when the policy allows it). */
const rememberDevice = z.boolean().optional();
/** Handle of one ceremony: sent back with the browser's answer, valid once and for 5 minutes. */
const webauthnToken = tokenField;

/** A ceremony to sign: the handle and the request options for `navigator.credentials.get`. */
const assertionChallenge = z
  .object({ webauthnToken: z.string(), options: webauthnRequestOptions })
  .meta({ id: 'MfaWebAuthnAssertionChallenge' });
/** A ceremony to create a key: the handle and the creation options for `navigator.credentials.create`. */
const creationChallenge = z
  .object({ webauthnToken: z.string(), options: webauthnCreationOptions })
  .meta({ id: 'MfaWebAuthnCreationChallenge' });

/** Sign-in (or step-up) with a registered security key or platform authenticator: a challenge for it (wire-compat §2.2). */
export const mfaStartWebauthn = endpoint({
  id: 'mfaStartWebauthn',
  method: 'post',
  path: `${AUTH}/{deviceId}`,
  access: { kind: 'public' },
  summary: 'Start the second factor with a security key: request options for that key',
  tags: ['auth', 'mfa'],
  params: deviceParams,
  body: z.object({ mfaToken: tokenField }),
  response: assertionChallenge,
});

/** Finishes the sign-in (or step-up) with the key's assertion (wire-compat §2.2). */
export const mfaVerifyWebauthn = endpoint({
  id: 'mfaVerifyWebauthn',
  method: 'post',
  path: `${AUTH}/{deviceId}/verify`,
  access: { kind: 'public' },
  summary: "Finish a sign-in with the security key's signature",
  tags: ['auth', 'mfa'],
  params: deviceParams,
  body: z.object({ mfaToken: tokenField, rememberDevice, webauthnToken, options: webauthnAssertion }),
  response: loginResponse,
});

/** Login-time enrolment of a key when the MFA policy forces a factor: creation options (wire-compat §2.2). */
export const mfaLoginEnrollWebauthn = endpoint({
  id: 'mfaLoginEnrollWebauthn',
  method: 'post',
  path: `${AUTH}/enroll`,
  access: { kind: 'public' },
  summary: 'Start registering a security key or this device during a sign-in that requires a second factor',
  tags: ['auth', 'mfa'],
  body: z.object({ mfaToken: tokenField }),
  response: creationChallenge,
});

/** Finishes login-time enrolment with the attestation: the session and the recovery codes (wire-compat §2.2). */
export const mfaLoginVerifyWebauthnEnrollment = endpoint({
  id: 'mfaLoginVerifyWebauthnEnrollment',
  method: 'post',
  path: `${AUTH}/enroll/verify`,
  access: { kind: 'public' },
  summary: 'Finish registering a security key during a sign-in; answers the session and the recovery codes',
  tags: ['auth', 'mfa'],
  body: z.object({
    mfaToken: tokenField,
    rememberDevice,
    deviceType: z.enum(webauthnDeviceTypes),
    webauthnToken,
    options: webauthnAttestation.extend({ deviceType: z.enum(webauthnDeviceTypes).optional() }),
  }),
  response: loginResponse,
});

/** The signed-in user adds a security key or this device as a second factor: creation options (wire-compat §3.21). */
export const enrollWebauthn = endpoint({
  id: 'enrollWebauthn',
  method: 'post',
  path: `${USERS}/enroll`,
  access: { kind: 'user' },
  summary: 'Start adding a security key or this device as a second factor',
  tags: ['users', 'mfa'],
  body: z.object({}).optional(),
  response: creationChallenge,
});

/** Finishes adding the key with its attestation; answers new recovery codes (wire-compat §3.21). */
export const verifyWebauthnEnrollment = endpoint({
  id: 'verifyWebauthnEnrollment',
  method: 'post',
  path: `${USERS}/enroll/verify`,
  access: { kind: 'user' },
  summary: 'Finish adding a security key; answers the recovery codes once',
  tags: ['users', 'mfa'],
  body: z.object({
    deviceType: z.enum(webauthnDeviceTypes),
    webauthnToken,
    options: webauthnAttestation.extend({ deviceType: z.enum(webauthnDeviceTypes).optional() }),
    name: z.string().trim().min(1).max(100).optional(),
  }),
  response: z
    .object({
      recoveryCode: z.string().meta({ description: 'the first recovery code (reference clients read one)' }),
      recoveryCodes: z.array(z.string()),
    })
    .meta({ id: 'WebAuthnEnrollmentRecoveryCodes' }),
});

/** Removing a key needs a signature by it (ASVS 2.5.7): request options for that key (wire-compat §3.21). */
export const disableWebauthn = endpoint({
  id: 'disableWebauthn',
  method: 'post',
  path: `${USERS}/{deviceId}/disable`,
  access: { kind: 'user' },
  summary: 'Start removing a security key: request options for that key',
  tags: ['users', 'mfa'],
  params: deviceParams,
  body: z.object({}).optional(),
  response: assertionChallenge,
});

/** Removes the key with its signature (wire-compat §3.21). */
export const verifyDisableWebauthn = endpoint({
  id: 'verifyDisableWebauthn',
  method: 'post',
  path: `${USERS}/{deviceId}/disable/verify`,
  access: { kind: 'user' },
  summary: 'Remove a security key with its signature',
  tags: ['users', 'mfa'],
  params: deviceParams,
  body: z.object({ webauthnToken, options: webauthnAssertion }),
  response: empty,
});
