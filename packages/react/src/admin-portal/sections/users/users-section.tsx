import { useCallback, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState, SortingState, VisibilityState } from '../../../ui/table-types';
import { errorMessage, USERS_LIST_DEFAULTS, type BulkUserAction } from '@gatehouse/client';
import type { TeamUser } from '@gatehouse/contracts';
import { useSession } from '../../../hooks/use-session';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Card, CardBody } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { useAdminData } from '../../data/use-admin-data';
import { SectionPage } from '../../kit/section-page';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { InviteActions } from './invite-actions';
import { SORT_FIELDS, useUserColumns, type UserColumn } from './use-user-columns';
import { useDebouncedValue } from './use-debounced-value';
import { UsersDialogs, type UsersDialogState } from './users-dialogs';
import { UsersEmpty } from './users-empty';
import { UsersToolbar } from './users-toolbar';
import './users-section.css';

/** Users page size (spec 001 §9). */
export const USERS_TABLE_PAGE_SIZE = USERS_LIST_DEFAULTS.pageSize;

const DEFAULT_SORT: SortingState = [{ id: 'user', desc: USERS_LIST_DEFAULTS.order === 'DESC' }];
const BULK_ACTIONS = [
  ['disable', 'portal.users.action.disable'],
  ['enable', 'portal.users.action.enable'],
  ['remove', 'portal.users.action.delete'],
] as const;

/**
 * The tenant's users: search (email prefix), sort and pages on the server; invite one, many or by link; per row a
 * menu (roles, resend, enable or disable, unlock, make permanent, delete); bulk actions on the selected rows. The
 * signed-in user's own row cannot be selected, disabled or deleted.
 */
export default function UsersSection(): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  const ui = usePortalUiLabels();
  const admin = useAdminData();
  const meId = useSession().user?.id;
  const [search, setSearch] = useState('');
  const email = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(0);
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORT);
  const [visibility, setVisibility] = useState<VisibilityState>({});
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialog] = useState<UsersDialogState | null>(null);
  const sort = sorting[0] ?? DEFAULT_SORT[0]!;
  // Paged, sorted and searched by the server; the last page stays shown while the next one loads.
  const users = useQuery(
    admin.users.queries.list({
      page,
      pageSize: USERS_TABLE_PAGE_SIZE,
      sortBy: SORT_FIELDS[sort.id as UserColumn] ?? USERS_LIST_DEFAULTS.sortBy,
      order: sort.desc ? 'DESC' : 'ASC',
      email,
    }),
  );
  const roles = useQuery(admin.roles.queries.assignable());
  // Temporary users are offered only when the vendor allows them; without an answer the option stays hidden.
  const temporary = useQuery(admin.users.queries.temporaryUsers());
  const rows = users.data?.items;
  // A new page, order or search starts a new selection: a bulk action only touches rows the reader can see.
  const restart = () => {
    setPage(0);
    setSelection({});
  };
  const onEditRoles = useCallback((user: TeamUser) => setDialog({ kind: 'roles', user }), []);
  const onConfirm = useCallback((action: BulkUserAction, list: TeamUser[]) => setDialog({ kind: 'confirm', action, users: list }), []);
  const columns = useUserColumns({ meId, onEditRoles, onConfirm });
  // The applications column shows only when the server gives some member an application.
  const hasApplications = rows?.some((u) => u.applications.length > 0) ?? false;
  const shownColumns = hasApplications ? visibility : { ...visibility, applications: false };
  const invite = () => setDialog({ kind: 'invite' });
  const selected = (ids: string[]) => (rows ?? []).filter((u) => ids.includes(u.id));

  return (
    <SectionPage
      title={t('portal.users.title')}
      description={t('portal.users.description')}
      actions={<InviteActions onInvite={invite} onBulk={() => setDialog({ kind: 'bulk' })} onLink={() => setDialog({ kind: 'link' })} />}
    >
      <Card className="gh-users-card gh-section-card">
        <CardBody>
          <UsersToolbar
            search={search}
            onSearch={(value) => {
              setSearch(value);
              restart();
            }}
            columns={columns.filter((c) => c.id !== 'actions' && (c.id !== 'applications' || hasApplications))}
            visibility={shownColumns}
            onVisibility={setVisibility}
          />
          {users.isError && (
            <div className="gh-users-error gh-section-alert" role="alert">
              <span>{errorMessage(users.error)}</span>
              <Button size="sm" onClick={() => void users.refetch()}>
                {t('portal.common.tryAgain')}
              </Button>
            </div>
          )}
          {!(users.isError && !rows) && (
            <DataTable
              caption={t('portal.users.table')}
              columns={columns}
              data={rows}
              getRowId={(u) => u.id}
              rowName={(u) => u.email}
              labels={ui.table}
              fetching={users.isFetching}
              empty={<UsersEmpty query={email} onInvite={invite} />}
              paging={{
                pageIndex: page,
                pageCount: users.data?._metadata.totalPages ?? 0,
                onPageChange: (next) => (setPage(next), setSelection({})),
              }}
              sorting={{
                state: sorting,
                onChange: (updater) => {
                  const next = typeof updater === 'function' ? updater(sorting) : updater;
                  // A third press would drop the order; the server always sorts, so it flips instead.
                  setSorting(next.length > 0 ? next : [{ id: sort.id, desc: !sort.desc }]);
                  restart();
                },
              }}
              columnVisibility={{
                state: shownColumns,
                onChange: (updater) => setVisibility(typeof updater === 'function' ? updater(shownColumns) : updater),
              }}
              selection={{
                state: selection,
                onChange: setSelection,
                canSelect: (id) => id !== meId,
                actions: (ids) =>
                  BULK_ACTIONS.map(([action, label]) => (
                    <Button
                      key={action}
                      size="sm"
                      variant={action === 'enable' ? 'secondary' : 'danger'}
                      onClick={() => setDialog({ kind: 'confirm', action, users: selected(ids) })}
                    >
                      {t(label)}
                    </Button>
                  )),
              }}
            />
          )}
        </CardBody>
      </Card>
      <UsersDialogs
        dialog={dialog}
        roles={roles.data ?? []}
        temporaryUsers={temporary.data?.enabled ?? false}
        onClose={() => setDialog(null)}
        onActionDone={() => setSelection({})}
      />
    </SectionPage>
  );
}
