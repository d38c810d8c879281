import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import type { AssignableRole } from '@gatehouse/client';
import type { TeamUser } from '@gatehouse/contracts';
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
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const choices = useGroupChoices();
  const create = useMutation(useAdminData().groups.mutations.create());
  const [formError, setFormError] = useState<string>();
  const form = useForm<GroupFormValues>({ defaultValues: { name: '', color: '', description: '', roleIds: [], userIds: [] } });
  const { control, handleSubmit, formState } = form;
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const group = await create.mutateAsync(values);
      notify.success(t('portal.groups.toast.created', { name: group.name }));
      onClose();
    } catch (error) {
      setFormError(applyGroupErrors(error, form.setError));
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('portal.groups.create')}
      labels={ui.dialog}
      dismissible={!formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      footer={
        <DialogActions
          cancelLabel={t('portal.common.cancel')}
          submitLabel={t('portal.groups.createDialog.submit')}
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
      <Controller
        control={control}
        name="userIds"
        render={({ field, fieldState }) => (
          <ChoiceList
            choices={choices.userChoices(users ?? [])}
            value={field.value}
            onChange={field.onChange}
            labels={choices.memberLabels}
            loading={users === undefined}
            error={fieldState.error?.message}
            disabled={formState.isSubmitting}
          />
        )}
      />
    </Dialog>
  );
}
