import type { endpoints } from '@gatehouse/contracts';
import { endpointRoutes } from './endpoint-routes';
import type { ApiMethod } from './request-input';
import type { RequestFn } from './create-transport';

type Endpoints = typeof endpoints;

/** One typed method per entry of the contracts endpoint table (e.g. `api.login({ body })`). */
export type GatehouseApi = { [K in keyof Endpoints]: ApiMethod<Endpoints[K]> };

/** Generates the typed API object: types from the contracts table, method and path from its zod-free copy. */
export function createApi(request: RequestFn): GatehouseApi {
  const api: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(endpointRoutes)) {
    api[name] = (input?: object) => request(route, input as never);
  }
  return api as GatehouseApi;
}
