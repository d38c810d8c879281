import { useMemo, type ReactNode } from 'react';
import type { ColumnDef } from '../../../ui/table-types';
import type { BulkUserAction } from '@gatehouse/client';
import type { TeamUser } from '@gatehouse/contracts';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useFormatters } from '../../../i18n/use-formatters';
import { useMessages } from '../../../i18n/use-messages';
import { Badge } from '../../../ui/badge';
import { UserCell } from './user-cell';
import { UserRowMenu } from './user-row-menu';

/** The users table's columns that can be shown or hidden (spec 001 §2), in their order. */
export const USER_COLUMNS = ['user', 'applications', 'groups', 'roles', 'joinedAt', 'lastSeen', 'managedBy'] as const;
/** One of the users table's data columns. */
export type UserColumn = (typeof USER_COLUMNS)[number];

/** The server's sort field behind each sortable column (spec 001 §3 sort fields). */
export const SORT_FIELDS: Partial<Record<UserColumn, 'name' | 'createdAt'>> = { user: 'name', joinedAt: 'createdAt' };

/** What the columns need from the section. */
export interface UserColumnsOptions {
  meId: string | undefined;
  onEditRoles(user: TeamUser): void;
  onConfirm(action: BulkUserAction, users: TeamUser[]): void;
}

/** A list of names as small badges, or a quiet "None". */
function Names({ names, none }: { names: readonly string[]; none: string }): ReactNode {
  if (names.length === 0) return <span className="gh-users-none">{none}</span>;
  return (
    <span className="gh-users-badges gh-section-badges">
      {names.map((name, i) => (
        <Badge key={`${name}-${i}`}>{name}</Badge>
      ))}
    </span>
  );
}

/**
 * The users table's columns: user (picture, name, email, state), applications, groups, roles, joined, last seen,
 * managed by, and the row menu. Narrow screens keep the user, the roles and the menu.
 */
export function useUserColumns({ meId, onEditRoles, onConfirm }: UserColumnsOptions): ColumnDef<TeamUser>[] {
  const { t } = useMessages(portalUsersMessages);
  const { formatDate, formatRelativeTime } = useFormatters();
  return useMemo<ColumnDef<TeamUser>[]>(() => {
    const none = t('portal.common.none');
    return [
      {
        id: 'user',
        sortable: true,
        header: t('portal.users.column.user'),
        cell: ({ row }) => <UserCell user={row.original} meId={meId} />,
      },
      {
        id: 'applications',
        header: t('portal.users.column.applications'),
        meta: { priority: 'md' },
        cell: ({ row }) => <Names names={row.original.applications} none={none} />,
      },
      {
        id: 'groups',
        header: t('portal.users.column.groups'),
        meta: { priority: 'md' },
        cell: ({ row }) => <Names names={row.original.groups.map((g) => g.name)} none={none} />,
      },
      {
        id: 'roles',
        header: t('portal.users.column.roles'),
        meta: { priority: 'sm' },
        cell: ({ row }) => <Names names={row.original.roles.map((r) => r.name)} none={none} />,
      },
      {
        id: 'joinedAt',
        sortable: true,
        header: t('portal.users.column.joinedAt'),
        meta: { priority: 'md' },
        cell: ({ row }) => formatDate(row.original.createdAt),
      },
      {
        id: 'lastSeen',
        header: t('portal.users.column.lastSeen'),
        meta: { priority: 'md' },
        cell: ({ row }) => {
          const last = row.original.lastLogin;
          return last ? (
            <time dateTime={last} title={formatDate(last, { dateStyle: 'medium', timeStyle: 'short' })}>
              {formatRelativeTime(last)}
            </time>
          ) : (
            t('portal.common.never')
          );
        },
      },
      {
        id: 'managedBy',
        header: t('portal.users.column.managedBy'),
        meta: { priority: 'md' },
        cell: ({ row }) => t(row.original.managedBy === 'scim2' ? 'portal.users.managedBy.scim' : 'portal.users.managedBy.admins'),
      },
      {
        id: 'actions',
        header: () => <span className="gh-visually-hidden">{t('portal.common.actions')}</span>,
        enableHiding: false,
        meta: { actions: true },
        cell: ({ row }) => (
          <UserRowMenu user={row.original} isMe={row.original.id === meId} onEditRoles={onEditRoles} onConfirm={onConfirm} />
        ),
      },
    ];
  }, [t, formatDate, formatRelativeTime, meId, onEditRoles, onConfirm]);
}
