import type { QueryClient } from '@tanstack/query-core';
import type { GatehouseClient } from '../gatehouse-client';
import { createAccountData } from './account-data';
import { adminScope, ADMIN_KEY_ROOT } from './admin-query';
import { createApiTokensData } from './api-tokens-data';
import { createGroupsData } from './groups-data';
import { createPrivacyData } from './privacy-data';
import { createProfileData } from './profile-data';
import { createRolesData } from './roles-data';
import { createSsoData } from './sso-data';
import { createUsersData } from './users-data';

/** The admin portal's data, area by area: query options under `queries`, mutation options under `mutations`. */
export function createAdminData(client: GatehouseClient, queryClient: QueryClient) {
  const deps = { client, queryClient };
  return {
    /** `['gatehouse', tenantId]`: the prefix of every key, read when called. */
    scope: () => adminScope(client),
    users: createUsersData(deps),
    groups: createGroupsData(deps),
    roles: createRolesData(deps),
    apiTokens: createApiTokensData(deps),
    account: createAccountData(deps),
    profile: createProfileData(deps),
    privacy: createPrivacyData(deps),
    sso: createSsoData(deps),
  };
}

/** What createAdminData returns. */
export type AdminData = ReturnType<typeof createAdminData>;

/**
 * Drops every cached admin answer when the signed-in user signs out or another user signs in, so nobody sees the
 * previous user's data (a tenant switch needs nothing: its keys differ). Answers an unsubscribe.
 */
export function bindAdminCacheToSession(client: GatehouseClient, queryClient: QueryClient): () => void {
  return client.session.subscribe((state, previous) => {
    const before = previous.user?.id ?? null;
    if (before !== null && before !== (state.user?.id ?? null)) queryClient.removeQueries({ queryKey: [ADMIN_KEY_ROOT] });
  });
}
