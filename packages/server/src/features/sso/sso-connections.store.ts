import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, SsoConnectionsTable } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The tenant's connections, oldest first (the legacy API acts on the first SAML one). */
export const connectionsOfTenant = (db: Db, tenantId: string) =>
  db.selectFrom('sso_connections').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at').orderBy('id').execute();

/** One connection of the tenant (another tenant's id finds nothing). */
export const connectionOfTenant = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('sso_connections').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

/** A connection by id, whatever its tenant: for the sign-in engines, which name it from their own state. */
export const connectionById = (db: Db, id: string) => db.selectFrom('sso_connections').selectAll().where('id', '=', id).executeTakeFirst();

/** The tenant's first SAML connection (any type but OIDC). */
export const firstSamlConnection = (db: Db, tenantId: string) =>
  db
    .selectFrom('sso_connections')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('type', '!=', 'oidc')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

export const insertConnection = (db: Db, row: SsoConnectionsTable) => db.insertInto('sso_connections').values(row).execute();

export const updateConnection = (db: Db, id: string, values: Updateable<SsoConnectionsTable>) =>
  db.updateTable('sso_connections').set(values).where('id', '=', id).execute();

/** Deletes the connection; its domains, roles and group mappings go with it (foreign keys cascade). */
export const deleteConnection = (db: Db, id: string) => db.deleteFrom('sso_connections').where('id', '=', id).execute();

/** Whether an enabled connection of the given type set exists, in the tenant or (without one) anywhere. */
export async function anyEnabledConnection(db: Db, tenantId: string | null, types?: readonly string[]): Promise<boolean> {
  let q = db.selectFrom('sso_connections').select('id').where('enabled', '=', 1);
  if (tenantId !== null) q = q.where('tenant_id', '=', tenantId);
  if (types) q = q.where('type', 'in', types);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/** The id of the live tenant a login alias names. */
export const tenantIdByAlias = async (db: Db, alias: string) =>
  (await db.selectFrom('tenants').select('id').where('alias', '=', alias).where('deleted_at', 'is', null).executeTakeFirst())?.id;

/** Whether the tenant exists and is live. */
export const tenantExists = async (db: Db, tenantId: string) =>
  (await db.selectFrom('tenants').select('id').where('id', '=', tenantId).where('deleted_at', 'is', null).executeTakeFirst()) !== undefined;
