import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';

/** Props of CodeField. */
export interface CodeFieldProps {
  form: UseFormReturn<{ code: string }>;
  label: string;
}

/**
 * A six-digit one-time code (texted, or from an authenticator app), spaces allowed: the code dialog and the
 * authenticator's set-up ask for it the same way.
 */
export function CodeField({ form, label }: CodeFieldProps): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  return (
    <FormField label={label} error={form.formState.errors.code?.message} required>
      <TextInput
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.register('code', {
          validate: (value) => /^\d{6}$/.test(value.replace(/\s+/g, '')) || t('portal.profile.code.invalid'),
        })}
      />
    </FormField>
  );
}
