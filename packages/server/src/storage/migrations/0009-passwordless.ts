import type { Kysely } from 'kysely';

/**
 * Passwordless sign-in: one row per code or magic link sent (SHA-256 of the secret only; the flow
 * handle of a code also hashed), with its own attempt budget; and the SMS outbox, written in the
 * same transaction as the change that sends the message and delivered by the SMS dispatcher (or
 * kept for the dev outbox at /dev/sms).
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('passwordless_codes')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.references('users.id').onDelete('cascade')) // null: no such account (same answer, nothing sent)
    .addColumn('channel', text, (c) => c.notNull()) // magiclink | code | smscode
    .addColumn('address', text, (c) => c.notNull()) // the email or phone number asked for (per-address send limit)
    .addColumn('secret_hash', text, (c) => c.notNull().unique()) // SHA-256 of salt + code, or of the link token
    .addColumn('flow_hash', text) // SHA-256 of the otcToken handed to the browser that asked (codes only)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await db.schema.createIndex('passwordless_codes_flow').on('passwordless_codes').column('flow_hash').execute();
  await db.schema.createIndex('passwordless_codes_address').on('passwordless_codes').columns(['address', 'created_at']).execute();
  await db.schema.createIndex('passwordless_codes_user').on('passwordless_codes').columns(['user_id', 'channel']).execute();
  await db.schema.createIndex('users_phone_number').on('users').column('phone_number').execute();
  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('to_number', text, (c) => c.notNull())
    .addColumn('text_body', text, (c) => c.notNull())
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('sent_at', text)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', text)
    .addColumn('provider_id', text) // the provider's message id (Twilio SID) once accepted
    .execute();
  await db.schema.createIndex('sms_outbox_pending').on('sms_outbox').columns(['sent_at', 'created_at']).execute();
}
