import type { QueryKey } from '@tanstack/query-core';
import type { WebAuthnDeviceType } from '@gatehouse/contracts';
import { createSecurityKey, signWithSecurityKey } from '../mfa/security-key-ceremonies';
import type { GatehouseApi } from '../transport/create-api';
import type { AdminMutation, AnswerOf } from './admin-query';

/** A texted code sent back with the token the first step answered. */
export interface TextedCode {
  otcToken: string;
  code: string;
}

/** A code as typed: the spaces people put in it taken out. */
export const codeDigits = (code: string): string => code.replace(/\s+/g, '');

/** The single-use recovery codes an enrolment answers; the previous ones stop working (shown once). */
export type RecoveryCodes = AnswerOf<'verifyAuthenticatorEnrollment'>;
/** What starting an authenticator app's enrolment answers: the QR code, the otpauth URI and the secret. */
export type AuthenticatorEnrolment = AnswerOf<'enrollAuthenticator'>;
/** A security key or this device to register as a second factor. */
export interface NewSecurityKey {
  deviceType: WebAuthnDeviceType;
  name?: string;
}

/**
 * The second factors of the signed-in user (docs/mfa.md): enrol and remove authenticator apps, phones (SMS) and
 * security keys. Each change ends with `reload` (the device list and the profile's `mfaEnrolled`). A dismissed browser
 * prompt rejects with the browser's own error (`isPasskeyCancellation` tells it apart).
 */
export function createFactorMutations(api: GatehouseApi, key: (...rest: string[]) => QueryKey, reload: () => Promise<unknown>) {
  const factorKey = (name: string) => key('mfaDevices', name);
  return {
    /** Starts adding an authenticator app: the QR code and secret to show, then `verifyAuthenticator`. */
    enrollAuthenticator(): AdminMutation<AuthenticatorEnrolment, void> {
      return { mutationKey: factorKey('enrollAuthenticator'), mutationFn: () => api.enrollAuthenticator({ body: {} }) };
    },
    /** Finishes adding the app with its first code; answers the new recovery codes. */
    verifyAuthenticator(): AdminMutation<RecoveryCodes, string> {
      return {
        mutationKey: factorKey('verifyAuthenticator'),
        mutationFn: (code) => api.verifyAuthenticatorEnrollment({ body: { token: codeDigits(code) } }),
        onSuccess: reload,
      };
    },
    /** Removes an authenticator app with a current code from it (ASVS 2.5.7). */
    removeAuthenticator(): AdminMutation<unknown, { deviceId: string; code: string }> {
      return {
        mutationKey: factorKey('removeAuthenticator'),
        mutationFn: ({ deviceId, code }) => api.disableAuthenticator({ params: { deviceId }, body: { token: codeDigits(code) } }),
        onSuccess: reload,
      };
    },
    /** Texts a code to a number to add as a second factor (spaces, dots, dashes and brackets taken out). */
    enrollSmsFactor(): AdminMutation<AnswerOf<'enrollSms'>, string> {
      return {
        mutationKey: factorKey('enrollSms'),
        mutationFn: (phoneNumber) => api.enrollSms({ body: { phoneNumber: phoneNumber.replace(/[\s().-]+/g, '') } }),
      };
    },
    /** Finishes adding the phone with the texted code; answers the new recovery codes. */
    verifySmsFactor(): AdminMutation<RecoveryCodes, TextedCode> {
      return {
        mutationKey: factorKey('verifySms'),
        mutationFn: ({ otcToken, code }) => api.verifySmsEnrollment({ body: { otcToken, code: codeDigits(code) } }),
        onSuccess: reload,
      };
    },
    /** Texts a code to a second-factor phone to remove it; `verifyRemoveSmsFactor` finishes. */
    startRemoveSmsFactor(): AdminMutation<AnswerOf<'disableSms'>, string> {
      return { mutationKey: factorKey('disableSms'), mutationFn: (deviceId) => api.disableSms({ params: { deviceId }, body: {} }) };
    },
    /** Removes the phone with the code texted to it. */
    verifyRemoveSmsFactor(): AdminMutation<unknown, TextedCode & { deviceId: string }> {
      return {
        mutationKey: factorKey('verifyDisableSms'),
        mutationFn: ({ deviceId, otcToken, code }) =>
          api.verifyDisableSms({ params: { deviceId }, body: { otcToken, code: codeDigits(code) } }),
        onSuccess: reload,
      };
    },
    /** Registers a security key or this device (the browser asks for it); answers the new recovery codes. */
    addSecurityKey(): AdminMutation<RecoveryCodes, NewSecurityKey> {
      return {
        mutationKey: factorKey('addSecurityKey'),
        mutationFn: async ({ deviceType, name }) => {
          const { webauthnToken, options } = await api.enrollWebauthn({ body: {} });
          const attestation = await createSecurityKey(options);
          const label = name?.trim();
          return api.verifyWebauthnEnrollment({
            body: { deviceType, webauthnToken, options: attestation as never, ...(label ? { name: label } : {}) },
          });
        },
        onSuccess: reload,
      };
    },
    /** Removes a key with a signature by that key (the browser asks for it). */
    removeSecurityKey(): AdminMutation<unknown, string> {
      return {
        mutationKey: factorKey('removeSecurityKey'),
        mutationFn: async (deviceId) => {
          const { webauthnToken, options } = await api.disableWebauthn({ params: { deviceId }, body: {} });
          const assertion = await signWithSecurityKey(options);
          return api.verifyDisableWebauthn({ params: { deviceId }, body: { webauthnToken, options: assertion as never } });
        },
        onSuccess: reload,
      };
    },
  };
}
