import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import type { AssignableRole } from '@gatehouse/client';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { useFieldVisibility } from '../../use-field-visibility';
import { FormDialog } from '../../kit/form-dialog';
import { splitFieldErrors } from './field-errors';
import { FormAlert } from './form-alert';
import { RolesField } from './roles-field';
import { TemporaryField, temporarySeconds } from './temporary-field';

/** Props of InviteUserDialog (rendered while open). */
export interface InviteUserDialogProps {
  roles: readonly AssignableRole[];
  /** Whether the vendor allows temporary users (the dialog then offers an expiry). */
  temporaryUsers?: boolean;
  onClose(): void;
}

interface InviteValues {
  email: string;
  name: string;
  phone: string;
  roleIds: string[];
  temporaryDays: string;
}

// The request's fields and the form's, for the server's refusals.
const FIELDS = { email: 'email', name: 'name', phone: 'phone', roleIds: 'roleIds', expirationInSeconds: 'temporaryDays' } as const;

/** Invite by email with a name, roles, an optional phone number (spec 001 §2) and, if allowed, an end to the access. */
export function InviteUserDialog({ roles, temporaryUsers = false, onClose }: InviteUserDialogProps): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  const notify = useNotify();
  const invite = useMutation(useAdminData().users.mutations.invite());
  const phone = useFieldVisibility('users.invitePhone');
  const [formError, setFormError] = useState<string>();
  const { register, control, handleSubmit, setError, formState } = useForm<InviteValues>({
    defaultValues: { email: '', name: '', phone: '', roleIds: [], temporaryDays: '' },
  });
  const { errors, isSubmitting } = formState;
  // Blank fields are left out by the client; the list reloads once the server has answered.
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const email = values.email.trim();
      await invite.mutateAsync({
        email,
        name: values.name.trim(),
        phone: values.phone.trim(),
        roleIds: values.roleIds,
        expirationInSeconds: temporaryUsers ? (temporarySeconds(values.temporaryDays) ?? undefined) : undefined,
      });
      notify.success(t('portal.users.toast.invited', { email }));
      onClose();
    } catch (error) {
      const { issues, form } = splitFieldErrors(error, Object.keys(FIELDS), { 'team.already_member': 'email' });
      for (const issue of issues) setError(FIELDS[issue.field as keyof typeof FIELDS], { message: issue.message });
      setFormError(form);
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('portal.users.invite')}
      description={t('portal.users.inviteDialog.description')}
      onSubmit={(event) => void submit(event)}
      cancelLabel={t('portal.common.cancel')}
      submitLabel={t('portal.users.inviteDialog.submit')}
      busy={isSubmitting}
    >
      <FormAlert message={formError} />
      <FormField label={t('portal.users.field.email')} error={errors.email?.message} required>
        <TextInput
          type="email"
          autoComplete="off"
          {...register('email', { validate: (v) => !!v.trim() || t('portal.users.error.emailRequired') })}
        />
      </FormField>
      <FormField label={t('portal.users.field.name')} error={errors.name?.message}>
        <TextInput autoComplete="off" {...register('name')} />
      </FormField>
      {phone !== 'hidden' && (
        <FormField label={t('portal.users.field.phone')} error={errors.phone?.message}>
          <TextInput type="tel" autoComplete="off" readOnly={phone === 'viewOnly'} {...register('phone')} />
        </FormField>
      )}
      <RolesField control={control} roles={roles} disabled={isSubmitting} />
      {temporaryUsers && <TemporaryField register={register} error={errors.temporaryDays?.message} />}
    </FormDialog>
  );
}
