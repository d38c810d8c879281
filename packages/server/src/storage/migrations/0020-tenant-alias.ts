import type { Kysely } from 'kysely';

/**
 * A login alias names one tenant: every login page looks its tenant up by it before sign-in (the custom login's
 * theme), so the lookup gets a unique index rather than a scan of all tenants. Tenants without an alias (NULL) are
 * not constrained.
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('tenants_alias').on('tenants').column('alias').unique().execute();
}
