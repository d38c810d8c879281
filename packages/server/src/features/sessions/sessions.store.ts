import type { Kysely } from 'kysely';
import { prepared } from '../../storage/prepared';
import type { Database } from '../../storage/schema';

const byId = prepared((db, id: string) => db.selectFrom('sessions').selectAll().where('id', '=', id));

/** A session row by id (read on every authenticated call and refresh: compiled once). */
export const sessionById = (db: Kysely<Database>, id: string) => byId.first(db, id);

/**
 * A refresh token's rotation: the session moves to the next token number only if it is still at `counter` and
 * not revoked (a logout may have come between), so of two concurrent refreshes with one token exactly one wins.
 */
export const rotation = prepared((db, id: string, counter: number, next: number, secretHash: string, at: string, tenantId: string) =>
  db
    .updateTable('sessions')
    .set({ refresh_counter: next, refresh_hash: secretHash, refresh_issued_at: at, last_seen_at: at, tenant_id: tenantId })
    .where('id', '=', id)
    .where('refresh_counter', '=', counter)
    .where('revoked_at', 'is', null),
);
