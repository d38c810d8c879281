import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';

/** The longest temporary membership the server takes: ten years (contracts: expirationInSeconds). */
const MAX_DAYS = 3650;

/**
 * Days typed for a temporary member as the expirationInSeconds the server counts from now (spec 001 §3): undefined
 * when blank (a permanent member), null when it is not a whole number of days from 1 to 3650.
 */
export function temporarySeconds(days: string): number | undefined | null {
  const text = days.trim();
  if (!text) return undefined;
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_DAYS ? n * 86_400 : null;
}

/** Props of TemporaryField: the form's register, whose values hold the typed `temporaryDays`. */
export interface TemporaryFieldProps<T extends FieldValues & { temporaryDays: string }> {
  register: UseFormRegister<T>;
  error?: string;
}

/** "Access ends after (days)": empty for a permanent member; checked here, so each invite dialog checks it alike. */
export function TemporaryField<T extends FieldValues & { temporaryDays: string }>({ register, error }: TemporaryFieldProps<T>): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  const days = register('temporaryDays' as Path<T>, {
    validate: (value: unknown) => temporarySeconds(String(value)) !== null || t('portal.users.error.days'),
  });
  return (
    <FormField label={t('portal.users.field.temporary')} description={t('portal.users.field.temporaryHint')} error={error}>
      <TextInput type="number" inputMode="numeric" min={1} max={MAX_DAYS} {...days} />
    </FormField>
  );
}
