import type { CSSProperties, ReactNode } from 'react';
import { cx } from './class-names';
import './skeleton.css';

/** Props of Skeleton. */
export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: CSSProperties['inlineSize'];
  /** CSS height (default one line of text). */
  height?: CSSProperties['blockSize'];
  /** A circle (for avatars) instead of a rounded bar. */
  circle?: boolean;
  className?: string;
}

/**
 * A grey placeholder for content that is loading; hidden from screen readers (announce loading once, near the
 * content, e.g. with aria-busy or a Spinner label).
 */
export function Skeleton({ width, height, circle, className }: SkeletonProps): ReactNode {
  return (
    <span
      className={cx('gh-skeleton', circle && 'gh-skeleton-circle', className)}
      style={{ inlineSize: width, blockSize: height }}
      aria-hidden="true"
    />
  );
}

/** Props of SkeletonRows. */
export interface SkeletonRowsProps {
  /** Number of rows (default 5). */
  rows?: number;
  /** Number of cells per row. */
  columns: number;
}

/** Placeholder table rows (`<tr>`s for a `<tbody>`) while a table's page loads. */
export function SkeletonRows({ rows = 5, columns }: SkeletonRowsProps): ReactNode {
  const count = (n: number) => Array.from({ length: Math.max(0, Math.floor(Number(n) || 0)) }, (_, i) => i);
  return count(rows).map((row) => (
    <tr key={row} className="gh-skeleton-row" aria-hidden="true">
      {count(columns).map((column) => (
        <td key={column} className="gh-skeleton-cell">
          <Skeleton width={column === 0 ? '70%' : '50%'} />
        </td>
      ))}
    </tr>
  ));
}
