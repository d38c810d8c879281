import type { SessionUser } from '@gatehouse/client';

/** The permission keys of the session: the profile's permission objects or the token's key list. */
export function grantedPermissions(user: SessionUser | null): string[] {
  const list = (user as { permissions?: unknown } | null)?.permissions;
  if (!Array.isArray(list)) return [];
  return list.map((p: unknown) => (typeof p === 'string' ? p : ((p as { key?: string }).key ?? ''))).filter(Boolean);
}
