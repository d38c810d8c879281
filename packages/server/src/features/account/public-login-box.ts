import type { Kysely } from 'kysely';
import type { Database } from '../../storage/schema';
import * as store from './account.store';
import { readLoginBoxBranding } from './login-box-branding';

type Json = Record<string, unknown>;

/** How long a tenant's public login-box theme is kept; another instance shows a change within it. */
const TTL_MS = 30_000;
/** Most aliases kept (a theme may hold a logo of up to 256 KiB). */
const MAX_ENTRIES = 256;
/** Longest alias looked up. */
const ALIAS_MAX_LENGTH = 200;

/**
 * The public login-box theme of the tenant named by a login alias (readLoginBoxBranding, with the account's own
 * logo when the custom login sets none), or `{}` for an alias no tenant has: the caller cannot tell an unknown
 * alias from a tenant without custom branding. Every login page asks before sign-in, so answers are kept in
 * memory for TTL_MS, unknown aliases too, and at most MAX_ENTRIES of them (made-up aliases cannot grow memory).
 * Ages use the monotonic clock, so tests that freeze time do not freeze the cache.
 */
export function createPublicLoginBox(db: Kysely<Database>) {
  const entries = new Map<string, { loadedAt: number; theme: Json }>();

  const load = async (alias: string): Promise<Json> => {
    const tenant = await store.tenantByAlias(db, alias);
    if (!tenant) return {};
    const row = await store.adminBoxRow(db, tenant.id);
    const { theme } = readLoginBoxBranding(row ? (JSON.parse(row.configuration) as Json) : {});
    const themeV2 = (theme.themeV2 ?? {}) as Json;
    const loginBox = (themeV2.loginBox ?? {}) as Json;
    // The account logo was checked when it was saved (a PNG, JPEG or WebP data URL).
    if (tenant.logo && !loginBox.logo)
      return { ...theme, themeV2: { ...themeV2, loginBox: { ...loginBox, logo: { image: tenant.logo } } } };
    return theme;
  };

  return {
    /** The theme for a login alias (the `frontegg-login-alias` header); `{}` without one. */
    async of(alias: string | undefined): Promise<Json> {
      const key = alias?.slice(0, ALIAS_MAX_LENGTH);
      if (!key) return {};
      const now = performance.now();
      const kept = entries.get(key);
      if (kept && now - kept.loadedAt <= TTL_MS) return kept.theme;
      const theme = await load(key);
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { loadedAt: now, theme });
      return theme;
    },

    /** Forgets every kept theme (after a write in this process: a logo, a custom login, an alias). */
    forget(): void {
      entries.clear();
    },
  };
}

/** The public login-box themes by alias. */
export type PublicLoginBox = ReturnType<typeof createPublicLoginBox>;
