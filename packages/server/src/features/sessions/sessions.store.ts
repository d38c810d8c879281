import type { Kysely } from 'kysely';
import type { Database } from '../../storage/schema';

/** A session row by id. */
export const sessionById = (db: Kysely<Database>, id: string) => db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
