import type { Deps } from '../../src/deps';
import { DEFAULT_VENDOR_ID } from '../../src/kernel/vendor';
import { iso } from '../../src/kernel/clock';
import { newId } from '../../src/kernel/crypto';
import type { ExampleContext, MatrixExample } from './matrix-examples';

/**
 * Fixture writes, not an API path: a group of the tenant (with `memberId` in it and the tenant's
 * own role on it) and that role, as an admin of the tenant would have made them.
 */
export async function seedGroupAndRole(
  deps: Deps,
  tenantId: string,
  memberId: string,
  label: string,
): Promise<{ groupId: string; roleId: string }> {
  const db = deps.db.kysely;
  const now = iso(deps.clock.now());
  const roleId = await newRole(deps, tenantId, `Gate role ${label}`);
  const groupId = await newGroup(deps, tenantId, `Gate group ${label}`);
  await db.insertInto('group_members').values({ group_id: groupId, user_id: memberId, tenant_id: tenantId, created_at: now }).execute();
  await db.insertInto('group_roles').values({ group_id: groupId, role_id: roleId }).execute();
  return { groupId, roleId };
}

/** A role of the tenant without permissions. */
async function newRole(deps: Deps, tenantId: string, key: string): Promise<string> {
  const now = iso(deps.clock.now());
  const id = newId();
  await deps.db.kysely
    .insertInto('roles')
    .values({
      id,
      vendor_id: DEFAULT_VENDOR_ID,
      tenant_id: tenantId,
      key,
      name: key,
      description: null,
      is_default: 0,
      level: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** An empty group of the tenant. */
async function newGroup(deps: Deps, tenantId: string, name: string): Promise<string> {
  const now = iso(deps.clock.now());
  const id = newId();
  await deps.db.kysely
    .insertInto('groups')
    .values({
      id,
      tenant_id: tenantId,
      name,
      description: null,
      color: null,
      managed_by: 'frontegg',
      metadata: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** The group, group-member, group-role and own-role rows of a tenant (matrix snapshot). */
export async function groupsSnapshot(deps: Deps, tenantId: string) {
  const db = deps.db.kysely;
  return {
    groups: await db.selectFrom('groups').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    group_members: await db
      .selectFrom('group_members')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('group_id')
      .orderBy('user_id')
      .execute(),
    group_roles: await db
      .selectFrom('group_roles')
      .innerJoin('groups', 'groups.id', 'group_roles.group_id')
      .selectAll('group_roles')
      .where('groups.tenant_id', '=', tenantId)
      .orderBy('group_roles.group_id')
      .orderBy('group_roles.role_id')
      .execute(),
    group_settings: await db.selectFrom('group_settings').selectAll().where('tenant_id', '=', tenantId).execute(),
    tenant_roles: await db.selectFrom('roles').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    admin_box_metadata: await db.selectFrom('admin_box_metadata').selectAll().where('tenant_id', '=', tenantId).execute(),
  };
}

const home = (ctx: ExampleContext) => ctx.caller.home.id;
const groupOf = (ctx: ExampleContext) => newGroup(ctx.deps, home(ctx), `Gate ${ctx.unique()}`);
const roleOf = (ctx: ExampleContext) => newRole(ctx.deps, home(ctx), `Gate-${ctx.unique()}`);
const withGroup = async (ctx: ExampleContext, body?: unknown): Promise<MatrixExample> => ({
  params: { groupId: await groupOf(ctx) },
  ...(body === undefined ? {} : { body }),
});

/**
 * Valid inputs for the groups, roles and account routes: a fresh group or role of the caller's
 * own tenant for every by-id case (so a permitted delete removes a real one), unique names.
 */
export const groupsRolesExamples: Record<string, (ctx: ExampleContext) => MatrixExample | Promise<MatrixExample>> = {
  createGroup: (ctx) => ({ body: { name: `Gate ${ctx.unique()}`, color: '#336699' } }),
  getGroup: (ctx) => withGroup(ctx),
  updateGroup: (ctx) => withGroup(ctx, { description: 'Renamed by the gate' }),
  deleteGroup: (ctx) => withGroup(ctx),
  getGroupsByIds: async (ctx) => ({ body: { groupsIds: [await groupOf(ctx)] } }),
  addRolesToGroup: async (ctx) => withGroup(ctx, { roleIds: [await roleOf(ctx)] }),
  removeRolesFromGroup: async (ctx) => withGroup(ctx, { roleIds: [await roleOf(ctx)] }),
  addUsersToGroup: (ctx) => withGroup(ctx, { userIds: [ctx.caller.home.member.id] }),
  removeUsersFromGroup: (ctx) => withGroup(ctx, { userIds: [ctx.caller.home.member.id] }),
  createRole: (ctx) => ({ body: { key: `Gate-${ctx.unique()}`, name: 'Gate role' } }),
  createRoleV2: (ctx) => ({ body: { key: `Gate-${ctx.unique()}`, name: 'Gate role', permissionIds: [] } }),
  updateRole: async (ctx) => ({ params: { roleId: await roleOf(ctx) }, body: { description: 'Changed by the gate' } }),
  deleteRole: async (ctx) => ({ params: { roleId: await roleOf(ctx) } }),
  setRolePermissions: async (ctx) => ({ params: { roleId: await roleOf(ctx) }, body: { permissionIds: [] } }),
  // Permissions are the vendor's catalogue (no tenant): the id of a real one; the roles are the caller's tenant's.
  setPermissionRoles: async (ctx) => {
    const p = await ctx.deps.db.kysely
      .selectFrom('permissions')
      .select('id')
      .where('key', '=', 'fe.secure.read.users')
      .executeTakeFirstOrThrow();
    return { params: { permissionId: p.id }, body: { roleIds: [await roleOf(ctx)] } };
  },
  updateAccountSettings: (ctx) => ({ body: { address: `${ctx.unique()} Gate street`, timezone: 'Europe/Paris', currency: 'EUR' } }),
  updateAdminBoxMetadata: (ctx) => ({ body: { actions: [{ type: 'gate/run', payload: ctx.unique() }] } }),
};
