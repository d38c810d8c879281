import { useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '../../../ui/table-types';
import type { UserSession } from '@gatehouse/contracts';
import { portalPrivacyMessages } from '../../../i18n/portal-privacy-messages';
import { useFormatters } from '../../../i18n/use-formatters';
import { useMessages } from '../../../i18n/use-messages';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardBody, CardHeader } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { DropdownMenu } from '../../../ui/dropdown-menu';
import { EmptyState } from '../../../ui/empty-state';
import { IconButton } from '../../../ui/icon-button';
import { MoreIcon } from '../../../ui/icons';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { LoadFailed } from '../profile/load-failed';
import { deviceOf } from './device-of';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * The signed-in user's login sessions: device and browser, IP address, when it signed in and was last active, this
 * one marked. Signing out another session, or all of them, is confirmed and answered by a toast; the list reloads.
 */
export function LoginSessionsCard(): ReactNode {
  const { t } = useMessages(portalPrivacyMessages);
  const { formatDate } = useFormatters();
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const privacy = useAdminData().privacy;
  const sessions = useQuery(privacy.queries.sessions());
  const revoke = useMutation(privacy.mutations.revoke());
  const revokeOthers = useMutation(privacy.mutations.revokeOthers());
  const [signingOut, setSigningOut] = useState<UserSession | null>(null);
  const [allOthers, setAllOthers] = useState(false);

  const deviceName = (session: UserSession) => {
    const { browser, system, other } = deviceOf(session.userAgent);
    if (browser && system) return t('portal.privacy.device.both', { browser, system });
    return browser ?? system ?? other ?? t('portal.privacy.device.unknown');
  };
  const rowName = (session: UserSession) =>
    t('portal.privacy.session.name', { device: deviceName(session), ip: session.ipAddress ?? t('portal.privacy.ip.unknown') });
  const columns = useMemo<ColumnDef<UserSession>[]>(
    () => [
      {
        id: 'device',
        header: t('portal.privacy.column.device'),
        cell: ({ row }) => (
          <span className="gh-privacy-device gh-section-inline">
            {deviceName(row.original)}
            {row.original.current && <Badge tone="info">{t('portal.privacy.thisDevice')}</Badge>}
          </span>
        ),
      },
      {
        id: 'ip',
        header: t('portal.privacy.column.ip'),
        cell: ({ row }) => row.original.ipAddress ?? t('portal.privacy.ip.unknown'),
        meta: { priority: 'md' },
      },
      {
        id: 'created',
        header: t('portal.privacy.column.signedIn'),
        cell: ({ row }) => formatDate(row.original.createdAt, WHEN),
        meta: { priority: 'sm' },
      },
      {
        id: 'seen',
        header: t('portal.privacy.column.lastActive'),
        cell: ({ row }) => formatDate(row.original.lastSeenAt, WHEN),
        meta: { priority: 'md' },
      },
      {
        id: 'actions',
        header: () => <span className="gh-visually-hidden">{t('portal.common.actions')}</span>,
        meta: { actions: true },
        cell: ({ row }) =>
          row.original.current ? null : (
            <DropdownMenu
              trigger={
                <IconButton label={t('portal.privacy.actionsFor', { name: rowName(row.original) })} size="sm">
                  <MoreIcon />
                </IconButton>
              }
              items={[{ label: t('portal.privacy.signOut'), tone: 'danger', onSelect: () => setSigningOut(row.original) }]}
            />
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow t
    [t, formatDate],
  );
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <Card className="gh-profile-card">
      <CardHeader
        title={t('portal.privacy.sessions.title')}
        description={t('portal.privacy.sessions.description')}
        actions={
          <Button disabled={others === 0} onClick={() => setAllOthers(true)}>
            {t('portal.privacy.signOutOthers')}
          </Button>
        }
      />
      <CardBody>
        {sessions.isError ? (
          <LoadFailed message={t('portal.privacy.sessions.loadFailed')} onRetry={() => void sessions.refetch()} />
        ) : (
          <DataTable
            caption={t('portal.privacy.sessions.title')}
            columns={columns}
            data={sessions.data}
            getRowId={(session) => session.id}
            labels={ui.table}
            skeletonRows={3}
            empty={<EmptyState title={t('portal.privacy.sessions.empty')} />}
          />
        )}
      </CardBody>
      <ConfirmDialog
        open={signingOut !== null}
        onOpenChange={(open) => !open && setSigningOut(null)}
        title={t('portal.privacy.signOutTitle', { name: signingOut ? rowName(signingOut) : '' })}
        description={t('portal.privacy.signOutText')}
        confirmLabel={t('portal.privacy.signOut')}
        labels={ui.confirm}
        onConfirm={async () => {
          if (!signingOut) return;
          await revoke.mutateAsync(signingOut.id);
          notify.success(t('portal.privacy.signedOut', { name: deviceName(signingOut) }));
        }}
      />
      <ConfirmDialog
        open={allOthers}
        onOpenChange={setAllOthers}
        title={t('portal.privacy.signOutOthersTitle')}
        description={t('portal.privacy.signOutOthersText', { count: others })}
        confirmLabel={t('portal.privacy.signOutOthers')}
        labels={ui.confirm}
        onConfirm={async () => {
          await revokeOthers.mutateAsync();
          notify.success(t('portal.privacy.signedOutOthers'));
        }}
      />
    </Card>
  );
}
