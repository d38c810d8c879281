import type { Kysely } from 'kysely';

/**
 * SMS and WebAuthn as second factors (decision 0024): the phones a user proved (the number is not
 * secret; codes go through `mfa_codes`, which now counts wrong guesses per code), the security keys
 * and platform authenticators registered as second factors (public key only, apart from passkeys so
 * that a second factor never signs anyone in alone), the flow a WebAuthn challenge belongs to, and
 * the methods of the first step an MFA token continues (`amr` of the session it ends in).
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema.alterTable('mfa_tokens').addColumn('first_amr', text).execute(); // JSON array; null = a password
  await db.schema
    .alterTable('mfa_codes')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('mfa_codes_target_created').on('mfa_codes').columns(['target', 'created_at']).execute();
  await db.schema.alterTable('webauthn_challenges').addColumn('flow_id', text).execute(); // the MFA token or device a challenge is for
  await db.schema
    .createTable('mfa_phones')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone_number', text, (c) => c.notNull()) // E.164
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('last_used_at', text)
    .execute();
  await db.schema.createIndex('mfa_phones_user_number').on('mfa_phones').columns(['user_id', 'phone_number']).unique().execute();
  await db.schema
    .createTable('mfa_webauthn_devices')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', text, (c) => c.notNull().unique()) // base64url credential id from the authenticator
    .addColumn('public_key', text, (c) => c.notNull()) // base64url COSE public key
    // Signature counters are unsigned 32-bit: bigint so PostgreSQL does not overflow at 2^31.
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', text, (c) => c.notNull()) // JSON array of transport hints
    .addColumn('device_type', text, (c) => c.notNull()) // 'Platform' | 'CrossPlatform'
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('last_used_at', text)
    .execute();
  await db.schema.createIndex('mfa_webauthn_devices_user').on('mfa_webauthn_devices').column('user_id').execute();
}
