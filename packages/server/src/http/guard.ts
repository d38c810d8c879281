import type { Access } from '@gatehouse/contracts';
import type { Context } from 'hono';
import type { Deps } from '../deps';
import { fail } from '../kernel/app-error';
import type { ApiTokenContext, AuthContext, VendorContext } from './auth-context';
import { hasPermission } from '@gatehouse/core';

/** Origins allowed to use cookie-authenticated endpoints: the configured ones and our own. */
export function isAllowedOrigin(deps: Deps, origin: string | undefined): boolean {
  if (!origin) return false;
  return origin === new URL(deps.config.publicUrl).origin || deps.config.allowedOrigins.includes(origin);
}

/** A bearer token from the Authorization header, if any. */
const bearerOf = (c: Context): string | undefined => c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];

/** Verifies a bearer access token and that its session is still live. */
export async function authenticateBearer(deps: Deps, c: Context): Promise<AuthContext | null> {
  const token = bearerOf(c);
  if (!token) return null;
  let claims;
  try {
    claims = await deps.keys.verifyJwt(token);
  } catch {
    return null;
  }
  if (
    claims.type !== 'userToken' ||
    typeof claims.sub !== 'string' ||
    typeof claims.sid !== 'string' ||
    typeof claims.tenantId !== 'string'
  )
    return null;
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
    ...(typeof claims.acr === 'string' ? { acr: claims.acr } : {}),
    authTime: Number(claims.auth_time ?? 0),
  };
}

/** Who passed the guard: a user on user (and cookie) routes, a vendor credential on vendor routes, an API token on API-token routes. */
export interface Caller {
  auth: AuthContext | null;
  vendor: VendorContext | null;
  apiToken?: ApiTokenContext | null;
}

/** Enforces a route's declared access; returns the caller. */
export async function guard(deps: Deps, access: Access, c: Context): Promise<Caller> {
  switch (access.kind) {
    case 'public':
      return { auth: null, vendor: null };
    case 'cookie':
      // Cookie-carried credentials are CSRF-prone: require an allowed Origin (ASVS 4.2.2).
      if (!isAllowedOrigin(deps, c.req.header('origin'))) throw fail('request.forbidden_origin');
      return { auth: await authenticateBearer(deps, c), vendor: null };
    case 'user': {
      const auth = await authenticateBearer(deps, c);
      if (!auth) throw fail('auth.unauthenticated');
      if (access.permission && !hasPermission(auth.permissions, access.permission)) throw fail('auth.forbidden');
      return { auth, vendor: null };
    }
    case 'vendor': {
      // Only a vendor token passes (type vendorToken): user tokens are refused here, as vendor tokens are on user routes.
      const token = bearerOf(c);
      const vendor = token ? await deps.vendorAuth.authenticate(token) : null;
      if (!vendor) throw fail('auth.unauthenticated');
      return { auth: null, vendor };
    }
    case 'apiToken': {
      // An exchanged API token as bearer, or an access token as x-api-key (never in the URL, ASVS 3.1.1); user sessions do not pass.
      const apiToken = await deps.apiTokenAccess.authenticate(bearerOf(c), c.req.header('x-api-key')?.trim() || undefined);
      if (!apiToken) throw fail('auth.unauthenticated');
      if (access.permission && !hasPermission(apiToken.permissions, access.permission)) throw fail('auth.forbidden');
      return { auth: null, vendor: null, apiToken };
    }
    default:
      throw fail('auth.unauthenticated');
  }
}
