import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import { useUiDirection } from './ui-context';
import './tabs.css';

/** Props of Tabs. */
export interface TabsProps {
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  className?: string;
  /** A TabList and one TabPanel per tab. */
  children: ReactNode;
}

/** Tabs (Radix): arrow keys move between tabs, in the reading direction. */
export function Tabs({ className, children, ...props }: TabsProps): ReactNode {
  const dir = useUiDirection();
  return (
    <RadixTabs.Root dir={dir} className={cx('gh-tabs', className)} {...props}>
      {children}
    </RadixTabs.Root>
  );
}

/** The row of tabs; `label` names it for screen readers (e.g. "Account settings"). */
export function TabList({ label, children }: { label: string; children: ReactNode }): ReactNode {
  return (
    <RadixTabs.List className="gh-tab-list" aria-label={label}>
      {children}
    </RadixTabs.List>
  );
}

/** One tab, showing the TabPanel of the same value. */
export function Tab({ value, disabled, children }: { value: string; disabled?: boolean; children: ReactNode }): ReactNode {
  return (
    <RadixTabs.Trigger value={value} disabled={disabled} className="gh-tab">
      {children}
    </RadixTabs.Trigger>
  );
}

/** The content of one tab. */
export function TabPanel({ value, className, children }: { value: string; className?: string; children: ReactNode }): ReactNode {
  return (
    <RadixTabs.Content value={value} className={cx('gh-tab-panel', className)}>
      {children}
    </RadixTabs.Content>
  );
}
