import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

/** Props of VisuallyHidden: any span attribute. */
export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only: off screen, still read (the `gh-visually-hidden` class of gatehouse.css). */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps): ReactNode {
  return <span className={cx('gh-visually-hidden', className)} {...props} />;
}
