import type { Kysely } from 'kysely';

/**
 * SAML sign-in state (decision 0049): the AuthnRequests we sent (so a response must answer one of
 * ours, of its connection, bound to the browser's RelayState, once), the assertion ids already
 * accepted per connection (replay, kept until the assertion expires), and the server's SP signing
 * key (sealed with the master key). No foreign key to the connections: requests and seen
 * assertions live minutes, and the engine is given its connections rather than reading them.
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('saml_requests')
    .addColumn('id', text, (c) => c.primaryKey()) // the AuthnRequest ID: the response's InResponseTo
    .addColumn('tenant_id', text, (c) => c.notNull())
    .addColumn('connection_id', text, (c) => c.notNull())
    .addColumn('relay_state_hash', text, (c) => c.notNull().unique()) // SHA-256 of the opaque RelayState
    .addColumn('return_to', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await db.schema
    .createIndex('saml_requests_connection')
    .on('saml_requests')
    .columns(['tenant_id', 'connection_id', 'expires_at'])
    .execute();
  await db.schema
    .createTable('saml_seen_assertions')
    .addColumn('tenant_id', text, (c) => c.notNull())
    .addColumn('connection_id', text, (c) => c.notNull())
    .addColumn('assertion_id', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('saml_seen_assertions_pk', ['connection_id', 'assertion_id'])
    .execute();
  await db.schema
    .createIndex('saml_seen_assertions_expiry')
    .on('saml_seen_assertions')
    .columns(['tenant_id', 'connection_id', 'expires_at'])
    .execute();
  await db.schema
    .createTable('saml_sp_keys')
    .addColumn('id', text, (c) => c.primaryKey()) // 'current': one SP key pair per server
    .addColumn('private_key', text, (c) => c.notNull()) // sealed PKCS#8 PEM
    .addColumn('certificate', text, (c) => c.notNull()) // PEM, public
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
}
