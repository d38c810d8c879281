import type { Kysely, Transaction } from 'kysely';
import { iso } from '../../kernel/clock';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A live sign-in through a connection, as the state or the handoff code finds it. */
export type SsoSignInRow = NonNullable<Awaited<ReturnType<typeof liveSignInByState>>>;

/** Records a sign-in the pre-login (or a connection test) started; the connection's expired ones go at the same time. */
export async function insertSignIn(
  db: Db,
  row: {
    id: string;
    tenantId: string;
    connectionId: string;
    protocol: 'saml' | 'oidc';
    purpose: 'login' | 'test';
    stateHash: string;
    browserHash: string;
    now: number;
    ttlMs: number;
  },
): Promise<void> {
  await db
    .deleteFrom('sso_sign_ins')
    .where('tenant_id', '=', row.tenantId)
    .where('connection_id', '=', row.connectionId)
    .where('expires_at', '<=', iso(row.now))
    .execute();
  await db
    .insertInto('sso_sign_ins')
    .values({
      id: row.id,
      tenant_id: row.tenantId,
      connection_id: row.connectionId,
      protocol: row.protocol,
      purpose: row.purpose,
      state_hash: row.stateHash,
      browser_hash: row.browserHash,
      handoff_hash: null,
      identity: null,
      created_at: iso(row.now),
      expires_at: iso(row.now + row.ttlMs),
      used_at: null,
    })
    .execute();
}

const live = (db: Db, now: number) =>
  db
    .selectFrom('sso_sign_ins')
    .select(['id', 'tenant_id', 'connection_id', 'protocol', 'purpose', 'browser_hash', 'identity', 'handoff_hash'])
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(now));

/** The unspent sign-in a RelayState or OIDC state was issued with. */
export const liveSignInByState = (db: Db, stateHash: string, now: number) =>
  live(db, now).where('state_hash', '=', stateHash).executeTakeFirst();

/** The unspent sign-in a handoff code names (the assertion consumer service verified its response). */
export const liveSignInByHandoff = (db: Db, handoffHash: string, now: number) =>
  live(db, now).where('handoff_hash', '=', handoffHash).where('identity', 'is not', null).executeTakeFirst();

/** Keeps what the assertion consumer service verified (sealed) under a new handoff code, for a short while. */
export async function recordVerified(
  db: Db,
  id: string,
  v: { handoffHash: string; sealedIdentity: string; expiresAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable('sso_sign_ins')
    .set({ handoff_hash: v.handoffHash, identity: v.sealedIdentity, expires_at: iso(v.expiresAt) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('handoff_hash', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends a sign-in once: false when another request spent it first. */
export async function spendSignIn(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sso_sign_ins')
    .set({ used_at: iso(now), identity: null })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A connection test's row, by id within its tenant (the portal reads the result). */
export const testSignIn = (db: Db, tenantId: string, connectionId: string, id: string) =>
  db
    .selectFrom('sso_sign_ins')
    .select(['id', 'identity', 'expires_at', 'used_at'])
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where('connection_id', '=', connectionId)
    .where('purpose', '=', 'test')
    .executeTakeFirst();

/** Records a connection test's result (sealed) and spends the row: nobody is signed in with it. */
export async function finishTest(db: Db, id: string, sealedResult: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sso_sign_ins')
    .set({ identity: sealedResult, used_at: iso(now) })
    .where('id', '=', id)
    .where('purpose', '=', 'test')
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
