import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AssignableRole, EditGroupInput } from '@gatehouse/client';
import type { Group } from '@gatehouse/contracts';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { GroupFormDialog } from './group-form-dialog';
import type { GroupFormValues } from './group-form-values';
import { useGroupForm } from './use-group-form';

/** Props of EditGroupDialog (rendered while open). */
export interface EditGroupDialogProps {
  group: Group;
  roles: readonly AssignableRole[];
  onClose(): void;
}

/** What the form changed: only the fields that differ, and the roles given and taken off. */
function groupChanges(group: Group, values: GroupFormValues): Omit<EditGroupInput, 'groupId'> | null {
  const before = (group.roles ?? []).map((r) => r.id);
  const changes: Omit<EditGroupInput, 'groupId'> = {
    ...(values.name.trim() !== group.name ? { name: values.name } : {}),
    ...(values.color.trim() && values.color.trim() !== (group.color ?? '') ? { color: values.color } : {}),
    ...(values.description.trim() !== (group.description ?? '') ? { description: values.description } : {}),
    addRoleIds: values.roleIds.filter((id) => !before.includes(id)),
    removeRoleIds: before.filter((id) => !values.roleIds.includes(id)),
  };
  const same = Object.keys(changes).length === 2 && changes.addRoleIds!.length === 0 && changes.removeRoleIds!.length === 0;
  return same ? null : changes;
}

/** Renames a group, changes its colour or description, gives it roles or takes them off (issue 16 item 4). */
export function EditGroupDialog({ group, roles, onClose }: EditGroupDialogProps): ReactNode {
  const { t } = useMessages(portalGroupsMessages);
  const notify = useNotify();
  const edit = useMutation(useAdminData().groups.mutations.edit());
  const state = useGroupForm(
    {
      name: group.name,
      color: group.color ?? '',
      description: group.description ?? '',
      roleIds: (group.roles ?? []).map((r) => r.id),
      userIds: [],
    },
    async (values) => {
      const changes = groupChanges(group, values);
      if (changes) {
        await edit.mutateAsync({ groupId: group.id, ...changes });
        notify.success(t('portal.groups.toast.saved', { name: values.name.trim() }));
      }
      onClose();
    },
  );
  return (
    <GroupFormDialog
      title={t('portal.groups.editDialog.title', { name: group.name })}
      submitLabel={t('portal.groups.editDialog.submit')}
      state={state}
      roles={roles}
      onClose={onClose}
    />
  );
}
