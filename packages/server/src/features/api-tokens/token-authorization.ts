import type { Kysely } from 'kysely';
import { iso, type Clock } from '../../kernel/clock';
import type { Database } from '../../storage/schema';
import { loadUserClaims, type RolePermissionsCache } from '../roles/index';
import { userById } from '../users/index';
import { rolesOfToken, type ApiTokenRow } from './api-tokens.store';

/** What a token may do now, and on whose behalf. */
export interface TokenAuthorization {
  /** The acting user of a personal token; null for a tenant token. */
  userId: string | null;
  roles: string[];
  permissions: string[];
  /** The user claims a personal token carries (email, name, tenant ids ...). */
  user?: Awaited<ReturnType<typeof loadUserClaims>>;
}

/** Whether the token is past its expiry at `nowMs`. */
export const isExpired = (row: Pick<ApiTokenRow, 'expires_at'>, nowMs: number): boolean =>
  row.expires_at !== null && row.expires_at <= iso(nowMs);

/**
 * The roles and permissions of a token, judged now: a tenant token's own roles; a personal token's
 * user's roles in the token's tenant. Null when the token no longer works — expired, or its user
 * disabled, removed from the tenant or deleted (spec 001 §7 "API tokens", decision 0017).
 */
export async function authorizeToken(
  db: Kysely<Database>,
  rolePermissions: RolePermissionsCache,
  clock: Clock,
  row: ApiTokenRow,
): Promise<TokenAuthorization | null> {
  if (isExpired(row, clock.now())) return null;
  if (row.owner === 'tenant') {
    const tenant = await db.selectFrom('tenants').select('deleted_at').where('id', '=', row.tenant_id).executeTakeFirst();
    if (!tenant || tenant.deleted_at) return null;
    const roles = await rolesOfToken(db, row.id);
    const perms = await rolePermissions.of(
      db,
      roles.map((r) => r.id),
    );
    return { userId: null, roles: roles.map((r) => r.key), permissions: [...new Set(perms.map((p) => p.key))].sort() };
  }
  if (!row.user_id) return null;
  const user = await userById(db, row.user_id);
  if (!user || user.disabled) return null;
  const claims = await loadUserClaims(db, rolePermissions, row.user_id, row.tenant_id, iso(clock.now()));
  if (!claims) return null;
  return { userId: row.user_id, roles: claims.roles, permissions: claims.permissions, user: claims };
}
