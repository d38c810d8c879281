import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import './badge.css';

/** What a badge signals: nothing in particular, good, a caution, a problem, or information. */
export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** Props of Badge. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short status label (pending, disabled, managed by SSO…) in a tint of its tone, with text readable on it. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps): ReactNode {
  return <span className={cx('gh-badge', `gh-badge-${tone}`, className)} {...props} />;
}
