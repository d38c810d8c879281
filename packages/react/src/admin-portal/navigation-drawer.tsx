import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useState, type ReactNode } from 'react';
import { portalMessages } from '../i18n/portal-messages';
import { useMessages } from '../i18n/use-messages';
import { IconButton } from '../ui/icon-button';
import { CloseIcon } from '../ui/icons';
import { usePortalContainer } from '../ui/ui-context';
import type { NavigationEntry } from './navigation';
import { MenuIcon } from './portal-icons';
import { PortalNavigation } from './portal-navigation';

// The width from which the navigation sits beside the section (admin-portal.css uses the same figure).
const WIDE_SCREEN = '(min-width: 768px)';

/** Props of NavigationDrawer. */
export interface NavigationDrawerProps {
  entries: readonly NavigationEntry[];
  active: NavigationEntry | undefined;
  onChoose(entry: NavigationEntry): void;
}

/**
 * The navigation on narrow screens: an "Open navigation" button (shown below 768 px) and a sheet from the start
 * edge (Radix dialog: focus kept inside, Escape closes, focus back on the button). Choosing an entry closes it, and
 * so does the window growing wide enough for the side navigation.
 */
export function NavigationDrawer({ entries, active, onChoose }: NavigationDrawerProps): ReactNode {
  const { t } = useMessages(portalMessages);
  const container = usePortalContainer();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_SCREEN);
    const close = () => wide.matches && setOpen(false);
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <IconButton label={t('portal.nav.open')} className="gh-admin-nav-toggle">
          <MenuIcon />
        </IconButton>
      </RadixDialog.Trigger>
      {container && (
        <RadixDialog.Portal container={container}>
          <RadixDialog.Overlay className="gh-admin-drawer-overlay" />
          <RadixDialog.Content className="gh-admin-drawer" aria-modal="true" aria-describedby={undefined}>
            <div className="gh-admin-drawer-header">
              <RadixDialog.Title className="gh-admin-drawer-title">{t('portal.shell.navigation')}</RadixDialog.Title>
              <RadixDialog.Close asChild>
                <IconButton label={t('portal.nav.close')} size="sm">
                  <CloseIcon />
                </IconButton>
              </RadixDialog.Close>
            </div>
            <PortalNavigation
              entries={entries}
              active={active}
              onChoose={(entry) => {
                setOpen(false);
                onChoose(entry);
              }}
            />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}
