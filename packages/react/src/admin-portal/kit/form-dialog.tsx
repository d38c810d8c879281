import type { FormEvent, ReactNode } from 'react';
import { Dialog, type DialogProps } from '../../ui/dialog';
import { DialogActions } from './dialog-actions';
import { usePortalUiLabels } from './use-portal-ui-labels';

/** Props of FormDialog: a Dialog's, with the words of its two actions and whether its call runs. */
export interface FormDialogProps extends Omit<DialogProps, 'footer' | 'labels' | 'dismissible' | 'onSubmit' | 'onOpenChange'> {
  onOpenChange(open: boolean): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  /** While the dialog's call runs: it cannot be dismissed, the submit button spins and Cancel waits. */
  busy: boolean;
  /** For a removal: the submit button in the danger colour. */
  danger?: boolean;
}

/**
 * A section's form dialog: the body is one form whose footer is Cancel and the submit button, and it stays open
 * while its call runs. The sections' create, edit, invite and code dialogs all take this shape, so it is one piece.
 */
export function FormDialog({ cancelLabel, submitLabel, busy, danger, ...dialog }: FormDialogProps): ReactNode {
  const ui = usePortalUiLabels();
  return (
    <Dialog
      {...dialog}
      labels={ui.dialog}
      dismissible={!busy}
      footer={
        <DialogActions
          cancelLabel={cancelLabel}
          submitLabel={submitLabel}
          busy={busy}
          danger={danger}
          onCancel={() => dialog.onOpenChange(false)}
        />
      }
    />
  );
}
