import type { Permission, Role, Tenant } from '@gatehouse/contracts';
import type { Selectable } from 'kysely';
import type { RolesTable, TenantsTable, UsersTable } from '../../storage/schema';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
};

/** A tenant row as the wire Tenant. */
export function toWireTenant(t: TenantsTable): Tenant {
  const opt = <K extends string>(k: K, v: string | null) => (v === null ? {} : { [k]: v });
  return {
    id: t.id,
    tenantId: t.id,
    name: t.name,
    deletedAt: null,
    metadata: parseJson(t.metadata),
    vendorId: t.vendor_id,
    isReseller: t.is_reseller === 1,
    createdAt: t.created_at,
    updatedAt: t.updated_at,
    ...opt('address', t.address),
    ...opt('timezone', t.timezone),
    ...opt('dateFormat', t.date_format),
    ...opt('timeFormat', t.time_format),
    ...opt('currency', t.currency),
    ...opt('logo', t.logo),
    ...opt('alias', t.alias),
    hasCustomLogin: !!(t.application_url || t.login_url),
  };
}

/** A role row (with its permission ids) as the wire Role. */
export function toWireRole(r: RolesTable, permissionIds: string[]): Role {
  return {
    id: r.id,
    key: r.key,
    name: r.name,
    ...(r.description ? { description: r.description } : {}),
    isDefault: r.is_default === 1,
    permissions: permissionIds,
    ...(r.tenant_id ? { tenantId: r.tenant_id } : {}),
    vendorId: r.vendor_id,
    level: r.level,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Permission rows (one per granting role) folded into wire Permissions with their role ids. */
export function toWirePermissions(
  rows: {
    id: string;
    key: string;
    name: string;
    description: string;
    category: string;
    fe_permission: number;
    created_at: string;
    updated_at: string;
    role_id: string;
  }[],
): Permission[] {
  const byId = new Map<string, Permission>();
  for (const p of rows) {
    const existing = byId.get(p.id);
    if (existing) existing.roleIds.push(p.role_id);
    else
      byId.set(p.id, {
        id: p.id,
        key: p.key,
        name: p.name,
        description: p.description,
        fePermission: p.fe_permission === 1,
        roleIds: [p.role_id],
        categoryId: p.category,
        createdAt: p.created_at,
        updatedAt: p.updated_at,
      });
  }
  return [...byId.values()];
}

/** Whether either lock (password failures, code failures) holds at `now` (ISO). */
export const isUserLocked = (user: Pick<Selectable<UsersTable>, 'locked_until' | 'mfa_locked_until'>, now: string): boolean =>
  (!!user.locked_until && user.locked_until > now) || (!!user.mfa_locked_until && user.mfa_locked_until > now);

/** The account fields every wire user shape starts with (`/me`, the users table). */
export const userIdentity = (user: Selectable<UsersTable>, mfaEnrolled: boolean) => ({
  id: user.id,
  sub: user.id,
  email: user.email,
  name: user.name,
  profilePictureUrl: user.profile_picture_url,
  verified: user.verified === 1,
  mfaEnrolled,
  phoneNumber: user.phone_number,
  provider: user.provider,
  managedBy: user.provider === 'scim2' ? ('scim2' as const) : ('frontegg' as const),
  metadata: user.metadata,
  lastLogin: user.last_login,
});
