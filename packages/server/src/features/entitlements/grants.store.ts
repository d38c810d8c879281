import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../storage/schema';
import type { PageInput } from './catalogue.store';

type Db = Kysely<Database> | Transaction<Database>;

/** A grant row, `expire_time` read as a number (PostgreSQL answers bigint as text). */
export type GrantRow = Omit<Database['entitlement_grants'], 'expire_time'> & { expire_time: number };
const asGrant = (row: Omit<GrantRow, 'expire_time'> & { expire_time: number | string }): GrantRow => ({
  ...row,
  expire_time: Number(row.expire_time),
});

/** Filters of the vendor's grant list. */
export interface GrantFilter extends PageInput {
  tenantId?: string;
  userId?: string;
  planId?: string;
  featureId?: string;
}

export async function listGrantRows(db: Db, vendorId: string, filter: GrantFilter): Promise<GrantRow[]> {
  let q = db.selectFrom('entitlement_grants').selectAll().where('vendor_id', '=', vendorId);
  if (filter.tenantId) q = q.where('tenant_id', '=', filter.tenantId);
  if (filter.userId) q = q.where('user_id', '=', filter.userId);
  if (filter.planId) q = q.where('plan_id', '=', filter.planId);
  if (filter.featureId) q = q.where('feature_id', '=', filter.featureId);
  const rows = await q
    .orderBy('created_at')
    .orderBy('id')
    .limit((filter.limit ?? 100) + 1)
    .offset(filter.offset ?? 0)
    .execute();
  return rows.map(asGrant);
}

export const grantRowById = async (db: Db, vendorId: string, id: string): Promise<GrantRow | undefined> => {
  const row = await db
    .selectFrom('entitlement_grants')
    .selectAll()
    .where('vendor_id', '=', vendorId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && asGrant(row);
};

/** Grants that reach a user in a tenant: the tenant's own (no user) and the user's (index entitlement_grants_tenant_user). */
export async function grantRowsForUser(db: Db, vendorId: string, tenantId: string, userId: string): Promise<GrantRow[]> {
  const rows = await db
    .selectFrom('entitlement_grants')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
    .where('vendor_id', '=', vendorId)
    .execute();
  return rows.map(asGrant);
}

/** Whether the tenant is one of the vendor's and not deleted. */
export const isLiveTenantOf = async (db: Db, vendorId: string, tenantId: string): Promise<boolean> =>
  !!(await db
    .selectFrom('tenants')
    .select('id')
    .where('id', '=', tenantId)
    .where('vendor_id', '=', vendorId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst());

/** Stores a new grant. */
export async function insertGrant(trx: Db, row: GrantRow): Promise<void> {
  await trx.insertInto('entitlement_grants').values(row).execute();
}

/** Sets a grant's expiry. */
export async function setGrantExpiry(trx: Db, id: string, expireTime: number, now: string): Promise<void> {
  await trx.updateTable('entitlement_grants').set({ expire_time: expireTime, updated_at: now }).where('id', '=', id).execute();
}

/** Deletes a grant. */
export async function deleteGrant(trx: Db, id: string): Promise<void> {
  await trx.deleteFrom('entitlement_grants').where('id', '=', id).execute();
}
