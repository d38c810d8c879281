import type { SessionUser } from '@gatehouse/client';
import type { Tenant } from '@gatehouse/contracts';
import { useGatehouse } from '../gatehouse-context';
import { useSession } from './use-session';

/** What useAuth returns. */
export interface AuthState {
  isAuthenticated: boolean;
  /** True until the first refresh has answered. */
  isLoading: boolean;
  user: SessionUser | null;
  tenants: Tenant[];
  activeTenant: Tenant | null;
  /** Ends the session (server and local); stays on the page. Navigate to the logout route for the full flow. */
  logout(): Promise<void>;
  switchTenant(tenantId: string): Promise<void>;
}

/** The session for UI code: flags, user, tenants and the logout / switch actions. */
export function useAuth(): AuthState {
  const { client } = useGatehouse();
  const state = useSession();
  return {
    isAuthenticated: state.status === 'authenticated',
    isLoading: state.status === 'loading',
    user: state.user,
    tenants: state.tenants,
    activeTenant: state.activeTenant,
    logout: client.logout,
    switchTenant: client.switchTenant,
  };
}
