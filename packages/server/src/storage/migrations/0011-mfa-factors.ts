import type { Kysely } from 'kysely';

/**
 * Second factors beyond one authenticator app (decision 0020): email-code factors, one-time codes
 * sent by email (code and token stored as SHA-256 only), remembered devices (token SHA-256 only,
 * bound to the user and to the password hash it was made under), and the purpose of an MFA token
 * (a sign-in, or the step-up of an existing session).
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .alterTable('mfa_tokens')
    .addColumn('purpose', text, (c) => c.notNull().defaultTo('login'))
    .execute();
  await db.schema.alterTable('mfa_tokens').addColumn('session_id', text).execute(); // the session a step-up raises
  await db.schema
    .createTable('mfa_email_factors')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mfa_email_factors_user_email').on('mfa_email_factors').columns(['user_id', 'email']).unique().execute();
  await db.schema
    .createTable('mfa_codes')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mfa_token_id', text, (c) => c.notNull()) // the sign-in the code was sent for: valid for that flow only
    .addColumn('channel', text, (c) => c.notNull()) // 'email'
    .addColumn('target', text, (c) => c.notNull())
    .addColumn('otc_hash', text, (c) => c.notNull().unique())
    .addColumn('code_hash', text, (c) => c.notNull()) // SHA-256 of otcToken + code: the 6 digits alone never sit in the database
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await db.schema.createIndex('mfa_codes_user_created').on('mfa_codes').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('mfa_remembered_devices')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('password_fingerprint', text, (c) => c.notNull()) // SHA-256 of the password hash: a new password voids the device
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mfa_remembered_devices_user').on('mfa_remembered_devices').column('user_id').execute();
}
