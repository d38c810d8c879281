import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@gatehouse/client';
import { hasPermission } from '@gatehouse/core';
import { useSession } from '../../../hooks/use-session';
import { portalAccountMessages } from '../../../i18n/portal-account-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormError } from '../../../login-box/form-error';
import { Card, CardBody } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs';
import { useAdminData } from '../../data/use-admin-data';
import { grantedPermissions } from '../../granted-permissions';
import { SectionPage } from '../../kit/section-page';
import { useTabVisibility } from '../../use-field-visibility';
import { FieldSkeletons } from './field-skeletons';
import { LoginBoxForm } from './login-box-form';
import { LoginUrlsForm } from './login-urls-form';
import { SettingsForm } from './settings-form';
import './account-section.css';

/**
 * Account details (spec 001 §2): the Settings and Custom login tabs, each unless the host hides it. Reading needs
 * the entry's permission; changing needs `fe.secure.write.accountSettings` (settings, login addresses) or
 * `fe.account-settings.write.custom-login-box` (the login box), else the fields are read only. The server checks
 * every call again.
 */
export default function AccountSection(): ReactNode {
  const { t } = useMessages(portalAccountMessages);
  const { user } = useSession();
  // A save's answer replaces the cached settings (the client does it), so the next save compares against what is stored.
  const remote = useQuery(useAdminData().account.queries.settings());
  const settings = remote.data;
  const settingsTab = useTabVisibility('account.settings');
  const customLoginTab = useTabVisibility('account.customLogin');
  const permissions = grantedPermissions(user);
  const canWrite = hasPermission(permissions, 'fe.secure.write.accountSettings');
  const canWriteLoginBox = hasPermission(permissions, 'fe.account-settings.write.custom-login-box');
  const tabs = [settingsTab !== 'hidden' && 'settings', customLoginTab !== 'hidden' && 'customLogin'].filter(
    (tab): tab is 'settings' | 'customLogin' => tab !== false,
  );

  return (
    <SectionPage title={t('portal.account.title')} description={t('portal.account.description')}>
      {remote.isError && <FormError message={errorMessage(remote.error)} />}
      {!settings && remote.isPending && (
        <Card>
          <CardBody>
            <FieldSkeletons count={5} />
          </CardBody>
        </Card>
      )}
      {settings && tabs.length === 0 && <EmptyState title={t('portal.account.nothing')} />}
      {settings && tabs.length > 0 && (
        <Tabs defaultValue={tabs[0]} className="gh-account-tabs">
          <TabList label={t('portal.account.tabs')}>
            {tabs.includes('settings') && <Tab value="settings">{t('portal.account.tab.settings')}</Tab>}
            {tabs.includes('customLogin') && <Tab value="customLogin">{t('portal.account.tab.customLogin')}</Tab>}
          </TabList>
          {tabs.includes('settings') && (
            <TabPanel value="settings">
              <SettingsForm settings={settings} canWrite={canWrite} />
            </TabPanel>
          )}
          {tabs.includes('customLogin') && (
            <TabPanel value="customLogin" className="gh-account-stack">
              <LoginBoxForm canWrite={canWriteLoginBox} />
              <LoginUrlsForm settings={settings} canWrite={canWrite} />
            </TabPanel>
          )}
        </Tabs>
      )}
    </SectionPage>
  );
}
