import type { entitlementsApi, Plan } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import { newId } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';
import {
  featureRowsByKeys,
  featuresOfPlans,
  listPlanRows,
  paged,
  planRowById,
  planRowByKey,
  setPlanFeatures,
  type PageInput,
  type PlanRow,
  deletePlan,
  insertPlan,
  updatePlan,
} from './catalogue.store';
import { rulesText, toWirePlan } from './entitlements.wire';
import { vendorWriter, type VendorCall } from './vendor-call';

type CreatePlan = z.output<typeof entitlementsApi.createPlan.body>;
type UpdatePlan = z.output<typeof entitlementsApi.updatePlan.body>;

/** Ids of the features with these keys; an unknown key is a 404 that names it. */
export async function featureIdsOfKeys(db: Kysely<Database>, vendorId: string, keys: readonly string[]): Promise<string[]> {
  const rows = await featureRowsByKeys(db, vendorId, keys);
  const byKey = new Map(rows.map((r) => [r.key, r.id]));
  const missing = keys.find((k) => !byKey.has(k));
  if (missing !== undefined) throw fail('entitlements.feature_not_found', `Feature not found: ${missing}`);
  return keys.map((k) => byKey.get(k)!);
}

/** Plans of the catalogue and the features they bundle (vendor API). */
export function createPlansService(db: Kysely<Database>, clock: Clock, events: EventEmitter) {
  const write = vendorWriter(db, events);
  const found = async (trx: Kysely<Database>, vendorId: string, id: string) => {
    const row = await planRowById(trx, vendorId, id);
    if (!row) throw fail('entitlements.plan_not_found');
    return row;
  };
  const wire = async (trx: Kysely<Database>, row: PlanRow) => toWirePlan(row, (await featuresOfPlans(trx, [row.id])).get(row.id) ?? []);

  return {
    async list(vendorId: string, page: PageInput) {
      const { rows, hasNext } = paged(await listPlanRows(db, vendorId, page), page);
      const features = await featuresOfPlans(
        db,
        rows.map((r) => r.id),
      );
      return { items: rows.map((r) => toWirePlan(r, features.get(r.id) ?? [])), hasNext };
    },
    get: async (vendorId: string, id: string): Promise<Plan> => wire(db, await found(db, vendorId, id)),

    create: (call: VendorCall, body: CreatePlan): Promise<Plan> =>
      write(
        call,
        'entitlements.plan_created',
        async (trx) => {
          const vendorId = call.vendor.vendorId;
          if (body.key !== undefined && (await planRowByKey(trx, vendorId, body.key))) throw fail('entitlements.plan_key_taken');
          const featureIds = await featureIdsOfKeys(trx, vendorId, body.featureKeys ?? []);
          const now = iso(clock.now());
          const row: PlanRow = {
            id: newId(),
            vendor_id: vendorId,
            key: body.key ?? null,
            name: body.name,
            description: body.description ?? null,
            default_treatment: body.defaultTreatment ?? 'true',
            rules: rulesText(body.rules),
            created_at: now,
            updated_at: now,
          };
          await insertPlan(trx, row);
          await setPlanFeatures(trx, row.id, featureIds);
          return { result: await wire(trx, row), targetId: row.id, data: { key: row.key } };
        },
        'entitlements.plan_key_taken',
      ),

    update: (call: VendorCall, id: string, patch: UpdatePlan): Promise<Plan> =>
      write(
        call,
        'entitlements.plan_updated',
        async (trx) => {
          const vendorId = call.vendor.vendorId;
          const before = await found(trx, vendorId, id);
          if (patch.key != null && patch.key !== before.key && (await planRowByKey(trx, vendorId, patch.key)))
            throw fail('entitlements.plan_key_taken');
          const row: PlanRow = {
            ...before,
            key: patch.key === undefined ? before.key : patch.key,
            name: patch.name ?? before.name,
            description: patch.description === undefined ? before.description : patch.description,
            default_treatment: patch.defaultTreatment ?? before.default_treatment,
            rules: patch.rules === undefined ? before.rules : rulesText(patch.rules),
            updated_at: iso(clock.now()),
          };
          await updatePlan(trx, row);
          if (patch.featureKeys !== undefined) await setPlanFeatures(trx, id, await featureIdsOfKeys(trx, vendorId, patch.featureKeys));
          return { result: await wire(trx, row), targetId: id, data: { fields: Object.keys(patch) } };
        },
        'entitlements.plan_key_taken',
      ),

    /** Deletes the plan and every grant of it. */
    remove: (call: VendorCall, id: string) =>
      write(call, 'entitlements.plan_deleted', async (trx) => {
        const row = await found(trx, call.vendor.vendorId, id);
        await deletePlan(trx, id);
        return { result: {}, targetId: id, data: { key: row.key } };
      }),
  };
}

/** The plans service. */
export type PlansService = ReturnType<typeof createPlansService>;
