import { sql, type Kysely } from 'kysely';
import { prepared } from '../storage/prepared';
import type { Database } from '../storage/schema';
import type { DomainEvent, TransactionalSubscriber } from './events';

// The outbox's SQL: appending in the emitting transaction, and the cursor each asynchronous subscriber reads behind.

const insertEvent = prepared((db, id: string, type: string, tenantId: string | null, payload: string, createdAt: string) =>
  db.insertInto('event_outbox').values({ id, type, tenant_id: tenantId, payload, created_at: createdAt }),
);

/**
 * The outbox as a transactional subscriber: appends each event in the emitting transaction, for the
 * asynchronous subscribers to read after the commit (every sign-in appends one: compiled once).
 */
export const appendToOutbox: TransactionalSubscriber = async (trx, event) => {
  await insertEvent.affected(trx, event.id, event.type, event.actor.tenantId, JSON.stringify(event), event.occurredAt);
};

/** Where a subscriber has read to: the (tx, seq) of the last event it was given. */
export interface CursorPosition {
  tx: string;
  seq: string;
}

export interface OutboxRow extends CursorPosition {
  event: DomainEvent;
}

/** Creates the subscriber's cursor at the start of the outbox if it has none. */
export async function ensureCursor(db: Kysely<Database>, subscriber: string, now: string): Promise<void> {
  await db
    .insertInto('event_cursors')
    .values({ subscriber, lease_owner: null, lease_until: null, updated_at: now })
    .onConflict((oc) => oc.column('subscriber').doNothing())
    .execute();
}

/**
 * Takes (or extends) the subscriber's lease for `owner` when it is free, expired or already its
 * own; answers the cursor when the lease is held. One process delivers to a subscriber at a time.
 */
export async function claimCursor(
  db: Kysely<Database>,
  subscriber: string,
  owner: string,
  now: string,
  until: string,
): Promise<CursorPosition | undefined> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('event_cursors')
      .set({ lease_owner: owner, lease_until: until, updated_at: now })
      .where('subscriber', '=', subscriber)
      .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_owner', '=', owner), eb('lease_until', '<', now)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return undefined;
    const row = await trx
      .selectFrom('event_cursors')
      .select(['position_tx', 'position_seq'])
      .where('subscriber', '=', subscriber)
      .executeTakeFirstOrThrow();
    return { tx: String(row.position_tx), seq: String(row.position_seq) };
  });
}

/** Gives the lease back (a process that stops lets another take over at once). */
export async function releaseCursor(db: Kysely<Database>, subscriber: string, owner: string): Promise<void> {
  await db
    .updateTable('event_cursors')
    .set({ lease_owner: null, lease_until: null })
    .where('subscriber', '=', subscriber)
    .where('lease_owner', '=', owner)
    .execute();
}

/**
 * The next events after `after`, oldest first. On PostgreSQL only rows whose transaction is older than
 * every running one: a row that commits late always sorts after what has been read (migration 0018).
 */
export async function eventsAfter(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  after: CursorPosition,
  limit: number,
): Promise<OutboxRow[]> {
  const rows = await db
    .selectFrom('event_outbox')
    .select(['tx', 'seq', 'payload'])
    .where((eb) => eb.or([eb('tx', '>', after.tx), eb.and([eb('tx', '=', after.tx), eb('seq', '>', after.seq)])]))
    .$if(dialect === 'postgres', (q) => q.where('tx', '<', sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`))
    .orderBy('tx')
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ tx: String(r.tx), seq: String(r.seq), event: JSON.parse(r.payload) as DomainEvent }));
}

/**
 * Moves the cursor past one delivered event and renews the lease, only while `owner` holds it;
 * false when it was lost (another process then offers the event again: at least once).
 */
export async function advanceCursor(
  db: Kysely<Database>,
  subscriber: string,
  owner: string,
  to: CursorPosition,
  now: string,
  until: string,
): Promise<boolean> {
  const r = await db
    .updateTable('event_cursors')
    .set((eb) => ({ position_tx: to.tx, position_seq: to.seq, delivered: eb('delivered', '+', 1), lease_until: until, updated_at: now }))
    .where('subscriber', '=', subscriber)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Deletes events older than `before` that every cursor has passed. A cursor not moved since `before`
 * belongs to a subscriber no process runs any more and holds nothing back.
 */
export async function purgeDelivered(db: Kysely<Database>, before: string): Promise<number> {
  const live = await db.selectFrom('event_cursors').select(['position_tx', 'position_seq']).where('updated_at', '>=', before).execute();
  let q = db.deleteFrom('event_outbox').where('created_at', '<', before);
  for (const c of live) {
    const ctx = String(c.position_tx);
    const cseq = String(c.position_seq);
    q = q.where((eb) => eb.or([eb('tx', '<', ctx), eb.and([eb('tx', '=', ctx), eb('seq', '<=', cseq)])]));
  }
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}
