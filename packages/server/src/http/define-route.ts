import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@gatehouse/contracts';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { ApiTokenContext, AuthContext, VendorContext } from './auth-context';
import type { RequestContext } from '../kernel/request-context';
import type { RateLimit } from './rate-limit';

/** What a route handler receives: validated input, the caller (user or vendor), and the raw context. */
export interface RouteInput<E extends Endpoint> {
  body: E extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
  query: E extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
  params: E extends { params: infer P extends z.ZodType } ? z.output<P> : undefined;
  auth: E extends { access: { kind: 'user' } } ? AuthContext : AuthContext | null;
  /** The vendor credential calling a vendor route. */
  vendor: E extends { access: { kind: 'vendor' } } ? VendorContext : null;
  /** The API token calling an API-token route (decision 0017). */
  apiToken: E extends { access: { kind: 'apiToken' } } ? ApiTokenContext : null;
  /** The request's facts (caller, tenant, IP, user agent, request id), built once by the route layer. */
  ctx: RequestContext;
  c: Context;
}

/** A handler answers with the response body, or a full Response when it must set headers. */
export type RouteHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<ResponseOf<E> | Response> | ResponseOf<E> | Response;

/** What a route needs beyond its declared access. */
export interface RouteOptions<E extends Endpoint = Endpoint> {
  /**
   * Adds or removes a second factor, or creates an API token: a user who has a factor must have proven
   * one recently in this session (step-up, decision 0033). Checked by mountRoutes after the access guard.
   */
  recentFactor?: true;
  /**
   * Checks a password, code, token or secret (or hands out a challenge for one): each call is counted per
   * client IP, and per target when declared, by mountRoutes once the input is valid and before the handler;
   * past the limit the answer is `request.rate_limited` (429) and the handler does not run.
   */
  rateLimit?: RateLimit<RouteInput<E>>;
}

/** A contract endpoint bound to its handler. */
export interface RouteDef<E extends Endpoint = Endpoint> extends RouteOptions<E> {
  endpoint: E;
  handler: RouteHandler<E>;
}

/** Binds a handler to a contract endpoint (the route table's one line per endpoint). */
export const route = <E extends Endpoint>(endpoint: E, handler: RouteHandler<E>, options: RouteOptions<E> = {}): RouteDef<E> => ({
  endpoint,
  handler,
  ...options,
});

/** The option of routes that change a user's factors or create API tokens (SECURITY.md S11, N14). */
export const RECENT_FACTOR = { recentFactor: true } as const;

/** The option of routes that check a credential: the per-IP budget every password, code and secret check shares. */
export const CREDENTIAL_LIMIT = { rateLimit: { bucket: 'cred' } } as const;

/**
 * The option of routes that hand out a challenge or start a ceremony the server keeps state for (passkey challenges,
 * SSO sign-in requests and connection tests): per IP, on the `webauthn` budget key.
 */
export const CHALLENGE_LIMIT = { rateLimit: { bucket: 'webauthn' } } as const;

// Re-exported so feature files need one import for typing inputs.
export type { BodyOf, ParamsOf, QueryOf };
