import type { ReactNode } from 'react';
import { cx } from './class-names';
import { Heading, type HeadingLevel } from './heading';
import './empty-state.css';

/** Props of EmptyState. */
export interface EmptyStateProps {
  /** A decorative icon above the title. */
  icon?: ReactNode;
  title: ReactNode;
  /** What the list will hold, and how to begin. */
  text?: ReactNode;
  /** The next step (e.g. an "Invite user" button). */
  action?: ReactNode;
  /** Level of the title's heading (default 3). */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** What an empty list shows: an icon, a title, a line of text and the action that fills it. */
export function EmptyState({ icon, title, text, action, headingLevel = 3, className }: EmptyStateProps): ReactNode {
  return (
    <div className={cx('gh-empty-state', className)}>
      {icon && (
        <div className="gh-empty-state-icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading level={headingLevel} className="gh-empty-state-title">
        {title}
      </Heading>
      {text !== undefined && <p className="gh-empty-state-text">{text}</p>}
      {action && <div className="gh-empty-state-action">{action}</div>}
    </div>
  );
}
