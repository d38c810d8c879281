import type { ReactNode } from 'react';
import { Button } from '../../ui/button';

/** Props of DialogActions. */
export interface DialogActionsProps {
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  /** While the dialog's call runs: the submit button spins and Cancel waits. */
  busy: boolean;
  onCancel(): void;
  /** For a removal: the submit button in the danger colour. */
  danger?: boolean;
}

/**
 * A form dialog's footer: Cancel, then the submit button (the main action last). Every section's form dialogs end
 * this way, so it lives in the kit rather than in each dialog.
 */
export function DialogActions({ cancelLabel, submitLabel, busy, onCancel, danger = false }: DialogActionsProps): ReactNode {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
