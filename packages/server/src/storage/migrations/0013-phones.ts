import type { Kysely } from 'kysely';

/**
 * Phone numbers (decision 0023). `phone_codes` holds the one-time values of the phone flows: a
 * login-phone change (code texted to the new number), a lost-phone reset (code emailed, then the
 * token that sets the number), and verifying or removing a number of the user's list. Only hashes
 * are stored: of the handle the browser holds, and of handle + code. `user_phone_numbers` is the
 * user's list of numbers (the login phone stays `users.phone_number`).
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('user_phone_numbers')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone_number', text, (c) => c.notNull()) // E.164
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addUniqueConstraint('user_phone_numbers_user_number', ['user_id', 'phone_number'])
    .execute();
  await db.schema
    .createTable('phone_codes')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.references('users.id').onDelete('cascade')) // null: a reset for no account (same answer, nothing sent)
    .addColumn('purpose', text, (c) => c.notNull()) // change | reset | reset_change | verify | delete
    .addColumn('handle_hash', text, (c) => c.notNull().unique()) // SHA-256 of the handle the browser holds
    .addColumn('code_hash', text) // SHA-256 of handle + code; null for the reset's change token
    .addColumn('target', text, (c) => c.notNull()) // the phone number or email the code went to (send limits, what to set)
    .addColumn('phone_id', text) // the list entry a verify or delete is for
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await db.schema.createIndex('phone_codes_user').on('phone_codes').columns(['user_id', 'purpose']).execute();
  await db.schema.createIndex('phone_codes_target').on('phone_codes').columns(['target', 'created_at']).execute();
}
