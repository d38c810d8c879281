export { AdminPortal, type AdminPortalProps } from './admin-portal';
export { AdminPortalProvider, type AdminPortalProviderProps } from './admin-portal-provider';
export { useAdminPortal } from './use-admin-portal';
export type { AdminPortalContextValue } from './admin-portal-context';
export { groupEntries, navigationGroups, navigationTable, visibleEntries, type NavigationEntry, type NavigationGroup } from './navigation';
export {
  adminPortalSections,
  type AdminPortalOptions,
  type AdminPortalSection,
  type EntryVisibility,
  type FieldVisibility,
  type NavigationEntryOptions,
  type TabVisibility,
} from './admin-portal-options';
