import type { Kysely } from 'kysely';

/**
 * Signing in through an SSO connection (decision 0051): each sign-in the pre-login starts, bound to the browser that
 * started it (a cookie whose SHA-256 is kept) and to the engine's RelayState or OIDC state; the identity the
 * assertion consumer service verified, sealed, waits there for the login box under a one-time handoff code. And a
 * connection may enforce SSO for its validated domains.
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('sso_sign_ins')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('tenant_id', text, (c) => c.notNull())
    .addColumn('connection_id', text, (c) => c.notNull())
    .addColumn('protocol', text, (c) => c.notNull()) // saml | oidc
    .addColumn('purpose', text, (c) => c.notNull()) // login | test
    .addColumn('state_hash', text, (c) => c.notNull().unique()) // SHA-256 of the RelayState (SAML) or state (OIDC)
    .addColumn('browser_hash', text, (c) => c.notNull()) // SHA-256 of the binding cookie
    .addColumn('handoff_hash', text, (c) => c.unique()) // SHA-256 of the code the ACS hands the login box
    .addColumn('identity', text) // sealed JSON: the verified identity, or (a test) the refusal
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await db.schema.createIndex('sso_sign_ins_expiry').on('sso_sign_ins').columns(['tenant_id', 'connection_id', 'expires_at']).execute();
  await db.schema
    .alterTable('sso_connections')
    .addColumn('enforce_sso', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
