import type { MutationOptions, PlaceholderDataFunction, QueryClient, QueryKey } from '@tanstack/query-core';
import type { GatehouseClient } from '../gatehouse-client';
import type { GatehouseApi } from '../transport/create-api';

/** First element of every admin query key: `['gatehouse']` matches the whole admin cache. */
export const ADMIN_KEY_ROOT = 'gatehouse';

/** The prefix of every admin query key: the root and the tenant the signed-in user acts in. */
export type AdminScope = readonly [typeof ADMIN_KEY_ROOT, string | null];

/** Query options for `useQuery` or a query-core `QueryObserver`: a stable key and the call behind it. */
export interface AdminQuery<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  staleTime?: number;
  placeholderData?: PlaceholderDataFunction<T, Error, T, QueryKey>;
}

/** Mutation options for `useMutation` or a query-core `MutationObserver`: the call, then the cache work. */
export type AdminMutation<TData, TVariables = void> = MutationOptions<TData, Error, TVariables>;

/** What an api method answers. */
export type AnswerOf<K extends keyof GatehouseApi> = Awaited<ReturnType<GatehouseApi[K]>>;

/** What the admin modules are built from. */
export interface AdminDeps {
  client: GatehouseClient;
  queryClient: QueryClient;
}

/** The tenant the signed-in user acts in (the token's), or null before sign-in. */
export function adminTenantOf(client: GatehouseClient): string | null {
  return client.session.getState().user?.tenantId ?? null;
}

/** `['gatehouse', tenantId]`, read when called: keys made after a tenant switch name the new tenant. */
export function adminScope(client: GatehouseClient): AdminScope {
  return [ADMIN_KEY_ROOT, adminTenantOf(client)];
}

/**
 * Keeps the previous answer on screen while the next one loads (a new page, a new sort), but only within one
 * tenant: after a switch the table waits empty rather than show another tenant's rows.
 */
export function keepWithinTenant<T>(scope: AdminScope): PlaceholderDataFunction<T, Error, T, QueryKey> {
  return (previous, previousQuery) => (previousQuery?.queryKey[1] === scope[1] ? previous : undefined);
}

/** Marks every query under each prefix stale and refetches those on screen; resolves when they have answered. */
export async function invalidateAll(queryClient: QueryClient, prefixes: readonly QueryKey[]): Promise<void> {
  await Promise.all(prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
