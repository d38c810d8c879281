import type { Kysely } from 'kysely';

/**
 * Security policies as JSON documents, one per scope and kind: the vendor's sign-in configuration
 * (kind 'auth') and MFA policy (kind 'mfa', vendor and per tenant). `scope` is 'vendor' or the
 * tenant id, so one unique index holds on both databases (NULLs would be distinct in it).
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('security_policies')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('scope', text, (c) => c.notNull())
    .addColumn('tenant_id', text, (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('body', text, (c) => c.notNull()) // JSON
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('security_policies_scope_kind').on('security_policies').columns(['scope', 'kind']).unique().execute();
}
