import type { WebAuthnDeviceType } from '@gatehouse/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId, randomToken, sha256 } from '../../kernel/crypto';
import type { Database, UserWebAuthnCredentialsTable } from '../../storage/schema';
import type { NewCredential, StoredCredential } from '../webauthn/index';

type Db = Kysely<Database> | Transaction<Database>;
/** A security key or platform authenticator registered as a second factor. */
export type SecurityKeyRow = Selectable<UserWebAuthnCredentialsTable>;

/**
 * The second-factor keys: the credentials table's rows of use 'second_factor' only, so that a
 * passkey's id never answers for a second factor, nor a key for a passkey (decision 0038).
 */
export const secondFactorKeys = (db: Db) => db.selectFrom('user_webauthn_credentials').where('use', '=', 'second_factor');

/** The row as the ceremonies need it (PostgreSQL answers bigint as text). */
export const asStoredKey = (row: SecurityKeyRow): StoredCredential => ({
  credentialId: row.credential_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
});

/** The user's second-factor keys, oldest first. */
export const securityKeysOf = (db: Db, userId: string) =>
  secondFactorKeys(db).selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();

/** One of the user's keys; another user's id is not found. */
export const securityKeyOf = (db: Db, userId: string, id: string) =>
  secondFactorKeys(db).selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** Stores a verified key; null when that credential is registered already (a replayed attestation). */
export async function insertSecurityKey(
  trx: Db,
  clock: Clock,
  userId: string,
  c: NewCredential,
  deviceType: WebAuthnDeviceType,
  name: string,
): Promise<string | null> {
  if (await secondFactorKeys(trx).select('id').where('credential_id', '=', c.credentialId).executeTakeFirst()) return null;
  const id = newId();
  await trx
    .insertInto('user_webauthn_credentials')
    .values({
      id,
      user_id: userId,
      use: 'second_factor',
      credential_id: c.credentialId,
      public_key: c.publicKey,
      counter: c.counter,
      transports: JSON.stringify(c.transports),
      device_type: deviceType,
      multi_device: null,
      backed_up: null,
      aaguid: null,
      name,
      created_at: iso(clock.now()),
      last_used_at: null,
    })
    .execute();
  return id;
}

/**
 * Records a use: the new counter only if it still follows the stored one (grows, or both stay 0),
 * so that of two racing requests with one assertion at most one passes.
 */
export async function recordKeyUse(trx: Db, clock: Clock, id: string, newCounter: number): Promise<boolean> {
  const r = await trx
    .updateTable('user_webauthn_credentials')
    .set({ counter: newCounter, last_used_at: iso(clock.now()) })
    .where('id', '=', id)
    .where('use', '=', 'second_factor')
    .where((eb) => (newCounter === 0 ? eb('counter', '=', 0) : eb('counter', '<', newCounter)))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Deletes one of the user's keys; false when it was gone already. */
export async function deleteSecurityKey(trx: Db, userId: string, id: string): Promise<boolean> {
  const r = await trx
    .deleteFrom('user_webauthn_credentials')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('use', '=', 'second_factor')
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** What a second-factor challenge is for: registering a key, signing a sign-in, or signing a removal. */
export type FactorChallengePurpose = 'mfa_register' | 'mfa_login' | 'mfa_disable';

/**
 * Issues a 256-bit challenge in the passkeys' challenge table (SHA-256 only), bound to a purpose,
 * a user and a flow (the MFA token of a sign-in, the device of a removal, the user's profile), so
 * that a signature made for one flow is refused in any other.
 */
export async function issueFactorChallenge(
  db: Db,
  clock: Clock,
  purpose: FactorChallengePurpose,
  userId: string,
  flowId: string,
  ttlMs: number,
): Promise<string> {
  const challenge = randomToken(32);
  const now = clock.now();
  await db
    .deleteFrom('webauthn_challenges')
    .where('expires_at', '<=', iso(now - 60_000))
    .execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      id: newId(),
      challenge_hash: sha256(challenge),
      purpose,
      user_id: userId,
      flow_id: flowId,
      created_at: iso(now),
      expires_at: iso(now + ttlMs),
      used_at: null,
    })
    .execute();
  return challenge;
}

/** A live challenge of that purpose, user and flow, or undefined. */
export async function liveFactorChallenge(
  db: Db,
  clock: Clock,
  purpose: FactorChallengePurpose,
  challenge: string,
  userId: string,
  flowId: string,
) {
  const row = await db
    .selectFrom('webauthn_challenges')
    .selectAll()
    .where('challenge_hash', '=', sha256(challenge))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.used_at || row.expires_at <= iso(clock.now()) || row.user_id !== userId || row.flow_id !== flowId) return undefined;
  return row;
}
