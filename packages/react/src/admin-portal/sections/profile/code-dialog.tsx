import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { CodeField } from './code-field';
import { OneFieldDialog } from './one-field-dialog';

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

function OpenCodeDialog({ label, onSubmit, ...dialog }: CodeDialogProps): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  return (
    <OneFieldDialog {...dialog} form={form} onValues={({ code }) => onSubmit(code)}>
      <CodeField form={form} label={label ?? t('portal.profile.code.label')} />
    </OneFieldDialog>
  );
}
