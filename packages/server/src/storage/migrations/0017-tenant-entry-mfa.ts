import type { Kysely } from 'kysely';

/**
 * A tenant's MFA policy on every way into it (decision 0032). `mfa_tokens.tenant_id` is the tenant a
 * sign-in waiting for its second factor opens in when it is not the user's start tenant (a refresh,
 * a tenant switch); `sessions.pending_tenant_id` is a switch into a tenant whose policy the session
 * did not meet, taken up (once) by the session's next refresh, which then asks for the factor.
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable('mfa_tokens').addColumn('tenant_id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('pending_tenant_id', 'text').execute();
}
