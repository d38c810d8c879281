import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';

/** Props of DialogActions. */
export interface DialogActionsProps {
  cancelLabel: string;
  submitLabel: string;
  /** While the dialog's call runs: the submit button spins and Cancel waits. */
  busy: boolean;
  onCancel(): void;
}

/** A form dialog's footer: Cancel, then the submit button (the main action last). */
export function DialogActions({ cancelLabel, submitLabel, busy, onCancel }: DialogActionsProps): ReactNode {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="primary" loading={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
