import type { ReactNode } from 'react';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { DropdownMenu } from '../../../ui/dropdown-menu';
import { IconButton } from '../../../ui/icon-button';
import { MoreIcon } from '../../../ui/icons';

/** Props of InviteActions. */
export interface InviteActionsProps {
  onInvite(): void;
  onBulk(): void;
  onLink(): void;
}

/** The users page's main actions: "Invite user", and a menu with "Invite many" and "Invitation link". */
export function InviteActions({ onInvite, onBulk, onLink }: InviteActionsProps): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  return (
    <div className="gh-users-actions">
      <Button variant="primary" onClick={onInvite}>
        {t('portal.users.invite')}
      </Button>
      <DropdownMenu
        trigger={
          <IconButton label={t('portal.users.moreInvite')} variant="secondary">
            <MoreIcon />
          </IconButton>
        }
        items={[
          { label: t('portal.users.inviteMany'), onSelect: onBulk },
          { label: t('portal.users.inviteLink'), onSelect: onLink },
        ]}
      />
    </div>
  );
}
