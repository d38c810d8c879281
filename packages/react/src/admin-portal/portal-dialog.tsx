import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '@gatehouse/client';
import { FormError } from '../login-box/form-error';
import { useFocusTrap } from './use-focus-trap';

/** Props of PortalDialog. */
export interface PortalDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** Runs on submit with the form's values; a throw shows the server's message and keeps the dialog open. */
  onSubmit(form: FormData): Promise<void>;
  onClose(): void;
  children?: ReactNode;
  /** Submit button styled as a destructive action. */
  danger?: boolean;
}

/**
 * A modal form with open, loading and error states (spec 001 §2). Closing unmounts its body, so the next opening
 * starts with empty fields and no error.
 */
export function PortalDialog(props: PortalDialogProps): ReactNode {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ title, submitLabel, onSubmit, onClose, children, danger }: PortalDialogProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  useFocusTrap(ref, onClose);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLoading(true);
    setError(undefined);
    try {
      await onSubmit(new FormData(event.currentTarget));
      onClose();
    } catch (e) {
      setError(errorMessage(e));
      setLoading(false);
    }
  };
  return (
    <div className="gh-admin-dialog-backdrop">
      <div ref={ref} className="gh-admin-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="gh-section-title">
          {title}
        </h2>
        <form className="gh-form" onSubmit={(e) => void submit(e)} noValidate>
          <FormError message={error} />
          {children}
          <div className="gh-admin-dialog-actions">
            <button type="button" className="gh-button gh-button-secondary" onClick={onClose} disabled={loading}>
              Cancel
            </button>
            <button
              type="submit"
              className={`gh-button ${danger ? 'gh-button-danger' : 'gh-button-primary'}`}
              disabled={loading}
              aria-busy={loading}
            >
              {loading ? 'Working…' : submitLabel}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
