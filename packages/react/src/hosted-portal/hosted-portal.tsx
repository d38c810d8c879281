import { useState, type ReactNode } from 'react';
import { AdminPortal } from '../admin-portal/admin-portal';
import { useGatehouse } from '../gatehouse-context';
import { useSession } from '../hooks/use-session';
import { RequireAuth } from '../require-auth';
import { sectionOf } from './portal-routes';

/** The portal full page: who is signed in, into which account, a Sign out button, and the portal. */
function PortalPage(): ReactNode {
  const { client, navigate } = useGatehouse();
  const { user, activeTenant } = useSession();
  // Read when the portal first shows, not at page load: after sign-in the page comes back to the
  // remembered `/portal?section=…` without a reload.
  const [section] = useState(() => sectionOf(window.location.search));
  return (
    <div className="gh-hosted-portal">
      <header className="gh-hosted-portal-header">
        <p className="gh-hosted-portal-who">
          <span className="gh-hosted-portal-user" data-testid="portal-user">
            {user?.name || user?.email}
          </span>
          {activeTenant && (
            <span className="gh-hosted-portal-tenant" data-testid="portal-tenant">
              {activeTenant.name}
            </span>
          )}
        </p>
        <button type="button" className="gh-button gh-button-secondary" onClick={() => navigate(client.routes.logoutUrl)}>
          Sign out
        </button>
      </header>
      <main className="gh-hosted-portal-main">
        <AdminPortal initialSection={section} />
      </main>
    </div>
  );
}

/**
 * The hosted portal inside a GatehouseProvider whose routes are portalRoutes: signed in, the portal;
 * signed out, the login box at /portal/login, which comes back to this address (section included).
 */
export function HostedPortal(): ReactNode {
  return (
    <RequireAuth>
      <PortalPage />
    </RequireAuth>
  );
}
