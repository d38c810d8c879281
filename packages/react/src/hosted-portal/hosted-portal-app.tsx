import type { ReactNode } from 'react';
import { GatehouseProvider } from '../gatehouse-provider';
import { HostedPortal } from './hosted-portal';
import { portalRoutes } from './portal-routes';

/** Props of HostedPortalApp. */
export interface HostedPortalAppProps {
  /** The Gatehouse server's own origin: the portal is served by it, so every call is same-origin (the refresh cookie included). */
  baseUrl: string;
}

/**
 * The admin portal as a hosted page (docs/admin-portal.md): the same <AdminPortal> as embedded mode,
 * served by the Gatehouse server at /portal, with the login box under /portal for signed-out visitors.
 */
export function HostedPortalApp({ baseUrl }: HostedPortalAppProps): ReactNode {
  return (
    <GatehouseProvider baseUrl={baseUrl} routes={portalRoutes}>
      <HostedPortal />
    </GatehouseProvider>
  );
}
