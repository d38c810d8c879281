import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The user's sessions in the tenant that are neither revoked nor expired at `now`. */
const live = (db: Db, userId: string, tenantId: string, now: string) =>
  db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);

/** The user's live sessions in the tenant, newest first, at most 200. */
export const liveSessions = (db: Db, userId: string, tenantId: string, now: string) =>
  live(db, userId, tenantId, now).orderBy('created_at', 'desc').orderBy('id').limit(200).execute();

/** One of the user's live sessions in the tenant. */
export const liveSession = (db: Db, userId: string, tenantId: string, now: string, sessionId: string) =>
  live(db, userId, tenantId, now).where('id', '=', sessionId).executeTakeFirst();

/** Revokes one of the user's sessions in the tenant; false when there is no such unrevoked session. */
export async function revokeSessionOf(trx: Db, userId: string, tenantId: string, sessionId: string, now: string): Promise<boolean> {
  const r = await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Revokes every unrevoked session of the user in the tenant but `keepId` (every one without it); how many. */
export async function revokeSessionsOf(trx: Db, userId: string, tenantId: string, now: string, keepId?: string): Promise<number> {
  let q = trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('tenant_id', '=', tenantId);
  if (keepId !== undefined) q = q.where('id', '!=', keepId);
  const r = await q.where('revoked_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows);
}
