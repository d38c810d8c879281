import type { ReactNode } from 'react';
import type { TeamUser } from '@gatehouse/contracts';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useFormatters } from '../../../i18n/use-formatters';
import { useMessages } from '../../../i18n/use-messages';
import { Avatar } from '../../../ui/avatar';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { userBadges, type UserBadgeKind } from './user-status';

/** Props of UserCell. */
export interface UserCellProps {
  user: TeamUser;
  /** The signed-in user's id: their own row is marked "You". */
  meId: string | undefined;
}

const TONES: Record<UserBadgeKind, BadgeTone> = {
  you: 'info',
  pending: 'warning',
  disabled: 'danger',
  locked: 'danger',
  temporary: 'info',
  scim: 'neutral',
  sso: 'neutral',
};

/** The user column: picture (or initials), name and email, and the badges of the member's state. */
export function UserCell({ user, meId }: UserCellProps): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  const { formatDate } = useFormatters();
  const text: Record<UserBadgeKind, () => string> = {
    you: () => t('portal.ui.badge.you'),
    pending: () => t('portal.ui.badge.pending'),
    disabled: () => t('portal.ui.badge.disabled'),
    locked: () => t('portal.ui.badge.locked'),
    temporary: () => t('portal.users.badge.temporaryUntil', { date: formatDate(user.temporaryExpirationDate) }),
    scim: () => t('portal.users.badge.scim'),
    sso: () => t('portal.users.badge.sso'),
  };
  const hints: Partial<Record<UserBadgeKind, string>> = {
    scim: t('portal.users.badge.scimHint'),
    sso: t('portal.users.badge.ssoHint'),
  };
  const name = user.name.trim() || user.email;
  return (
    <div className="gh-user-cell">
      <Avatar name={name} src={user.profilePictureUrl} colorKey={user.id} />
      <div className="gh-user-cell-text gh-section-cell-text">
        <span className="gh-user-cell-name">{name}</span>
        {name !== user.email && <span className="gh-user-cell-email gh-section-cell-detail">{user.email}</span>}
        <span className="gh-user-cell-badges gh-section-badges">
          {userBadges(user, meId).map((kind) => (
            <Badge key={kind} tone={TONES[kind]} title={hints[kind]} data-badge={kind}>
              {text[kind]()}
            </Badge>
          ))}
        </span>
      </div>
    </div>
  );
}
