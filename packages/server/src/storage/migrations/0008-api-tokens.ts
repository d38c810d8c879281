import type { Kysely } from 'kysely';

/**
 * API tokens (decision 0017): personal tokens of a user in a tenant and tenant tokens with roles,
 * each a client credential (exchanged for short-lived access tokens) or an access token (sent as
 * `x-api-key`). Only the SHA-256 of the secret is stored; the roles of a tenant token go with the
 * role when it is deleted.
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', text, (c) => c.primaryKey()) // the client id of a client credential; public
    .addColumn('tenant_id', text, (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('owner', text, (c) => c.notNull()) // 'user' (personal) | 'tenant'
    .addColumn('kind', text, (c) => c.notNull()) // 'ClientCredentials' | 'AccessToken'
    .addColumn('user_id', text, (c) => c.references('users.id').onDelete('cascade')) // the owner of a personal token
    .addColumn('created_by_user_id', text) // kept after the creator is gone, for the record
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('secret_hash', text, (c) => c.notNull())
    .addColumn('expires_at', text) // null = never
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_tokens_tenant').on('api_tokens').columns(['tenant_id', 'owner']).execute();
  await db.schema.createIndex('api_tokens_user').on('api_tokens').column('user_id').execute();
  await db.schema
    .createTable('api_token_roles')
    .addColumn('token_id', text, (c) => c.notNull().references('api_tokens.id').onDelete('cascade'))
    .addColumn('role_id', text, (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('api_token_roles_pk', ['token_id', 'role_id'])
    .execute();
  await db.schema.createIndex('api_token_roles_role').on('api_token_roles').column('role_id').execute();
}
