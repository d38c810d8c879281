import { hasPermission } from '@gatehouse/core';
import type { Kysely, Transaction } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import { fail } from '../../kernel/app-error';
import type { Database } from '../../storage/schema';
import { loadUserClaims } from './claims';
import type { RolePermissionsCache } from './role-permissions-cache';

/**
 * The permissions the caller holds now, read from the database rather than from the access
 * token: a token keeps its permissions until it expires, and a grant must not rely on one an
 * admin has since lost.
 */
export async function currentPermissions(
  db: Kysely<Database> | Transaction<Database>,
  rolePermissions: RolePermissionsCache,
  auth: AuthContext,
): Promise<string[]> {
  const claims = await loadUserClaims(db as Kysely<Database>, rolePermissions, auth.userId, auth.tenantId);
  if (!claims) throw fail('auth.unauthenticated');
  return claims.permissions;
}

/** Refuses a grant of any permission the caller does not hold (no privilege escalation, ASVS 4.1.3). */
export function assertHoldsAll(held: readonly string[], keys: Iterable<string>): void {
  const missing = [...new Set(keys)].filter((k) => !hasPermission(held, k));
  if (missing.length > 0)
    throw fail('permission.escalation', undefined, {
      errors: [`You cannot grant a permission you do not hold yourself: ${missing.sort().join(', ')}`],
    });
}
