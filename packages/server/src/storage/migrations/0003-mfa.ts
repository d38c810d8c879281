import type { Kysely } from 'kysely';

/**
 * Authenticator apps (TOTP; the secret sealed under the master key), their recovery codes (SHA-256
 * only), the short-lived tokens of a sign-in waiting for its second factor (SHA-256 only), and a
 * failure counter for code checks of its own (SECURITY.md N8: guessing codes must not get a
 * million tries, and must not spend the password's budget either).
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .alterTable('users')
    .addColumn('failed_mfa', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('mfa_locked_until', text).execute();
  await db.schema
    .createTable('mfa_authenticators')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret', text, (c) => c.notNull()) // sealed base32 key (AES-256-GCM, purpose 'mfa-totp')
    .addColumn('last_used_step', 'integer') // newest accepted RFC 6238 time step: no code of it or before is accepted again
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('enrolled_at', text) // null while enrolment waits for its first code
    .execute();
  await db.schema.createIndex('mfa_authenticators_user').on('mfa_authenticators').column('user_id').execute();
  await db.schema
    .createTable('mfa_recovery_codes')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await db.schema.createIndex('mfa_recovery_codes_user').on('mfa_recovery_codes').columns(['user_id', 'code_hash']).execute();
  await db.schema
    .createTable('mfa_tokens')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
}
