import { useEffect, type ReactElement, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@gatehouse/client';
import type { Role } from '@gatehouse/contracts';
import { portalRolesMessages } from '../../../i18n/portal-roles-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormError } from '../../../login-box/form-error';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/use-toast';
import { useAdminData } from '../../data/use-admin-data';
import { FormDialog } from '../../kit/form-dialog';
import { useNotify } from '../../kit/use-notify';
import { serverFieldErrors } from '../../kit/server-field-errors';
import { PermissionPicker, type PermissionCatalogue } from './permission-picker';

// The contracts' limits for a role, repeated as literals: importing them would pull zod into this chunk.
const NAME_MAX = 200;
const KEY_MAX = 100;
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._:-]*$/;
const DESCRIPTION_MAX = 2000;

interface RoleValues {
  name: string;
  key: string;
  description: string;
  permissionIds: string[];
}

/** Props of RoleDialog. */
export interface RoleDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The role to edit (name, key, description); absent, the dialog creates one, with its permissions. */
  role?: Role;
  /** The button that opens the dialog (focus returns to it). */
  trigger?: ReactElement;
  /** The permissions a new role can be given (not needed to edit one). */
  catalogue?: PermissionCatalogue;
}

const valuesOf = (role: Role | undefined): RoleValues => ({
  name: role?.name ?? '',
  key: role?.key ?? '',
  description: role?.description ?? '',
  permissionIds: [],
});

/** Creates a role (name, key, description, permissions) or edits one's name, key and description. */
export function RoleDialog({ open, onOpenChange, role, trigger, catalogue }: RoleDialogProps): ReactNode {
  const { t } = useMessages(portalRolesMessages);
  const notify = useNotify();
  const { toast } = useToast();
  const roles = useAdminData().roles;
  const create = useMutation(roles.mutations.create());
  const update = useMutation(roles.mutations.update());
  const form = useForm<RoleValues>({ defaultValues: valuesOf(role) });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  // Each opening starts from the role as stored, without the last attempt's errors.
  useEffect(() => {
    if (!open) return;
    reset(valuesOf(role));
  }, [open, role, reset]);

  const save = async (values: RoleValues) => {
    try {
      if (role) {
        const changed = (['name', 'key', 'description'] as const).filter((f) => values[f].trim() !== (role[f] ?? ''));
        if (changed.length === 0) toast({ title: t('portal.roles.noChanges') });
        else {
          await update.mutateAsync({ roleId: role.id, ...Object.fromEntries(changed.map((f) => [f, values[f].trim()])) });
          notify.success(t('portal.roles.updated', { name: values.name.trim() }));
        }
      } else {
        await create.mutateAsync(values);
        notify.success(t('portal.roles.created', { name: values.name.trim() }));
      }
      onOpenChange(false);
    } catch (error) {
      const { fields, rest } = serverFieldErrors(error, ['name', 'key', 'description']);
      if (isApiError(error) && error.errorCode === 'role.key_taken') fields.key = 'taken';
      const sentences = {
        name: t('portal.roles.form.nameInvalid'),
        key: t('portal.roles.form.keyInvalid'),
        description: t('portal.roles.form.descriptionInvalid'),
      };
      for (const field of Object.keys(fields) as (keyof typeof fields)[])
        setError(field, { message: fields[field] === 'taken' ? t('portal.roles.form.keyTaken') : sentences[field] }, { shouldFocus: true });
      if (Object.keys(fields).length === 0) setError('root.server', { message: rest });
    }
  };

  const busy = formState.isSubmitting;
  const { errors } = formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={role ? t('portal.roles.edit.title', { name: role.name }) : t('portal.roles.create.title')}
      description={role ? undefined : t('portal.roles.create.description')}
      size={role ? 'md' : 'lg'}
      onSubmit={(event) => void handleSubmit(save)(event)}
      cancelLabel={t('portal.common.cancel')}
      submitLabel={role ? t('portal.roles.edit.submit') : t('portal.roles.create.submit')}
      busy={busy}
    >
      <FormError message={errors.root?.server?.message} />
      <FormField label={t('portal.roles.form.name')} required error={errors.name?.message}>
        <TextInput
          autoComplete="off"
          {...register('name', {
            validate: (v) => (v.trim() !== '' && v.trim().length <= NAME_MAX) || t('portal.roles.form.nameInvalid'),
          })}
        />
      </FormField>
      <FormField label={t('portal.roles.form.key')} description={t('portal.roles.form.keyHint')} required error={errors.key?.message}>
        <TextInput
          autoComplete="off"
          spellCheck={false}
          {...register('key', {
            validate: (v) => (KEY_PATTERN.test(v.trim()) && v.trim().length <= KEY_MAX) || t('portal.roles.form.keyInvalid'),
          })}
        />
      </FormField>
      <FormField label={t('portal.roles.form.description')} error={errors.description?.message}>
        <Textarea
          rows={2}
          {...register('description', { maxLength: { value: DESCRIPTION_MAX, message: t('portal.roles.form.descriptionInvalid') } })}
        />
      </FormField>
      {!role && catalogue && (
        <Controller
          control={control}
          name="permissionIds"
          render={({ field }) => <PermissionPicker catalogue={catalogue} value={field.value} onChange={field.onChange} />}
        />
      )}
    </FormDialog>
  );
}
