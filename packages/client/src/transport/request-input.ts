import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '@gatehouse/contracts';

// A key is absent when the contract has no schema, optional when the schema accepts undefined or an empty
// object (a query whose fields are all optional), required otherwise.
type Slot<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : Record<never, never> extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

/** What a call to endpoint E takes: body, query and path params, typed by its contract. */
export type RequestInput<E> = Slot<'body', BodyOf<E>> & Slot<'query', QueryOf<E>> & Slot<'params', ParamsOf<E>>;

/** A typed call of endpoint E; the input may be left out when nothing in it is required. */
export type ApiMethod<E> =
  object extends RequestInput<E> ? (input?: RequestInput<E>) => Promise<ResponseOf<E>> : (input: RequestInput<E>) => Promise<ResponseOf<E>>;
