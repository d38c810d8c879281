import type { Kysely } from 'kysely';

/**
 * Social and OpenID sign-in: the vendor's configuration of each social provider and of custom providers (secrets
 * sealed with the master key), the login states of the OpenID relying party (state hashed, PKCE verifier sealed,
 * single use, ten minutes), and the identities linked to accounts (provider + subject, unique).
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('social_providers')
    .addColumn('type', text, (c) => c.primaryKey()) // google | github | …
    .addColumn('client_id', text, (c) => c.notNull())
    .addColumn('secret', text) // sealed; null until one is set
    .addColumn('redirect_url', text, (c) => c.notNull())
    .addColumn('additional_scopes', text, (c) => c.notNull().defaultTo('[]')) // JSON array
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('base_url', text) // where the provider is reached instead of its public endpoints
    .addColumn('trust_emails', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('social_custom_providers')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('client_id', text, (c) => c.notNull())
    .addColumn('secret', text, (c) => c.notNull()) // sealed
    .addColumn('authorization_url', text, (c) => c.notNull())
    .addColumn('token_url', text, (c) => c.notNull())
    .addColumn('user_info_url', text, (c) => c.notNull())
    .addColumn('scopes', text, (c) => c.notNull())
    .addColumn('sso_logo_url', text, (c) => c.notNull().defaultTo(''))
    .addColumn('display_name', text, (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('redirect_url', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('oidc_login_states')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('state_hash', text, (c) => c.notNull().unique()) // SHA-256 of the state sent to the provider
    .addColumn('provider', text, (c) => c.notNull()) // what the state is bound to: social:<type>, custom:<id>, a connection id
    .addColumn('code_verifier', text, (c) => c.notNull()) // sealed PKCE verifier
    .addColumn('nonce', text)
    .addColumn('redirect_uri', text, (c) => c.notNull())
    .addColumn('return_to', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await db.schema.createIndex('oidc_login_states_expiry').on('oidc_login_states').column('expires_at').execute();
  await db.schema
    .createTable('social_identities')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', text, (c) => c.notNull()) // social type or custom:<id>
    .addColumn('subject', text, (c) => c.notNull()) // the provider's stable user id (sub)
    .addColumn('email', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('last_login_at', text)
    .execute();
  await db.schema.createIndex('social_identities_subject').on('social_identities').columns(['provider', 'subject']).unique().execute();
  await db.schema.createIndex('social_identities_user').on('social_identities').column('user_id').execute();
}
