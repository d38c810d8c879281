import type { ReactNode } from 'react';
import '../styles/admin-portal.css';
import type { AdminPortalOptions, AdminPortalSection } from './admin-portal-options';
import { PortalFrame } from './portal-frame';
import { PortalShell } from './portal-shell';

/** Props of AdminPortal. */
export interface AdminPortalProps {
  /** Options; defaults to those of the surrounding AdminPortalProvider. */
  options?: AdminPortalOptions;
  /** Section shown first (the first visible one, in the spec's order, when absent or not allowed). */
  initialSection?: AdminPortalSection;
}

/**
 * The admin portal embedded in a host page: a header (the account's logo and name, the tenant switcher, the user's
 * menu), navigation grouped and gated as spec 001 §2 says, and the open section; below 768 px the navigation is a
 * drawer. Themed by the provider's theme extended by `options.theme`.
 */
export function AdminPortal({ options, initialSection }: AdminPortalProps): ReactNode {
  return (
    <PortalFrame options={options}>
      <PortalShell mode="embedded" initialSection={initialSection} />
    </PortalFrame>
  );
}
