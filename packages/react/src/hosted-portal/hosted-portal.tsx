import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { AdminPortalOptions, AdminPortalSection } from '../admin-portal/admin-portal-options';
import { PortalFrame } from '../admin-portal/portal-frame';
import { PortalShell } from '../admin-portal/portal-shell';
import '../styles/admin-portal.css';
import { useGatehouse } from '../gatehouse-context';
import { usePublicConfig } from '../hooks/use-public-config';
import { RequireAuth } from '../require-auth';
import { HOSTED_PORTAL_PATH, sectionOf } from './portal-routes';

/** The portal as the whole page, in the vendor's brand colours, its open section kept in the address. */
function PortalPage(): ReactNode {
  const { navigate } = useGatehouse();
  const { branding } = usePublicConfig();
  // Read when the portal first shows, not at page load: after sign-in the page comes back to the
  // remembered `/portal?section=…` without a reload.
  const [section] = useState(() => sectionOf(window.location.search));
  const options = useMemo<AdminPortalOptions>(() => ({ theme: branding.palette }), [branding.palette]);
  // A reload, or a copied address, then opens the same section.
  const keep = useCallback(
    (next: AdminPortalSection) => navigate(`${HOSTED_PORTAL_PATH}?section=${encodeURIComponent(next)}`, { replace: true }),
    [navigate],
  );
  return (
    <div className="gh-hosted-portal">
      <PortalFrame options={options}>
        <PortalShell mode="page" initialSection={section} onSectionChange={keep} />
      </PortalFrame>
    </div>
  );
}

/**
 * The hosted portal inside a GatehouseProvider whose routes are portalRoutes: signed in, the portal (its header
 * names the account and holds the user's menu with Sign out); signed out, the login box at /portal/login, which
 * comes back to this address (section included).
 */
export function HostedPortal(): ReactNode {
  return (
    <RequireAuth>
      <PortalPage />
    </RequireAuth>
  );
}
