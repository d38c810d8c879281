import type { SsoGroupMapping } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import { fail } from '../../kernel/app-error';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { RequestContext } from '../../kernel/request-context';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { isUniqueViolation } from '../../storage/unique-violation';
import type { Database } from '../../storage/schema';
import { anyNeverAssignable, assertHoldsAll, currentPermissions, permissionsOfRoles, visibleRolesByIds } from '../roles/index';
import { ownConnection, type SsoContext } from './sso-deps';
import { updateConnection } from './sso-connections.store';
import * as store from './sso-mappings.store';

type Trx = Transaction<Database>;

/**
 * What a connection gives the users who sign in through it: its default roles, and the roles each IdP group gives.
 * Whoever signs in through the IdP gets them, so setting them grants permissions: the roles must be the tenant's
 * (its own or the vendor's), never a role the vendor keeps to itself, and the administrator must hold every
 * permission they carry (as for groups, decision 0016).
 */
export function createSsoMappingsService(s: SsoContext) {
  const { db, clock, events } = s;

  const checkRoles = async (trx: Trx, auth: AuthContext, roleIds: string[]): Promise<string[]> => {
    const wanted = [...new Set(roleIds)];
    if (wanted.length === 0) return wanted;
    const roles = await visibleRolesByIds(trx, DEFAULT_VENDOR_ID, auth.tenantId, wanted);
    if (roles.length !== wanted.length) throw fail('role.not_found');
    const perms = await permissionsOfRoles(trx as unknown as Kysely<Database>, wanted);
    if (
      perms.length &&
      (await anyNeverAssignable(
        trx,
        perms.map((p) => p.id),
      ))
    )
      throw fail('role.not_assignable');
    assertHoldsAll(
      await currentPermissions(trx, s.rolePermissions, auth),
      perms.map((p) => p.key),
    );
    return wanted;
  };

  const ownMapping = async (trx: Trx | Kysely<Database>, auth: AuthContext, id: string, mappingId: string) => {
    await ownConnection(trx, auth.tenantId, id);
    const mapping = await store.mappingOfConnection(trx, id, mappingId);
    if (!mapping) throw fail('sso.group_not_found');
    return mapping;
  };

  const touch = (trx: Trx, id: string) => updateConnection(trx, id, { updated_at: iso(clock.now()) });

  const unique = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (e) {
      throw isUniqueViolation(e) ? fail('sso.group_exists') : e;
    }
  };

  return {
    async roles(auth: AuthContext, id: string): Promise<{ roleIds: string[] }> {
      const row = await ownConnection(db, auth.tenantId, id);
      return { roleIds: (await store.roleIdsByConnection(db, [row.id])).get(row.id) ?? [] };
    },

    /** Replaces the default roles. */
    async setRoles(auth: AuthContext, id: string, roleIds: string[], ctx: RequestContext): Promise<{ roleIds: string[] }> {
      return db.transaction().execute(async (trx) => {
        const row = await ownConnection(trx, auth.tenantId, id);
        const wanted = (await checkRoles(trx, auth, roleIds)).sort();
        await store.setConnectionRoles(trx, row.id, wanted);
        await touch(trx, row.id);
        await events.emit(trx, ctx, 'sso.roles.updated', row.id, { roleIds: wanted });
        return { roleIds: wanted };
      });
    },

    async groups(auth: AuthContext, id: string): Promise<SsoGroupMapping[]> {
      const row = await ownConnection(db, auth.tenantId, id);
      return ((await store.mappingsByConnection(db, [row.id])).get(row.id) ?? []).map(({ id: mid, group, roleIds }) => ({
        id: mid,
        group,
        roleIds,
      }));
    },

    async createGroup(auth: AuthContext, id: string, body: { group: string; roleIds?: string[] }, ctx: RequestContext) {
      return unique(() =>
        db.transaction().execute(async (trx): Promise<SsoGroupMapping> => {
          const row = await ownConnection(trx, auth.tenantId, id);
          if (await store.mappingIdByGroup(trx, row.id, body.group)) throw fail('sso.group_exists');
          const roleIds = (await checkRoles(trx, auth, body.roleIds ?? [])).sort();
          const mapping = { id: newId(), connection_id: row.id, group_name: body.group, created_at: iso(clock.now()) };
          await store.insertMapping(trx, mapping);
          await store.setMappingRoles(trx, mapping.id, roleIds);
          await events.emit(trx, ctx, 'sso.group.created', mapping.id, { group: body.group, roleIds });
          return { id: mapping.id, group: body.group, roleIds };
        }),
      );
    },

    async updateGroup(auth: AuthContext, id: string, mappingId: string, body: { group?: string; roleIds?: string[] }, ctx: RequestContext) {
      return unique(() =>
        db.transaction().execute(async (trx): Promise<SsoGroupMapping> => {
          const mapping = await ownMapping(trx, auth, id, mappingId);
          const group = body.group ?? mapping.group;
          if (group !== mapping.group) {
            if (await store.mappingIdByGroup(trx, id, group)) throw fail('sso.group_exists');
            await store.renameMapping(trx, mapping.id, group);
          }
          const roleIds = body.roleIds ? (await checkRoles(trx, auth, body.roleIds)).sort() : mapping.roleIds;
          if (body.roleIds) await store.setMappingRoles(trx, mapping.id, roleIds);
          await events.emit(trx, ctx, 'sso.group.updated', mapping.id, { group, roleIds });
          return { id: mapping.id, group, roleIds };
        }),
      );
    },

    async removeGroup(auth: AuthContext, id: string, mappingId: string, ctx: RequestContext): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const mapping = await ownMapping(trx, auth, id, mappingId);
        await store.deleteMapping(trx, mapping.id);
        await events.emit(trx, ctx, 'sso.group.deleted', mapping.id, { group: mapping.group });
      });
    },
  };
}

/** The default-roles and group-mappings service. */
export type SsoMappingsService = ReturnType<typeof createSsoMappingsService>;
