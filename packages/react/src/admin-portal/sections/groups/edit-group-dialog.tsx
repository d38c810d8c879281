import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import type { AssignableRole, EditGroupInput } from '@gatehouse/client';
import type { Group } from '@gatehouse/contracts';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Dialog } from '../../../ui/dialog';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { ChoiceList } from '../users/choice-list';
import { DialogActions } from '../users/dialog-actions';
import { FormAlert } from '../users/form-alert';
import { applyGroupErrors } from './apply-group-errors';
import { GroupFields } from './group-fields';
import type { GroupFormValues } from './group-form-values';
import { useGroupChoices } from './use-group-choices';

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
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const choices = useGroupChoices();
  const edit = useMutation(useAdminData().groups.mutations.edit());
  const [formError, setFormError] = useState<string>();
  const form = useForm<GroupFormValues>({
    defaultValues: {
      name: group.name,
      color: group.color ?? '',
      description: group.description ?? '',
      roleIds: (group.roles ?? []).map((r) => r.id),
      userIds: [],
    },
  });
  const { control, handleSubmit, formState } = form;
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    const changes = groupChanges(group, values);
    if (!changes) return onClose();
    try {
      await edit.mutateAsync({ groupId: group.id, ...changes });
      notify.success(t('portal.groups.toast.saved', { name: values.name.trim() }));
      onClose();
    } catch (error) {
      setFormError(applyGroupErrors(error, form.setError));
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('portal.groups.editDialog.title', { name: group.name })}
      labels={ui.dialog}
      dismissible={!formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      footer={
        <DialogActions
          cancelLabel={t('portal.common.cancel')}
          submitLabel={t('portal.groups.editDialog.submit')}
          busy={formState.isSubmitting}
          onCancel={onClose}
        />
      }
    >
      <FormAlert message={formError} />
      <GroupFields form={form} disabled={formState.isSubmitting} />
      <Controller
        control={control}
        name="roleIds"
        render={({ field, fieldState }) => (
          <ChoiceList
            choices={choices.roleChoices(roles)}
            value={field.value}
            onChange={field.onChange}
            labels={choices.roleLabels}
            error={fieldState.error?.message}
            disabled={formState.isSubmitting}
          />
        )}
      />
    </Dialog>
  );
}
