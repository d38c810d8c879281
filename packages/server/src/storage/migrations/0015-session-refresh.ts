import type { Kysely } from 'kysely';

/**
 * One refresh token per session, kept in the session row (decision 0027): the number of the current token
 * (`refresh_counter`), the SHA-256 of its secret and when it was issued. A rotation is one conditional UPDATE of
 * that row instead of a new row per refresh, and a rotated token is recognised by its (MAC-checked) number being
 * lower than the session's. `refresh_tokens` grew by one row per refresh forever; it is dropped: sessions started
 * before this migration ask their users to sign in again.
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema
    .alterTable('sessions')
    .addColumn('refresh_counter', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sessions').addColumn('refresh_hash', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('refresh_issued_at', 'text').execute();
  await db.schema.dropTable('refresh_tokens').execute();
}
