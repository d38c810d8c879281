import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import type { SsoConfiguration } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Card, CardBody } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Spinner } from '../../../ui/spinner';
import { Switch } from '../../../ui/switch';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { ConnectionStatus } from './connection-list';
import { ConnectionTest } from './connection-test';
import { DomainsPanel } from './domains-panel';
import { IdpPanel } from './idp-panel';
import { RequireSsoSwitch } from './require-sso-switch';
import { RolesPanel } from './roles-panel';
import { idpName, isConfigured, protocolOf } from './sso-words';

/** Props of ConnectionDetails. */
export interface ConnectionDetailsProps {
  connection: SsoConfiguration;
  canWrite: boolean;
  /** Back to the list (also after the connection is deleted). */
  onBack(): void;
}

/**
 * One connection: its name and state, the switch that turns it on or off (with its own loading indicator), the one
 * that requires single sign-on, a saving indicator while any other change runs (spec 001 §7), Delete, the connection
 * test, and its domains, roles and provider in tabs. A connection whose provider side is not given yet opens on the
 * provider's tab.
 */
export function ConnectionDetails({ connection, canWrite, onBack }: ConnectionDetailsProps): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const sso = useAdminData().sso;
  const remove = useMutation(sso.mutations.remove());
  const [deleting, setDeleting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const name = t(idpName[connection.type]);
  const listKey = sso.queries.list().queryKey;
  const saving =
    useIsMutating({
      mutationKey: listKey,
      predicate: (m) => !['setEnabled', 'remove', 'create'].includes(String(m.options.mutationKey?.[listKey.length])),
    }) > 0;

  return (
    <div className="gh-section-column gh-sso-details">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('portal.sso.back')}
        </Button>
      </div>
      <Card className="gh-section-card">
        <CardBody>
          <div className="gh-sso-connection-head">
            <div className="gh-section-cell-text">
              <h2 className="gh-sso-connection-name" ref={heading} tabIndex={-1}>
                {name}
              </h2>
              <span className="gh-section-cell-detail">{t(protocolOf(connection.type))}</span>
            </div>
            <div className="gh-section-badges">
              <ConnectionStatus connection={connection} />
            </div>
          </div>
          <p className="gh-sso-saving" role="status">
            {saving && (
              <>
                <Spinner size="sm" /> {t('portal.sso.saving')}
              </>
            )}
          </p>
          <EnableSwitch connection={connection} name={name} disabled={!canWrite} />
          <RequireSsoSwitch connection={connection} name={name} disabled={!canWrite} />
          {canWrite && (
            <div className="gh-section-buttons">
              <Button variant="danger" size="sm" onClick={() => setDeleting(true)}>
                {t('portal.sso.delete')}
              </Button>
            </div>
          )}
        </CardBody>
      </Card>
      <ConnectionTest connection={connection} canWrite={canWrite} />
      <Tabs defaultValue={isConfigured(connection) ? 'domains' : 'idp'} className="gh-sso-tabs">
        <TabList label={t('portal.sso.tabs.label')}>
          <Tab value="domains">{t('portal.sso.tab.domains')}</Tab>
          <Tab value="roles">{t('portal.sso.tab.roles')}</Tab>
          <Tab value="idp">{t('portal.sso.tab.idp')}</Tab>
        </TabList>
        <TabPanel value="domains">
          <DomainsPanel connection={connection} canWrite={canWrite} />
        </TabPanel>
        <TabPanel value="roles">
          <RolesPanel connection={connection} canWrite={canWrite} />
        </TabPanel>
        <TabPanel value="idp">
          <IdpPanel connection={connection} canWrite={canWrite} />
        </TabPanel>
      </Tabs>
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(false)}
          title={t('portal.sso.confirm.delete.title', { name })}
          description={t('portal.sso.confirm.delete.text')}
          confirmLabel={t('portal.sso.delete')}
          labels={ui.confirm}
          onConfirm={async () => {
            await remove.mutateAsync(connection.id);
            notify.success(t('portal.sso.toast.deleted', { name }));
            onBack();
          }}
        />
      )}
    </div>
  );
}

/** Turns sign-in through the connection on or off; a spinner says so while the change runs. */
function EnableSwitch({ connection, name, disabled }: { connection: SsoConfiguration; name: string; disabled: boolean }): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const notify = useNotify();
  const toggle = useMutation(useAdminData().sso.mutations.setEnabled());
  const verified = connection.domains.some((d) => d.validated);
  const change = async (enabled: boolean) => {
    try {
      await toggle.mutateAsync({ id: connection.id, enabled });
      notify.success(t(enabled ? 'portal.sso.toast.enabled' : 'portal.sso.toast.disabled', { name }));
    } catch (error) {
      notify.failure(error);
    }
  };
  return (
    <div className="gh-sso-enable">
      <Switch
        label={t('portal.sso.enabled.label', { name })}
        description={t(verified ? 'portal.sso.enabled.hint' : 'portal.sso.enabled.needsDomain')}
        checked={toggle.isPending ? Boolean(toggle.variables?.enabled) : connection.enabled}
        disabled={disabled || toggle.isPending}
        onCheckedChange={(enabled) => void change(enabled)}
      />
      {toggle.isPending && (
        <span className="gh-sso-enabling" role="status">
          <Spinner size="sm" /> {t(toggle.variables?.enabled ? 'portal.sso.enabling' : 'portal.sso.disabling')}
        </span>
      )}
    </div>
  );
}
