import type { Kysely, Transaction } from 'kysely';
import type { Database, SsoDomainsTable } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The domains of each connection, by name. */
export async function domainsByConnection(db: Db, connectionIds: string[]): Promise<Map<string, SsoDomainsTable[]>> {
  const map = new Map<string, SsoDomainsTable[]>(connectionIds.map((id) => [id, []]));
  if (connectionIds.length === 0) return map;
  const rows = await db
    .selectFrom('sso_domains')
    .selectAll()
    .where('connection_id', 'in', connectionIds)
    .orderBy('created_at')
    .orderBy('domain')
    .execute();
  for (const r of rows) map.get(r.connection_id)?.push(r);
  return map;
}

/** One domain of a connection (of the tenant: the connection was found in the tenant first). */
export const domainOfConnection = (db: Db, connectionId: string, domainId: string) =>
  db.selectFrom('sso_domains').selectAll().where('connection_id', '=', connectionId).where('id', '=', domainId).executeTakeFirst();

/** The connection's row for a domain name. */
export const domainByName = (db: Db, connectionId: string, domain: string) =>
  db.selectFrom('sso_domains').selectAll().where('connection_id', '=', connectionId).where('domain', '=', domain).executeTakeFirst();

export const insertDomain = (db: Db, row: SsoDomainsTable) => db.insertInto('sso_domains').values(row).execute();

export const deleteDomain = (db: Db, id: string) => db.deleteFrom('sso_domains').where('id', '=', id).execute();

/** Every domain of a connection (the legacy API replaces its one domain). */
export const deleteDomainsOf = (db: Db, connectionId: string) =>
  db.deleteFrom('sso_domains').where('connection_id', '=', connectionId).execute();

export const markValidated = (db: Db, id: string, at: string) =>
  db.updateTable('sso_domains').set({ validated: 1, validated_at: at }).where('id', '=', id).execute();

/** Whether another connection (of any tenant) holds the domain validated. */
export const validatedElsewhere = async (db: Db, domain: string, connectionId: string) =>
  (await db
    .selectFrom('sso_domains')
    .select('id')
    .where('domain', '=', domain)
    .where('validated', '=', 1)
    .where('connection_id', '!=', connectionId)
    .executeTakeFirst()) !== undefined;

/** The connection holding the domain validated, if it is enabled. */
export const enabledConnectionForDomain = (db: Db, domain: string) =>
  db
    .selectFrom('sso_domains')
    .innerJoin('sso_connections', 'sso_connections.id', 'sso_domains.connection_id')
    // A deleted tenant's connections sign nobody in.
    .innerJoin('tenants', 'tenants.id', 'sso_connections.tenant_id')
    .selectAll('sso_connections')
    .where('sso_domains.domain', '=', domain)
    .where('sso_domains.validated', '=', 1)
    .where('sso_connections.enabled', '=', 1)
    .where('tenants.deleted_at', 'is', null)
    .executeTakeFirst();

/** Whether a validated domain of an enabled connection of a live tenant enforces SSO (every local sign-in asks). */
export const domainEnforcesSso = async (db: Db, domain: string): Promise<boolean> =>
  (await db
    .selectFrom('sso_domains')
    .innerJoin('sso_connections', 'sso_connections.id', 'sso_domains.connection_id')
    .innerJoin('tenants', 'tenants.id', 'sso_connections.tenant_id')
    .select('sso_domains.id')
    .where('sso_domains.domain', '=', domain)
    .where('sso_domains.validated', '=', 1)
    .where('sso_connections.enabled', '=', 1)
    .where('sso_connections.enforce_sso', '=', 1)
    .where('tenants.deleted_at', 'is', null)
    .executeTakeFirst()) !== undefined;
