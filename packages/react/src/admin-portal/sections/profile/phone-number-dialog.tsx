import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@gatehouse/client';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormError } from '../../../login-box/form-error';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';

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

function OpenPhoneNumberDialog(props: PhoneNumberDialogProps): ReactNode {
  const { onOpenChange, title, description, label, hint, submitLabel, onSubmit } = props;
  const { t } = useMessages(portalProfileMessages);
  const ui = usePortalUiLabels();
  const [error, setError] = useState<string>();
  const form = useForm<{ phoneNumber: string }>({ defaultValues: { phoneNumber: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ phoneNumber }) => {
    setError(undefined);
    try {
      await onSubmit(phoneNumber.trim());
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      labels={ui.dialog}
      size="sm"
      dismissible={!isSubmitting}
      onSubmit={(event) => {
        // A dialog opened from inside another form must submit only its own.
        event.stopPropagation();
        void submit(event);
      }}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            {t('portal.common.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {submitLabel ?? t('portal.profile.phone.sendCode')}
          </Button>
        </>
      }
    >
      <FormError message={error} />
      <FormField label={label} description={hint} error={errors.phoneNumber?.message} required>
        <TextInput
          type="tel"
          autoComplete="tel"
          placeholder="+15551234567"
          {...form.register('phoneNumber', { validate: (value) => PHONE.test(value.trim()) || t('portal.profile.phone.invalid') })}
        />
      </FormField>
    </Dialog>
  );
}
