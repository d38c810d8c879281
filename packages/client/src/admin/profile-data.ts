import type { GatehouseApi } from '../transport/create-api';
import { adminScope, type AdminDeps, type AdminMutation, type AdminQuery, type AnswerOf } from './admin-query';

/** The signed-in user's own profile. */
export type MyProfile = AnswerOf<'getMe'>;
/** The profile fields a user may change (name, phone, picture, metadata). */
export type MyProfileChange = NonNullable<NonNullable<Parameters<GatehouseApi['updateMe']>[0]>['body']>;
/** A texted code sent back with the token the first step answered. */
export interface TextedCode {
  otcToken: string;
  code: string;
}

/** A code as typed: the spaces people put in it taken out. */
export const codeDigits = (code: string): string => code.replace(/\s+/g, '');

/** The signed-in user's profile: name, password, phone numbers (each proved by a texted code), authenticator apps. */
export function createProfileData({ client, queryClient }: AdminDeps) {
  const api = client.api;
  const key = (...rest: string[]) => [...adminScope(client), 'profile', ...rest];
  const reload = (part: string) => () => queryClient.invalidateQueries({ queryKey: key(part) });

  return {
    queries: {
      /** The signed-in user as the server has it now. */
      me(): AdminQuery<MyProfile> {
        return { queryKey: key('me'), queryFn: () => api.getMe() };
      },
      /** The password policy, for the hint next to a new password (the server checks again). */
      passwordPolicy(): AdminQuery<AnswerOf<'passwordConfig'>> {
        return { queryKey: key('passwordPolicy'), queryFn: () => api.passwordConfig() };
      },
      /** All the user's phone numbers, verified or not. */
      phoneNumbers(): AdminQuery<AnswerOf<'getUserOwnPhoneNumbers'>> {
        return { queryKey: key('phoneNumbers'), queryFn: () => api.getUserOwnPhoneNumbers() };
      },
      /** The user's second-factor devices (authenticator apps, phones, security keys). */
      mfaDevices(): AdminQuery<AnswerOf<'listMfaDevices'>> {
        return { queryKey: key('mfaDevices'), queryFn: () => api.listMfaDevices() };
      },
    },
    mutations: {
      /** Saves the user's own fields; the answer replaces the cached profile. */
      updateMe(): AdminMutation<MyProfile, MyProfileChange> {
        return {
          mutationKey: key('me', 'update'),
          mutationFn: (body) => api.updateMe({ body }),
          onSuccess: (me) => void queryClient.setQueryData(key('me'), me),
        };
      },
      /** Changes the password; the server judges the new one and ends the user's other sessions. */
      changePassword(): AdminMutation<unknown, { password: string; newPassword: string }> {
        return { mutationKey: key('password', 'change'), mutationFn: (body) => api.changePassword({ body }) };
      },
      /** Adds a number and texts it a code; a number that needs no code shows in the list at once. */
      addPhoneNumber(): AdminMutation<AnswerOf<'createPhoneNumber'>, string> {
        return {
          mutationKey: key('phoneNumbers', 'add'),
          mutationFn: (phoneNumber) => api.createPhoneNumber({ body: { phoneNumber: phoneNumber.trim(), verify: true } }),
          onSuccess: (answer) => (answer.otcToken ? undefined : reload('phoneNumbers')()),
        };
      },
      /** Confirms an added number with the code texted to it; the list reloads. */
      verifyPhoneNumber(): AdminMutation<unknown, TextedCode> {
        return {
          mutationKey: key('phoneNumbers', 'verify'),
          mutationFn: ({ otcToken, code }) => api.verifyPhoneNumber({ body: { otcToken, code: codeDigits(code) } }),
          onSuccess: reload('phoneNumbers'),
        };
      },
      /** Removes a number: an unverified one at once (the list reloads), a verified one answers a token for its texted code. */
      removePhoneNumber(): AdminMutation<AnswerOf<'deletePhoneNumber'>, string> {
        return {
          mutationKey: key('phoneNumbers', 'remove'),
          mutationFn: (phoneId) => api.deletePhoneNumber({ params: { phoneId } }),
          onSuccess: (answer) => (answer.otcToken ? undefined : reload('phoneNumbers')()),
        };
      },
      /** Finishes removing a verified number with the code texted to it; the list reloads. */
      verifyRemovePhoneNumber(): AdminMutation<unknown, TextedCode & { phoneId: string }> {
        return {
          mutationKey: key('phoneNumbers', 'verifyRemove'),
          mutationFn: ({ phoneId, otcToken, code }) =>
            api.verifyDeletePhoneNumber({ params: { phoneId }, body: { otcToken, code: codeDigits(code) } }),
          onSuccess: reload('phoneNumbers'),
        };
      },
      /** Starts changing the sign-in phone: a code is texted to the new number first. */
      changeSignInPhone(): AdminMutation<AnswerOf<'changePhoneNumberWithVerification'>, string> {
        return {
          mutationKey: key('signInPhone', 'change'),
          mutationFn: (phoneNumber) => api.changePhoneNumberWithVerification({ body: { phoneNumber: phoneNumber.trim() } }),
        };
      },
      /** Sets the new sign-in phone with the code texted to it; the cached profile reloads. */
      verifySignInPhone(): AdminMutation<unknown, { changePhoneId: string; code: string }> {
        return {
          mutationKey: key('signInPhone', 'verify'),
          mutationFn: ({ changePhoneId, code }) => api.verifyChangePhoneNumber({ body: { changePhoneId, code: codeDigits(code) } }),
          onSuccess: reload('me'),
        };
      },
      /** Removes an authenticator app with a current code from it (ASVS 2.5.7); the devices reload. */
      removeAuthenticator(): AdminMutation<unknown, { deviceId: string; code: string }> {
        return {
          mutationKey: key('mfaDevices', 'removeAuthenticator'),
          mutationFn: ({ deviceId, code }) => api.disableAuthenticator({ params: { deviceId }, body: { token: codeDigits(code) } }),
          onSuccess: reload('mfaDevices'),
        };
      },
    },
  };
}

/** The profile area of the admin data. */
export type ProfileData = ReturnType<typeof createProfileData>;
