import type { FormEvent, ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSession } from '../../../hooks/use-session';
import { FormError } from '../../../login-box/form-error';
import { TextField } from '../../../login-box/text-field';
import { PasskeysSection } from '../../../passkeys/passkeys-section';
import { useAdminData } from '../../data/use-admin-data';
import { useFieldVisibility, useTabVisibility } from '../../use-field-visibility';
import { useFormStatus } from '../../use-form-status';
import { ChangePasswordForm } from './change-password-form';
import { MfaDevices } from './mfa-devices';
import { PhoneNumbers } from './phone-numbers';
import { PhonesAndKeys } from './phones-and-keys';
import { SignInPhone } from './sign-in-phone';

/**
 * The signed-in user's profile (name; the sign-in phone number, changed only with a texted code), their phone
 * numbers, password and authenticator apps (each unless the host hides it: `profile.phoneNumbers`,
 * `profile.changePassword`, `profile.mfaDevices`) and their passkeys.
 */
export default function ProfileSection(): ReactNode {
  const updateMe = useMutation(useAdminData().profile.mutations.updateMe());
  const { user } = useSession();
  const name = useFieldVisibility('profile.name');
  const phone = useFieldVisibility('profile.phoneNumber');
  const passwordPart = useTabVisibility('profile.changePassword');
  const mfaPart = useTabVisibility('profile.mfaDevices');
  const phonesPart = useTabVisibility('profile.phoneNumbers');
  const status = useFormStatus();
  const profile = user as { name?: string; email?: string; phoneNumber?: string | null } | null;
  // Only the name is saved here: the sign-in phone changes with a texted code (SignInPhone).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    void status.run(async () => {
      await updateMe.mutateAsync({ name: value });
      return 'Profile saved.';
    });
  };
  return (
    <section className="gh-admin-section" aria-label="Profile">
      <form className="gh-form" onSubmit={submit} noValidate>
        <FormError message={status.error} />
        <p className="gh-text">{profile?.email}</p>
        {name !== 'hidden' && <TextField label="Name" name="name" defaultValue={profile?.name ?? ''} readOnly={name === 'viewOnly'} />}
        {name === 'edit' && (
          <button type="submit" className="gh-button gh-button-primary" disabled={status.busy} aria-busy={status.busy}>
            Save profile
          </button>
        )}
        <p role="status" className="gh-text">
          {status.note}
        </p>
      </form>
      {phone !== 'hidden' && <SignInPhone phoneNumber={profile?.phoneNumber} visibility={phone} />}
      {phonesPart !== 'hidden' && <PhoneNumbers />}
      {passwordPart !== 'hidden' && <ChangePasswordForm />}
      {mfaPart !== 'hidden' && <MfaDevices />}
      {mfaPart !== 'hidden' && <PhonesAndKeys />}
      <PasskeysSection />
    </section>
  );
}
