import type { ReactNode } from 'react';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';

/** Props of UsersEmpty. */
export interface UsersEmptyProps {
  /** The email prefix searched for; blank when the account has no users at all. */
  query: string;
  onInvite(): void;
}

/** What an empty users table shows: no match for the search, or no users yet with the invite action. */
export function UsersEmpty({ query, onInvite }: UsersEmptyProps): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  if (query)
    return (
      <EmptyState title={t('portal.users.empty.noMatchTitle')} text={t('portal.users.empty.noMatchText', { query })} headingLevel={2} />
    );
  return (
    <EmptyState
      title={t('portal.users.empty.title')}
      text={t('portal.users.empty.text')}
      headingLevel={2}
      action={
        <Button variant="primary" onClick={onInvite}>
          {t('portal.users.invite')}
        </Button>
      }
    />
  );
}
