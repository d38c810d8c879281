import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { USERS_LIST_DEFAULTS } from '@gatehouse/client';
import type { TeamUser, UserSortField } from '@gatehouse/contracts';
import { DataTable, type Column, type TableSort } from '../../data-table';
import { useAdminData } from '../../data/use-admin-data';
import { viewOf } from '../../data/query-view';
import { formatDate } from '../../format-date';
import { EditRolesDialog } from './edit-roles-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { BulkInviteDialog } from './bulk-invite-dialog';
import { InviteLinkDialog } from './invite-link-dialog';
import { UserActions } from './user-actions';

/** Users page size (spec 001 §9). */
export const USERS_TABLE_PAGE_SIZE = USERS_LIST_DEFAULTS.pageSize;

const columns = (act: (kind: 'roles' | 'delete', user: TeamUser) => void): Column<TeamUser>[] => [
  {
    key: 'user',
    header: 'User',
    sortField: 'name',
    cell: (u) => (
      <span className="gh-admin-user">
        <strong>{u.name}</strong> <span className="gh-text">{u.email}</span>
        {u.isDisabled && <span className="gh-admin-badge">Disabled</span>}
        {u.invitationPending && <span className="gh-admin-badge">Invited</span>}
        {u.isLocked && <span className="gh-admin-badge">Locked</span>}
        {u.temporaryExpirationDate && <span className="gh-admin-badge">Temporary until {formatDate(u.temporaryExpirationDate)}</span>}
      </span>
    ),
  },
  { key: 'applications', header: 'Applications', cell: (u) => u.applications.join(', ') || '—' },
  { key: 'groups', header: 'Groups', cell: (u) => u.groups.map((g) => g.name).join(', ') || '—' },
  { key: 'roles', header: 'Roles', cell: (u) => u.roles.map((r) => r.name).join(', ') || '—' },
  { key: 'joinedAt', header: 'Joined', sortField: 'createdAt', cell: (u) => formatDate(u.createdAt) },
  { key: 'lastSeen', header: 'Last seen', cell: (u) => formatDate(u.lastLogin) },
  { key: 'managedBy', header: 'Managed by', cell: (u) => (u.managedBy === 'scim2' ? 'Directory (SCIM)' : 'Gatehouse') },
  {
    key: 'actions',
    header: 'Actions',
    cell: (u) => <UserActions user={u} onEditRoles={() => act('roles', u)} onDelete={() => act('delete', u)} />,
  },
];

/** The tenant's users: server-side search (email prefix), sort and pages; invite (one, many, by link), roles, enable/disable, unlock, temporary, delete. */
export default function UsersSection(): ReactNode {
  const admin = useAdminData();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<TableSort>({ field: USERS_LIST_DEFAULTS.sortBy, direction: USERS_LIST_DEFAULTS.order });
  const [dialog, setDialog] = useState<{ kind: 'invite' | 'bulk' | 'link' } | { kind: 'roles' | 'delete'; user: TeamUser } | null>(null);
  const [bulkSummary, setBulkSummary] = useState('');
  // Paged, sorted and searched by the server; the last page stays shown while the next one loads.
  const users = useQuery(
    admin.users.queries.list({
      page,
      pageSize: USERS_TABLE_PAGE_SIZE,
      sortBy: sort.field as UserSortField,
      order: sort.direction,
      email: search,
    }),
  );
  const roles = useQuery(admin.roles.queries.assignable());
  // Temporary users are offered only when the vendor allows them; without an answer the option stays hidden.
  const temporary = useQuery(admin.users.queries.temporaryUsers());
  const roleOptions = roles.data ?? [];
  const totalPages = users.data?._metadata.totalPages ?? 0;
  const rows = { ...viewOf(users), data: users.data?.items };
  const close = () => setDialog(null);
  const searchId = useId();

  return (
    <section className="gh-admin-section" aria-label="Users">
      <div className="gh-admin-toolbar">
        <label className="gh-label" htmlFor={searchId}>
          Search by email
        </label>
        <input
          id={searchId}
          className="gh-input"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
        <button type="button" className="gh-button gh-button-primary" onClick={() => setDialog({ kind: 'invite' })}>
          Invite user
        </button>
        <button type="button" className="gh-button gh-button-secondary" onClick={() => setDialog({ kind: 'bulk' })}>
          Invite several
        </button>
        <button type="button" className="gh-button gh-button-secondary" onClick={() => setDialog({ kind: 'link' })}>
          Invitation link
        </button>
      </div>
      {bulkSummary && (
        <pre role="status" className="gh-text gh-admin-summary">
          {bulkSummary}
        </pre>
      )}
      <DataTable
        caption="Users"
        columns={columns((kind, user) => setDialog({ kind, user }))}
        rows={rows}
        rowKey={(u) => u.id}
        emptyText="No users found."
        sort={sort}
        onSort={(s) => {
          setSort(s);
          setPage(0);
        }}
      />
      <nav className="gh-admin-pager" aria-label="Users pages">
        <button type="button" className="gh-button gh-button-secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous
        </button>
        <span className="gh-text">
          Page {totalPages === 0 ? 0 : page + 1} of {totalPages}
        </span>
        <button type="button" className="gh-button gh-button-secondary" disabled={page + 1 >= totalPages} onClick={() => setPage(page + 1)}>
          Next
        </button>
      </nav>
      <InviteUserDialog
        open={dialog?.kind === 'invite'}
        roles={roleOptions}
        temporaryUsers={temporary.data?.enabled ?? false}
        onClose={close}
      />
      <BulkInviteDialog open={dialog?.kind === 'bulk'} roles={roleOptions} onClose={close} onDone={setBulkSummary} />
      <InviteLinkDialog open={dialog?.kind === 'link'} roles={roleOptions} onClose={close} />
      <EditRolesDialog user={dialog?.kind === 'roles' ? dialog.user : null} roles={roleOptions} onClose={close} />
      <DeleteUserDialog user={dialog?.kind === 'delete' ? dialog.user : null} onClose={close} />
    </section>
  );
}
