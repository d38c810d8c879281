import type { Kysely } from 'kysely';
import type { Database } from '../../storage/schema';
import type { RolePermissionsCache } from './role-permissions-cache';
import { effectiveRolesOfUserInTenant } from './roles.store';
import { pictureFitsToken, tenantsOfUser, userById, type UserRow } from '../users/index';

/** The user fields an access token carries. */
export type ClaimsUser = Pick<UserRow, 'id' | 'email' | 'verified' | 'name' | 'metadata' | 'profile_picture_url'>;

/** What an access token says about its user in a tenant (wire-compat §4.2). */
export interface UserClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  tenantId: string;
  tenantIds: string[];
  roles: string[];
  permissions: string[];
  metadata: Record<string, unknown>;
  profilePictureUrl?: string;
}

/**
 * Loads the claims of a user in a tenant; null when the user or a usable membership is gone
 * (removed, disabled, an unaccepted invitation, or a temporary membership expired by `now`). `known` holds what the
 * caller read already (in the same transaction, or the same statement for a refresh's user), saving those reads.
 */
export async function loadUserClaims(
  db: Kysely<Database>,
  rolePermissions: RolePermissionsCache,
  userId: string,
  tenantId: string,
  now?: string,
  known: { user?: ClaimsUser; tenantIds?: string[] } = {},
): Promise<UserClaims | null> {
  const [user, tenantIds, roles] = await Promise.all([
    known.user ?? userById(db, userId),
    known.tenantIds ?? tenantsOfUser(db, userId, now).then((rows) => rows.map((t) => t.id)),
    effectiveRolesOfUserInTenant(db, userId, tenantId),
  ]);
  if (!user || !tenantIds.includes(tenantId)) return null;
  // Effective roles are the member's own plus their groups' (decision 0016).
  const [perms, always] = await Promise.all([
    rolePermissions.of(
      db,
      roles.map((r) => r.id),
    ),
    rolePermissions.always(db),
  ]);
  let metadata: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(user.metadata);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) metadata = parsed;
  } catch {
    metadata = {};
  }
  return {
    sub: user.id,
    email: user.email,
    email_verified: user.verified === 1,
    name: user.name,
    tenantId,
    tenantIds,
    roles: roles.map((r) => r.key),
    permissions: [...new Set([...perms.map((p) => p.key), ...always.map((p) => p.key)])],
    metadata,
    // An uploaded picture (a data URL of up to 64 KB) stays out: it would ride on every request; /me carries it.
    ...(pictureFitsToken(user.profile_picture_url) ? { profilePictureUrl: user.profile_picture_url } : {}),
  };
}
