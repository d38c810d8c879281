import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Domain events (docs/decisions/0039-domain-events.md): every audited change also appends its event to
 * `event_outbox` in the same transaction, and asynchronous subscribers (log stream, next webhooks and
 * notification channels) read it behind a cursor each, at least once, from any number of processes.
 *
 * On PostgreSQL a row's sequence number is taken when it is inserted but becomes visible when its
 * transaction commits, so a reader following `seq` alone could pass a row that commits late. Each row
 * therefore records its transaction id, and readers only take rows whose transaction is older than
 * every transaction still running (`pg_snapshot_xmin`), in (tx, seq) order.
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const text = 'text' as const;
  if (pg) {
    await sql`CREATE TABLE event_outbox (
      seq bigserial PRIMARY KEY,
      tx bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint),
      id text NOT NULL UNIQUE,
      type text NOT NULL,
      tenant_id text,
      payload text NOT NULL,
      created_at text NOT NULL
    )`.execute(db);
  } else {
    await sql`CREATE TABLE event_outbox (
      seq integer PRIMARY KEY AUTOINCREMENT,
      tx integer NOT NULL DEFAULT 0,
      id text NOT NULL UNIQUE,
      type text NOT NULL,
      tenant_id text,
      payload text NOT NULL,
      created_at text NOT NULL
    )`.execute(db);
  }
  await db.schema.createIndex('event_outbox_order').on('event_outbox').columns(['tx', 'seq']).execute();
  await db.schema.createIndex('event_outbox_created').on('event_outbox').column('created_at').execute();
  await db.schema
    .createTable('event_cursors')
    .addColumn('subscriber', text, (c) => c.primaryKey())
    .addColumn('position_tx', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('position_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', text)
    .addColumn('lease_until', text)
    .addColumn('delivered', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
}
