import type { ReactNode } from 'react';
import { GatehouseProvider, RequireAuth } from '@gatehouse/react';
import { gatehouseUrl } from './gatehouse-url';
import { HomePage } from './home-page';

// White text on the primary colour reads better than the spec's default black (spec 000 §9 allows overriding).
const theme = { primary: { main: '#4461f2', contrastText: '#ffffff' } };
// Entitlements load with the session and reload with every token refresh (docs/entitlements.md).
const entitlements = { enabled: true };

/** The demo host application: everything behind the Gatehouse provider, the home page protected. */
export function App(): ReactNode {
  return (
    <GatehouseProvider baseUrl={gatehouseUrl} appName="Gatehouse demo" theme={theme} entitlements={entitlements}>
      <RequireAuth>
        <HomePage />
      </RequireAuth>
    </GatehouseProvider>
  );
}
