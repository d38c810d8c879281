import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '@gatehouse/client';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormError } from '../../../login-box/form-error';
import { FormDialog } from '../../kit/form-dialog';

/** Props of OneFieldDialog. */
export interface OneFieldDialogProps<T extends FieldValues> {
  /** The dialog's form (its one field is the children). */
  form: UseFormReturn<T>;
  /** Mount it only while open (each opening then starts with an empty field and no error). */
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  submitLabel: ReactNode;
  /** For a removal: the submit button in the danger colour. */
  danger?: boolean;
  /** Sends what was typed; a rejection keeps the dialog open with the server's words above the field. */
  onValues(values: T): Promise<unknown>;
  children: ReactNode;
}

/**
 * A small dialog asking for one thing (a code, a phone number) that a call then checks: the code and phone number
 * dialogs differ only in their field, so the dialog, its footer and the refusal above the field are this one piece.
 */
export function OneFieldDialog<T extends FieldValues>(props: OneFieldDialogProps<T>): ReactNode {
  const { form, open, onOpenChange, title, description, submitLabel, danger, onValues, children } = props;
  const { t } = useMessages(portalProfileMessages);
  const [error, setError] = useState<string>();
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await onValues(values);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      onSubmit={(event) => {
        // A dialog opened from inside another form must submit only its own.
        event.stopPropagation();
        void submit(event);
      }}
      cancelLabel={t('portal.common.cancel')}
      submitLabel={submitLabel}
      busy={isSubmitting}
      danger={danger}
    >
      <FormError message={error} />
      {children}
    </FormDialog>
  );
}
