import type { ReactNode } from 'react';
import { cx } from './class-names';
import './spinner.css';

/** Props of Spinner. */
export interface SpinnerProps {
  /** Announced to screen readers (e.g. "Loading…"); without it the spinner is decorative. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A spinning ring in the current text colour; with a label, a status screen readers announce. */
export function Spinner({ label, size = 'md', className }: SpinnerProps): ReactNode {
  const ring = <span className={cx('gh-spinner', `gh-spinner-${size}`, className)} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span className="gh-spinner-status" role="status">
      {ring}
      <span className="gh-visually-hidden">{label}</span>
    </span>
  );
}
