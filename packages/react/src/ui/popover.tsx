import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import { cx } from './class-names';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { usePortalContainer } from './ui-context';
import './menu.css';

/** Words of Popover. */
export interface PopoverLabels {
  /** Name of the close button (e.g. "Close"). */
  close: string;
}

/** Props of Popover. */
export interface PopoverProps {
  /** The button that opens the popover. */
  trigger: ReactElement;
  /** A heading at the top, beside the close button. */
  title?: ReactNode;
  children: ReactNode;
  labels: PopoverLabels;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/** Interactive content floating by its button (Radix): Escape or a click outside closes it, focus returns. */
export function Popover({
  trigger,
  title,
  children,
  labels,
  open,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  className,
}: PopoverProps): ReactNode {
  const container = usePortalContainer();
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      {container && (
        <RadixPopover.Portal container={container}>
          <RadixPopover.Content className={cx('gh-popover', className)} side={side} align={align} sideOffset={6} collisionPadding={8}>
            <div className="gh-popover-header">
              {title !== undefined ? <p className="gh-popover-title">{title}</p> : <span />}
              <RadixPopover.Close asChild>
                <IconButton label={labels.close} size="sm">
                  <CloseIcon />
                </IconButton>
              </RadixPopover.Close>
            </div>
            {children}
          </RadixPopover.Content>
        </RadixPopover.Portal>
      )}
    </RadixPopover.Root>
  );
}
