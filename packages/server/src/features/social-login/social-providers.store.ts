import type { Kysely, Transaction } from 'kysely';
import type { Database, SocialCustomProvidersTable, SocialProvidersTable } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Every configured social provider. */
export const listProviders = (db: Db) => db.selectFrom('social_providers').selectAll().orderBy('type').execute();

/** One social provider's configuration. */
export const providerByType = (db: Db, type: string) =>
  db.selectFrom('social_providers').selectAll().where('type', '=', type).executeTakeFirst();

/** Writes a social provider's configuration (insert or replace). */
export async function upsertProvider(db: Db, row: SocialProvidersTable): Promise<void> {
  const { type, created_at, ...changes } = row;
  const updated = await db.updateTable('social_providers').set(changes).where('type', '=', type).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db
      .insertInto('social_providers')
      .values({ type, created_at, ...changes })
      .execute();
}

/** Removes a social provider's configuration; the identities linked through it stay (it may come back). */
export const deleteProvider = async (db: Db, type: string): Promise<boolean> =>
  Number((await db.deleteFrom('social_providers').where('type', '=', type).executeTakeFirst()).numDeletedRows) === 1;

/** Every custom provider. */
export const listCustomProviders = (db: Db) => db.selectFrom('social_custom_providers').selectAll().orderBy('created_at').execute();

/** One custom provider. */
export const customProviderById = (db: Db, id: string) =>
  db.selectFrom('social_custom_providers').selectAll().where('id', '=', id).executeTakeFirst();

/** Adds a custom provider. */
export const insertCustomProvider = (db: Db, row: SocialCustomProvidersTable) =>
  db.insertInto('social_custom_providers').values(row).execute();

/** Changes a custom provider. */
export const updateCustomProvider = (db: Db, id: string, changes: Partial<SocialCustomProvidersTable>) =>
  db.updateTable('social_custom_providers').set(changes).where('id', '=', id).execute();

/** Removes a custom provider and the identities linked through it. */
export async function deleteCustomProvider(db: Db, id: string, identityProvider: string): Promise<boolean> {
  await db.deleteFrom('social_identities').where('provider', '=', identityProvider).execute();
  return Number((await db.deleteFrom('social_custom_providers').where('id', '=', id).executeTakeFirst()).numDeletedRows) === 1;
}
