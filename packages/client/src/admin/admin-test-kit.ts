// Test helpers for the admin modules (not exported by the package): a signed-in client over the fake fetch, a real
// QueryClient, and the two things a component does with query options: watch a query, run a mutation.
import { MutationObserver, QueryClient, QueryObserver, type QueryKey, type QueryObserverOptions } from '@tanstack/query-core';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import type { FakeAnswer, FakeFetch } from '../test-utils/create-fake-fetch';
import { paths } from '../test-utils/fixtures';
import { endpointRoutes } from '../transport/endpoint-routes';
import type { AdminMutation, AdminQuery } from './admin-query';
import { createAdminData } from './create-admin-data';

type EndpointId = keyof typeof endpointRoutes;

/** The path of an endpoint with its `{params}` filled in. */
export const pathOf = (id: EndpointId, params: Record<string, string> = {}): string =>
  endpointRoutes[id].path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);

/** Scripts the answers of one endpoint (method and path from the contracts' table). */
export function answer(fake: FakeFetch, id: EndpointId, params: Record<string, string>, ...answers: FakeAnswer[]): void {
  fake.on(endpointRoutes[id].method.toUpperCase(), pathOf(id, params), ...answers);
}

/** The requests sent to one endpoint (its method and path). */
export const sent = (fake: FakeFetch, id: EndpointId, params: Record<string, string> = {}) =>
  fake.calls(pathOf(id, params)).filter((r) => r.method === endpointRoutes[id].method.toUpperCase());

/** A client signed in to tenant-1 (as user-1), a QueryClient without retries, and the admin data over both. */
export async function signedInAdmin() {
  const env = createTestClient();
  env.fake.on('POST', paths.refresh, loginAnswer());
  await env.client.init();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { ...env, queryClient, admin: createAdminData(env.client, queryClient) };
}

/** Keeps a query on screen, as a mounted component does (so an invalidation refetches it); resolves once it has answered. */
export async function watch<T>(queryClient: QueryClient, options: AdminQuery<T>) {
  // T is open here, which query-core's placeholder typing cannot check; every caller's T is concrete.
  const observer = new QueryObserver(queryClient, options as QueryObserverOptions<T, Error, T, T>);
  let stop = () => undefined as void;
  await new Promise<void>((resolve) => {
    stop = observer.subscribe((result) => result.fetchStatus === 'idle' && resolve());
  });
  return { observer, stop };
}

/** Runs mutation options once, as a component's mutateAsync does; the observer stays attached until reset. */
export function run<D, V>(queryClient: QueryClient, options: AdminMutation<D, V>, variables: V): Promise<D> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

/** Whether the cached query under `queryKey` has been marked stale by an invalidation. */
export const invalidated = (queryClient: QueryClient, queryKey: QueryKey): boolean =>
  queryClient.getQueryState(queryKey)?.isInvalidated ?? false;
