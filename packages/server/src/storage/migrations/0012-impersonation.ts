import type { Kysely } from 'kysely';

/**
 * Breached-password marks and impersonated sessions. `user_breached_passwords` holds the users
 * whose password a sign-in proved to be on the breached list (the users list's
 * 'breached-passwords' preset finds them; a new password removes the row). `sessions.actor_id`
 * is the administrator acting as the session's user (RFC 8693 `act.sub` in its tokens).
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_breached_passwords')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('detected_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('sessions').addColumn('actor_id', 'text').execute();
}
