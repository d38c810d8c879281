import { sql, type Kysely } from 'kysely';

/**
 * SSO connections (docs/decisions/0048-sso-connections.md): a tenant's SAML and OIDC identity providers, the
 * email domains each one answers for, the roles every user signing in through it gets, and which roles an IdP
 * group gives. A domain may be added by several connections (of several tenants) while unvalidated; once
 * validated it belongs to one connection only, which the partial unique index keeps true under concurrency.
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  const int = 'integer' as const;
  await db.schema
    .createTable('sso_connections')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('tenant_id', text, (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('enabled', int, (c) => c.notNull().defaultTo(0))
    .addColumn('sso_endpoint', text)
    .addColumn('sso_binding', text, (c) => c.notNull().defaultTo('redirect'))
    .addColumn('idp_entity_id', text)
    .addColumn('idp_certificates', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('sign_request', int, (c) => c.notNull().defaultTo(0))
    .addColumn('oidc_client_id', text)
    .addColumn('oidc_secret_sealed', text)
    .addColumn('oidc_issuer', text)
    .addColumn('groups_attribute', text, (c) => c.notNull().defaultTo('groups'))
    .addColumn('trust_idp_emails', int, (c) => c.notNull().defaultTo(0))
    .addColumn('skip_email_domain_validation', int, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_connections_tenant').on('sso_connections').columns(['tenant_id', 'created_at']).execute();

  await db.schema
    .createTable('sso_domains')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('connection_id', text, (c) => c.notNull().references('sso_connections.id').onDelete('cascade'))
    .addColumn('tenant_id', text, (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('domain', text, (c) => c.notNull())
    .addColumn('validated', int, (c) => c.notNull().defaultTo(0))
    .addColumn('txt_record', text, (c) => c.notNull())
    .addColumn('validated_at', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addUniqueConstraint('sso_domains_connection_domain', ['connection_id', 'domain'])
    .execute();
  // Sign-in looks connections up by a validated email domain; one validated row per domain in the installation.
  await db.schema
    .createIndex('sso_domains_validated')
    .on('sso_domains')
    .column('domain')
    .unique()
    .where(sql.ref('validated'), '=', 1)
    .execute();

  await db.schema
    .createTable('sso_connection_roles')
    .addColumn('connection_id', text, (c) => c.notNull().references('sso_connections.id').onDelete('cascade'))
    .addColumn('role_id', text, (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sso_connection_roles_pk', ['connection_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('sso_group_mappings')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('connection_id', text, (c) => c.notNull().references('sso_connections.id').onDelete('cascade'))
    .addColumn('group_name', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addUniqueConstraint('sso_group_mappings_connection_group', ['connection_id', 'group_name'])
    .execute();
  await db.schema
    .createTable('sso_group_mapping_roles')
    .addColumn('mapping_id', text, (c) => c.notNull().references('sso_group_mappings.id').onDelete('cascade'))
    .addColumn('role_id', text, (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sso_group_mapping_roles_pk', ['mapping_id', 'role_id'])
    .execute();
}
