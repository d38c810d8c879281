import { InputError } from '../transport/api-error';
import type { GatehouseApi } from '../transport/create-api';
import { adminScope, type AdminDeps, type AdminMutation, type AdminQuery, type AnswerOf } from './admin-query';
import { metadataWithDetails, profileDetailsOf, type ProfileDetails } from './profile-details';
import { codeDigits, createFactorMutations, type TextedCode } from './profile-factors';

export { codeDigits, type TextedCode } from './profile-factors';
export type { AuthenticatorEnrolment, NewSecurityKey, RecoveryCodes } from './profile-factors';
export type { ProfileDetails } from './profile-details';

/** The signed-in user's own profile. */
export type MyProfile = AnswerOf<'getMe'>;
/** The profile fields a user may change (name, phone, picture, metadata). */
export type MyProfileChange = NonNullable<NonNullable<Parameters<GatehouseApi['updateMe']>[0]>['body']>;
/** A change of the personal details: only the fields given are sent. */
export type DetailsChange = { name?: string } & Partial<ProfileDetails>;

/** A picture the server stores: a base64 PNG, JPEG or WebP data URL (spec 001 §5). */
const PICTURE_DATA_URL = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * The signed-in user's profile: name, address, job title and picture, password, phone numbers (each proved by a
 * texted code) and second factors (authenticator apps, phones, security keys).
 */
export function createProfileData({ client, queryClient }: AdminDeps) {
  const api = client.api;
  const key = (...rest: string[]) => [...adminScope(client), 'profile', ...rest];
  const reload = (part: string) => () => queryClient.invalidateQueries({ queryKey: key(part) });
  // The profile as last answered: the cached /me, else the session's (which merges /me).
  const current = (): { metadata?: string; profilePictureUrl?: string | null } | null =>
    queryClient.getQueryData<MyProfile>(key('me')) ?? client.session.getState().user;
  // A saved profile replaces the cached one and the session's, so the user menu and every avatar show it at once.
  const keep = (me: MyProfile) => {
    queryClient.setQueryData(key('me'), me);
    client.session.setState((state) => (state.user?.id === me.id ? { user: { ...state.user, ...me } } : {}));
  };

  return {
    /** The address and job title kept in a user's metadata text (decision 0046). */
    detailsOf: (metadata: string | null | undefined): ProfileDetails => profileDetailsOf(metadata),
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
      /** The second factors the vendor lets users add, by strategy (SMS and email codes are off by default). */
      mfaStrategies(): AdminQuery<AnswerOf<'mfaStrategiesConfig'>['strategies']> {
        return { queryKey: key('mfaStrategies'), queryFn: async () => (await api.mfaStrategiesConfig()).strategies };
      },
    },
    mutations: {
      /** Saves the user's own fields; the answer replaces the cached profile and the session's. */
      updateMe(): AdminMutation<MyProfile, MyProfileChange> {
        return { mutationKey: key('me', 'update'), mutationFn: (body) => api.updateMe({ body }), onSuccess: keep };
      },
      /**
       * Saves the name, address and job title given: the name as itself, the other two in the metadata with every
       * other key kept (decision 0046). Nothing given, nothing sent (answers null).
       */
      saveDetails(): AdminMutation<MyProfile | null, DetailsChange> {
        return {
          mutationKey: key('me', 'details'),
          mutationFn: ({ name, address, jobTitle }) => {
            const body: MyProfileChange = {};
            if (name !== undefined) body.name = name.trim();
            if (address !== undefined || jobTitle !== undefined)
              body.metadata = metadataWithDetails(current()?.metadata, { address, jobTitle });
            return Object.keys(body).length > 0 ? api.updateMe({ body }) : Promise.resolve(null);
          },
          onSuccess: (me) => (me ? keep(me) : undefined),
        };
      },
      /**
       * Sets the profile picture from a base64 image data URL, or removes it with ''. Sent only when it differs from
       * the current one (spec 001 §5): the same picture answers null without a call.
       */
      savePicture(): AdminMutation<MyProfile | null, string> {
        return {
          mutationKey: key('me', 'picture'),
          mutationFn: async (picture) => {
            if (picture !== '' && !PICTURE_DATA_URL.test(picture)) throw new InputError('The picture must be a PNG, JPEG or WebP image.');
            if (picture === (current()?.profilePictureUrl ?? '')) return null;
            return api.updateMe({ body: { profilePictureUrl: picture } });
          },
          onSuccess: (me) => (me ? keep(me) : undefined),
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
      // The second factors: each change reloads the devices and the profile (its `mfaEnrolled`).
      ...createFactorMutations(api, key, () => Promise.all([reload('mfaDevices')(), reload('me')()])),
    },
  };
}

/** The profile area of the admin data. */
export type ProfileData = ReturnType<typeof createProfileData>;
