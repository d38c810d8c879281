/* eslint-disable @typescript-eslint/no-explicit-any -- generic defaults of the endpoint table */
import type { z } from 'zod';

/** HTTP methods an endpoint may use. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * How a route is reached (security gate inventory): anonymous, refresh cookie, a user access
 * token (optionally needing a permission key of 001 §6), an API token, or a vendor credential.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'cookie' }
  | { kind: 'user'; permission?: string }
  | { kind: 'apiToken'; permission?: string }
  | { kind: 'vendor' };

/** A contract-first endpoint: the one definition server, client and OpenAPI share. */
export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable operation id, also the client method name. */
  id: string;
  method: HttpMethod;
  /** Path with OpenAPI-style parameters (`/users/{id}`), relative to the API root. */
  path: string;
  access: Access;
  summary: string;
  tags: readonly string[];
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  /** Success status; 200 unless stated. */
  status?: 200 | 201 | 202 | 204;
  /** The body may come as an HTML form too (a cross-site form post: an identity provider's, Apple's). */
  form?: true;
}

/** Declares an endpoint, keeping its precise literal types (access kind, schemas). */
export function endpoint<const D extends Endpoint<any, any, any, any>>(def: D): D {
  return def;
}

/** Request body type of an endpoint (what a caller sends). */
export type BodyOf<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** Query type of an endpoint. */
export type QueryOf<E> = E extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
/** Path parameter type of an endpoint. */
export type ParamsOf<E> = E extends { params: infer P extends z.ZodType } ? z.input<P> : undefined;
/** Response type of an endpoint. */
export type ResponseOf<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;
