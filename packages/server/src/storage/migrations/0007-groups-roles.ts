import type { Kysely } from 'kysely';

/**
 * Groups of a tenant (their members and roles; a member's effective roles are their own plus
 * their groups'), the tenant's group settings, permission assignment types (wire-compat §3.3),
 * and the account-settings fields and custom login-box metadata of a tenant (wire-compat §3.17,
 * §3.22).
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('groups')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('tenant_id', text, (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text)
    .addColumn('color', text)
    .addColumn('managed_by', text, (c) => c.notNull().defaultTo('frontegg')) // frontegg | scim2 (SCIM groups are read-only here)
    .addColumn('metadata', text) // JSON text, as the reference clients send it
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addUniqueConstraint('groups_tenant_name', ['tenant_id', 'name'])
    .execute();
  await db.schema
    .createTable('group_members')
    .addColumn('group_id', text, (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', text, (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('created_at', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
    .execute();
  // Token issue reads a user's groups in one tenant on every refresh.
  await db.schema.createIndex('group_members_user_tenant').on('group_members').columns(['user_id', 'tenant_id']).execute();
  await db.schema
    .createTable('group_roles')
    .addColumn('group_id', text, (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('role_id', text, (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_roles_pk', ['group_id', 'role_id'])
    .execute();
  await db.schema.createIndex('group_roles_role').on('group_roles').column('role_id').execute();
  await db.schema
    .createTable('group_settings')
    .addColumn('tenant_id', text, (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('roles_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('permissions')
    .addColumn('assignment_type', text, (c) => c.notNull().defaultTo('ASSIGNABLE'))
    .execute();
  await db.schema.createIndex('user_roles_role').on('user_roles').column('role_id').execute();
  // Role keys are what tokens carry: one per tenant (the service also refuses case variants and vendor keys).
  await db.schema.createIndex('roles_tenant_key').unique().on('roles').columns(['tenant_id', 'key']).execute();
  await db.schema.alterTable('tenants').addColumn('website', text).execute();
  await db.schema.alterTable('tenants').addColumn('application_url', text).execute();
  await db.schema.alterTable('tenants').addColumn('login_url', text).execute();
  await db.schema
    .createTable('admin_box_metadata')
    .addColumn('tenant_id', text, (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('configuration', text, (c) => c.notNull()) // JSON object
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
}
