import type { ReactNode } from 'react';
import { AdminPortalProvider, GatehouseProvider, RequireAuth } from '@gatehouse/react';
import { gatehouseUrl } from './gatehouse-url';
import { DemoRoutes } from './demo-routes';

// White text on the primary colour reads better than the spec's default black (spec 000 §9 allows overriding).
const theme = { primary: { main: '#4461f2', contrastText: '#ffffff' } };
// Entitlements load with the session and reload with every token refresh (docs/entitlements.md).
const entitlements = { enabled: true };
// The admin portal shows the groups, roles, token and single sign-on entries too (hidden by default, spec 001 §2). Personal tokens need no permission on
// this server (any signed-in user manages their own), so that entry drops its fe.secure.read.userApiTokens gate.
const adminPortal = {
  navigation: {
    groups: { visibility: 'always' },
    roles: { visibility: 'always' },
    personalApiTokens: { visibility: 'always', permission: null },
    apiTokens: { visibility: 'always' },
    sso: { visibility: 'always' },
  },
  theme,
} as const;

/** The demo host application: everything behind the Gatehouse provider, its pages protected. */
export function App(): ReactNode {
  return (
    // Session per tenant: each tab keeps its own tenant (spec 000 §4.7), so two tabs can work in two tenants.
    <GatehouseProvider baseUrl={gatehouseUrl} appName="Gatehouse demo" theme={theme} entitlements={entitlements} sessionPerTenant>
      <RequireAuth>
        <AdminPortalProvider options={adminPortal}>
          <DemoRoutes />
        </AdminPortalProvider>
      </RequireAuth>
    </GatehouseProvider>
  );
}
