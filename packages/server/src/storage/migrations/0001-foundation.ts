import type { Kysely } from 'kysely';

/** Foundation tables: vendor, tenants, users, roles, sessions, tokens, keys, outbox, audit. */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('vendors')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('logo', text)
    .addColumn('settings', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('tenants')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('vendor_id', text, (c) => c.notNull().references('vendors.id'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('alias', text)
    .addColumn('metadata', text, (c) => c.notNull())
    .addColumn('address', text)
    .addColumn('timezone', text)
    .addColumn('date_format', text)
    .addColumn('time_format', text)
    .addColumn('currency', text)
    .addColumn('logo', text)
    .addColumn('is_reseller', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addColumn('deleted_at', text)
    .execute();
  await db.schema
    .createTable('users')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('vendor_id', text, (c) => c.notNull().references('vendors.id'))
    .addColumn('email', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('password_hash', text)
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('phone_number', text)
    .addColumn('profile_picture_url', text)
    .addColumn('metadata', text, (c) => c.notNull())
    .addColumn('provider', text, (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', text)
    .addColumn('last_login', text)
    .addColumn('active_tenant_id', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addUniqueConstraint('users_vendor_email', ['vendor_id', 'email'])
    .execute();
  await db.schema
    .createTable('memberships')
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', text, (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('activated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('memberships_pk', ['user_id', 'tenant_id'])
    .execute();
  await db.schema.createIndex('memberships_tenant').on('memberships').column('tenant_id').execute();
  await db.schema
    .createTable('roles')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('vendor_id', text, (c) => c.notNull().references('vendors.id'))
    .addColumn('tenant_id', text, (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('key', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text)
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('permissions')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('vendor_id', text, (c) => c.notNull().references('vendors.id'))
    .addColumn('key', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('category', text, (c) => c.notNull())
    .addColumn('fe_permission', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addUniqueConstraint('permissions_vendor_key', ['vendor_id', 'key'])
    .execute();
  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', text, (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', text, (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', text, (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('role_id', text, (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'tenant_id', 'role_id'])
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', text, (c) => c.notNull())
    .addColumn('user_agent', text)
    .addColumn('ip', text)
    .addColumn('amr', text, (c) => c.notNull())
    .addColumn('auth_time', 'integer', (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('last_seen_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('revoked_at', text)
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('session_id', text, (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('rotated_at', text)
    .execute();
  await db.schema.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();
  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', text, (c) => c.notNull())
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await db.schema.createIndex('one_time_tokens_user').on('one_time_tokens').columns(['user_id', 'purpose']).execute();
  await db.schema
    .createTable('signing_keys')
    .addColumn('kid', text, (c) => c.primaryKey())
    .addColumn('alg', text, (c) => c.notNull())
    .addColumn('public_jwk', text, (c) => c.notNull())
    .addColumn('private_key', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('retired_at', text)
    .execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('to_address', text, (c) => c.notNull())
    .addColumn('subject', text, (c) => c.notNull())
    .addColumn('text_body', text, (c) => c.notNull())
    .addColumn('html_body', text, (c) => c.notNull())
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('sent_at', text)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', text)
    .execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('vendor_id', text, (c) => c.notNull())
    .addColumn('tenant_id', text)
    .addColumn('actor_id', text)
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('target_id', text)
    .addColumn('ip', text)
    .addColumn('user_agent', text)
    .addColumn('request_id', text)
    .addColumn('data', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_tenant').on('audit_log').columns(['tenant_id', 'created_at']).execute();
}
