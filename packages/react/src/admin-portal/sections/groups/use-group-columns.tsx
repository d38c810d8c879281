import { useMemo } from 'react';
import type { ColumnDef } from '../../../ui/table-types';
import type { Group } from '@gatehouse/contracts';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Badge } from '../../../ui/badge';
import { GroupCell } from './group-cell';
import { GroupMembersCell } from './group-members-cell';
import { GroupRowMenu, type GroupAction } from './group-row-menu';

/** The groups table's columns: the group (swatch, name, description), its roles, its members, and the row menu. */
export function useGroupColumns(onAction: (action: GroupAction, group: Group) => void): ColumnDef<Group>[] {
  const { t } = useMessages(portalGroupsMessages);
  return useMemo<ColumnDef<Group>[]>(
    () => [
      { id: 'group', header: t('portal.groups.column.group'), cell: ({ row }) => <GroupCell group={row.original} /> },
      {
        id: 'roles',
        header: t('portal.groups.column.roles'),
        meta: { priority: 'md' },
        cell: ({ row }) => {
          const roles = row.original.roles ?? [];
          if (roles.length === 0) return <span className="gh-groups-none gh-section-note">{t('portal.common.none')}</span>;
          return (
            <span className="gh-groups-badges gh-section-badges">
              {roles.map((r) => (
                <Badge key={r.id} tone="info">
                  {r.name}
                </Badge>
              ))}
            </span>
          );
        },
      },
      {
        id: 'members',
        header: t('portal.groups.column.members'),
        meta: { priority: 'sm' },
        cell: ({ row }) => <GroupMembersCell group={row.original} />,
      },
      {
        id: 'actions',
        header: () => <span className="gh-visually-hidden">{t('portal.common.actions')}</span>,
        meta: { actions: true },
        cell: ({ row }) => <GroupRowMenu group={row.original} onAction={onAction} />,
      },
    ],
    [t, onAction],
  );
}
