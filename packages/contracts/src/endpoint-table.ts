import type { Endpoint } from './endpoint';

/** Which side of the API serves an endpoint: user-facing (root and /frontegg) or vendor-side (root only). */
export type Side = 'user' | 'vendor';

/** The side an endpoint's type says it is served on. */
type SideOf<E> = E extends { access: { kind: 'vendor' } } ? 'vendor' : 'user';

/** The endpoints a contract module exports on one side (or all of them), keyed by export name (the operation's name). */
export type EndpointsOf<M, S extends Side | 'all'> = {
  [K in keyof M as M[K] extends Endpoint ? (S extends 'all' ? K : SideOf<M[K]> extends S ? K : never) : never]: M[K];
};

/** The table of several contract modules' endpoints on one side (every module's, as one object type). */
export type EndpointTable<Ms extends readonly unknown[], S extends Side | 'all'> = Flatten<Intersect<Ms, S>>;
type Intersect<Ms extends readonly unknown[], S extends Side | 'all'> = Ms extends readonly [infer M, ...infer Rest]
  ? EndpointsOf<M, S> & Intersect<Rest, S>
  : unknown;
type Flatten<T> = { readonly [K in keyof T]: T[K] };

/** Whether a contract module's export is an endpoint (rather than a schema, a constant or a type's value). */
export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).id === 'string' &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).access === 'object';

/** The side an endpoint is served on: vendor-side when only a vendor token reaches it, else user-facing. */
export const sideOf = (e: Endpoint): Side => (e.access.kind === 'vendor' ? 'vendor' : 'user');

/**
 * Every endpoint the modules export on one side (or all of them), keyed by export name: in module order, then in the
 * order of the module's exports (a module namespace lists them by name).
 */
export function endpointTable<const Ms extends readonly object[], S extends Side | 'all'>(side: S, ...modules: Ms): EndpointTable<Ms, S> {
  const table: Record<string, Endpoint> = {};
  for (const m of modules)
    for (const [name, value] of Object.entries(m)) if (isEndpoint(value) && (side === 'all' || sideOf(value) === side)) table[name] = value;
  return table as EndpointTable<Ms, S>;
}
