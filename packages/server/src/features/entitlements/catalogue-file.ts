import { entitlementsApi, nameField, rules, treatment } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import type { Database } from '../../storage/schema';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { featureRowByKey, flagRowByName, flagRowOfFeature, planRowByKey, setPlanFeatures } from './catalogue.store';
import { rulesText } from './entitlements.wire';

const { catalogueKey, permissionKeyField, flagName } = entitlementsApi;
// Files are written by hand: `defaultTreatment: true` means the same as `'true'`.
const treatmentIn = z.union([treatment, z.boolean().transform((b) => (b ? 'true' : 'false'))]);
const description = z.string().max(2000).optional();

/**
 * A catalogue file (YAML or JSON): features by key, plans by key with the keys of their
 * features, flags by name with the key of their feature. Loading upserts by those keys; rows
 * the file does not name are left alone. Example: apps/demo/entitlements.yaml.
 */
export const catalogueFile = z
  .object({
    features: z
      .array(
        z
          .object({ key: catalogueKey, name: nameField, description, permissions: z.array(permissionKeyField).max(100).default([]) })
          .strict(),
      )
      .default([]),
    plans: z
      .array(
        z
          .object({
            key: catalogueKey,
            name: nameField,
            description,
            defaultTreatment: treatmentIn.default('true'),
            rules: rules.default([]),
            features: z.array(catalogueKey).max(500).default([]),
          })
          .strict(),
      )
      .default([]),
    flags: z
      .array(
        z
          .object({
            name: flagName,
            description,
            on: z.boolean(),
            offTreatment: treatmentIn.default('false'),
            defaultTreatment: treatmentIn.default('true'),
            feature: catalogueKey.optional(),
            rules: rules.default([]),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();
/** A parsed catalogue. */
export type Catalogue = z.output<typeof catalogueFile>;

/** A catalogue file that cannot be loaded; the message says where and why. */
export class CatalogueError extends Error {}

/** Parses and validates a catalogue file's text (YAML, or JSON when the name ends in .json). */
export function parseCatalogue(text: string, fileName: string): Catalogue {
  let raw: unknown;
  try {
    raw = /\.json$/i.test(fileName) ? JSON.parse(text) : parseYaml(text);
  } catch (e) {
    throw new CatalogueError(`${fileName}: not valid ${/\.json$/i.test(fileName) ? 'JSON' : 'YAML'}: ${(e as Error).message}`);
  }
  const parsed = catalogueFile.safeParse(raw ?? {});
  if (!parsed.success)
    throw new CatalogueError(
      `${fileName}:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(file)'}: ${i.message}`).join('\n')}`,
    );
  const duplicate = (kind: string, keys: string[]) => {
    const seen = new Set<string>();
    for (const k of keys) if (seen.size === seen.add(k).size) throw new CatalogueError(`${fileName}: ${kind} ${k} is named twice`);
  };
  duplicate(
    'feature',
    parsed.data.features.map((f) => f.key),
  );
  duplicate(
    'plan',
    parsed.data.plans.map((p) => p.key),
  );
  duplicate(
    'flag',
    parsed.data.flags.map((f) => f.name),
  );
  return parsed.data;
}

/** How many rows a load created and updated, by kind. */
export interface LoadSummary {
  features: { created: number; updated: number };
  plans: { created: number; updated: number };
  flags: { created: number; updated: number };
}

/** The id of the feature with this key (from the file or already stored); a CatalogueError names a missing one. */
async function featureId(trx: Transaction<Database>, key: string, where: string): Promise<string> {
  const row = await featureRowByKey(trx, DEFAULT_VENDOR_ID, key);
  if (!row) throw new CatalogueError(`${where}: no feature with key ${key}`);
  return row.id;
}

/** Upserts a catalogue in one transaction (all or nothing), with one audit row. */
export async function loadCatalogue(db: Kysely<Database>, clock: Clock, events: EventEmitter, catalogue: Catalogue): Promise<LoadSummary> {
  const vendorId = DEFAULT_VENDOR_ID;
  const summary: LoadSummary = {
    features: { created: 0, updated: 0 },
    plans: { created: 0, updated: 0 },
    flags: { created: 0, updated: 0 },
  };
  await db.transaction().execute(async (trx) => {
    const now = iso(clock.now());
    for (const f of catalogue.features) {
      const values = { name: f.name, description: f.description ?? null, permissions: JSON.stringify(f.permissions), updated_at: now };
      const existing = await featureRowByKey(trx, vendorId, f.key);
      if (existing) await trx.updateTable('features').set(values).where('id', '=', existing.id).execute();
      else
        await trx
          .insertInto('features')
          .values({ id: newId(), vendor_id: vendorId, key: f.key, created_at: now, ...values })
          .execute();
      summary.features[existing ? 'updated' : 'created']++;
    }
    for (const p of catalogue.plans) {
      const featureIds = [];
      for (const key of p.features) featureIds.push(await featureId(trx, key, `plan ${p.key}`));
      const values = {
        name: p.name,
        description: p.description ?? null,
        default_treatment: p.defaultTreatment,
        rules: rulesText(p.rules),
        updated_at: now,
      };
      const existing = await planRowByKey(trx, vendorId, p.key);
      const id = existing?.id ?? newId();
      if (existing) await trx.updateTable('plans').set(values).where('id', '=', id).execute();
      else
        await trx
          .insertInto('plans')
          .values({ id, vendor_id: vendorId, key: p.key, created_at: now, ...values })
          .execute();
      await setPlanFeatures(trx, id, featureIds);
      summary.plans[existing ? 'updated' : 'created']++;
    }
    for (const f of catalogue.flags) {
      const feature = f.feature === undefined ? null : await featureId(trx, f.feature, `flag ${f.name}`);
      const existing = await flagRowByName(trx, vendorId, f.name);
      const other = feature && (await flagRowOfFeature(trx, vendorId, feature));
      if (other && other.id !== existing?.id)
        throw new CatalogueError(`flag ${f.name}: feature ${f.feature} already has the flag ${other.name}`);
      const values = {
        description: f.description ?? null,
        feature_id: feature,
        is_on: f.on ? 1 : 0,
        off_treatment: f.offTreatment,
        default_treatment: f.defaultTreatment,
        rules: rulesText(f.rules),
        updated_at: now,
      };
      if (existing) await trx.updateTable('feature_flags').set(values).where('id', '=', existing.id).execute();
      else
        await trx
          .insertInto('feature_flags')
          .values({ id: newId(), vendor_id: vendorId, name: f.name, created_at: now, ...values })
          .execute();
      summary.flags[existing ? 'updated' : 'created']++;
    }
    await events.emit(
      trx,
      { actorId: null, tenantId: null, ip: null, userAgent: 'gatehouse cli', requestId: null },
      'entitlements.catalogue_loaded',
      null,
      { ...summary },
    );
  });
  return summary;
}
