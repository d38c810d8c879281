import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The tenant row (not deleted). */
export const tenantRow = (db: Db, tenantId: string) =>
  db.selectFrom('tenants').selectAll().where('id', '=', tenantId).where('deleted_at', 'is', null).executeTakeFirst();

/** A tenant by its login alias. */
export const tenantByAlias = (db: Db, alias: string) =>
  db.selectFrom('tenants').selectAll().where('alias', '=', alias).where('deleted_at', 'is', null).executeTakeFirst();

/** The tenant's custom login-box metadata, if any was saved. */
export const adminBoxRow = (db: Db, tenantId: string) =>
  db.selectFrom('admin_box_metadata').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();

/** Writes changed columns of a tenant (the settings the account page edits) and its `updated_at`. */
export async function updateTenantSettings(trx: Db, tenantId: string, changed: Record<string, unknown>, now: string): Promise<void> {
  await trx
    .updateTable('tenants')
    .set({ ...changed, updated_at: now })
    .where('id', '=', tenantId)
    .execute();
}

/** Writes the tenant's custom login box configuration. */
export async function saveAdminBox(trx: Db, tenantId: string, values: { configuration: string; updated_at: string }): Promise<void> {
  await trx
    .insertInto('admin_box_metadata')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
    .execute();
}
