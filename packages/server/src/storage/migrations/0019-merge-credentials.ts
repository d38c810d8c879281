import { sql, type Kysely } from 'kysely';

/**
 * One table for WebAuthn credentials and one for phones (decision 0038). Passkeys
 * (`webauthn_credentials`, 0010) and second-factor keys (`mfa_webauthn_devices`, 0014) become rows
 * of `user_webauthn_credentials` told apart by `use` ('passkey' | 'second_factor'); the number list
 * (`user_phone_numbers`, 0013) and the second-factor phones (`mfa_phones`, 0014) become rows of
 * `user_phones` with `use` ('list' | 'second_factor'). Every row is carried over with its id (ids
 * are in API answers and in live challenges and codes), then the old tables are dropped.
 *
 * A credential id is unique per use, not overall: the old tables were separate, so one credential
 * may be both a passkey and a second factor, and nothing of what is stored may be lost.
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('user_webauthn_credentials')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('use', text, (c) => c.notNull()) // 'passkey' (signs in alone) | 'second_factor' (only after a first step)
    .addColumn('credential_id', text, (c) => c.notNull()) // base64url credential id from the authenticator
    .addColumn('public_key', text, (c) => c.notNull()) // base64url COSE public key
    // Signature counters are unsigned 32-bit: bigint so PostgreSQL does not overflow at 2^31.
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', text, (c) => c.notNull()) // JSON array of transport hints
    .addColumn('device_type', text, (c) => c.notNull()) // 'Platform' | 'CrossPlatform'
    // Recorded for passkeys (the devices list shows backedUp); null for second-factor keys, which never had them.
    .addColumn('multi_device', 'integer')
    .addColumn('backed_up', 'integer')
    .addColumn('aaguid', text)
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('last_used_at', text)
    .addUniqueConstraint('user_webauthn_credentials_use_credential', ['use', 'credential_id'])
    .execute();
  await db.schema.createIndex('user_webauthn_credentials_user').on('user_webauthn_credentials').columns(['user_id', 'use']).execute();

  const common = [
    'id',
    'user_id',
    'credential_id',
    'public_key',
    'counter',
    'transports',
    'device_type',
    'name',
    'created_at',
    'last_used_at',
  ];
  await db
    .insertInto('user_webauthn_credentials')
    .columns([...common, 'use', 'multi_device', 'backed_up', 'aaguid'])
    .expression(
      db.selectFrom('webauthn_credentials').select([...common, sql.lit('passkey').as('use'), 'multi_device', 'backed_up', 'aaguid']),
    )
    .execute();
  await db
    .insertInto('user_webauthn_credentials')
    .columns([...common, 'use'])
    .expression(db.selectFrom('mfa_webauthn_devices').select([...common, sql.lit('second_factor').as('use')]))
    .execute();
  await db.schema.dropTable('webauthn_credentials').execute();
  await db.schema.dropTable('mfa_webauthn_devices').execute();

  await db.schema
    .createTable('user_phones')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('use', text, (c) => c.notNull()) // 'list' (the profile's numbers) | 'second_factor' (SMS codes at sign-in)
    .addColumn('phone_number', text, (c) => c.notNull()) // E.164
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0)) // a second-factor phone is proven before it is added
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addColumn('last_used_at', text) // when a second-factor phone last proved a sign-in
    .addUniqueConstraint('user_phones_user_use_number', ['user_id', 'use', 'phone_number'])
    .execute();

  await db
    .insertInto('user_phones')
    .columns(['id', 'user_id', 'use', 'phone_number', 'verified', 'created_at', 'updated_at'])
    .expression(
      db
        .selectFrom('user_phone_numbers')
        .select(['id', 'user_id', sql.lit('list').as('use'), 'phone_number', 'verified', 'created_at', 'updated_at']),
    )
    .execute();
  await db
    .insertInto('user_phones')
    .columns(['id', 'user_id', 'use', 'phone_number', 'verified', 'created_at', 'updated_at', 'last_used_at'])
    .expression(
      db
        .selectFrom('mfa_phones')
        .select([
          'id',
          'user_id',
          sql.lit('second_factor').as('use'),
          'phone_number',
          sql.lit(1).as('verified'),
          'created_at',
          sql.ref('created_at').as('updated_at'),
          'last_used_at',
        ]),
    )
    .execute();
  await db.schema.dropTable('user_phone_numbers').execute();
  await db.schema.dropTable('mfa_phones').execute();
}
