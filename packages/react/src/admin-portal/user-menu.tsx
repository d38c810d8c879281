import type { ReactNode } from 'react';
import { useGatehouse } from '../gatehouse-context';
import { useSession } from '../hooks/use-session';
import { portalMessages } from '../i18n/portal-messages';
import { useMessages } from '../i18n/use-messages';
import { Avatar } from '../ui/avatar';
import { DropdownMenu, type MenuEntry } from '../ui/dropdown-menu';
import { ChevronDownIcon } from '../ui/icons';
import type { NavigationEntry } from './navigation';
import { safeImage } from './safe-image';

/** Props of UserMenu. */
export interface UserMenuProps {
  /** The listed entries: Profile and Privacy are offered only when listed. */
  entries: readonly NavigationEntry[];
  onChoose(entry: NavigationEntry): void;
}

/** The signed-in user's menu: their avatar and name on the button; name and email, Profile, Privacy and Sign out inside. */
export function UserMenu({ entries, onChoose }: UserMenuProps): ReactNode {
  const { user } = useSession();
  const { client, navigate } = useGatehouse();
  const { t } = useMessages(portalMessages);
  if (!user) return null;
  const name = user.name || user.email;
  const picture = safeImage(user.profilePictureUrl ?? user.profileImage);
  const pages = entries.filter((entry) => entry.name === 'profile' || entry.name === 'privacy');
  const items: MenuEntry[] = [
    {
      type: 'label',
      label: (
        <span className="gh-admin-user-card">
          <Avatar name={name} src={picture} colorKey={user.id} />
          <span className="gh-admin-user-text">
            <span className="gh-admin-user-name">{name}</span>
            <span className="gh-admin-user-email">{user.email}</span>
          </span>
        </span>
      ),
    },
    { type: 'separator' },
    ...pages.map((entry): MenuEntry => ({
      label: t(entry.name === 'profile' ? 'portal.nav.profile' : 'portal.nav.privacy'),
      onSelect: () => onChoose(entry),
    })),
    ...(pages.length > 0 ? [{ type: 'separator' } as const] : []),
    { label: t('portal.common.signOut'), onSelect: () => navigate(client.routes.logoutUrl) },
  ];
  return (
    <DropdownMenu
      items={items}
      className="gh-admin-user-menu"
      trigger={
        <button type="button" className="gh-admin-user-button" aria-label={t('portal.shell.userMenu', { name })}>
          <Avatar name={name} src={picture} colorKey={user.id} size="sm" />
          <span className="gh-admin-user-button-name">{name}</span>
          <ChevronDownIcon />
        </button>
      }
    />
  );
}
