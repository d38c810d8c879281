import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { cx } from './class-names';
import { focusFirst } from './focus-first';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { usePortalContainer } from './ui-context';
import './dialog.css';

/** Words of Dialog. */
export interface DialogLabels {
  /** Name of the close button in the header corner (e.g. "Close"). */
  close: string;
}

/** Props of Dialog. */
export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** The element that opens the dialog (focus returns to it on close); omit for a dialog opened from state. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  /** The body: it scrolls when the dialog is taller than the window. */
  children?: ReactNode;
  /** The actions, in a footer that stays in view (cancel first, the main action last). */
  footer?: ReactNode;
  /** Makes body and footer one form, so a submit button in the footer submits the fields of the body. */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  labels: DialogLabels;
  /** Width: sm 400 px, md 520 px (default), lg 720 px — never wider than the window. */
  size?: 'sm' | 'md' | 'lg';
  /** False while work is pending: Escape, a click outside and the close button do nothing. */
  dismissible?: boolean;
  className?: string;
}

/**
 * A modal dialog (Radix): a header with the title and a small close button, a body that scrolls inside the window,
 * and a footer with the actions that is always reachable. Focus moves to the first field, is kept inside, and
 * returns to what opened it; Escape closes it.
 */
export function Dialog(props: DialogProps): ReactNode {
  const { open, defaultOpen, onOpenChange, trigger, title, description, children, footer, onSubmit, labels } = props;
  const { size = 'md', dismissible = true, className } = props;
  const container = usePortalContainer();
  const content = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const guard = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const sections = (
    <>
      <div ref={body} className="gh-dialog-body">
        {children}
      </div>
      {footer && <div className="gh-dialog-footer">{footer}</div>}
    </>
  );
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      {container && (
        <RadixDialog.Portal container={container}>
          <RadixDialog.Overlay className="gh-dialog-overlay">
            <RadixDialog.Content
              ref={content}
              className={cx('gh-dialog', `gh-dialog-${size}`, className)}
              // Radix warns without a description unless told there is none on purpose.
              {...(description === undefined ? { 'aria-describedby': undefined } : {})}
              onOpenAutoFocus={(event) => {
                event.preventDefault();
                focusFirst(body.current, content.current);
              }}
              onEscapeKeyDown={guard}
              onPointerDownOutside={guard}
              onInteractOutside={guard}
            >
              <div className="gh-dialog-header">
                <div className="gh-dialog-heading">
                  <RadixDialog.Title className="gh-dialog-title">{title}</RadixDialog.Title>
                  {description !== undefined && (
                    <RadixDialog.Description className="gh-dialog-description">{description}</RadixDialog.Description>
                  )}
                </div>
                <RadixDialog.Close asChild>
                  <IconButton label={labels.close} size="sm" className="gh-dialog-close" disabled={!dismissible}>
                    <CloseIcon />
                  </IconButton>
                </RadixDialog.Close>
              </div>
              {onSubmit ? (
                <form className="gh-dialog-form" onSubmit={onSubmit} noValidate>
                  {sections}
                </form>
              ) : (
                sections
              )}
            </RadixDialog.Content>
          </RadixDialog.Overlay>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}
