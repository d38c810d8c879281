import type { ReactNode } from 'react';
import { AdminPortal, useGatehouse } from '@gatehouse/react';

/** The path of the page that embeds the admin portal. */
export const ADMIN_PORTAL_PATH = '/admin-portal';

/** The admin portal embedded in a host route. */
export function AdminPortalPage(): ReactNode {
  const { client, navigate } = useGatehouse();
  return (
    <main className="demo-page demo-admin-page">
      <button type="button" className="demo-button" onClick={() => navigate(client.routes.authenticatedUrl)}>
        Back home
      </button>
      <AdminPortal initialSection="users" />
    </main>
  );
}
