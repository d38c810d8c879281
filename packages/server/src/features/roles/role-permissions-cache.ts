import type { Kysely } from 'kysely';
import type { Database } from '../../storage/schema';
import { alwaysPermissions, permissionsOfRoles } from './roles.store';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';

/** A permission row as granted by one role. */
export type RolePermissionRow = Awaited<ReturnType<typeof permissionsOfRoles>>[number];

/**
 * The permissions each role grants, kept in memory for `ttlMs`: every token issue and `/me`
 * needs them, and they change rarely. Writes in this process call `invalidate`; another
 * instance sees a change within `ttlMs`, well inside an access token's own lifetime (which
 * already carries its permissions until it expires). Ages use the monotonic clock, not the
 * injectable one, so tests that freeze time do not freeze the cache.
 */
export function createRolePermissionsCache(ttlMs = 5_000, max = 10_000) {
  const entries = new Map<string, { loadedAt: number; rows: RolePermissionRow[] }>();
  let always: { loadedAt: number; rows: AlwaysPermissionRow[] } | undefined;

  /** Permission rows of the given roles, with a stamp that changes whenever one of their entries is (re)loaded. */
  const load = async (db: Kysely<Database>, roleIds: string[]): Promise<{ rows: RolePermissionRow[]; version: string }> => {
    const now = performance.now();
    const found = new Map<string, { loadedAt: number; rows: RolePermissionRow[] }>();
    const missing: string[] = [];
    for (const id of roleIds) {
      const entry = entries.get(id);
      if (entry && now - entry.loadedAt <= ttlMs) found.set(id, entry);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await permissionsOfRoles(db, missing);
      for (const id of missing) {
        const entry = { loadedAt: now, rows: rows.filter((r) => r.role_id === id) };
        found.set(id, entry);
        entries.delete(id);
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(id, entry);
      }
    }
    return { rows: roleIds.flatMap((id) => found.get(id)?.rows ?? []), version: roleIds.map((id) => found.get(id)?.loadedAt).join(',') };
  };

  return {
    /** Permission rows of the given roles; misses are read through `db` (pass the open transaction). */
    async of(db: Kysely<Database>, roleIds: string[]): Promise<RolePermissionRow[]> {
      return (await load(db, roleIds)).rows;
    },

    /**
     * As `of`, with a version: equal versions of the same roles mean the same rows, so what is
     * derived from them (a serialized answer) can be kept under it.
     */
    versioned: load,

    /** Permissions every member holds whatever their roles (assignment type ALWAYS). */
    async always(db: Kysely<Database>): Promise<AlwaysPermissionRow[]> {
      const now = performance.now();
      if (!always || now - always.loadedAt > ttlMs) always = { loadedAt: now, rows: await alwaysPermissions(db, DEFAULT_VENDOR_ID) };
      return always.rows;
    },

    /** Forgets one role (after its permissions changed or it was deleted) or everything. */
    invalidate(roleId?: string) {
      if (roleId) entries.delete(roleId);
      else {
        entries.clear();
        always = undefined;
      }
    },
  };
}

/** A permission every member holds. */
export type AlwaysPermissionRow = Awaited<ReturnType<typeof alwaysPermissions>>[number];

/** The role → permissions cache. */
export type RolePermissionsCache = ReturnType<typeof createRolePermissionsCache>;
