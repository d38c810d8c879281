import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import { cx } from './class-names';
import { usePortalContainer, useUiDirection } from './ui-context';
import './menu.css';

/** An entry of a DropdownMenu: an action, a separator, or a group label. */
export type MenuEntry =
  | {
      type?: 'item';
      label: ReactNode;
      onSelect(): void;
      /** danger for destructive actions (shown in the error colour). */
      tone?: 'danger';
      disabled?: boolean;
      icon?: ReactNode;
    }
  | { type: 'separator' }
  | { type: 'label'; label: ReactNode };

/** Props of DropdownMenu. */
export interface DropdownMenuProps {
  /** The button that opens the menu (e.g. an IconButton labelled "Actions for Ann"). */
  trigger: ReactElement;
  items: readonly MenuEntry[];
  /** Which edge of the trigger the menu lines up with (default end, for row menus at the end of a row). */
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/** A menu of actions (Radix) opened from a button: arrow keys move, Enter chooses, Escape closes. */
export function DropdownMenu({ trigger, items, align = 'end', className }: DropdownMenuProps): ReactNode {
  const container = usePortalContainer();
  const dir = useUiDirection();
  return (
    <RadixMenu.Root dir={dir} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      {container && (
        <RadixMenu.Portal container={container}>
          <RadixMenu.Content className={cx('gh-menu', className)} align={align} sideOffset={4} collisionPadding={8}>
            {items.map((item, index) => {
              if (item.type === 'separator') return <RadixMenu.Separator key={index} className="gh-menu-separator" />;
              if (item.type === 'label')
                return (
                  <RadixMenu.Label key={index} className="gh-menu-label">
                    {item.label}
                  </RadixMenu.Label>
                );
              return (
                <RadixMenu.Item
                  key={index}
                  className="gh-menu-item"
                  data-tone={item.tone}
                  disabled={item.disabled}
                  onSelect={() => item.onSelect()}
                >
                  {item.icon && (
                    <span className="gh-menu-icon" aria-hidden="true">
                      {item.icon}
                    </span>
                  )}
                  {item.label}
                </RadixMenu.Item>
              );
            })}
          </RadixMenu.Content>
        </RadixMenu.Portal>
      )}
    </RadixMenu.Root>
  );
}
