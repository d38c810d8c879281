import type { FieldVisibility, TabVisibility } from './admin-portal-options';
import { useAdminPortalOptions } from './admin-portal-context';

/** How the field `<section>.<field>` appears; `edit` unless the host's options say otherwise. */
export function useFieldVisibility(key: string): FieldVisibility {
  return useAdminPortalOptions().fields?.[key] ?? 'edit';
}

/** How the tab `<section>.<tab>` appears; `edit` unless the host's options say otherwise. */
export function useTabVisibility(key: string): TabVisibility {
  return useAdminPortalOptions().tabs?.[key] ?? 'edit';
}
