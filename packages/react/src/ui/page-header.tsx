import type { ReactNode } from 'react';
import { cx } from './class-names';
import { Heading, type HeadingLevel } from './heading';
import './page-header.css';

/** Props of PageHeader. */
export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the header's end (they wrap under the title on narrow screens). */
  actions?: ReactNode;
  /** Level of the title's heading (default 1). */
  headingLevel?: HeadingLevel;
  titleId?: string;
  className?: string;
}

/** A page's title, description and main actions. */
export function PageHeader({ title, description, actions, headingLevel = 1, titleId, className }: PageHeaderProps): ReactNode {
  return (
    <header className={cx('gh-page-header', className)}>
      <div className="gh-page-header-text">
        <Heading level={headingLevel} className="gh-page-title" id={titleId}>
          {title}
        </Heading>
        {description !== undefined && <p className="gh-page-description">{description}</p>}
      </div>
      {actions && <div className="gh-page-actions">{actions}</div>}
    </header>
  );
}
