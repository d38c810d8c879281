import type { BodyOf, Group, groupsApi } from '@gatehouse/contracts';
import { parseColor } from '@gatehouse/core';
import type { Kysely, Transaction } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import type { RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import { isUniqueViolation } from '../../storage/unique-violation';
import type { Database, GroupsTable } from '../../storage/schema';
import {
  anyNeverAssignable,
  assertHoldsAll,
  currentPermissions,
  type RolePermissionsCache,
  permissionIdsByRole,
  permissionsOfRoles,
  visibleRolesByIds,
} from '../roles/index';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { toWireRole } from '../users/index';
import * as store from './groups.store';

type Trx = Transaction<Database>;
/** Which relations an answer carries (wire-compat Appendix B `GroupRelations`). */
export type GroupRelations = 'roles' | 'users' | 'rolesAndUsers' | undefined;

/** A colour in one of the supported formats, or the spec 001 §8 message listing them. */
function checkedColor(color: string | undefined): string | undefined {
  if (color === undefined) return undefined;
  try {
    parseColor(color);
  } catch (e) {
    throw fail('request.invalid', (e as Error).message);
  }
  return color;
}

/**
 * Groups of a tenant (spec 001 §2, §4; wire-compat §3.4): members gain the group's roles at their
 * next token refresh, and lose them the same way. Groups synced by SCIM are read-only here.
 * Adding roles to a group, or members to a group with roles, grants permissions: the caller must
 * hold every one of them.
 */
export function createGroupsService(db: Kysely<Database>, clock: Clock, events: EventEmitter, rolePermissions: RolePermissionsCache) {
  const toWire = async (
    trx: Kysely<Database> | Trx,
    tenantId: string,
    rows: GroupsTable[],
    relations: GroupRelations,
  ): Promise<Group[]> => {
    const ids = rows.map((g) => g.id);
    const withRoles = relations === 'roles' || relations === 'rolesAndUsers';
    const withUsers = relations === 'users' || relations === 'rolesAndUsers';
    const roleIds = withRoles ? await store.roleIdsByGroup(trx, ids) : new Map<string, string[]>();
    const roles = withRoles ? await visibleRolesByIds(trx, DEFAULT_VENDOR_ID, tenantId, [...new Set([...roleIds.values()].flat())]) : [];
    const rolePerms = await permissionIdsByRole(
      trx,
      roles.map((r) => r.id),
    );
    const users = withUsers ? await store.membersByGroup(trx, tenantId, ids) : new Map();
    return rows.map((g) => ({
      id: g.id,
      name: g.name,
      ...(g.color ? { color: g.color } : {}),
      ...(g.description ? { description: g.description } : {}),
      ...(g.metadata ? { metadata: g.metadata } : {}),
      managedBy: g.managed_by,
      ...(withRoles
        ? { roles: roles.filter((r) => roleIds.get(g.id)?.includes(r.id)).map((r) => toWireRole(r, rolePerms.get(r.id) ?? [])) }
        : {}),
      ...(withUsers ? { users: users.get(g.id) ?? [] } : {}),
      createdAt: g.created_at,
      updatedAt: g.updated_at,
    }));
  };

  /** A group of the caller's tenant that may be changed here. */
  const editableGroup = async (trx: Trx, auth: AuthContext, groupId: string): Promise<GroupsTable> => {
    const group = await store.groupOfTenant(trx, auth.tenantId, groupId);
    if (!group) throw fail('group.not_found');
    if (group.managed_by === 'scim2') throw fail('group.managed_by_scim');
    return group;
  };

  /** Keys of every permission the roles grant. */
  const permissionKeysOf = async (trx: Trx, roleIds: string[]) => (await permissionsOfRoles(trx, roleIds)).map((p) => p.key);

  const touch = (trx: Trx, groupId: string) => store.touchGroup(trx, groupId, iso(clock.now()));

  const get = async (auth: AuthContext, groupId: string, relations: GroupRelations): Promise<Group> => {
    const group = await store.groupOfTenant(db, auth.tenantId, groupId);
    if (!group) throw fail('group.not_found');
    return (await toWire(db, auth.tenantId, [group], relations))[0]!;
  };

  return {
    get,

    async list(auth: AuthContext, relations: GroupRelations) {
      return { groups: await toWire(db, auth.tenantId, await store.groupsOfTenant(db, auth.tenantId), relations) };
    },

    async byIds(auth: AuthContext, ids: string[], relations: GroupRelations) {
      return { groups: await toWire(db, auth.tenantId, await store.groupsOfTenant(db, auth.tenantId, ids), relations) };
    },

    async create(auth: AuthContext, body: BodyOf<typeof groupsApi.createGroup>, ctx: RequestContext): Promise<Group> {
      const now = iso(clock.now());
      const row: GroupsTable = {
        id: newId(),
        tenant_id: auth.tenantId,
        name: body.name.trim(),
        description: body.description?.trim() || null,
        color: checkedColor(body.color?.trim()) ?? null,
        managed_by: 'frontegg',
        metadata: body.metadata ?? null,
        created_at: now,
        updated_at: now,
      };
      try {
        await db.transaction().execute(async (trx) => {
          if (await store.groupIdByName(trx, auth.tenantId, row.name)) throw fail('group.name_taken');
          await store.insertGroup(trx, row);
          await events.emit(trx, ctx, 'group.created', row.id, { name: row.name });
        });
      } catch (e) {
        throw isUniqueViolation(e) ? fail('group.name_taken') : e;
      }
      return (await toWire(db, auth.tenantId, [row], undefined))[0]!;
    },

    async update(auth: AuthContext, groupId: string, body: BodyOf<typeof groupsApi.updateGroup>, ctx: RequestContext): Promise<Group> {
      const color = checkedColor(body.color?.trim());
      try {
        await db.transaction().execute(async (trx) => {
          const group = await editableGroup(trx, auth, groupId);
          const name = body.name?.trim();
          if (name && name !== group.name && (await store.groupIdByName(trx, auth.tenantId, name))) throw fail('group.name_taken');
          await store.updateGroup(trx, group.id, {
            ...(name ? { name } : {}),
            ...(body.description !== undefined ? { description: body.description.trim() || null } : {}),
            ...(color !== undefined ? { color } : {}),
            ...(body.metadata !== undefined ? { metadata: body.metadata } : {}),
            updated_at: iso(clock.now()),
          });
          await events.emit(trx, ctx, 'group.updated', group.id, { fields: Object.keys(body).sort() });
        });
      } catch (e) {
        throw isUniqueViolation(e) ? fail('group.name_taken') : e;
      }
      return get(auth, groupId, undefined);
    },

    /** Deletes the group with its memberships and role links (its members lose its roles at their next refresh). */
    async remove(auth: AuthContext, groupId: string, ctx: RequestContext): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const group = await editableGroup(trx, auth, groupId);
        const members = await store.deleteGroup(trx, group.id);
        await events.emit(trx, ctx, 'group.deleted', group.id, { name: group.name, members });
      });
    },

    /** Adds roles the tenant sees and may assign; the caller must hold every permission they grant. */
    async addRoles(auth: AuthContext, groupId: string, roleIds: string[], ctx: RequestContext): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const group = await editableGroup(trx, auth, groupId);
        if (!(await store.groupSettings(trx, auth.tenantId)).rolesEnabled) throw fail('group.roles_disabled');
        const wanted = [...new Set(roleIds)];
        const roles = await visibleRolesByIds(trx, DEFAULT_VENDOR_ID, auth.tenantId, wanted);
        if (roles.length !== wanted.length) throw fail('role.not_found');
        const perms = await permissionsOfRoles(trx, wanted);
        // A role carrying a NEVER permission is the vendor's to give, never a tenant's (decision 0016).
        if (
          perms.length &&
          (await anyNeverAssignable(
            trx,
            perms.map((p) => p.id),
          ))
        )
          throw fail('role.not_assignable');
        assertHoldsAll(
          await currentPermissions(trx, rolePermissions, auth),
          perms.map((p) => p.key),
        );
        const existing = new Set((await store.roleIdsByGroup(trx, [group.id])).get(group.id));
        const added = wanted.filter((id) => !existing.has(id));
        // A parallel request may have added the same row: that is not an error.
        if (added.length) await store.addGroupRoles(trx, group.id, added);
        await touch(trx, group.id);
        await events.emit(trx, ctx, 'group.roles_added', group.id, { roleIds: added });
      });
    },

    async removeRoles(auth: AuthContext, groupId: string, roleIds: string[], ctx: RequestContext): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const group = await editableGroup(trx, auth, groupId);
        const removed = await store.removeGroupRoles(trx, group.id, roleIds);
        await touch(trx, group.id);
        await events.emit(trx, ctx, 'group.roles_removed', group.id, { roleIds, removed });
      });
    },

    /** Adds members of the tenant; they gain the group's roles, so the caller must hold all their permissions. */
    async addUsers(auth: AuthContext, groupId: string, userIds: string[], ctx: RequestContext): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const group = await editableGroup(trx, auth, groupId);
        const wanted = [...new Set(userIds)];
        const members = await store.tenantMemberIds(trx, auth.tenantId, wanted);
        if (members.size !== wanted.length) throw fail('user.not_found');
        const roleIds = (await store.roleIdsByGroup(trx, [group.id])).get(group.id) ?? [];
        assertHoldsAll(await currentPermissions(trx, rolePermissions, auth), await permissionKeysOf(trx, roleIds));
        const existing = await store.memberIdsOfGroup(trx, group.id);
        const added = wanted.filter((id) => !existing.has(id));
        const now = iso(clock.now());
        if (added.length) await store.addGroupMembers(trx, group.id, auth.tenantId, added, now);
        await touch(trx, group.id);
        await events.emit(trx, ctx, 'group.users_added', group.id, { userIds: added });
      });
    },

    async removeUsers(auth: AuthContext, groupId: string, userIds: string[], ctx: RequestContext): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const group = await editableGroup(trx, auth, groupId);
        const removed = await store.removeGroupMembers(trx, group.id, auth.tenantId, userIds);
        await touch(trx, group.id);
        await events.emit(trx, ctx, 'group.users_removed', group.id, { userIds, removed });
      });
    },

    config: (auth: AuthContext) => store.groupSettings(db, auth.tenantId),

    async updateConfig(auth: AuthContext, body: BodyOf<typeof groupsApi.updateGroupsConfig>, ctx: RequestContext) {
      return db.transaction().execute(async (trx) => {
        const current = await store.groupSettings(trx, auth.tenantId);
        const next = { enabled: body.enabled ?? current.enabled, rolesEnabled: body.rolesEnabled ?? current.rolesEnabled };
        const values = { enabled: next.enabled ? 1 : 0, roles_enabled: next.rolesEnabled ? 1 : 0, updated_at: iso(clock.now()) };
        await store.saveGroupSettings(trx, auth.tenantId, values);
        await events.emit(trx, ctx, 'group.config_updated', auth.tenantId, next);
        return next;
      });
    },
  };
}

/** The groups service. */
export type GroupsService = ReturnType<typeof createGroupsService>;
