import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { OneFieldDialog } from './one-field-dialog';

/** Props of PhoneNumberDialog. */
export interface PhoneNumberDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** The field's label (e.g. "Phone number"). */
  label: string;
  /** Shown under the field (e.g. the risk of text messages). */
  hint?: ReactNode;
  /** Default "Text me a code". */
  submitLabel?: ReactNode;
  /** Sends the number (trimmed); a rejection keeps the dialog open with the server's words. */
  onSubmit(phoneNumber: string): Promise<unknown>;
}

/** Digits with an optional leading + and the separators people type: E.164 once they are taken out. */
const PHONE = /^\+?[\d\s().-]{6,24}$/;

/** A dialog asking for a phone number a code will be texted to. */
export function PhoneNumberDialog(props: PhoneNumberDialogProps): ReactNode {
  // Mounted only while open: each opening starts with an empty field and no error.
  return props.open ? <OpenPhoneNumberDialog {...props} /> : null;
}

function OpenPhoneNumberDialog({ label, hint, submitLabel, onSubmit, ...dialog }: PhoneNumberDialogProps): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const form = useForm<{ phoneNumber: string }>({ defaultValues: { phoneNumber: '' } });
  return (
    <OneFieldDialog
      {...dialog}
      form={form}
      submitLabel={submitLabel ?? t('portal.profile.phone.sendCode')}
      onValues={({ phoneNumber }) => onSubmit(phoneNumber.trim())}
    >
      <FormField label={label} description={hint} error={form.formState.errors.phoneNumber?.message} required>
        <TextInput
          type="tel"
          autoComplete="tel"
          placeholder="+15551234567"
          {...form.register('phoneNumber', { validate: (value) => PHONE.test(value.trim()) || t('portal.profile.phone.invalid') })}
        />
      </FormField>
    </OneFieldDialog>
  );
}
