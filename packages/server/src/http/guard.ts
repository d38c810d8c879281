import type { Access } from '@gatehouse/contracts';
import type { Context } from 'hono';
import type { Deps } from '../deps';
import { fail } from './app-error';
import type { AuthContext } from './auth-context';
import { hasPermission } from '@gatehouse/core';

/** Origins allowed to use cookie-authenticated endpoints: the configured ones and our own. */
export function isAllowedOrigin(deps: Deps, origin: string | undefined): boolean {
  if (!origin) return false;
  return origin === new URL(deps.config.publicUrl).origin || deps.config.allowedOrigins.includes(origin);
}

/** Verifies a bearer access token and that its session is still live. */
export async function authenticateBearer(deps: Deps, c: Context): Promise<AuthContext | null> {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) return null;
  let claims;
  try {
    claims = await deps.keys.verifyJwt(match[1]!);
  } catch {
    return null;
  }
  if (claims.type !== 'userToken' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.tenantId !== 'string') return null;
  // Sessions are checked on every call so that logout and revocation take effect at once.
  if (!(await deps.sessions.isLive(claims.sid))) return null;
  return {
    userId: claims.sub,
    tenantId: claims.tenantId,
    sessionId: claims.sid,
    email: String(claims.email ?? ''),
    roles: (claims.roles as string[]) ?? [],
    permissions: (claims.permissions as string[]) ?? [],
    amr: (claims.amr as string[]) ?? [],
    authTime: Number(claims.auth_time ?? 0),
  };
}

/** Enforces a route's declared access; returns the caller for user routes. */
export async function guard(deps: Deps, access: Access, c: Context): Promise<AuthContext | null> {
  switch (access.kind) {
    case 'public':
      return null;
    case 'cookie':
      // Cookie-carried credentials are CSRF-prone: require an allowed Origin (ASVS 4.2.2).
      if (!isAllowedOrigin(deps, c.req.header('origin'))) throw fail('request.forbidden_origin');
      return authenticateBearer(deps, c);
    case 'user': {
      const auth = await authenticateBearer(deps, c);
      if (!auth) throw fail('auth.unauthenticated');
      if (access.permission && !hasPermission(auth.permissions, access.permission)) throw fail('auth.forbidden');
      return auth;
    }
    default:
      // API tokens and vendor credentials arrive with later features; until then nobody passes.
      throw fail('auth.unauthenticated');
  }
}
