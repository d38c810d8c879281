import type { Kysely } from 'kysely';

/**
 * Failed-attempt counters for credentials that have no user row to hold them (issue 14, decision 0032):
 * sign-ins with an email no account has (so the lockout answers an unknown email as it answers a known
 * one), and the client ids of API tokens, OAuth clients and vendor credentials. `subject` is a kind and a
 * key (`email:<sha256>`, `api-token:<client id>` …): emails are kept only as digests.
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credential_failures')
    .addColumn('subject', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
