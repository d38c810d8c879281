import type { ReactNode } from 'react';
import type { ColumnDef } from '../../../ui/table-types';
import type { Role } from '@gatehouse/contracts';
import type { Messages } from '../../../i18n/create-messages';
import type { PortalMessageId, PortalRolesId } from '../../../i18n/message-id';
import { Badge } from '../../../ui/badge';
import { DropdownMenu, type MenuEntry } from '../../../ui/dropdown-menu';
import { IconButton } from '../../../ui/icon-button';
import { MoreIcon } from '../../../ui/icons';

/** What a row's menu can ask for. */
export type RoleAction = 'edit' | 'permissions' | 'delete';

/** What the roles table needs to build its columns. */
export interface RoleColumnsInput {
  t: Messages<PortalRolesId | PortalMessageId>['t'];
  /** Whether this role may be changed here (the account's own, with the right to change roles). */
  editable(role: Role): boolean;
  onAction(action: RoleAction, role: Role): void;
}

/** The data attribute on a row's menu button, so focus can go back to it when a dialog it opened closes. */
export const ROLE_MENU_ATTRIBUTE = 'data-gh-role-menu';

/** Columns of the roles table: name with its badges, key, description, number of permissions, and the row menu. */
export function roleColumns({ t, editable, onAction }: RoleColumnsInput): ColumnDef<Role>[] {
  return [
    {
      id: 'name',
      header: t('portal.roles.column.name'),
      cell: ({ row }) => <RoleName role={row.original} t={t} />,
    },
    {
      id: 'key',
      header: t('portal.roles.column.key'),
      cell: ({ row }) => <code className="gh-roles-key gh-section-key">{row.original.key}</code>,
      meta: { priority: 'sm' },
    },
    {
      id: 'description',
      header: t('portal.roles.column.description'),
      cell: ({ row }) => row.original.description || '—',
      meta: { priority: 'md' },
    },
    {
      id: 'permissions',
      header: t('portal.roles.column.permissions'),
      cell: ({ row }) => t('portal.roles.permissionCount', { count: row.original.permissions.length }),
      meta: { priority: 'sm' },
    },
    {
      id: 'actions',
      header: () => <span className="gh-visually-hidden">{t('portal.common.actions')}</span>,
      cell: ({ row }) => <RowMenu role={row.original} editable={editable(row.original)} t={t} onAction={onAction} />,
      meta: { actions: true },
    },
  ];
}

function RoleName({ role, t }: { role: Role; t: RoleColumnsInput['t'] }): ReactNode {
  return (
    <span className="gh-roles-name gh-section-inline">
      <strong>{role.name}</strong>
      {role.isDefault && <Badge tone="info">{t('portal.roles.badge.default')}</Badge>}
      {!role.tenantId && <Badge>{t('portal.roles.badge.vendor')}</Badge>}
    </span>
  );
}

function RowMenu(props: { role: Role; editable: boolean; t: RoleColumnsInput['t']; onAction: RoleColumnsInput['onAction'] }): ReactNode {
  const { role, editable, t, onAction } = props;
  const items: MenuEntry[] = editable
    ? [
        { label: t('portal.common.edit'), onSelect: () => onAction('edit', role) },
        { label: t('portal.roles.menu.permissions'), onSelect: () => onAction('permissions', role) },
        { type: 'separator' },
        { label: t('portal.common.delete'), tone: 'danger', onSelect: () => onAction('delete', role) },
      ]
    : [{ label: t('portal.roles.menu.viewPermissions'), onSelect: () => onAction('permissions', role) }];
  return (
    <DropdownMenu
      items={items}
      trigger={
        <IconButton label={t('portal.roles.menu.label', { name: role.name })} size="sm" {...{ [ROLE_MENU_ATTRIBUTE]: role.id }}>
          <MoreIcon />
        </IconButton>
      }
    />
  );
}
