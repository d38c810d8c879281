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

/** Props of CodeDialog. */
export interface CodeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** Where the code comes from (e.g. "Enter the code we texted to +1…"). */
  description: ReactNode;
  /** The field's label (default "Code"). */
  label?: string;
  submitLabel: ReactNode;
  /** For a removal: the submit button in the danger colour. */
  danger?: boolean;
  /** Sends the code; a rejection keeps the dialog open with the error shown and the code kept. */
  onSubmit(code: string): Promise<unknown>;
}

/**
 * A dialog asking for a one-time code (texted, or from an authenticator app) that confirms a change. The server's
 * refusal (a wrong code, too many codes, a step-up needed) shows above the field, and the dialog stays open.
 */
export function CodeDialog(props: CodeDialogProps): ReactNode {
  // Mounted only while open: each opening starts with an empty field and no error.
  return props.open ? <OpenCodeDialog {...props} /> : null;
}

function OpenCodeDialog({ onOpenChange, title, description, label, submitLabel, danger, onSubmit }: CodeDialogProps): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const ui = usePortalUiLabels();
  const [error, setError] = useState<string>();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    setError(undefined);
    try {
      await onSubmit(code);
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
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <FormError message={error} />
      <FormField label={label ?? t('portal.profile.code.label')} error={errors.code?.message} required>
        <TextInput
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.register('code', {
            validate: (value) => /^\d{6}$/.test(value.replace(/\s+/g, '')) || t('portal.profile.code.invalid'),
          })}
        />
      </FormField>
    </Dialog>
  );
}
