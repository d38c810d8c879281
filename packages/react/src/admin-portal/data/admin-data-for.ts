import type { QueryClient } from '@tanstack/react-query';
import { bindAdminCacheToSession, createAdminData, type AdminData, type GatehouseClient } from '@gatehouse/client';
import { createAdminQueryClient } from './create-admin-query-client';

/** One client's admin cache and the admin data over it. */
export interface AdminDataOfClient {
  queryClient: QueryClient;
  admin: AdminData;
}

const made = new WeakMap<GatehouseClient, AdminDataOfClient>();

/**
 * The QueryClient and admin data of a Gatehouse client, made on first use and kept as long as the client: closing
 * and reopening the overlay, or two portals on one page, share one cache. The cache is emptied when the user changes.
 */
export function adminDataFor(client: GatehouseClient): AdminDataOfClient {
  let entry = made.get(client);
  if (!entry) {
    const queryClient = createAdminQueryClient();
    entry = { queryClient, admin: createAdminData(client, queryClient) };
    bindAdminCacheToSession(client, queryClient);
    made.set(client, entry);
  }
  return entry;
}
