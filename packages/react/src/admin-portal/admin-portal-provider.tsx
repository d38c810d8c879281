import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { AdminPortalContext, type AdminPortalContextValue } from './admin-portal-context';
import type { AdminPortalOptions, AdminPortalSection } from './admin-portal-options';

// Loaded on the first show(): a host that only places the provider carries none of the portal.
const AdminPortalOverlay = lazy(() => import('./admin-portal-overlay').then((m) => ({ default: m.AdminPortalOverlay })));

/** Props of AdminPortalProvider. */
export interface AdminPortalProviderProps {
  options?: AdminPortalOptions;
  children?: ReactNode;
}

/** Shares the portal's options and renders the overlay that `useAdminPortal().show()` opens. Place it inside GatehouseProvider. */
export function AdminPortalProvider({ options, children }: AdminPortalProviderProps): ReactNode {
  const [open, setOpen] = useState<{ section?: AdminPortalSection } | null>(null);
  const hide = useCallback(() => setOpen(null), []);
  const show = useCallback((section?: AdminPortalSection) => setOpen({ section }), []);
  const resolved = useMemo(() => options ?? {}, [options]);
  const value = useMemo<AdminPortalContextValue>(
    () => ({ options: resolved, show, hide, isOpen: open !== null }),
    [resolved, show, hide, open],
  );
  return (
    <AdminPortalContext.Provider value={value}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <AdminPortalOverlay options={resolved} section={open.section} onClose={hide} />
        </Suspense>
      )}
    </AdminPortalContext.Provider>
  );
}
