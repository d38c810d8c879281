import type { entitlementsApi, Grant } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import { newId } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';
import { isMember } from '../users/index';
import { featureRowById, paged, planRowById } from './catalogue.store';
import { toWireGrant } from './entitlements.wire';
import {
  deleteGrant,
  grantRowById,
  insertGrant,
  isLiveTenantOf,
  listGrantRows,
  setGrantExpiry,
  type GrantFilter,
  type GrantRow,
} from './grants.store';
import { vendorWriter, type VendorCall } from './vendor-call';

type CreateGrant = z.output<typeof entitlementsApi.createGrant.body>;

/** The never-expires value of `expireTime` (wire-compat §2.16). */
export const NEVER = -1;

/**
 * Grants of plans and features to tenants and their users (vendor API). The vendor manages every
 * tenant of its installation (decision 0007); each grant names its tenant, which must exist, and
 * a user only when that user is a member of it.
 */
export function createGrantsService(db: Kysely<Database>, clock: Clock, events: EventEmitter) {
  const write = vendorWriter(db, events);
  const found = async (trx: Kysely<Database>, vendorId: string, id: string) => {
    const row = await grantRowById(trx, vendorId, id);
    if (!row) throw fail('entitlements.grant_not_found');
    return row;
  };

  return {
    async list(vendorId: string, filter: GrantFilter) {
      const { rows, hasNext } = paged(await listGrantRows(db, vendorId, filter), filter);
      return { items: rows.map(toWireGrant), hasNext };
    },
    get: async (vendorId: string, id: string): Promise<Grant> => toWireGrant(await found(db, vendorId, id)),

    create: (call: VendorCall, body: CreateGrant): Promise<Grant> =>
      write(call, 'entitlements.granted', async (trx) => {
        const vendorId = call.vendor.vendorId;
        if (!(await isLiveTenantOf(trx, vendorId, body.tenantId))) throw fail('tenant.not_found');
        if (body.userId !== undefined && !(await isMember(trx, body.userId, body.tenantId))) throw fail('user.not_found');
        if (body.planId !== undefined && !(await planRowById(trx, vendorId, body.planId))) throw fail('entitlements.plan_not_found');
        if (body.featureId !== undefined && !(await featureRowById(trx, vendorId, body.featureId)))
          throw fail('entitlements.feature_not_found');
        const now = iso(clock.now());
        const row: GrantRow = {
          id: newId(),
          vendor_id: vendorId,
          plan_id: body.planId ?? null,
          feature_id: body.featureId ?? null,
          tenant_id: body.tenantId,
          user_id: body.userId ?? null,
          expire_time: body.expireTime ?? NEVER,
          created_at: now,
          updated_at: now,
        };
        await insertGrant(trx, row);
        return {
          result: toWireGrant(row),
          targetId: row.id,
          tenantId: row.tenant_id,
          data: { planId: row.plan_id, featureId: row.feature_id, userId: row.user_id, expireTime: row.expire_time },
        };
      }),

    update: (call: VendorCall, id: string, expireTime: number): Promise<Grant> =>
      write(call, 'entitlements.grant_updated', async (trx) => {
        const before = await found(trx, call.vendor.vendorId, id);
        const row = { ...before, expire_time: expireTime, updated_at: iso(clock.now()) };
        await setGrantExpiry(trx, id, expireTime, row.updated_at);
        return { result: toWireGrant(row), targetId: id, tenantId: row.tenant_id, data: { expireTime } };
      }),

    remove: (call: VendorCall, id: string) =>
      write(call, 'entitlements.revoked', async (trx) => {
        const row = await found(trx, call.vendor.vendorId, id);
        await deleteGrant(trx, id);
        return { result: {}, targetId: id, tenantId: row.tenant_id };
      }),
  };
}

/** The grants service. */
export type GrantsService = ReturnType<typeof createGrantsService>;
