import type { Kysely, Transaction } from 'kysely';
import { iso } from '../../../kernel/clock';
import type { Database } from '../../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A stored AuthnRequest, as the RelayState finds it. */
export type SamlRequestRow = NonNullable<Awaited<ReturnType<typeof liveRequestByRelayState>>>;

/** Deletes a connection's expired rows of a table, so the tables hold only live ones. */
async function dropExpired(
  db: Db,
  table: 'saml_requests' | 'saml_seen_assertions',
  row: { tenantId: string; connectionId: string; now: number },
) {
  await db
    .deleteFrom(table)
    .where('tenant_id', '=', row.tenantId)
    .where('connection_id', '=', row.connectionId)
    .where('expires_at', '<=', iso(row.now))
    .execute();
}

/** Records an AuthnRequest we are about to send; the connection's expired ones go at the same time. */
export async function insertRequest(
  db: Db,
  row: { id: string; tenantId: string; connectionId: string; relayStateHash: string; returnTo: string | null; now: number; ttlMs: number },
): Promise<void> {
  await dropExpired(db, 'saml_requests', row);
  await db
    .insertInto('saml_requests')
    .values({
      id: row.id,
      tenant_id: row.tenantId,
      connection_id: row.connectionId,
      relay_state_hash: row.relayStateHash,
      return_to: row.returnTo,
      created_at: iso(row.now),
      expires_at: iso(row.now + row.ttlMs),
      used_at: null,
    })
    .execute();
}

/** The unused, unexpired request a RelayState was issued with. */
export const liveRequestByRelayState = (db: Db, relayStateHash: string, now: number) =>
  db
    .selectFrom('saml_requests')
    .select(['id', 'tenant_id', 'connection_id', 'return_to', 'created_at', 'expires_at'])
    .where('relay_state_hash', '=', relayStateHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .executeTakeFirst();

/** Spends a request once: false when another response already spent it or it expired meanwhile. */
export async function spendRequest(db: Db, request: { id: string; tenantId: string; connectionId: string }, now: number): Promise<boolean> {
  const result = await db
    .updateTable('saml_requests')
    .set({ used_at: iso(now) })
    .where('id', '=', request.id)
    .where('tenant_id', '=', request.tenantId)
    .where('connection_id', '=', request.connectionId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records an accepted assertion id of a connection until it expires: false when it was seen before (a replay). */
export async function recordAssertion(
  db: Db,
  row: { tenantId: string; connectionId: string; assertionId: string; now: number; expiresAt: number },
): Promise<boolean> {
  await dropExpired(db, 'saml_seen_assertions', row);
  const result = await db
    .insertInto('saml_seen_assertions')
    .values({
      tenant_id: row.tenantId,
      connection_id: row.connectionId,
      assertion_id: row.assertionId,
      created_at: iso(row.now),
      expires_at: iso(row.expiresAt),
    })
    .onConflict((oc) => oc.columns(['connection_id', 'assertion_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** How many requests a connection has answered (tests and diagnostics: nothing recorded on a refusal). */
export async function spentRequestCount(db: Db, tenantId: string, connectionId: string): Promise<number> {
  const row = await db
    .selectFrom('saml_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('connection_id', '=', connectionId)
    .where('used_at', 'is not', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many assertion ids of a connection are on record. */
export async function seenAssertionCount(db: Db, tenantId: string, connectionId: string): Promise<number> {
  const row = await db
    .selectFrom('saml_seen_assertions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('connection_id', '=', connectionId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The server's SP key pair row, if one was made. */
export const spKeyRow = (db: Db) => db.selectFrom('saml_sp_keys').selectAll().where('id', '=', 'current').executeTakeFirst();

/** Stores the SP key pair unless another process stored one first (the caller reads back the winner). */
export async function insertSpKeyIfAbsent(db: Db, row: { privateKey: string; certificate: string; now: number }): Promise<void> {
  await db
    .insertInto('saml_sp_keys')
    .values({ id: 'current', private_key: row.privateKey, certificate: row.certificate, created_at: iso(row.now) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
