import { Suspense, type ReactNode } from 'react';
import { useTenants } from '../hooks/use-tenants';
import { portalMessages } from '../i18n/portal-messages';
import { useMessages } from '../i18n/use-messages';
import { IconButton } from '../ui/icon-button';
import { CloseIcon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { LazyAccountBrand, LazyNavigationDrawer, LazyTenantSwitcher, LazyUserMenu } from './header-parts';
import type { NavigationEntry } from './navigation';
import { MenuIcon } from './portal-icons';
import { SessionBrand } from './tenant-brand';

/** Props of PortalHeader. */
export interface PortalHeaderProps {
  entries: readonly NavigationEntry[];
  active: NavigationEntry | undefined;
  onChoose(entry: NavigationEntry): void;
  /** Shows a close button at the header's end (the overlay's). */
  onClose?(): void;
}

/**
 * The portal's header bar: on narrow screens the button that opens the navigation, the account's logo and name, the
 * tenant switcher, the user's menu and, in the overlay, a close button.
 */
export function PortalHeader({ entries, active, onChoose, onClose }: PortalHeaderProps): ReactNode {
  const { t } = useMessages(portalMessages);
  const { tenants } = useTenants();
  return (
    <header className="gh-admin-header">
      {entries.length > 0 && (
        <Suspense
          fallback={
            <IconButton label={t('portal.nav.open')} className="gh-admin-nav-toggle" aria-disabled="true">
              <MenuIcon />
            </IconButton>
          }
        >
          <LazyNavigationDrawer entries={entries} active={active} onChoose={onChoose} />
        </Suspense>
      )}
      <Suspense fallback={<SessionBrand />}>
        <LazyAccountBrand />
      </Suspense>
      {tenants.length > 1 && (
        <Suspense fallback={null}>
          <LazyTenantSwitcher />
        </Suspense>
      )}
      <div className="gh-admin-header-end">
        <Suspense fallback={<Skeleton circle width="2rem" height="2rem" />}>
          <LazyUserMenu entries={entries} onChoose={onChoose} />
        </Suspense>
        {onClose && (
          <IconButton label={t('portal.common.close')} className="gh-admin-close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </div>
    </header>
  );
}
