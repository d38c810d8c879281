import { useCallback, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@gatehouse/client';
import type { Group } from '@gatehouse/contracts';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Card, CardBody } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { useAdminData } from '../../data/use-admin-data';
import { SectionPage } from '../../kit/section-page';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { GroupsDialogs, type GroupsDialogState } from './groups-dialogs';
import type { GroupAction } from './group-row-menu';
import { useGroupColumns } from './use-group-columns';
import './groups-section.css';

/** Users offered as members: the first 200 of the tenant by email (the most a users page answers). */
const CANDIDATES = { pageSize: 200, sortBy: 'email', order: 'ASC' } as const;

/** The tenant's groups (spec 001 §2): create, edit (name, colour, description, roles), members, delete. */
export default function GroupsSection(): ReactNode {
  const { t } = useMessages(portalGroupsMessages);
  const ui = usePortalUiLabels();
  const admin = useAdminData();
  const groups = useQuery(admin.groups.queries.list());
  const roles = useQuery(admin.roles.queries.assignable());
  const [dialog, setDialog] = useState<GroupsDialogState | null>(null);
  // The users are read only once a dialog that offers them is open.
  const wantsUsers = dialog?.kind === 'create' || dialog?.kind === 'members';
  const users = useQuery({ ...admin.users.queries.list(CANDIDATES), enabled: wantsUsers });
  const onAction = useCallback((kind: GroupAction, group: Group) => setDialog({ kind, groupId: group.id }), []);
  const columns = useGroupColumns(onAction);
  const create = () => setDialog({ kind: 'create' });
  const createButton = (
    <Button variant="primary" onClick={create}>
      {t('portal.groups.create')}
    </Button>
  );
  return (
    <SectionPage title={t('portal.groups.title')} description={t('portal.groups.description')} actions={createButton}>
      <Card className="gh-groups-card gh-section-card">
        <CardBody>
          {groups.isError && (
            <div className="gh-groups-error gh-section-alert" role="alert">
              <span>{errorMessage(groups.error)}</span>
              <Button size="sm" onClick={() => void groups.refetch()}>
                {t('portal.common.tryAgain')}
              </Button>
            </div>
          )}
          {!(groups.isError && !groups.data) && (
            <DataTable
              caption={t('portal.groups.table')}
              columns={columns}
              data={groups.data}
              getRowId={(g) => g.id}
              labels={ui.table}
              fetching={groups.isFetching}
              skeletonRows={3}
              empty={
                <EmptyState
                  title={t('portal.groups.empty.title')}
                  text={t('portal.groups.empty.text')}
                  headingLevel={2}
                  action={
                    <Button variant="primary" onClick={create}>
                      {t('portal.groups.create')}
                    </Button>
                  }
                />
              }
            />
          )}
        </CardBody>
      </Card>
      <GroupsDialogs
        dialog={dialog}
        groups={groups.data ?? []}
        roles={roles.data ?? []}
        users={users.data?.items}
        onClose={() => setDialog(null)}
      />
    </SectionPage>
  );
}
