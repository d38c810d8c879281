import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Group } from '@gatehouse/contracts';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';

/** Props of DeleteGroupConfirm (rendered while open). */
export interface DeleteGroupConfirmProps {
  group: Group;
  onClose(): void;
}

/** Asks before deleting a group ("Members of X lose the roles the group gives them"); the list then reloads. */
export function DeleteGroupConfirm({ group, onClose }: DeleteGroupConfirmProps): ReactNode {
  const { t } = useMessages(portalGroupsMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const remove = useMutation(useAdminData().groups.mutations.remove());
  const name = group.name;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('portal.groups.confirm.delete.title', { name })}
      description={t('portal.groups.confirm.delete.text', { name })}
      confirmLabel={t('portal.groups.confirm.delete.action')}
      labels={ui.confirm}
      onConfirm={async () => {
        await remove.mutateAsync(group.id);
        notify.success(t('portal.groups.toast.deleted', { name }));
      }}
    />
  );
}
