import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '../../../ui/table-types';
import { passkeysSupported } from '@gatehouse/client';
import type { MfaStrategy } from '@gatehouse/contracts';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { DropdownMenu } from '../../../ui/dropdown-menu';
import { EmptyState } from '../../../ui/empty-state';
import { IconButton } from '../../../ui/icon-button';
import { MoreIcon } from '../../../ui/icons';
import { useAdminData } from '../../data/use-admin-data';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { AuthenticatorSetupDialog } from './authenticator-setup-dialog';
import { FactorRemoval } from './factor-removal';
import { factorRows, type FactorRow } from './factor-rows';
import { LoadFailed } from './load-failed';
import { SecurityKeySetupDialog } from './security-key-setup-dialog';
import { SmsFactorSetup } from './sms-factor-setup';

type Setup = FactorRow['kind'];
// Which vendor strategy lets a user add each kind; when the strategies cannot be read, SMS (off by default) is not offered.
const STRATEGY: Record<Setup, MfaStrategy> = {
  app: 'AuthenticatorApp',
  sms: 'SMS',
  key: 'WebAuthnCrossPlatform',
  device: 'WebAuthnPlatform',
};

/**
 * The user's second factors (authenticator apps, phones, security keys, this device) in one table, each removable
 * after a confirmation, and a button per kind the vendor offers to add one, each ending with the new recovery
 * codes. Shared by the profile and the privacy page's MFA tab.
 */
export function SecondFactorsCard(): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const ui = usePortalUiLabels();
  const { queries } = useAdminData().profile;
  const devices = useQuery(queries.mfaDevices());
  const strategies = useQuery(queries.mfaStrategies());
  const [setup, setSetup] = useState<Setup | null>(null);
  const [removing, setRemoving] = useState<FactorRow | null>(null);
  const kinds = {
    app: t('portal.profile.factors.kind.app'),
    sms: t('portal.profile.factors.kind.sms'),
    key: t('portal.profile.factors.kind.key'),
    device: t('portal.profile.factors.kind.device'),
  };
  const labelOf = (row: FactorRow) => (row.kind === 'app' ? t('portal.profile.factors.appName', { number: row.name }) : row.name);
  const offered = (kind: Setup) => {
    if ((kind === 'key' || kind === 'device') && !passkeysSupported()) return false;
    const found = strategies.data?.find((s) => s.strategy === STRATEGY[kind]);
    return found ? found.isActive : kind !== 'sms';
  };
  const columns = useMemo<ColumnDef<FactorRow>[]>(
    () => [
      { id: 'method', header: t('portal.profile.factors.column.method'), cell: ({ row }) => kinds[row.original.kind] },
      { id: 'name', header: t('portal.profile.factors.column.name'), cell: ({ row }) => labelOf(row.original) },
      {
        id: 'actions',
        header: () => <span className="gh-visually-hidden">{t('portal.common.actions')}</span>,
        meta: { actions: true },
        cell: ({ row }) => (
          <DropdownMenu
            trigger={
              <IconButton label={t('portal.profile.factors.actionsFor', { name: labelOf(row.original) })} size="sm">
                <MoreIcon />
              </IconButton>
            }
            items={[{ label: t('portal.common.remove'), tone: 'danger', onSelect: () => setRemoving(row.original) }]}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- kinds and labelOf follow t
    [t],
  );
  const addButtons = (['app', 'sms', 'key', 'device'] as const).filter(offered);
  const addLabel = {
    app: t('portal.profile.app.add'),
    sms: t('portal.profile.sms.open'),
    key: t('portal.profile.key.add'),
    device: t('portal.profile.device.add'),
  };
  const rows = factorRows(devices.data);

  return (
    <Card className="gh-profile-card">
      <CardHeader title={t('portal.profile.factors.title')} description={t('portal.profile.factors.description')} />
      <CardBody>
        {devices.isError ? (
          <LoadFailed message={t('portal.profile.factors.loadFailed')} onRetry={() => void devices.refetch()} />
        ) : (
          <DataTable
            caption={t('portal.profile.factors.title')}
            columns={columns}
            data={rows}
            getRowId={(row) => `${row.kind}-${row.id}`}
            labels={ui.table}
            skeletonRows={2}
            empty={<EmptyState title={t('portal.profile.factors.empty.title')} text={t('portal.profile.factors.empty.text')} />}
          />
        )}
      </CardBody>
      {addButtons.length > 0 && (
        <CardFooter>
          {addButtons.map((kind) => (
            <Button key={kind} variant={kind === 'app' && rows?.length === 0 ? 'primary' : 'secondary'} onClick={() => setSetup(kind)}>
              {addLabel[kind]}
            </Button>
          ))}
        </CardFooter>
      )}
      {setup === 'app' && <AuthenticatorSetupDialog onClose={() => setSetup(null)} />}
      {setup === 'sms' && <SmsFactorSetup onClose={() => setSetup(null)} />}
      {(setup === 'key' || setup === 'device') && (
        <SecurityKeySetupDialog deviceType={setup === 'key' ? 'CrossPlatform' : 'Platform'} onClose={() => setSetup(null)} />
      )}
      {removing && <FactorRemoval row={removing} label={labelOf(removing)} onClose={() => setRemoving(null)} />}
    </Card>
  );
}
