import type { Role } from '@gatehouse/contracts';
import { assignDefined } from '../assign-defined';
import { fail } from '../preview-error';
import { caller, type PreviewContext, type PreviewHandlers } from '../preview-handler';
import { effectiveRoles, permissionKeys, permissionView, roleById, visibleRoles } from '../preview-views';

const tenantOf = (context: PreviewContext) => caller(context).session.tenantId;

/** Permission ids from ids or keys (wire-compat §3.3); each must exist and be held by the caller (no escalation). */
function grantable(context: PreviewContext, idsOrKeys: readonly string[]): string[] {
  const { user, session } = caller(context);
  const held = new Set(permissionKeys(context.state, effectiveRoles(context.state, user, session.tenantId)));
  return idsOrKeys.map((value) => {
    const p = context.state.permissions.find((x) => x.id === value || x.key === value) ?? fail('permission.not_found');
    if (!held.has(p.key)) fail('permission.escalation');
    return p.id;
  });
}

/** A role of the caller's own tenant: the vendor's roles are read-only to an account. */
function ownRole(context: PreviewContext, roleId: string): Role {
  const role = roleById(context.state, tenantOf(context), roleId);
  if (role.tenantId === undefined) fail('role.vendor_role');
  return role;
}

function addRole(
  context: PreviewContext,
  body: { key: string; name: string; description?: string; isDefault?: boolean; level?: number },
  permissions: string[],
): Role {
  const tenantId = tenantOf(context);
  if (visibleRoles(context.state, tenantId).some((r) => r.key === body.key)) fail('role.key_taken');
  const now = new Date(context.state.now()).toISOString();
  const role: Role = {
    id: context.state.nextId('role'),
    key: body.key,
    name: body.name,
    ...(body.description !== undefined ? { description: body.description } : {}),
    isDefault: body.isDefault ?? false,
    permissions,
    tenantId,
    vendorId: context.state.vendorId,
    level: body.level ?? 0,
    createdAt: now,
    updatedAt: now,
  };
  context.state.roles.push(role);
  return role;
}

const touch = (context: PreviewContext, role: Role) => {
  role.updatedAt = new Date(context.state.now()).toISOString();
};

/** Roles and permissions (spec 001 §3, wire-compat §3.3). */
export const rolesHandlers: PreviewHandlers = {
  listRoles: (_request, context) => visibleRoles(context.state, tenantOf(context)),
  listTeamRoles: (_request, context) => ({
    items: visibleRoles(context.state, tenantOf(context)).map(({ id, key, name, description, vendorId, tenantId, permissions, level }) => ({
      id,
      key,
      name,
      description,
      vendorId,
      tenantId,
      permissions,
      level,
    })),
  }),
  createRole: ({ body }, context) => addRole(context, body, grantable(context, body.permissions ?? [])),
  createRoleV2: ({ body }, context) => {
    const base = body.baseRoleId ? roleById(context.state, tenantOf(context), body.baseRoleId).permissions : [];
    return addRole(context, body, grantable(context, [...new Set([...base, ...(body.permissionIds ?? [])])]));
  },
  updateRole: ({ params, body }, context) => {
    const role = ownRole(context, params.roleId);
    if (body.key !== undefined && body.key !== role.key && visibleRoles(context.state, tenantOf(context)).some((r) => r.key === body.key))
      fail('role.key_taken');
    assignDefined(role, body);
    touch(context, role);
    return role;
  },
  deleteRole: ({ params }, context) => {
    const role = ownRole(context, params.roleId);
    const { state } = context;
    // The role goes with every assignment: members, groups, tokens, the invite link (one transaction on the server).
    state.roles = state.roles.filter((r) => r !== role);
    for (const u of state.users) for (const m of u.memberships.values()) m.roleIds = m.roleIds.filter((id) => id !== role.id);
    for (const g of state.groups) g.roleIds = g.roleIds.filter((id) => id !== role.id);
    return {};
  },
  setRolePermissions: ({ params, body }, context) => {
    const role = ownRole(context, params.roleId);
    role.permissions = grantable(context, body.permissionIds);
    touch(context, role);
    return role;
  },
  listPermissions: (_request, context) => context.state.permissions.map((p) => permissionView(context.state, tenantOf(context), p.id)),
  listPermissionCategories: (_request, context) => context.state.categories,
  setPermissionRoles: ({ params, body }, context) => {
    const tenantId = tenantOf(context);
    const permission = permissionView(context.state, tenantId, params.permissionId);
    grantable(context, [permission.id]);
    const wanted = body.roleIds.map((id) => ownRole(context, id).id);
    for (const role of visibleRoles(context.state, tenantId)) {
      if (role.tenantId === undefined) continue;
      const has = role.permissions.includes(permission.id);
      if (wanted.includes(role.id) && !has) role.permissions = [...role.permissions, permission.id];
      if (!wanted.includes(role.id) && has) role.permissions = role.permissions.filter((id) => id !== permission.id);
    }
    return permissionView(context.state, tenantId, permission.id);
  },
};
