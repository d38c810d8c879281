import { createContext, useContext } from 'react';
import type { AdminPortalOptions, AdminPortalSection } from './admin-portal-options';

/** What AdminPortalProvider shares: the host's options and the overlay's controls. */
export interface AdminPortalContextValue {
  options: AdminPortalOptions;
  /** Opens the overlay, on a section when given. */
  show(section?: AdminPortalSection): void;
  hide(): void;
  isOpen: boolean;
}

/** React context of AdminPortalProvider; null outside it. */
export const AdminPortalContext = createContext<AdminPortalContextValue | null>(null);

/** The admin portal's options (empty outside AdminPortalProvider). */
export function useAdminPortalOptions(): AdminPortalOptions {
  return useContext(AdminPortalContext)?.options ?? {};
}
