import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { BulkUserAction } from '@gatehouse/client';
import type { TeamUser } from '@gatehouse/contracts';
import { portalUsersMessages } from '../../../i18n/portal-users-messages';
import { useMessages } from '../../../i18n/use-messages';
import { DropdownMenu, type MenuEntry } from '../../../ui/dropdown-menu';
import { IconButton } from '../../../ui/icon-button';
import { MoreIcon } from '../../../ui/icons';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { isPending } from './user-status';

/** Props of UserRowMenu. */
export interface UserRowMenuProps {
  user: TeamUser;
  /** The signed-in user's own row: it offers neither Disable nor Delete. */
  isMe: boolean;
  onEditRoles(user: TeamUser): void;
  /** Asks before a destructive action (disable, delete). */
  onConfirm(action: BulkUserAction, users: TeamUser[]): void;
}

/**
 * A row's "More actions" menu: edit roles, resend the invitation (pending members), enable or disable, unlock (locked
 * members), make permanent (temporary members), delete. Disable and delete ask first; the others run at once and
 * say how it went in a toast.
 */
export function UserRowMenu({ user, isMe, onEditRoles, onConfirm }: UserRowMenuProps): ReactNode {
  const { t } = useMessages(portalUsersMessages);
  const notify = useNotify();
  const users = useAdminData().users.mutations;
  const resend = useMutation(users.resendInvitation());
  const enable = useMutation(users.enable());
  const unlock = useMutation(users.unlock());
  const setPermanent = useMutation(users.setPermanent());
  const email = user.email;
  // The toast carries a failure; nothing else on the row needs it.
  const run = (action: { mutateAsync(userId: string): Promise<unknown> }, success: string) =>
    void notify.run(() => action.mutateAsync(user.id), success).catch(() => undefined);
  const items: MenuEntry[] = [{ label: t('portal.users.action.editRoles'), onSelect: () => onEditRoles(user) }];
  if (isPending(user))
    items.push({ label: t('portal.users.action.resend'), onSelect: () => run(resend, t('portal.users.toast.resent', { email })) });
  if (user.isLocked)
    items.push({ label: t('portal.users.action.unlock'), onSelect: () => run(unlock, t('portal.users.toast.unlocked', { email })) });
  if (user.temporaryExpirationDate)
    items.push({
      label: t('portal.users.action.makePermanent'),
      onSelect: () => run(setPermanent, t('portal.users.toast.permanent', { email })),
    });
  if (user.isDisabled)
    items.push({
      label: t('portal.users.action.enable'),
      onSelect: () => run(enable, t('portal.users.toast.enabled', { count: 1, email })),
    });
  if (!isMe) {
    if (!user.isDisabled) items.push({ label: t('portal.users.action.disable'), onSelect: () => onConfirm('disable', [user]) });
    items.push(
      { type: 'separator' },
      { label: t('portal.users.action.delete'), tone: 'danger', onSelect: () => onConfirm('remove', [user]) },
    );
  }
  return (
    <DropdownMenu
      trigger={
        <IconButton label={t('portal.users.menu', { email })} size="sm">
          <MoreIcon />
        </IconButton>
      }
      items={items}
    />
  );
}
