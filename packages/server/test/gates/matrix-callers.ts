import { randomBytes } from 'node:crypto';
import type { Deps } from '../../src/deps';
import { createVendorCredential } from '../../src/features/vendor-auth/vendor-credentials.store';
import { iso } from '../../src/lib/clock';
import type { MatrixTenant, MatrixUser } from './matrix-tenant';

/** Who calls: a credential kind, the signed-in user if any, and the tenant whose data gives it valid input. */
export interface MatrixCaller {
  name: string;
  /** The caller's side: its tenant's fixtures make the input; the other tenant's data must not reach it. */
  home: MatrixTenant;
  user?: MatrixUser;
  credential: 'none' | 'expired' | 'session' | 'apiToken' | 'vendor';
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
    // API tokens are not built yet: the guard refuses apiToken and vendor routes to everyone, and
    // this caller sends a well-formed but unknown key. When tokens land, give it a real token of
    // tenant A with scopes, and expectations for apiToken routes that follow them.
    { name: 'API token (unknown key)', home: A, credential: 'apiToken' },
    // A real vendor token (POST /auth/vendor with a stored credential): it reaches the vendor
    // routes and nothing else. The vendor manages every tenant (decision 0007); its home only
    // says whose fixtures make its inputs (grants go to tenant A).
    { name: 'vendor credential', home: A, credential: 'vendor' },
  ];
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
  if (caller.credential === 'apiToken') {
    const key = `gh_${randomBytes(24).toString('hex')}`;
    return { apiKey: key, bearer: key };
  }
  const client = { ip: '127.0.0.1', userAgent: 'gatehouse-matrix' };
  if (caller.credential === 'vendor') {
    if (!vendorCredentials.has(deps)) vendorCredentials.set(deps, createVendorCredential(deps.db.kysely, deps.clock, 'matrix'));
    const { clientId, secret } = await vendorCredentials.get(deps)!;
    return { bearer: (await deps.vendorAuth.exchange(clientId, secret, client, 'matrix')).token };
  }
  const pending = await deps.db.kysely.transaction().execute((trx) => deps.sessions.issue(trx, { userId: caller.user!.id, tenantId: caller.home.id, amr: ['pwd'], client }));
  const issued = await pending.finish();
  const cookie = `${deps.refreshCookie.name}=${issued.refreshToken}`;
  if (caller.credential === 'session') return { bearer: issued.response.accessToken, cookie };
  // Expired: the same live session's claims, signed by our key, with exp in the past; and its
  // refresh token past its expiry. Only time is wrong with these credentials.
  const now = Math.floor(deps.clock.now() / 1000);
  const claims = decode(issued.response.accessToken!.split('.')[1]!);
  const bearer = await deps.keys.signJwt({ ...claims, iat: now - 3600, exp: now - 60 });
  await deps.db.kysely.updateTable('refresh_tokens').set({ expires_at: iso(deps.clock.now() - 1000) }).where('session_id', '=', issued.sessionId).execute();
  return { bearer, cookie };
}
