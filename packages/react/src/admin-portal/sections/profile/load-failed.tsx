import type { ReactNode } from 'react';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';

/** Props of LoadFailed. */
export interface LoadFailedProps {
  /** What could not be loaded, in a sentence. */
  message: ReactNode;
  onRetry(): void;
}

/** A list that could not be loaded: the sentence and a Try again button, in place of the list. */
export function LoadFailed({ message, onRetry }: LoadFailedProps): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  return (
    <div className="gh-profile-load-failed" role="alert">
      <span>{message}</span>
      <Button size="sm" onClick={onRetry}>
        {t('portal.common.tryAgain')}
      </Button>
    </div>
  );
}
