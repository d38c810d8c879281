import type { ReactNode } from 'react';
import { PageHeader } from '../../ui/page-header';
import './section-kit.css';

/** Props of SectionPage. */
export interface SectionPageProps {
  title: ReactNode;
  description?: ReactNode;
  /** The page's main actions (e.g. "Invite user"), at the header's end. */
  actions?: ReactNode;
  /** The page's cards and tables. */
  children?: ReactNode;
}

/**
 * A portal section's page: a header with the title (the page's h1), a description and the main actions, then the
 * content. Every section renders one, so pages look alike and the heading order holds.
 */
export function SectionPage({ title, description, actions, children }: SectionPageProps): ReactNode {
  return (
    <div className="gh-section-page">
      <PageHeader title={title} description={description} actions={actions} headingLevel={1} />
      <div className="gh-section-body">{children}</div>
    </div>
  );
}
