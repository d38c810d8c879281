import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { AssignableRole } from '@gatehouse/client';
import type { TeamUser } from '@gatehouse/contracts';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormDialog } from '../../kit/form-dialog';
import { ChoiceList } from '../users/choice-list';
import { FormAlert } from '../users/form-alert';
import { GroupFields } from './group-fields';
import { useGroupChoices } from './use-group-choices';
import type { GroupForm } from './use-group-form';

/** Props of GroupFormDialog. */
export interface GroupFormDialogProps {
  title: string;
  submitLabel: string;
  /** The form, its refusal that belongs to no field and its submit handler (useGroupForm). */
  state: GroupForm;
  roles: readonly AssignableRole[];
  /** Given (undefined while they load): the dialog offers the members a new group starts with. */
  members?: { users: readonly TeamUser[] | undefined };
  onClose(): void;
}

/**
 * The dialog of a group's name, colour, description and roles (and, for a new group, its members): the create and
 * edit dialogs differ only in what they send, so both render this one form.
 */
export function GroupFormDialog({ title, submitLabel, state, roles, members, onClose }: GroupFormDialogProps): ReactNode {
  const { t } = useMessages(portalGroupsMessages);
  const choices = useGroupChoices();
  const { form, formError, submit } = state;
  const { control, formState } = form;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      onSubmit={submit}
      cancelLabel={t('portal.common.cancel')}
      submitLabel={submitLabel}
      busy={formState.isSubmitting}
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
      {members && (
        <Controller
          control={control}
          name="userIds"
          render={({ field, fieldState }) => (
            <ChoiceList
              choices={choices.userChoices(members.users ?? [])}
              value={field.value}
              onChange={field.onChange}
              labels={choices.memberLabels}
              loading={members.users === undefined}
              error={fieldState.error?.message}
              disabled={formState.isSubmitting}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
