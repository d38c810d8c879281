import type { ReactNode } from 'react';
import type { AnswerOf } from '@gatehouse/client';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Badge, type BadgeTone } from '../../../ui/badge';

/** What the server did with one address of a bulk invitation. */
export type BulkInviteItem = AnswerOf<'bulkInviteUsers'>['items'][number];

const TONES: Record<BulkInviteItem['status'], BadgeTone> = { invited: 'success', resent: 'info', already_member: 'neutral' };
const STATUS = {
  invited: 'portal.users.bulkDialog.status.invited',
  resent: 'portal.users.bulkDialog.status.resent',
  already_member: 'portal.users.bulkDialog.status.already_member',
} as const;

/** One line per address: invited, invited again, or already a member. */
export function BulkInviteResults({ items }: { items: readonly BulkInviteItem[] }): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  return (
    <section className="gh-users-results gh-section-column" aria-label={t('portal.users.bulkDialog.results')}>
      <p className="gh-form-label">{t('portal.users.bulkDialog.results')}</p>
      <ul className="gh-users-results-list">
        {items.map((item) => (
          <li key={item.email} className="gh-users-results-item">
            <span className="gh-users-results-email">{item.email}</span>
            <Badge tone={TONES[item.status]}>{t(STATUS[item.status])}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
