import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';
import './button.css';

/** How a button looks: the main action, a plain one, a quiet one, or a destructive one. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Size of a button or icon button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of Button: every button attribute, plus the look. `type` defaults to "button". */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true: a spinner, aria-busy, and clicks (and so form submits) ignored; focus stays on the button. */
  loading?: boolean;
  /** Fills the width of its container. */
  block?: boolean;
  /** An icon before the label (replaced by the spinner while loading). */
  icon?: ReactNode;
}

/** A button in the theme's colours; `loading` keeps it focusable but inert, so focus is not lost mid-submit. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', loading = false, block = false, icon, className, type = 'button', onClick, children, ...props },
  ref,
) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      {...props}
      className={cx('gh-btn', `gh-btn-${variant}`, `gh-btn-${size}`, block && 'gh-btn-block', className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || props['aria-disabled'] || undefined}
      data-loading={loading || undefined}
      onClick={click}
    >
      {loading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  );
});
