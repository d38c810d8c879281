import type { Kysely } from 'kysely';

/**
 * Hosted login (decision 0014): the vendor's registered OAuth applications (a confidential one's
 * secret as SHA-256 only), authorization codes (SHA-256 only, single use, short lived) and the
 * link from each session issued to an application back to its code and to the browser session
 * of the hosted login box, so that a logout or a replayed code ends exactly those sessions.
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('oauth_clients')
    .addColumn('id', text, (c) => c.primaryKey()) // the client_id
    .addColumn('vendor_id', text, (c) => c.notNull().references('vendors.id'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('type', text, (c) => c.notNull()) // 'public' | 'confidential'
    .addColumn('secret_hash', text) // SHA-256 of a 256-bit secret; null for public clients
    .addColumn('redirect_uris', text, (c) => c.notNull()) // JSON string[] compared exactly
    .addColumn('post_logout_redirect_uris', text, (c) => c.notNull()) // JSON string[]
    .addColumn('allowed_origins', text, (c) => c.notNull()) // JSON string[]
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('revoked_at', text)
    .execute();
  await db.schema
    .createTable('oauth_codes')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('code_hash', text, (c) => c.notNull().unique())
    .addColumn('client_id', text, (c) => c.notNull().references('oauth_clients.id').onDelete('cascade'))
    .addColumn('browser_session_id', text, (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('redirect_uri', text, (c) => c.notNull())
    .addColumn('scope', text, (c) => c.notNull())
    .addColumn('nonce', text)
    .addColumn('code_challenge', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text) // set once, by the one exchange that wins
    .addColumn('issued_session_id', text) // the session that exchange started (revoked if the code is replayed)
    .execute();
  await db.schema
    .createTable('oauth_sessions')
    .addColumn('session_id', text, (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('client_id', text, (c) => c.notNull().references('oauth_clients.id').onDelete('cascade'))
    .addColumn('browser_session_id', text) // the hosted-login session it came from
    .addColumn('scope', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oauth_sessions_browser').on('oauth_sessions').column('browser_session_id').execute();
}
