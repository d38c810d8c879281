import type { WebAuthnDevice, WebAuthnDeviceType } from '@gatehouse/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { Database, UserWebAuthnCredentialsTable } from '../../storage/schema';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import type { NewCredential, StoredCredential } from './ceremony';

type Db = Kysely<Database> | Transaction<Database>;
/** A stored passkey row. */
export type CredentialRow = Selectable<UserWebAuthnCredentialsTable>;

/**
 * The passkeys: the credentials table's rows of use 'passkey' only. Every query of this store keeps
 * to them, so that a second-factor key never signs anyone in alone nor lists as a passkey (decision 0038).
 */
export const passkeys = (db: Db) => db.selectFrom('user_webauthn_credentials').where('use', '=', 'passkey');

/** The row as the ceremonies need it (PostgreSQL answers bigint as text). */
export const asStored = (row: CredentialRow): StoredCredential => ({
  credentialId: row.credential_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
});

/** The row as its owner sees it. */
export const asDevice = (row: CredentialRow): WebAuthnDevice => ({
  id: row.id,
  deviceType: row.device_type as WebAuthnDeviceType,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  backedUp: row.backed_up === 1,
  transports: JSON.parse(row.transports) as string[],
});

/** The user's passkeys, oldest first. */
export const credentialsOf = (db: Db, userId: string) =>
  passkeys(db).selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();

/** A passkey by its authenticator credential id, within the vendor's users (tenant isolation). */
export const credentialByCredentialId = (db: Db, credentialId: string) =>
  db
    .selectFrom('user_webauthn_credentials')
    .innerJoin('users', 'users.id', 'user_webauthn_credentials.user_id')
    .selectAll('user_webauthn_credentials')
    .where('user_webauthn_credentials.use', '=', 'passkey')
    .where('user_webauthn_credentials.credential_id', '=', credentialId)
    .where('users.vendor_id', '=', DEFAULT_VENDOR_ID)
    .executeTakeFirst();

/** Stores a verified new passkey. */
export async function insertCredential(
  trx: Db,
  clock: Clock,
  userId: string,
  c: NewCredential,
  deviceType: WebAuthnDeviceType,
  name: string,
): Promise<CredentialRow> {
  const row: CredentialRow = {
    id: newId(),
    user_id: userId,
    use: 'passkey',
    credential_id: c.credentialId,
    public_key: c.publicKey,
    counter: c.counter,
    transports: JSON.stringify(c.transports),
    device_type: deviceType,
    multi_device: c.multiDevice ? 1 : 0,
    backed_up: c.backedUp ? 1 : 0,
    aaguid: c.aaguid,
    name,
    created_at: iso(clock.now()),
    last_used_at: null,
  };
  await trx
    .insertInto('user_webauthn_credentials')
    .values({ ...row, counter: c.counter })
    .execute();
  return row;
}

/**
 * Records a use: the new counter only if it still follows the stored one (grows, or both stay 0),
 * so that of two racing sign-ins with one assertion at most one passes; false otherwise.
 */
export async function recordUse(trx: Db, clock: Clock, id: string, newCounter: number, backedUp: boolean): Promise<boolean> {
  const r = await trx
    .updateTable('user_webauthn_credentials')
    .set({ counter: newCounter, backed_up: backedUp ? 1 : 0, last_used_at: iso(clock.now()) })
    .where('id', '=', id)
    .where('use', '=', 'passkey')
    .where((eb) => (newCounter === 0 ? eb('counter', '=', 0) : eb('counter', '<', newCounter)))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Deletes one of the user's passkeys; false when the user has no passkey with that id. */
export async function deleteCredential(trx: Db, userId: string, id: string): Promise<boolean> {
  const r = await trx
    .deleteFrom('user_webauthn_credentials')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('use', '=', 'passkey')
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
