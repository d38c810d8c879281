import { sql, type Kysely } from 'kysely';

/**
 * Vendor credentials (machine access to the vendor-side API) and the entitlement catalogue:
 * features, plans and their features, feature flags, and grants of a plan or a feature to a
 * tenant or one of its users.
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('vendor_credentials')
    .addColumn('id', text, (c) => c.primaryKey()) // the client id
    .addColumn('vendor_id', text, (c) => c.notNull().references('vendors.id'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('secret_hash', text, (c) => c.notNull()) // SHA-256 hex of a 256-bit random secret
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('revoked_at', text)
    .execute();
  await db.schema
    .createTable('features')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('vendor_id', text, (c) => c.notNull().references('vendors.id'))
    .addColumn('key', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text)
    .addColumn('permissions', text, (c) => c.notNull()) // JSON array of linked permission keys
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addUniqueConstraint('features_vendor_key', ['vendor_id', 'key'])
    .execute();
  await db.schema
    .createTable('plans')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('vendor_id', text, (c) => c.notNull().references('vendors.id'))
    .addColumn('key', text) // optional; unique when given (catalogue files name plans by it)
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text)
    .addColumn('default_treatment', text, (c) => c.notNull())
    .addColumn('rules', text, (c) => c.notNull()) // JSON array of rules
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addUniqueConstraint('plans_vendor_key', ['vendor_id', 'key'])
    .execute();
  await db.schema
    .createTable('plan_features')
    .addColumn('plan_id', text, (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('feature_id', text, (c) => c.notNull().references('features.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('plan_features_pk', ['plan_id', 'feature_id'])
    .execute();
  await db.schema.createIndex('plan_features_feature').on('plan_features').column('feature_id').execute();
  await db.schema
    .createTable('feature_flags')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('vendor_id', text, (c) => c.notNull().references('vendors.id'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text)
    .addColumn('feature_id', text, (c) => c.references('features.id').onDelete('set null'))
    .addColumn('is_on', 'integer', (c) => c.notNull())
    .addColumn('off_treatment', text, (c) => c.notNull())
    .addColumn('default_treatment', text, (c) => c.notNull())
    .addColumn('rules', text, (c) => c.notNull()) // JSON array of rules
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addUniqueConstraint('feature_flags_vendor_name', ['vendor_id', 'name'])
    .execute();
  // One flag per feature (the evaluator reads one `featureFlag` per feature); untied flags are many.
  await db.schema.createIndex('feature_flags_feature').on('feature_flags').column('feature_id').unique().execute();
  await db.schema
    .createTable('entitlement_grants')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('vendor_id', text, (c) => c.notNull().references('vendors.id'))
    .addColumn('plan_id', text, (c) => c.references('plans.id').onDelete('cascade'))
    .addColumn('feature_id', text, (c) => c.references('features.id').onDelete('cascade'))
    .addColumn('tenant_id', text, (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', text, (c) => c.references('users.id').onDelete('cascade')) // null: every user of the tenant
    .addColumn('expire_time', 'bigint', (c) => c.notNull()) // epoch ms; -1 never
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addCheckConstraint('entitlement_grants_one_target', sql`(plan_id is null) <> (feature_id is null)`)
    .execute();
  // The per-user lookup of GET /entitlements/api/v2/user-entitlements: a tenant's grants, then the user's.
  await db.schema.createIndex('entitlement_grants_tenant_user').on('entitlement_grants').columns(['tenant_id', 'user_id']).execute();
  await db.schema.createIndex('entitlement_grants_plan').on('entitlement_grants').column('plan_id').execute();
  await db.schema.createIndex('entitlement_grants_feature').on('entitlement_grants').column('feature_id').execute();
}
