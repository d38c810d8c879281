import type { ReactNode } from 'react';
import { portalPrivacyMessages } from '../../../i18n/portal-privacy-messages';
import { useMessages } from '../../../i18n/use-messages';
import { EmptyState } from '../../../ui/empty-state';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs';
import { SectionPage } from '../../kit/section-page';
import { useTabVisibility } from '../../use-field-visibility';
import { SecondFactorsCard } from '../profile/second-factors-card';
import { LoginSessionsCard } from './login-sessions-card';
import '../profile/profile-section.css';

/**
 * Privacy (spec 001 §2 "Privacy page: loginSessions, mfa"): the login sessions and the second factors, each a tab
 * unless the host hides it; a hidden tab's data is not loaded.
 */
export default function PrivacySection(): ReactNode {
  const { t } = useMessages(portalPrivacyMessages);
  const tabs = [
    useTabVisibility('privacy.loginSessions') !== 'hidden' && 'sessions',
    useTabVisibility('privacy.mfa') !== 'hidden' && 'mfa',
  ].filter((tab): tab is 'sessions' | 'mfa' => tab !== false);
  return (
    <SectionPage title={t('portal.privacy.title')} description={t('portal.privacy.description')}>
      {tabs.length === 0 ? (
        <EmptyState title={t('portal.privacy.nothing')} />
      ) : (
        <Tabs defaultValue={tabs[0]}>
          <TabList label={t('portal.privacy.tabs')}>
            {tabs.includes('sessions') && <Tab value="sessions">{t('portal.privacy.tab.sessions')}</Tab>}
            {tabs.includes('mfa') && <Tab value="mfa">{t('portal.privacy.tab.mfa')}</Tab>}
          </TabList>
          <TabPanel value="sessions">
            <LoginSessionsCard />
          </TabPanel>
          <TabPanel value="mfa">
            <SecondFactorsCard />
          </TabPanel>
        </Tabs>
      )}
    </SectionPage>
  );
}
