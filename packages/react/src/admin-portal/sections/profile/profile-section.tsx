import type { ReactNode } from 'react';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { PasskeysSection } from '../../../passkeys/passkeys-section';
import { SectionPage } from '../../kit/section-page';
import { useTabVisibility } from '../../use-field-visibility';
import { ChangePasswordCard } from './change-password-card';
import { PersonalDetailsCard } from './personal-details-card';
import { PhoneNumbersCard } from './phone-numbers-card';
import { ProfilePictureCard } from './profile-picture-card';
import { SecondFactorsCard } from './second-factors-card';
import './profile-section.css';

/**
 * The signed-in user's profile: picture, personal details (name, job title, address, sign-in phone), phone numbers,
 * password, second factors (set up and removed here) and passkeys. The host can hide the phone numbers, the password
 * and the second factors (`profile.phoneNumbers`, `profile.changePassword`, `profile.mfaDevices`), and hide or make
 * read only each field.
 */
export default function ProfileSection(): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const passwordPart = useTabVisibility('profile.changePassword');
  const factorsPart = useTabVisibility('profile.mfaDevices');
  const phonesPart = useTabVisibility('profile.phoneNumbers');
  return (
    <SectionPage title={t('portal.profile.title')} description={t('portal.profile.description')}>
      <div className="gh-profile-grid">
        <ProfilePictureCard />
        <PersonalDetailsCard />
      </div>
      {phonesPart !== 'hidden' && <PhoneNumbersCard />}
      {passwordPart !== 'hidden' && <ChangePasswordCard />}
      {factorsPart !== 'hidden' && <SecondFactorsCard />}
      <PasskeysSection />
    </SectionPage>
  );
}
