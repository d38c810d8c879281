import { storageKeys } from '@gatehouse/contracts';
import type { StorageLike } from '../client-options';

/** The tenant of this browser tab, kept in tab-session storage (spec 000 §4.7, key FRONTEGG_SEPARATE_TABS_BY_TENANT). */
export interface TabTenant {
  get(): string | null;
  set(tenantId: string): void;
  clear(): void;
}

/** A tab tenant over sessionStorage: each tab keeps its own, so two tabs can hold two tenants. */
export function createTabTenant(sessionStorage: StorageLike): TabTenant {
  return {
    get: () => sessionStorage.getItem(storageKeys.tabTenant),
    set: (tenantId) => sessionStorage.setItem(storageKeys.tabTenant, tenantId),
    clear: () => sessionStorage.removeItem(storageKeys.tabTenant),
  };
}
