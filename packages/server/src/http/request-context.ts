import type { Context } from 'hono';
import type { RequestContext } from '../kernel/request-context';
import { clientInfo } from './client-info';
import type { Caller } from './guard';

/**
 * The request context of a call that passed its guard: the caller's identity as the audit trail has
 * always recorded it (a user in their active tenant, a vendor credential, an API token's user in its
 * tenant; nobody on a public route), with the client's address, user agent and the request id.
 */
export function requestContextOf(c: Context, trustProxy: boolean, caller: Caller = { auth: null, vendor: null }): RequestContext {
  const { ip, userAgent } = clientInfo(c, trustProxy);
  const requestId = (c.get('requestId' as never) as string | undefined) ?? null;
  const base = { requestId, ip, userAgent };
  if (caller.auth) return { ...base, source: 'user', actorId: caller.auth.userId, tenantId: caller.auth.tenantId };
  if (caller.vendor) return { ...base, source: 'vendor', actorId: caller.vendor.credentialId, tenantId: null };
  if (caller.apiToken) return { ...base, source: 'api-token', actorId: caller.apiToken.userId, tenantId: caller.apiToken.tenantId };
  return { ...base, source: 'anonymous', actorId: null, tenantId: null };
}
