import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import type { AssignableRole } from '@gatehouse/client';
import type { TeamUser } from '@gatehouse/contracts';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { FormDialog } from '../../kit/form-dialog';
import { splitFieldErrors } from './field-errors';
import { FormAlert } from './form-alert';
import { RolesField } from './roles-field';

/** Props of EditRolesDialog (rendered while open). */
export interface EditRolesDialogProps {
  /** The member whose roles are edited. */
  user: TeamUser;
  roles: readonly AssignableRole[];
  onClose(): void;
}

/** Sets a member's roles from a filterable list; clearing them all sends `['']` (spec 001 §5). */
export function EditRolesDialog({ user, roles, onClose }: EditRolesDialogProps): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  const notify = useNotify();
  const editRoles = useMutation(useAdminData().users.mutations.editRoles());
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<{ roleIds: string[] }>({
    defaultValues: { roleIds: user.roleIds.length > 0 ? user.roleIds : user.roles.map((r) => r.id) },
  });
  const name = user.name.trim() || user.email;
  const submit = handleSubmit(async ({ roleIds }) => {
    setFormError(undefined);
    try {
      await editRoles.mutateAsync({ userId: user.id, roleIds });
      notify.success(t('portal.users.toast.rolesSaved', { name }));
      onClose();
    } catch (error) {
      const { issues, form } = splitFieldErrors(error, ['roleIds']);
      if (issues.length > 0) setError('roleIds', { message: issues[0]!.message });
      setFormError(form);
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('portal.users.rolesDialog.title', { name })}
      onSubmit={(event) => void submit(event)}
      cancelLabel={t('portal.common.cancel')}
      submitLabel={t('portal.users.rolesDialog.submit')}
      busy={formState.isSubmitting}
    >
      <FormAlert message={formError} />
      <RolesField control={control} roles={roles} disabled={formState.isSubmitting} />
    </FormDialog>
  );
}
