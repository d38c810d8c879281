/**
 * Where a call comes from:
 * - `anonymous`: a public route (or a cookie route without a bearer token): nobody is signed in yet;
 * - `user`: a user route (or a cookie route with a bearer token): the signed-in user, in their active tenant;
 * - `vendor`: a vendor route, called with a token exchanged for a vendor credential;
 * - `api-token`: an API-token route, called with a personal or tenant API token (decision 0017);
 * - `cli`: the operator's terminal (`npm run gatehouse -- …`);
 * - `system`: the server itself, or a test, acting outside any HTTP request.
 */
export type RequestSource = 'anonymous' | 'user' | 'vendor' | 'api-token' | 'cli' | 'system';

/**
 * The facts of one request, built once by the route layer and handed to services: who acts, in
 * which tenant, from which address and browser, in which request. It is an event actor as it
 * stands (`events.emit(trx, ctx, …)` when the actor is the caller; the emitter keeps the actor's five
 * fields, never `source`) and a client description (IP, user agent) where one is expected.
 */
export interface RequestContext {
  /** The id the request answers under (`frontegg-trace-id`); null outside HTTP. */
  readonly requestId: string | null;
  readonly ip: string;
  readonly userAgent: string | null;
  readonly source: RequestSource;
  /**
   * Who acts: the signed-in user (`user`), the vendor credential's client id (`vendor`), the token's
   * user (`api-token`; null for a tenant token), `cli` for the terminal; null when nobody is known.
   */
  readonly actorId: string | null;
  /** The tenant acted in: the user's active tenant, the API token's tenant; null otherwise. */
  readonly tenantId: string | null;
}

/**
 * The same request, acting as `actorId` in `tenantId` (null unless given): a user the flow has just
 * identified (a sign-in, an activation, a recovery) or a change made in a tenant the caller names.
 */
export const actingAs = (ctx: RequestContext, actorId: string | null, tenantId: string | null = null): RequestContext => ({
  ...ctx,
  actorId,
  tenantId,
});

/** A context for work outside any request (jobs, tests): loopback address and no request id unless given. */
export const systemContext = (
  who: { actorId?: string | null; tenantId?: string | null; userAgent?: string | null; ip?: string; requestId?: string | null } = {},
): RequestContext => ({
  requestId: who.requestId ?? null,
  ip: who.ip ?? '127.0.0.1',
  userAgent: who.userAgent ?? null,
  source: 'system',
  actorId: who.actorId ?? null,
  tenantId: who.tenantId ?? null,
});

/** The operator's terminal: what the CLI's audited changes record as their actor. */
export const cliContext = (): RequestContext => ({
  ...systemContext({ actorId: 'cli', userAgent: 'gatehouse-cli' }),
  source: 'cli',
});
