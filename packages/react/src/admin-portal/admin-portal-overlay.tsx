import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import '../styles/admin-portal.css';
import { portalMessages } from '../i18n/portal-messages';
import { useMessages } from '../i18n/use-messages';
import { usePortalContainer } from '../ui/ui-context';
import type { AdminPortalOptions, AdminPortalSection } from './admin-portal-options';
import { PortalFrame } from './portal-frame';
import { PortalShell } from './portal-shell';

/** Props of AdminPortalOverlay. */
export interface AdminPortalOverlayProps {
  options: AdminPortalOptions;
  section?: AdminPortalSection;
  onClose(): void;
}

/** The full-window modal (Radix dialog) around the shell, in the frame's themed portal root. */
function OverlayDialog({ section, onClose }: Omit<AdminPortalOverlayProps, 'options'>): ReactNode {
  const { t } = useMessages(portalMessages);
  const container = usePortalContainer();
  // Opened from state, not from a Radix trigger: the element that had focus gets it back on close.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  if (!container) return null;
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Content
          className="gh-admin-overlay"
          aria-modal="true"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
        >
          <RadixDialog.Title className="gh-visually-hidden">{t('portal.nav.label')}</RadixDialog.Title>
          <PortalShell mode="overlay" initialSection={section} onClose={onClose} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * The admin portal as a full-window modal over the host page: focus kept inside, Escape or the header's close
 * button closes it, and focus goes back to what opened it. Its dialogs and menus share its themed portal root, so
 * they stay reachable above it.
 */
export function AdminPortalOverlay({ options, section, onClose }: AdminPortalOverlayProps): ReactNode {
  return (
    <PortalFrame options={options}>
      <OverlayDialog section={section} onClose={onClose} />
    </PortalFrame>
  );
}
