import type { ReactNode } from 'react';
import { useAdminPortal, useGatehouse } from '@gatehouse/react';
import { ADMIN_PORTAL_PATH } from './admin-portal-page';

/** Opens the admin portal as an overlay, or on its own route. */
export function AdminPortalCard(): ReactNode {
  const portal = useAdminPortal();
  const { navigate } = useGatehouse();
  return (
    <section className="demo-card" aria-labelledby="admin-portal-heading">
      <h1 id="admin-portal-heading">Admin portal</h1>
      <p className="demo-muted">Users, sessions, API tokens, the account settings and your profile.</p>
      <button type="button" className="demo-button" onClick={() => portal.show()}>
        Open admin portal
      </button>
      <a
        href={ADMIN_PORTAL_PATH}
        className="demo-button"
        data-testid="admin-portal-link"
        onClick={(event) => (event.preventDefault(), navigate(ADMIN_PORTAL_PATH))}
      >
        Admin portal page
      </a>
    </section>
  );
}
