import { useContext, useSyncExternalStore } from 'react';
import { adminTenantOf, type AdminData } from '@gatehouse/client';
import { useGatehouse } from '../../gatehouse-context';
import { AdminDataContext } from './admin-data-context';

/**
 * The admin data (query and mutation options per area) for `useQuery` / `useMutation`. The component renders again
 * when the tenant changes, so the options it makes next carry the new tenant's keys.
 */
export function useAdminData(): AdminData {
  const admin = useContext(AdminDataContext);
  const { client } = useGatehouse();
  const tenant = () => adminTenantOf(client);
  useSyncExternalStore(client.session.subscribe, tenant, tenant);
  if (!admin) throw new Error('Gatehouse: useAdminData must be used inside <AdminPortal>');
  return admin;
}
