import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from './button';
import { cx } from './class-names';
import './button.css';

/** Props of IconButton: an icon as children and the label screen readers hear. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The button's accessible name (e.g. "Close", "Actions for Ann"). */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

/** A square button showing only an icon, named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'ghost', size = 'md', className, type = 'button', children, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={cx('gh-btn', 'gh-icon-btn', `gh-btn-${variant}`, `gh-btn-${size}`, className)}
      {...props}
    >
      {children}
    </button>
  );
});
