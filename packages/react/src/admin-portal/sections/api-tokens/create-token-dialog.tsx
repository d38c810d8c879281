import { useEffect, type ReactElement, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreatedToken, TokenScope } from '@gatehouse/client';
import { errorMessage } from '@gatehouse/client';
import { portalTokensMessages } from '../../../i18n/portal-tokens-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormError } from '../../../login-box/form-error';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { useAdminData } from '../../data/use-admin-data';
import { FormDialog } from '../../kit/form-dialog';
import { serverFieldErrors } from '../../kit/server-field-errors';
import { TokenRolesPicker } from './token-roles-picker';

// The contracts' MINUTES_PER_DAY and limits, repeated as literals: importing a value from @gatehouse/contracts would
// pull zod into this chunk (the browser bundle imports contracts for types only). The server checks again.
const MINUTES_PER_DAY = 1440;
const MAX_DAYS = 3650;
const DESCRIPTION_MAX = 500;

interface TokenValues {
  description: string;
  days: string;
  roleIds: string[];
}
const EMPTY: TokenValues = { description: '', days: '', roleIds: [] };

/** Props of CreateTokenDialog. */
export interface CreateTokenDialogProps {
  scope: TokenScope;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens it. */
  trigger: ReactElement;
  /** The token made, with its secret: the dialog has closed. */
  onCreated(token: CreatedToken): void;
}

/** Generates a token: a description, an expiry in days (sent as minutes, spec 001 §7) and, for tenant tokens, roles. */
export function CreateTokenDialog({ scope, open, onOpenChange, trigger, onCreated }: CreateTokenDialogProps): ReactNode {
  const { t } = useMessages(portalTokensMessages);
  const admin = useAdminData();
  const create = useMutation(admin.apiTokens.mutations.create(scope));
  const roles = useQuery({ ...admin.roles.queries.assignable(), enabled: scope === 'tenant' });
  const { register, control, handleSubmit, reset, setError, formState } = useForm<TokenValues>({ defaultValues: EMPTY });
  useEffect(() => {
    if (!open) return;
    reset(EMPTY);
  }, [open, reset]);

  const save = async ({ description, days, roleIds }: TokenValues) => {
    try {
      const token = await create.mutateAsync({
        description: description.trim(),
        expiresInMinutes: days.trim() === '' ? null : Number(days) * MINUTES_PER_DAY,
        roleIds,
      });
      onOpenChange(false);
      onCreated(token);
    } catch (error) {
      const { fields, rest } = serverFieldErrors(error, ['description', 'expiresInMinutes']);
      if (fields.description) setError('description', { message: t('portal.tokens.form.descriptionInvalid') }, { shouldFocus: true });
      if (fields.expiresInMinutes) setError('days', { message: t('portal.tokens.form.daysInvalid') }, { shouldFocus: true });
      if (!fields.description && !fields.expiresInMinutes) setError('root.server', { message: rest });
    }
  };

  const busy = formState.isSubmitting;
  const { errors } = formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={t('portal.tokens.create.title')}
      description={scope === 'tenant' ? t('portal.tokens.create.tenantText') : t('portal.tokens.create.personalText')}
      onSubmit={(event) => void handleSubmit(save)(event)}
      cancelLabel={t('portal.common.cancel')}
      submitLabel={t('portal.tokens.create.submit')}
      busy={busy}
    >
      <FormError message={errors.root?.server?.message} />
      <FormField label={t('portal.tokens.form.description')} required error={errors.description?.message}>
        <TextInput
          autoComplete="off"
          {...register('description', {
            validate: (v) => (v.trim() !== '' && v.trim().length <= DESCRIPTION_MAX) || t('portal.tokens.form.descriptionInvalid'),
          })}
        />
      </FormField>
      <FormField label={t('portal.tokens.form.days')} description={t('portal.tokens.form.daysHint')} error={errors.days?.message}>
        <TextInput
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_DAYS}
          step={1}
          {...register('days', {
            validate: (v) => {
              const days = Number(v);
              return v.trim() === '' || (Number.isInteger(days) && days >= 1 && days <= MAX_DAYS) || t('portal.tokens.form.daysInvalid');
            },
          })}
        />
      </FormField>
      {scope === 'tenant' && (
        <Controller
          control={control}
          name="roleIds"
          render={({ field }) => (
            <TokenRolesPicker
              roles={roles.data ?? []}
              loading={roles.isPending && roles.fetchStatus !== 'idle'}
              error={roles.isError ? errorMessage(roles.error) : undefined}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
