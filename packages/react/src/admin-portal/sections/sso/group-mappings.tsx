import { useMemo, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AssignableRole } from '@gatehouse/client';
import type { SsoConfiguration, SsoGroupMapping } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardBody, CardHeader } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { DropdownMenu } from '../../../ui/dropdown-menu';
import { IconButton } from '../../../ui/icon-button';
import { MoreIcon } from '../../../ui/icons';
import type { ColumnDef } from '../../../ui/table-types';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { MappingDialog } from './mapping-dialog';

/** Props of GroupMappings. */
export interface GroupMappingsProps {
  connection: SsoConfiguration;
  canWrite: boolean;
  roles: readonly AssignableRole[];
  /** The groups attribute's form, shown above the list. */
  children?: ReactNode;
}

type Open = { kind: 'add' } | { kind: 'edit' | 'remove'; mapping: SsoGroupMapping };

/** The IdP groups mapped to roles: each with its roles, Edit and Remove (asked first); Map a group adds one. */
export function GroupMappings({ connection, canWrite, roles, children }: GroupMappingsProps): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const remove = useMutation(useAdminData().sso.mutations.removeGroup());
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const columns = useMemo<ColumnDef<SsoGroupMapping>[]>(() => {
    const roleName = (id: string) => roles.find((r) => r.id === id)?.name ?? id;
    return [
      {
        id: 'group',
        header: t('portal.sso.groups.column.group'),
        cell: ({ row }) => <span className="gh-sso-domain-name">{row.original.group}</span>,
      },
      {
        id: 'roles',
        header: t('portal.sso.groups.column.roles'),
        cell: ({ row }) =>
          row.original.roleIds.length === 0 ? (
            <span className="gh-section-cell-detail">{t('portal.sso.groups.noRoles')}</span>
          ) : (
            <span className="gh-section-badges">
              {row.original.roleIds.map((id) => (
                <Badge key={id} tone="info">
                  {roleName(id)}
                </Badge>
              ))}
            </span>
          ),
      },
      ...(canWrite
        ? [
            {
              id: 'actions',
              header: () => <span className="gh-visually-hidden">{t('portal.common.actions')}</span>,
              meta: { actions: true },
              cell: ({ row }) => (
                <DropdownMenu
                  trigger={
                    <IconButton label={t('portal.sso.groups.menu', { group: row.original.group })} size="sm">
                      <MoreIcon />
                    </IconButton>
                  }
                  items={[
                    { label: t('portal.sso.groups.edit'), onSelect: () => setOpen({ kind: 'edit', mapping: row.original }) },
                    { type: 'separator' },
                    {
                      label: t('portal.sso.groups.remove'),
                      tone: 'danger',
                      onSelect: () => setOpen({ kind: 'remove', mapping: row.original }),
                    },
                  ]}
                />
              ),
            } satisfies ColumnDef<SsoGroupMapping>,
          ]
        : []),
    ];
  }, [t, roles, canWrite]);
  return (
    <Card className="gh-section-card">
      <CardHeader
        title={t('portal.sso.groups.title')}
        description={t('portal.sso.groups.text')}
        headingLevel={3}
        actions={
          canWrite && (
            <Button size="sm" onClick={() => setOpen({ kind: 'add' })}>
              {t('portal.sso.groups.add')}
            </Button>
          )
        }
      />
      <CardBody>
        {children}
        <DataTable
          caption={t('portal.sso.groups.list')}
          columns={columns}
          data={connection.groups}
          getRowId={(mapping) => mapping.id}
          labels={ui.table}
          empty={<p className="gh-section-note">{t('portal.sso.groups.empty')}</p>}
        />
      </CardBody>
      {open?.kind === 'add' && <MappingDialog connectionId={connection.id} roles={roles} onClose={close} />}
      {open?.kind === 'edit' && <MappingDialog connectionId={connection.id} roles={roles} mapping={open.mapping} onClose={close} />}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && close()}
          title={t('portal.sso.confirm.removeGroup.title', { group: open.mapping.group })}
          description={t('portal.sso.confirm.removeGroup.text', { group: open.mapping.group })}
          confirmLabel={t('portal.sso.groups.remove')}
          labels={ui.confirm}
          onConfirm={async () => {
            await remove.mutateAsync({ id: connection.id, groupId: open.mapping.id });
            notify.success(t('portal.sso.toast.groupRemoved', { group: open.mapping.group }));
          }}
        />
      )}
    </Card>
  );
}
