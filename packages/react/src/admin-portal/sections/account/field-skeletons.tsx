import type { ReactNode } from 'react';
import { portalAccountMessages } from '../../../i18n/portal-account-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Skeleton } from '../../../ui/skeleton';

/** Placeholders for a form's fields while its data loads, announced once as loading. */
export function FieldSkeletons({ count }: { count: number }): ReactNode {
  const { t } = useMessages(portalAccountMessages);
  return (
    <div className="gh-account-skeletons" aria-busy="true">
      <span className="gh-visually-hidden" role="status">
        {t('portal.common.loading')}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="gh-account-skeleton-field gh-section-column">
          <Skeleton width="30%" />
          <Skeleton height="2.25rem" />
        </div>
      ))}
    </div>
  );
}
