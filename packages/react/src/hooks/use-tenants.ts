import type { Tenant } from '@gatehouse/contracts';
import { useGatehouse } from '../gatehouse-context';
import { useSession } from './use-session';

/** What useTenants returns. */
export interface TenantsState {
  tenants: Tenant[];
  activeTenant: Tenant | null;
  /** Switches the active tenant and refreshes the session (wire-compat §2.15). */
  switchTenant(tenantId: string): Promise<void>;
}

/** The signed-in user's tenants and the switcher. */
export function useTenants(): TenantsState {
  const { client } = useGatehouse();
  const { tenants, activeTenant } = useSession();
  return { tenants, activeTenant, switchTenant: client.switchTenant };
}
