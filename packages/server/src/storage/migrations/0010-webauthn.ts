import type { Kysely } from 'kysely';

/**
 * Passkeys (WebAuthn): registered credentials — public key only, nothing secret is kept — and the
 * server-side challenges of registrations and passkey sign-ins (SHA-256 only, single use, short-lived).
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('webauthn_credentials')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', text, (c) => c.notNull().unique()) // base64url credential id from the authenticator
    .addColumn('public_key', text, (c) => c.notNull()) // base64url COSE public key
    // Signature counters are unsigned 32-bit: bigint so PostgreSQL does not overflow at 2^31.
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', text, (c) => c.notNull()) // JSON array of transport hints
    .addColumn('device_type', text, (c) => c.notNull()) // 'Platform' | 'CrossPlatform' (wire-compat App. B)
    .addColumn('multi_device', 'integer', (c) => c.notNull()) // credentialDeviceType 'multiDevice' (backup eligible)
    .addColumn('backed_up', 'integer', (c) => c.notNull())
    .addColumn('aaguid', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('last_used_at', text)
    .execute();
  await db.schema.createIndex('webauthn_credentials_user').on('webauthn_credentials').column('user_id').execute();
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('challenge_hash', text, (c) => c.notNull().unique())
    .addColumn('purpose', text, (c) => c.notNull()) // 'register' | 'login'
    // The user the ceremony is bound to; null for a discoverable sign-in (any registered passkey may answer).
    // No foreign key: a sign-in started for an unknown email is bound to a user id that matches nobody.
    .addColumn('user_id', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await db.schema.createIndex('webauthn_challenges_expiry').on('webauthn_challenges').column('expires_at').execute();
}
