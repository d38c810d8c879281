import type { Kysely, Transaction } from 'kysely';
import { iso, type Clock } from '../../../kernel/clock';
import { newId, sha256 } from '../../../kernel/crypto';
import type { Database } from '../../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A stored login state (the verifier still sealed). */
export type LoginStateRow = Database['oidc_login_states'];

/** Stores a started sign-in; expired states of any provider are cleared on the way (the table stays small). */
export async function insertLoginState(
  db: Db,
  clock: Clock,
  row: { state: string; provider: string; sealedVerifier: string; nonce: string | null; redirectUri: string; returnTo: string | null },
  ttlMs: number,
): Promise<void> {
  const now = clock.now();
  await db.deleteFrom('oidc_login_states').where('expires_at', '<', iso(now)).execute();
  await db
    .insertInto('oidc_login_states')
    .values({
      id: newId(),
      state_hash: sha256(row.state),
      provider: row.provider,
      code_verifier: row.sealedVerifier,
      nonce: row.nonce,
      redirect_uri: row.redirectUri,
      return_to: row.returnTo,
      created_at: iso(now),
      expires_at: iso(now + ttlMs),
      used_at: null,
    })
    .execute();
}

/**
 * Claims the live state a provider's answer carries, once: the row is marked used before anything else is done
 * with it, so two answers with the same state cannot both go on. Undefined when unknown, spent or expired.
 */
export async function claimLoginState(db: Db, clock: Clock, state: string): Promise<LoginStateRow | undefined> {
  const now = iso(clock.now());
  const row = await db.selectFrom('oidc_login_states').selectAll().where('state_hash', '=', sha256(state)).executeTakeFirst();
  if (!row || row.used_at || row.expires_at <= now) return undefined;
  const claimed = await db
    .updateTable('oidc_login_states')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? row : undefined;
}
