import { useSyncExternalStore, type ReactNode } from 'react';
import { useGatehouse } from '@gatehouse/react';
import { ADMIN_PORTAL_PATH, AdminPortalPage } from './admin-portal-page';
import { HomePage } from './home-page';
import { STEPPED_UP_PATH, SteppedUpPage } from './stepped-up-page';

/** The demo's own pages, by path (the provider renders the login-box routes itself). */
export function DemoRoutes(): ReactNode {
  const { history } = useGatehouse();
  const path = useSyncExternalStore(history.subscribe, history.getPath, history.getPath);
  if (path === ADMIN_PORTAL_PATH) return <AdminPortalPage />;
  return path === STEPPED_UP_PATH ? <SteppedUpPage /> : <HomePage />;
}
