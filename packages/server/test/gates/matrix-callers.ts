import type { Deps } from '../../src/deps';
import { roleByKey } from '../../src/features/roles/roles.store';
import { DEFAULT_VENDOR_ID } from '../../src/kernel/vendor';
import { createVendorCredential } from '../../src/features/vendor-auth/vendor-credentials.store';
import { iso } from '../../src/kernel/clock';
import { systemContext } from '../../src/kernel/request-context';
import { storeApiToken } from './matrix-api-tokens';
import type { MatrixTenant, MatrixUser } from './matrix-tenant';

/** Who calls: a credential kind, the signed-in user if any, and the tenant whose data gives it valid input. */
export interface MatrixCaller {
  name: string;
  /** The caller's side: its tenant's fixtures make the input; the other tenant's data must not reach it. */
  home: MatrixTenant;
  user?: MatrixUser;
  credential: 'none' | 'expired' | 'session' | 'apiToken' | 'vendor';
  /** An API token caller: exchanged from a client credential (bearer) or an access token (x-api-key). */
  apiToken?: 'exchanged' | 'accessToken';
  /** What an API token caller may do: the permissions of the roles the token carries. */
  permissions?: readonly string[];
}

/** What a caller sends. */
export interface CallerCredentials {
  bearer?: string;
  /** `name=value` of the refresh cookie. */
  cookie?: string;
  apiKey?: string;
}

/** The matrix's callers: identity-less ones, each role of tenant A, and the admin of the other tenant. */
export function matrixCallers(A: MatrixTenant, B: MatrixTenant): MatrixCaller[] {
  return [
    { name: 'anonymous', home: A, credential: 'none' },
    { name: 'expired token (Admin A)', home: A, user: A.admin, credential: 'expired' },
    { name: 'member without roles (A)', home: A, user: A.member, credential: 'session' },
    { name: 'ReadOnly (A)', home: A, user: A.readOnly, credential: 'session' },
    { name: 'Admin (A)', home: A, user: A.admin, credential: 'session' },
    { name: 'Admin (B)', home: B, user: B.admin, credential: 'session' },
    // Real tenant tokens of tenant A carrying the ReadOnly role: they reach API-token routes their
    // role's permissions allow, and no user, cookie or vendor route.
    {
      name: 'API token (A, ReadOnly, exchanged)',
      home: A,
      credential: 'apiToken',
      apiToken: 'exchanged',
      permissions: A.readOnly.permissions,
    },
    {
      name: 'API token (A, ReadOnly, x-api-key)',
      home: A,
      credential: 'apiToken',
      apiToken: 'accessToken',
      permissions: A.readOnly.permissions,
    },
    // A real vendor token (POST /auth/vendor with a stored credential): it reaches the vendor
    // routes and nothing else. The vendor manages every tenant (decision 0007); its home only
    // says whose fixtures make its inputs (grants go to tenant A).
    { name: 'vendor credential', home: A, credential: 'vendor' },
  ];
}

/** One pair of tenant tokens of tenant A per server (client credential and access token), carrying the ReadOnly role. */
const apiTokens = new WeakMap<Deps, Promise<{ clientId: string; secret: string; accessToken: string }>>();

async function matrixApiTokens(deps: Deps, caller: MatrixCaller) {
  const readOnly = await roleByKey(deps.db.kysely, DEFAULT_VENDOR_ID, 'ReadOnly');
  const token = { tenantId: caller.home.id, owner: 'tenant', userId: caller.home.admin.id, roleIds: [readOnly!.id] } as const;
  const cc = await storeApiToken(deps, { ...token, kind: 'ClientCredentials' });
  const at = await storeApiToken(deps, { ...token, kind: 'AccessToken' });
  return { clientId: cc.id, secret: cc.secret, accessToken: at.secret };
}

/** One stored credential per server, exchanged for a fresh vendor token in every case. */
const vendorCredentials = new WeakMap<Deps, Promise<{ clientId: string; secret: string }>>();

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * Fresh credentials for one case: every case gets its own session, so logout, refresh rotation,
 * tenant switches and password changes never break the cases after them. Sessions are issued
 * through the session service (no password hashing per case keeps the run fast).
 */
export async function callerCredentials(deps: Deps, caller: MatrixCaller): Promise<CallerCredentials> {
  if (caller.credential === 'none') return {};
  const ctx = systemContext({ userAgent: 'gatehouse-matrix', requestId: 'matrix' });
  if (caller.credential === 'apiToken') {
    if (!apiTokens.has(deps)) apiTokens.set(deps, matrixApiTokens(deps, caller));
    const tokens = await apiTokens.get(deps)!;
    if (caller.apiToken === 'accessToken') return { apiKey: tokens.accessToken };
    return { bearer: (await deps.apiTokenAccess.exchange(tokens.clientId, tokens.secret, ctx)).accessToken };
  }
  if (caller.credential === 'vendor') {
    if (!vendorCredentials.has(deps)) vendorCredentials.set(deps, createVendorCredential(deps.db.kysely, deps.clock, 'matrix'));
    const { clientId, secret } = await vendorCredentials.get(deps)!;
    return { bearer: (await deps.vendorAuth.exchange(clientId, secret, ctx)).token };
  }
  // A session that proved a second factor just now, as a fresh sign-in with MFA leaves it: the matrix judges tenant and role
  // boundaries; the step-up that factor changes and API-token creation need is tested on its own (decision 0033).
  const pending = await deps.db.kysely
    .transaction()
    .execute((trx) =>
      deps.sessions.issue(trx, { userId: caller.user!.id, tenantId: caller.home.id, amr: ['pwd', 'mfa', 'otp'], client: ctx }),
    );
  const issued = await pending.finish();
  const cookie = `${deps.refreshCookie.name}=${issued.refreshToken}`;
  if (caller.credential === 'session') return { bearer: issued.response.accessToken, cookie };
  // Expired: the same live session's claims, signed by our key, with exp in the past; and its
  // refresh token past its expiry. Only time is wrong with these credentials.
  const now = Math.floor(deps.clock.now() / 1000);
  const claims = decode(issued.response.accessToken!.split('.')[1]!);
  const bearer = await deps.keys.signJwt({ ...claims, iat: now - 3600, exp: now - 60 });
  await deps.db.kysely
    .updateTable('sessions')
    .set({ refresh_issued_at: iso(deps.clock.now() - deps.config.refreshTokenTtlSeconds * 1000 - 1000) })
    .where('id', '=', issued.sessionId)
    .execute();
  return { bearer, cookie };
}
