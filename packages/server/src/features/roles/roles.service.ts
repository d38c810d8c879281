import type { BodyOf, PermissionCategory, PermissionWithAssignment, Role, rolesApi } from '@gatehouse/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import type { RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import { isUniqueViolation } from '../../storage/unique-violation';
import type { Database, PermissionsTable, RolesTable } from '../../storage/schema';
import { toWireRole } from '../users/index';
import { assertHoldsAll, currentPermissions } from './privilege';
import type { RolePermissionsCache } from './role-permissions-cache';
import {
  clearOtherDefaults,
  deleteRole,
  insertRole,
  linkPermission,
  permissionIdsByRole,
  permissionsOfVendor,
  replaceRolePermissions,
  roleIdsWithPermission,
  unlinkPermission,
  updateRole,
  visibleRoles,
  visibleRolesByIds,
} from './roles.store';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';

type Trx = Transaction<Database>;
/** A permission row as read. */
type Permission = Selectable<PermissionsTable>;
type NewRole = {
  key: string;
  name: string;
  description?: string;
  isDefault?: boolean;
  level?: number;
  permissions: string[];
  baseRoleId?: string;
};

const humanize = (category: string) => category.replace(/[-_.]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * Roles and permissions of a tenant (spec 001 §6, wire-compat §3.3). A tenant sees the vendor's
 * roles and its own; it edits only its own. Nobody grants a permission they do not hold, and a
 * permission of assignment type NEVER is never put in a role here.
 */
export function createRolesService(db: Kysely<Database>, clock: Clock, events: EventEmitter, rolePermissions: RolePermissionsCache) {
  const vendorId = DEFAULT_VENDOR_ID;

  const wireRoles = async (trx: Kysely<Database> | Trx, rows: RolesTable[]): Promise<Role[]> => {
    const ids = await permissionIdsByRole(
      trx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toWireRole(r, ids.get(r.id) ?? []));
  };

  /** A role the caller's tenant may edit: 404 when it cannot see it, 403 when it is the vendor's. */
  const editableRole = async (trx: Trx, auth: AuthContext, roleId: string): Promise<RolesTable> => {
    const [role] = await visibleRolesByIds(trx, vendorId, auth.tenantId, [roleId]);
    if (!role) throw fail('role.not_found');
    if (role.tenant_id !== auth.tenantId) throw fail('role.vendor_role');
    return role;
  };

  /** Permission rows for ids or keys; every one must exist. */
  const resolvePermissions = async (trx: Trx, idsOrKeys: string[]): Promise<Permission[]> => {
    if (idsOrKeys.length === 0) return [];
    const all = await permissionsOfVendor(trx, vendorId);
    const found = [...new Set(idsOrKeys)].map((x) => all.find((p) => p.id === x || p.key === x));
    if (found.some((p) => !p)) throw fail('permission.not_found');
    return found as Permission[];
  };

  /** Refuses NEVER permissions and any the caller does not hold. */
  const assertGrantable = async (trx: Trx, auth: AuthContext, permissions: Permission[]) => {
    if (permissions.some((p) => p.assignment_type === 'NEVER')) throw fail('permission.not_assignable');
    assertHoldsAll(
      await currentPermissions(trx, rolePermissions, auth),
      permissions.map((p) => p.key),
    );
  };

  /** Role keys are what tokens carry: unique among the roles the tenant sees. */
  const assertKeyFree = async (trx: Trx, auth: AuthContext, key: string, exceptId?: string) => {
    const clash = (await visibleRoles(trx, vendorId, auth.tenantId)).find(
      (r) => r.key.toLowerCase() === key.toLowerCase() && r.id !== exceptId,
    );
    if (clash) throw fail('role.key_taken');
  };

  /** Runs a write that may set a role key; two requests racing for one key end in role.key_taken. */
  const keyedWrite = async <T>(work: (trx: Trx) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction().execute(work);
    } catch (e) {
      throw isUniqueViolation(e) ? fail('role.key_taken') : e;
    }
  };

  const create = async (auth: AuthContext, input: NewRole, ctx: RequestContext): Promise<Role> =>
    keyedWrite(async (trx) => {
      await assertKeyFree(trx, auth, input.key);
      let requested = input.permissions;
      if (input.baseRoleId) {
        const [base] = await visibleRolesByIds(trx, vendorId, auth.tenantId, [input.baseRoleId]);
        if (!base) throw fail('role.not_found');
        requested = [...requested, ...((await permissionIdsByRole(trx, [base.id])).get(base.id) ?? [])];
      }
      const permissions = await resolvePermissions(trx, requested);
      await assertGrantable(trx, auth, permissions);
      const now = iso(clock.now());
      const row: RolesTable = {
        id: newId(),
        vendor_id: vendorId,
        tenant_id: auth.tenantId,
        key: input.key,
        name: input.name,
        description: input.description || null,
        is_default: input.isDefault ? 1 : 0,
        level: input.level ?? 0,
        created_at: now,
        updated_at: now,
      };
      await insertRole(
        trx,
        row,
        permissions.map((p) => p.id),
      );
      // One default role per tenant: setting it clears the flag on the tenant's other roles.
      if (input.isDefault) await clearOtherDefaults(trx, auth.tenantId, row.id);
      await events.emit(trx, ctx, 'role.created', row.id, {
        key: row.key,
        permissions: permissions.map((p) => p.key),
      });
      return toWireRole(
        row,
        permissions.map((p) => p.id),
      );
    });

  /** Roles the tenant sees (wire-compat §3.3). */
  const list = async (auth: AuthContext): Promise<Role[]> => wireRoles(db, await visibleRoles(db, vendorId, auth.tenantId));

  /** The catalogue, each permission with the visible roles that grant it. */
  const permissions = async (auth: AuthContext): Promise<PermissionWithAssignment[]> => {
    const [perms, roles] = await Promise.all([permissionsOfVendor(db, vendorId), visibleRoles(db, vendorId, auth.tenantId)]);
    const byRole = await permissionIdsByRole(
      db,
      roles.map((r) => r.id),
    );
    return perms.map((p) => ({
      id: p.id,
      key: p.key,
      name: p.name,
      description: p.description,
      fePermission: p.fe_permission === 1,
      categoryId: p.category,
      assignmentType: p.assignment_type,
      roleIds: roles.filter((r) => byRole.get(r.id)?.includes(p.id)).map((r) => r.id),
      createdAt: p.created_at,
      updatedAt: p.updated_at,
    }));
  };

  return {
    list,

    /** Roles as the users table reads them, `{ items }`. */
    async teamRoles(auth: AuthContext) {
      const roles = await list(auth);
      return {
        items: roles.map(({ id, key, name, description, vendorId: v, tenantId, permissions, level }) => ({
          id,
          key,
          name,
          description,
          vendorId: v,
          tenantId,
          permissions,
          level,
        })),
      };
    },

    /** v1 create: `permissions` are ids or keys. */
    createV1: (auth: AuthContext, body: BodyOf<typeof rolesApi.createRole>, ctx: RequestContext) =>
      create(auth, { ...body, permissions: body.permissions ?? [] }, ctx),

    /** v2 create: permission ids, optionally the base role's permissions too. */
    createV2: (auth: AuthContext, body: BodyOf<typeof rolesApi.createRoleV2>, ctx: RequestContext) =>
      create(auth, { ...body, permissions: body.permissionIds ?? [] }, ctx),

    async update(auth: AuthContext, roleId: string, body: BodyOf<typeof rolesApi.updateRole>, ctx: RequestContext): Promise<Role> {
      return keyedWrite(async (trx) => {
        const role = await editableRole(trx, auth, roleId);
        if (body.key !== undefined && body.key !== role.key) await assertKeyFree(trx, auth, body.key, role.id);
        const next: RolesTable = {
          ...role,
          key: body.key ?? role.key,
          name: body.name ?? role.name,
          description: body.description === undefined ? role.description : body.description || null,
          is_default: body.isDefault === undefined ? role.is_default : body.isDefault ? 1 : 0,
          level: body.level ?? role.level,
          updated_at: iso(clock.now()),
        };
        await updateRole(trx, next);
        if (body.isDefault) await clearOtherDefaults(trx, auth.tenantId, role.id);
        await events.emit(trx, ctx, 'role.updated', role.id, { fields: Object.keys(body).sort() });
        return (await wireRoles(trx, [next]))[0]!;
      });
    },

    /** Deletes the role with every assignment (members, groups) and permission link, in one transaction. */
    async remove(auth: AuthContext, roleId: string, ctx: RequestContext): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const role = await editableRole(trx, auth, roleId);
        const { members, groups } = await deleteRole(trx, role.id);
        await events.emit(trx, ctx, 'role.deleted', role.id, { key: role.key, memberAssignments: members, groupAssignments: groups });
      });
      rolePermissions.invalidate(roleId);
    },

    /** Sets exactly the role's permissions; the caller must hold each one it adds. */
    async setPermissions(auth: AuthContext, roleId: string, permissionIds: string[], ctx: RequestContext): Promise<Role> {
      const role = await db.transaction().execute(async (trx) => {
        const row = await editableRole(trx, auth, roleId);
        const wanted = await resolvePermissions(trx, permissionIds);
        const before = new Set((await permissionIdsByRole(trx, [row.id])).get(row.id));
        const added = wanted.filter((p) => !before.has(p.id));
        await assertGrantable(trx, auth, added);
        const updatedAt = iso(clock.now());
        await replaceRolePermissions(
          trx,
          row.id,
          wanted.map((p) => p.id),
          updatedAt,
        );
        const removed = [...before].filter((id) => !wanted.some((p) => p.id === id));
        await events.emit(trx, ctx, 'role.permissions_set', row.id, {
          added: added.map((p) => p.key),
          removedIds: removed,
        });
        return toWireRole(
          { ...row, updated_at: updatedAt },
          wanted.map((p) => p.id),
        );
      });
      rolePermissions.invalidate(roleId);
      return role;
    },

    permissions,

    /** Categories, derived from the catalogue's category of each permission. */
    async categories(): Promise<PermissionCategory[]> {
      const perms = await permissionsOfVendor(db, vendorId);
      const out = new Map<string, PermissionCategory>();
      for (const p of perms) {
        const c = out.get(p.category) ?? {
          id: p.category,
          name: humanize(p.category),
          description: humanize(p.category),
          feCategory: true,
          permissionIds: [],
          createdAt: p.created_at,
          updatedAt: p.updated_at,
        };
        c.permissionIds.push(p.id);
        if (p.created_at < c.createdAt) c.createdAt = p.created_at;
        if (p.updated_at > c.updatedAt) c.updatedAt = p.updated_at;
        out.set(p.category, c);
      }
      return [...out.values()];
    },

    /** Sets which of the tenant's own roles grant the permission; vendor roles cannot be changed. */
    async setPermissionRoles(
      auth: AuthContext,
      permissionId: string,
      roleIds: string[],
      ctx: RequestContext,
    ): Promise<PermissionWithAssignment> {
      await db.transaction().execute(async (trx) => {
        const [permission] = await resolvePermissions(trx, [permissionId]);
        const wanted = await visibleRolesByIds(trx, vendorId, auth.tenantId, [...new Set(roleIds)]);
        if (wanted.length !== new Set(roleIds).size) throw fail('role.not_found');
        const holders = await roleIdsWithPermission(trx, permission!.id);
        const own = (await visibleRoles(trx, vendorId, auth.tenantId)).filter((r) => r.tenant_id === auth.tenantId);
        const adding = wanted.filter((r) => !holders.has(r.id));
        if (adding.some((r) => r.tenant_id !== auth.tenantId)) throw fail('role.vendor_role');
        if (adding.length) await assertGrantable(trx, auth, [permission!]);
        const removing = own.filter((r) => holders.has(r.id) && !wanted.some((w) => w.id === r.id));
        if (removing.length)
          await unlinkPermission(
            trx,
            permission!.id,
            removing.map((r) => r.id),
          );
        if (adding.length)
          await linkPermission(
            trx,
            permission!.id,
            adding.map((r) => r.id),
          );
        await events.emit(trx, ctx, 'permission.roles_set', permission!.id, {
          key: permission!.key,
          addedTo: adding.map((r) => r.id),
          removedFrom: removing.map((r) => r.id),
        });
      });
      rolePermissions.invalidate();
      return (await permissions(auth)).find((p) => p.id === permissionId || p.key === permissionId)!;
    },
  };
}

/** The roles and permissions service. */
export type RolesService = ReturnType<typeof createRolesService>;
