import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Row types of the catalogue. */
export type FeatureRow = Database['features'];
export type PlanRow = Database['plans'];
export type FlagRow = Database['feature_flags'];

/** A page of rows (features by key, flags by name, plans and grants oldest first): `limit + 1` are read so the caller knows whether more follow. */
export interface PageInput {
  offset?: number;
  limit?: number;
}
const DEFAULT_LIMIT = 100;

/** Splits `limit + 1` rows into the page and whether another page follows. */
export function paged<T>(rows: T[], page: PageInput): { rows: T[]; hasNext: boolean } {
  const limit = page.limit ?? DEFAULT_LIMIT;
  return { rows: rows.slice(0, limit), hasNext: rows.length > limit };
}
const window = (page: PageInput) => ({ offset: page.offset ?? 0, limit: (page.limit ?? DEFAULT_LIMIT) + 1 });

export const listFeatureRows = (db: Db, vendorId: string, page: PageInput) => {
  const { offset, limit } = window(page);
  return db.selectFrom('features').selectAll().where('vendor_id', '=', vendorId).orderBy('key').limit(limit).offset(offset).execute();
};
export const featureRowById = (db: Db, vendorId: string, id: string) =>
  db.selectFrom('features').selectAll().where('vendor_id', '=', vendorId).where('id', '=', id).executeTakeFirst();
export const featureRowByKey = (db: Db, vendorId: string, key: string) =>
  db.selectFrom('features').selectAll().where('vendor_id', '=', vendorId).where('key', '=', key).executeTakeFirst();
export const featureRowsByIds = (db: Db, vendorId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([] as FeatureRow[])
    : db
        .selectFrom('features')
        .selectAll()
        .where('vendor_id', '=', vendorId)
        .where('id', 'in', [...ids])
        .orderBy('key')
        .execute();
export const featureRowsByKeys = (db: Db, vendorId: string, keys: readonly string[]) =>
  keys.length === 0
    ? Promise.resolve([] as FeatureRow[])
    : db
        .selectFrom('features')
        .selectAll()
        .where('vendor_id', '=', vendorId)
        .where('key', 'in', [...keys])
        .execute();

export const listPlanRows = (db: Db, vendorId: string, page: PageInput) => {
  const { offset, limit } = window(page);
  return db
    .selectFrom('plans')
    .selectAll()
    .where('vendor_id', '=', vendorId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
};
export const planRowById = (db: Db, vendorId: string, id: string) =>
  db.selectFrom('plans').selectAll().where('vendor_id', '=', vendorId).where('id', '=', id).executeTakeFirst();
export const planRowByKey = (db: Db, vendorId: string, key: string) =>
  db.selectFrom('plans').selectAll().where('vendor_id', '=', vendorId).where('key', '=', key).executeTakeFirst();
export const planRowsByIds = (db: Db, vendorId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([] as PlanRow[])
    : db
        .selectFrom('plans')
        .selectAll()
        .where('vendor_id', '=', vendorId)
        .where('id', 'in', [...ids])
        .execute();

/** Features of each plan (the features' own rows), by plan id. */
export async function featuresOfPlans(db: Db, planIds: readonly string[]): Promise<Map<string, FeatureRow[]>> {
  const byPlan = new Map<string, FeatureRow[]>(planIds.map((id) => [id, []]));
  if (planIds.length === 0) return byPlan;
  const rows = await db
    .selectFrom('plan_features')
    .innerJoin('features', 'features.id', 'plan_features.feature_id')
    .selectAll('features')
    .select('plan_features.plan_id')
    .where('plan_features.plan_id', 'in', [...planIds])
    .orderBy('features.key')
    .execute();
  for (const { plan_id, ...feature } of rows) byPlan.get(plan_id)?.push(feature);
  return byPlan;
}

/** Replaces a plan's features with these. */
export async function setPlanFeatures(db: Db, planId: string, featureIds: readonly string[]): Promise<void> {
  await db.deleteFrom('plan_features').where('plan_id', '=', planId).execute();
  if (featureIds.length > 0)
    await db
      .insertInto('plan_features')
      .values([...new Set(featureIds)].map((feature_id) => ({ plan_id: planId, feature_id })))
      .execute();
}

export const listFlagRows = (db: Db, vendorId: string, page: PageInput) => {
  const { offset, limit } = window(page);
  return db.selectFrom('feature_flags').selectAll().where('vendor_id', '=', vendorId).orderBy('name').limit(limit).offset(offset).execute();
};
export const flagRowById = (db: Db, vendorId: string, id: string) =>
  db.selectFrom('feature_flags').selectAll().where('vendor_id', '=', vendorId).where('id', '=', id).executeTakeFirst();
export const flagRowByName = (db: Db, vendorId: string, name: string) =>
  db.selectFrom('feature_flags').selectAll().where('vendor_id', '=', vendorId).where('name', '=', name).executeTakeFirst();
export const flagRowOfFeature = (db: Db, vendorId: string, featureId: string) =>
  db.selectFrom('feature_flags').selectAll().where('vendor_id', '=', vendorId).where('feature_id', '=', featureId).executeTakeFirst();
/** Every flag of the vendor (for `GET /flags` and the entitlement set). */
export const allFlagRows = (db: Db, vendorId: string) =>
  db.selectFrom('feature_flags').selectAll().where('vendor_id', '=', vendorId).orderBy('name').execute();

/** Stores a new feature. */
export async function insertFeature(trx: Db, row: FeatureRow): Promise<void> {
  await trx.insertInto('features').values(row).execute();
}

/** Writes a feature's key, name, description, permissions and `updated_at`. */
export async function updateFeature(trx: Db, row: FeatureRow): Promise<void> {
  await trx
    .updateTable('features')
    .set({ key: row.key, name: row.name, description: row.description, permissions: row.permissions, updated_at: row.updated_at })
    .where('id', '=', row.id)
    .execute();
}

/** Deletes a feature (its plan links and grants go with it by cascade). */
export async function deleteFeature(trx: Db, id: string): Promise<void> {
  await trx.deleteFrom('features').where('id', '=', id).execute();
}

/** Stores a new plan. */
export async function insertPlan(trx: Db, row: PlanRow): Promise<void> {
  await trx.insertInto('plans').values(row).execute();
}

/** Writes a plan's key, name, description, default treatment, rules and `updated_at`. */
export async function updatePlan(trx: Db, row: PlanRow): Promise<void> {
  await trx
    .updateTable('plans')
    .set({
      key: row.key,
      name: row.name,
      description: row.description,
      default_treatment: row.default_treatment,
      rules: row.rules,
      updated_at: row.updated_at,
    })
    .where('id', '=', row.id)
    .execute();
}

/** Deletes a plan (its grants go with it by cascade). */
export async function deletePlan(trx: Db, id: string): Promise<void> {
  await trx.deleteFrom('plans').where('id', '=', id).execute();
}

/** Stores a new flag. */
export async function insertFlag(trx: Db, row: FlagRow): Promise<void> {
  await trx.insertInto('feature_flags').values(row).execute();
}

/** Writes every field of a flag but its id, vendor and creation time. */
export async function updateFlag(trx: Db, row: FlagRow): Promise<void> {
  const { id, vendor_id: _vendor, created_at: _created, ...changed } = row;
  await trx.updateTable('feature_flags').set(changed).where('id', '=', id).execute();
}

/** Deletes a flag. */
export async function deleteFlag(trx: Db, id: string): Promise<void> {
  await trx.deleteFrom('feature_flags').where('id', '=', id).execute();
}
