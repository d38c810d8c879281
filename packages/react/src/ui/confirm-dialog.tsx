import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactElement, type ReactNode } from 'react';
import { errorMessage } from '@gatehouse/client';
import { Button } from './button';
import { usePortalContainer } from './ui-context';
import './button.css';
import './dialog.css';

/** Words of ConfirmDialog. */
export interface ConfirmDialogLabels {
  /** The button that backs out (e.g. "Cancel"). */
  cancel: string;
}

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** The element that opens the dialog (focus returns to it on close). */
  trigger?: ReactElement;
  title: ReactNode;
  /** What will happen, in a sentence (read out when the dialog opens). */
  description: ReactNode;
  /** The confirming button's words (e.g. "Delete user"). */
  confirmLabel: ReactNode;
  /** danger (default) for destructive actions, primary for others. */
  tone?: 'danger' | 'primary';
  /** The action; the dialog waits for it, closes when it resolves and shows the error when it throws. */
  onConfirm(): unknown;
  labels: ConfirmDialogLabels;
  /** Words for a failure (default: the server's message, or the generic one for anything else). */
  formatError?(error: unknown): string;
  /** More content under the description (e.g. a list of what will be removed). */
  children?: ReactNode;
}

/**
 * Asks before a destructive action (Radix alert dialog): focus starts on Cancel; confirming runs the async action
 * with the button busy and the dialog held open, then closes it — or keeps it open and shows what went wrong.
 */
export function ConfirmDialog(props: ConfirmDialogProps): ReactNode {
  const { trigger, title, description, confirmLabel, tone = 'danger', onConfirm, labels, formatError = errorMessage, children } = props;
  const container = usePortalContainer();
  const [ownOpen, setOwnOpen] = useState(props.defaultOpen ?? false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const open = props.open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (pending) return;
    if (next) setError(undefined);
    setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  const confirm = async () => {
    setPending(true);
    setError(undefined);
    try {
      await onConfirm();
      setPending(false);
      setOwnOpen(false);
      props.onOpenChange?.(false);
    } catch (failure) {
      setPending(false);
      setError(formatError(failure));
    }
  };
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={setOpen}>
      {trigger && <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>}
      {container && (
        <RadixAlertDialog.Portal container={container}>
          <RadixAlertDialog.Overlay className="gh-dialog-overlay">
            <RadixAlertDialog.Content className="gh-dialog gh-dialog-sm" onEscapeKeyDown={(event) => pending && event.preventDefault()}>
              <div className="gh-dialog-header">
                <div className="gh-dialog-heading">
                  <RadixAlertDialog.Title className="gh-dialog-title">{title}</RadixAlertDialog.Title>
                </div>
              </div>
              <div className="gh-dialog-body">
                <RadixAlertDialog.Description className="gh-dialog-text">{description}</RadixAlertDialog.Description>
                {children}
                {error && (
                  <p className="gh-dialog-error" role="alert">
                    {error}
                  </p>
                )}
              </div>
              <div className="gh-dialog-footer">
                <RadixAlertDialog.Cancel asChild>
                  <Button variant="secondary" disabled={pending}>
                    {labels.cancel}
                  </Button>
                </RadixAlertDialog.Cancel>
                <Button variant={tone} loading={pending} onClick={() => void confirm()}>
                  {confirmLabel}
                </Button>
              </div>
            </RadixAlertDialog.Content>
          </RadixAlertDialog.Overlay>
        </RadixAlertDialog.Portal>
      )}
    </RadixAlertDialog.Root>
  );
}
