import { useContext } from 'react';
import { AdminPortalContext, type AdminPortalContextValue } from './admin-portal-context';

/** Opens and closes the admin portal overlay: `useAdminPortal().show()`. */
export function useAdminPortal(): AdminPortalContextValue {
  const value = useContext(AdminPortalContext);
  if (!value) throw new Error('Gatehouse: useAdminPortal must be used inside <AdminPortalProvider>');
  return value;
}
