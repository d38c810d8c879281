import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Who is calling: IP (X-Forwarded-For only when the proxy is trusted) and user agent. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Reads the caller's IP and user agent; never trusts forwarding headers unless configured. */
export function clientInfo(c: Context, trustProxy: boolean): ClientInfo {
  let ip: string | undefined;
  if (trustProxy) ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  // In-process requests (tests, embedding through fetch) have no socket to ask.
  if (!ip && (c.env as { incoming?: unknown } | undefined)?.incoming) ip = getConnInfo(c).remote.address;
  return { ip: ip || '127.0.0.1', userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null };
}
