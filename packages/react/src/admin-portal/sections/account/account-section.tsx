import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { hasPermission } from '@gatehouse/core';
import { useSession } from '../../../hooks/use-session';
import { FormError } from '../../../login-box/form-error';
import { useAdminData } from '../../data/use-admin-data';
import { viewOf } from '../../data/query-view';
import { grantedPermissions } from '../../granted-permissions';
import { PortalTabs, type PortalTab } from '../../portal-tabs';
import { useTabVisibility } from '../../use-field-visibility';
import { LoginBoxForm } from './login-box-form';
import { LoginUrlsForm } from './login-urls-form';
import { SettingsForm } from './settings-form';

/**
 * Account details (spec 001 §2): the Settings and Custom login tabs, each unless the host hides it. Reading needs
 * the entry's permission; changing needs `fe.secure.write.accountSettings` (settings, login addresses) or
 * `fe.account-settings.write.custom-login-box` (the login box), else the fields are read only. The server checks
 * every call again.
 */
export default function AccountSection(): ReactNode {
  const { user } = useSession();
  // A save's answer replaces the cached settings (the client does it), so the next save compares against what is stored.
  const remote = viewOf(useQuery(useAdminData().account.queries.settings()));
  const settings = remote.data;
  const settingsTab = useTabVisibility('account.settings');
  const customLoginTab = useTabVisibility('account.customLogin');
  const permissions = grantedPermissions(user);
  const canWrite = hasPermission(permissions, 'fe.secure.write.accountSettings');
  const canWriteLoginBox = hasPermission(permissions, 'fe.account-settings.write.custom-login-box');

  const tabs: PortalTab[] = [];
  if (settings && settingsTab !== 'hidden')
    tabs.push({
      key: 'settings',
      label: 'Settings',
      render: () => <SettingsForm settings={settings} canWrite={canWrite} />,
    });
  if (settings && customLoginTab !== 'hidden') {
    tabs.push({
      key: 'customLogin',
      label: 'Custom login',
      render: () => (
        <>
          <LoginUrlsForm settings={settings} canWrite={canWrite} />
          <LoginBoxForm canWrite={canWriteLoginBox} />
        </>
      ),
    });
  }
  return (
    <section className="gh-admin-section" aria-label="Account">
      <FormError message={remote.error} />
      {!settings && remote.status === 'loading' && (
        <p className="gh-status" role="status">
          Loading…
        </p>
      )}
      {settings && tabs.length === 0 && <p className="gh-text">Nothing to show.</p>}
      {tabs.length > 0 && <PortalTabs label="Account details" tabs={tabs} />}
    </section>
  );
}
