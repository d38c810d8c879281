import type { entitlementsApi, Feature } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import { newId } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';
import {
  deleteFeature,
  featureRowById,
  featureRowByKey,
  insertFeature,
  listFeatureRows,
  paged,
  updateFeature,
  type PageInput,
} from './catalogue.store';
import { toWireFeature } from './entitlements.wire';
import { vendorWriter, type VendorCall } from './vendor-call';

type CreateFeature = z.output<typeof entitlementsApi.createFeature.body>;
type UpdateFeature = z.output<typeof entitlementsApi.updateFeature.body>;

/** The features of the catalogue (vendor API). */
export function createFeaturesService(db: Kysely<Database>, clock: Clock, events: EventEmitter) {
  const write = vendorWriter(db, events);
  const found = async (trx: Kysely<Database>, vendorId: string, id: string) => {
    const row = await featureRowById(trx, vendorId, id);
    if (!row) throw fail('entitlements.feature_not_found');
    return row;
  };

  return {
    async list(vendorId: string, page: PageInput) {
      const { rows, hasNext } = paged(await listFeatureRows(db, vendorId, page), page);
      return { items: rows.map(toWireFeature), hasNext };
    },
    get: async (vendorId: string, id: string): Promise<Feature> => toWireFeature(await found(db, vendorId, id)),

    create: (call: VendorCall, body: CreateFeature): Promise<Feature> =>
      write(
        call,
        'entitlements.feature_created',
        async (trx) => {
          if (await featureRowByKey(trx, call.vendor.vendorId, body.key)) throw fail('entitlements.feature_key_taken');
          const now = iso(clock.now());
          const row = {
            id: newId(),
            vendor_id: call.vendor.vendorId,
            key: body.key,
            name: body.name,
            description: body.description ?? null,
            permissions: JSON.stringify(body.permissions ?? []),
            created_at: now,
            updated_at: now,
          };
          await insertFeature(trx, row);
          return { result: toWireFeature(row), targetId: row.id, data: { key: row.key } };
        },
        'entitlements.feature_key_taken',
      ),

    update: (call: VendorCall, id: string, patch: UpdateFeature): Promise<Feature> =>
      write(
        call,
        'entitlements.feature_updated',
        async (trx) => {
          const before = await found(trx, call.vendor.vendorId, id);
          if (patch.key !== undefined && patch.key !== before.key && (await featureRowByKey(trx, call.vendor.vendorId, patch.key)))
            throw fail('entitlements.feature_key_taken');
          const row = {
            ...before,
            key: patch.key ?? before.key,
            name: patch.name ?? before.name,
            description: patch.description === undefined ? before.description : patch.description,
            permissions: patch.permissions === undefined ? before.permissions : JSON.stringify(patch.permissions),
            updated_at: iso(clock.now()),
          };
          await updateFeature(trx, row);
          return { result: toWireFeature(row), targetId: id, data: { fields: Object.keys(patch) } };
        },
        'entitlements.feature_key_taken',
      ),

    /** Deletes the feature; its plan links and grants go with it, a flag tied to it stays, untied. */
    remove: (call: VendorCall, id: string) =>
      write(call, 'entitlements.feature_deleted', async (trx) => {
        const row = await found(trx, call.vendor.vendorId, id);
        await deleteFeature(trx, id);
        return { result: {}, targetId: id, data: { key: row.key } };
      }),
  };
}

/** The features service. */
export type FeaturesService = ReturnType<typeof createFeaturesService>;
