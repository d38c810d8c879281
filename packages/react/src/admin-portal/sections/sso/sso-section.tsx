import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@gatehouse/client';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Card, CardBody } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { useAdminData } from '../../data/use-admin-data';
import { SectionPage } from '../../kit/section-page';
import { ConnectionDetails } from './connection-details';
import { ConnectionList, MANAGE_ATTRIBUTE } from './connection-list';
import { SetupDialog } from './setup-dialog';
import { useCanManageSso } from './sso-words';
import './sso-section.css';

/** Focus back on a connection's Manage button once its page has closed. */
const focusManage = (id: string) =>
  setTimeout(() => document.querySelector<HTMLElement>(`[${MANAGE_ATTRIBUTE}="${CSS.escape(id)}"]`)?.focus(), 0);

/**
 * Single sign-on (spec 001 §2, §7 "SSO"; wire-compat §3.11): the tenant's connections to identity providers, a
 * set-up a tenant administrator finishes without reading docs, and per connection its domains (proven by DNS), the
 * roles it gives and the provider's side. Seeing it needs `fe.secure.read.samlConfiguration` (the navigation's
 * check); changing anything `fe.secure.write.samlConfiguration`. The server checks every call again.
 */
export default function SsoSection(): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const admin = useAdminData();
  const canWrite = useCanManageSso();
  const list = useQuery(admin.sso.queries.list());
  const [openId, setOpenId] = useState<string | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  // A connection deleted meanwhile (here or elsewhere) closes its page.
  const open = list.data?.find((c) => c.id === openId);
  const setUp = (
    <Button variant="primary" onClick={() => setSettingUp(true)}>
      {t('portal.sso.setUp')}
    </Button>
  );
  const back = () => {
    if (openId) focusManage(openId);
    setOpenId(null);
  };

  return (
    <SectionPage title={t('portal.sso.title')} description={t('portal.sso.description')} actions={canWrite && !open && setUp}>
      {!canWrite && <p className="gh-section-note">{t('portal.sso.readOnly')}</p>}
      {list.isError && (
        <div className="gh-section-alert" role="alert">
          <span>{errorMessage(list.error)}</span>
          <Button size="sm" onClick={() => void list.refetch()}>
            {t('portal.common.tryAgain')}
          </Button>
        </div>
      )}
      {open ? (
        <ConnectionDetails key={open.id} connection={open} canWrite={canWrite} onBack={back} />
      ) : list.data?.length === 0 ? (
        <Card className="gh-section-card">
          <CardBody>
            <EmptyState title={t('portal.sso.empty.title')} text={t('portal.sso.empty.text')} headingLevel={2} action={canWrite && setUp} />
          </CardBody>
        </Card>
      ) : (
        !(list.isError && !list.data) && <ConnectionList connections={list.data} onManage={setOpenId} />
      )}
      {settingUp && (
        <SetupDialog
          onClose={() => setSettingUp(false)}
          onDone={(id) => {
            setSettingUp(false);
            setOpenId(id);
          }}
        />
      )}
    </SectionPage>
  );
}
