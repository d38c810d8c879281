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
