import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AssignableRole } from '@gatehouse/client';
import type { TeamUser } from '@gatehouse/contracts';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { GroupFormDialog } from './group-form-dialog';
import { useGroupForm } from './use-group-form';

/** Props of CreateGroupDialog (rendered while open). */
export interface CreateGroupDialogProps {
  roles: readonly AssignableRole[];
  /** The tenant's users a new group can start with. */
  users: readonly TeamUser[] | undefined;
  onClose(): void;
}

/**
 * Creates a group with a name, colour, description, roles and members: the group first, then its users and roles
 * (spec 001 §4), as the client module does; a blank description is left out (§5).
 */
export function CreateGroupDialog({ roles, users, onClose }: CreateGroupDialogProps): ReactNode {
  const { t } = useMessages(portalGroupsMessages);
  const notify = useNotify();
  const create = useMutation(useAdminData().groups.mutations.create());
  const state = useGroupForm({ name: '', color: '', description: '', roleIds: [], userIds: [] }, async (values) => {
    const group = await create.mutateAsync(values);
    notify.success(t('portal.groups.toast.created', { name: group.name }));
    onClose();
  });
  return (
    <GroupFormDialog
      title={t('portal.groups.create')}
      submitLabel={t('portal.groups.createDialog.submit')}
      state={state}
      roles={roles}
      members={{ users }}
      onClose={onClose}
    />
  );
}
