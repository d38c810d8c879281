import type { ReactNode } from 'react';
import { GatehouseProvider } from '../gatehouse-provider';
import { I18nProvider } from '../i18n/i18n-provider';
import { HostedPortal } from './hosted-portal';
import { PageLanguage } from './page-language';
import { portalRoutes } from './portal-routes';

/** Props of HostedPortalApp. */
export interface HostedPortalAppProps {
  /** The Gatehouse server's own origin: the portal is served by it, so every call is same-origin (the refresh cookie included). */
  baseUrl: string;
}

/**
 * The admin portal as a hosted page (docs/admin-portal.md): the same shell as embedded mode, served by the
 * Gatehouse server at /portal, with the login box under /portal for signed-out visitors.
 */
export function HostedPortalApp({ baseUrl }: HostedPortalAppProps): ReactNode {
  return (
    <>
      {/* Beside the provider, not in it: the provider shows its children only off the login box's routes. */}
      <I18nProvider>
        <PageLanguage />
      </I18nProvider>
      <GatehouseProvider baseUrl={baseUrl} routes={portalRoutes}>
        <HostedPortal />
      </GatehouseProvider>
    </>
  );
}
