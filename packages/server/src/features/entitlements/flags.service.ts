import { featureFlagNames, type entitlementsApi, type FeatureFlag } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import { newId } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';
import {
  allFlagRows,
  featureRowById,
  featureRowsByIds,
  flagRowById,
  flagRowByName,
  flagRowOfFeature,
  listFlagRows,
  paged,
  type FlagRow,
  type PageInput,
  deleteFlag,
  insertFlag,
  updateFlag,
} from './catalogue.store';
import { rulesText, toWireFlag } from './entitlements.wire';
import { vendorWriter, type VendorCall } from './vendor-call';

type CreateFlag = z.output<typeof entitlementsApi.createFeatureFlag.body>;
type UpdateFlag = z.output<typeof entitlementsApi.updateFeatureFlag.body>;

/** Feature flags (vendor API) and the flat `GET /flags` view of them. */
export function createFlagsService(db: Kysely<Database>, clock: Clock, events: EventEmitter) {
  const write = vendorWriter(db, events);
  const found = async (trx: Kysely<Database>, vendorId: string, id: string) => {
    const row = await flagRowById(trx, vendorId, id);
    if (!row) throw fail('entitlements.flag_not_found');
    return row;
  };
  const wire = async (trx: Kysely<Database>, row: FlagRow) =>
    toWireFlag(row, row.feature_id ? await featureRowById(trx, row.vendor_id, row.feature_id) : undefined);
  /** The feature a flag is tied to must exist and have no other flag. */
  const checkFeature = async (trx: Kysely<Database>, vendorId: string, featureId: string, flagId?: string) => {
    if (!(await featureRowById(trx, vendorId, featureId))) throw fail('entitlements.feature_not_found');
    const other = await flagRowOfFeature(trx, vendorId, featureId);
    if (other && other.id !== flagId) throw fail('entitlements.feature_has_flag');
  };

  return {
    async list(vendorId: string, page: PageInput) {
      const { rows, hasNext } = paged(await listFlagRows(db, vendorId, page), page);
      const features = new Map(
        (
          await featureRowsByIds(
            db,
            vendorId,
            rows.flatMap((r) => (r.feature_id ? [r.feature_id] : [])),
          )
        ).map((f) => [f.id, f]),
      );
      return { items: rows.map((r) => toWireFlag(r, r.feature_id ? features.get(r.feature_id) : undefined)), hasNext };
    },
    get: async (vendorId: string, id: string): Promise<FeatureFlag> => wire(db, await found(db, vendorId, id)),

    create: (call: VendorCall, body: CreateFlag): Promise<FeatureFlag> =>
      write(
        call,
        'entitlements.flag_created',
        async (trx) => {
          const vendorId = call.vendor.vendorId;
          if (await flagRowByName(trx, vendorId, body.name)) throw fail('entitlements.flag_name_taken');
          if (body.featureId !== undefined) await checkFeature(trx, vendorId, body.featureId);
          const now = iso(clock.now());
          const row: FlagRow = {
            id: newId(),
            vendor_id: vendorId,
            name: body.name,
            description: body.description ?? null,
            feature_id: body.featureId ?? null,
            is_on: body.on ? 1 : 0,
            off_treatment: body.offTreatment,
            default_treatment: body.defaultTreatment,
            rules: rulesText(body.rules),
            created_at: now,
            updated_at: now,
          };
          await insertFlag(trx, row);
          return { result: await wire(trx, row), targetId: row.id, data: { name: row.name } };
        },
        'entitlements.flag_name_taken',
      ),

    update: (call: VendorCall, id: string, patch: UpdateFlag): Promise<FeatureFlag> =>
      write(
        call,
        'entitlements.flag_updated',
        async (trx) => {
          const vendorId = call.vendor.vendorId;
          const before = await found(trx, vendorId, id);
          if (patch.name !== undefined && patch.name !== before.name && (await flagRowByName(trx, vendorId, patch.name)))
            throw fail('entitlements.flag_name_taken');
          if (patch.featureId != null) await checkFeature(trx, vendorId, patch.featureId, id);
          const row: FlagRow = {
            ...before,
            name: patch.name ?? before.name,
            description: patch.description === undefined ? before.description : patch.description,
            feature_id: patch.featureId === undefined ? before.feature_id : patch.featureId,
            is_on: patch.on === undefined ? before.is_on : patch.on ? 1 : 0,
            off_treatment: patch.offTreatment ?? before.off_treatment,
            default_treatment: patch.defaultTreatment ?? before.default_treatment,
            rules: patch.rules === undefined ? before.rules : rulesText(patch.rules),
            updated_at: iso(clock.now()),
          };
          await updateFlag(trx, row);
          return { result: await wire(trx, row), targetId: id, data: { fields: Object.keys(patch) } };
        },
        'entitlements.flag_name_taken',
      ),

    remove: (call: VendorCall, id: string) =>
      write(call, 'entitlements.flag_deleted', async (trx) => {
        const row = await found(trx, call.vendor.vendorId, id);
        await deleteFlag(trx, id);
        return { result: {}, targetId: id, data: { name: row.name } };
      }),

    /**
     * `GET /flags` (wire-compat §2.17): every flag the spec names, off unless the vendor has a flag
     * of that name, then each of the vendor's flags by its on/off switch. Targeting rules are not
     * applied here: the answer is public and the same for every caller.
     */
    async flat(vendorId: string): Promise<Record<string, 'on' | 'off'>> {
      const flags: Record<string, 'on' | 'off'> = Object.fromEntries(featureFlagNames.map((name) => [name, 'off' as const]));
      for (const f of await allFlagRows(db, vendorId)) flags[f.name] = f.is_on === 1 ? 'on' : 'off';
      return flags;
    },
  };
}

/** The feature flags service. */
export type FlagsService = ReturnType<typeof createFlagsService>;
