import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useGatehouse } from '../../gatehouse-context';
import { AdminDataContext } from './admin-data-context';
import { adminDataFor } from './admin-data-for';

/**
 * Gives the portal's sections their data: the Gatehouse client's own QueryClient (not the host's, which it hides
 * only inside the portal) and the admin data of @gatehouse/client. Mounted by <AdminPortal>.
 */
export function AdminDataProvider({ children }: { children?: ReactNode }): ReactNode {
  const { client } = useGatehouse();
  const { queryClient, admin } = adminDataFor(client);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminDataContext.Provider value={admin}>{children}</AdminDataContext.Provider>
    </QueryClientProvider>
  );
}
