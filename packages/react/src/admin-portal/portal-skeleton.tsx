import type { ReactNode } from 'react';
import { portalMessages } from '../i18n/portal-messages';
import { useMessages } from '../i18n/use-messages';
import { Skeleton } from '../ui/skeleton';

/** A section's page while its code loads: a title, a line of description and a card, and a "Loading…" for screen readers. */
export function SectionSkeleton(): ReactNode {
  const { t } = useMessages(portalMessages);
  return (
    <div className="gh-admin-skeleton" aria-busy="true">
      <p role="status" className="gh-visually-hidden">
        {t('portal.common.loading')}
      </p>
      <Skeleton width="12rem" height="1.75rem" />
      <Skeleton width="60%" />
      <Skeleton height="12rem" className="gh-admin-skeleton-card" />
    </div>
  );
}

/** The whole shell while the session loads: header, navigation and a section in grey. */
export function ShellSkeleton({ className }: { className: string }): ReactNode {
  return (
    <div className={className}>
      <div className="gh-admin-header">
        <Skeleton width="9rem" height="1.5rem" />
        <div className="gh-admin-header-end">
          <Skeleton circle width="2rem" height="2rem" />
        </div>
      </div>
      <div className="gh-admin-body">
        <div className="gh-admin-sidebar">
          {[60, 75, 50, 70, 55].map((width, i) => (
            <Skeleton key={i} width={`${width}%`} height="1.25rem" className="gh-admin-skeleton-item" />
          ))}
        </div>
        <div className="gh-admin-main">
          <div className="gh-admin-content">
            <SectionSkeleton />
          </div>
        </div>
      </div>
    </div>
  );
}
