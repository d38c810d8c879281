import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { AdminPortal } from './admin-portal';
import type { AdminPortalOptions, AdminPortalSection } from './admin-portal-options';
import { useFocusTrap } from './use-focus-trap';

/** Props of AdminPortalOverlay. */
export interface AdminPortalOverlayProps {
  options: AdminPortalOptions;
  section?: AdminPortalSection;
  onClose(): void;
}

/** The admin portal as a modal overlay on document.body: focus kept inside, Escape or Close closes it. */
export function AdminPortalOverlay({ options, section, onClose }: AdminPortalOverlayProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, onClose);
  return createPortal(
    <div className="gh-root">
      <div className="gh-admin-backdrop">
        <div ref={ref} className="gh-admin-overlay" role="dialog" aria-modal="true" aria-label="Admin portal">
          <button type="button" className="gh-button gh-button-secondary gh-admin-close" onClick={onClose}>
            Close
          </button>
          <AdminPortal options={options} initialSection={section} />
        </div>
      </div>
    </div>,
    document.body,
  );
}
