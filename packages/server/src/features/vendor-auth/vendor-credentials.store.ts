import type { Kysely } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId, randomToken, sha256 } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';

/** A vendor credential row (the secret only as its hash). */
export type VendorCredentialRow = Database['vendor_credentials'];

/** The credential with this client id, unless revoked. */
export const activeCredential = (db: Kysely<Database>, clientId: string) =>
  db.selectFrom('vendor_credentials').selectAll().where('id', '=', clientId).where('revoked_at', 'is', null).executeTakeFirst();

/**
 * Creates a credential: a random client id and a 256-bit random secret (ASVS 3.5.2, RFC 9700
 * §2.5). The secret is returned once; only its SHA-256 is stored — a slow hash adds nothing for
 * a secret with this much entropy, and the check stays cheap.
 */
export async function createVendorCredential(
  db: Kysely<Database>,
  clock: Clock,
  name: string,
): Promise<{ clientId: string; secret: string }> {
  const clientId = newId();
  const secret = randomToken(32);
  await db
    .insertInto('vendor_credentials')
    .values({
      id: clientId,
      vendor_id: DEFAULT_VENDOR_ID,
      name,
      secret_hash: sha256(secret),
      created_at: iso(clock.now()),
      revoked_at: null,
    })
    .execute();
  return { clientId, secret };
}

/** Credentials without their hashes, newest first. */
export const listVendorCredentials = (db: Kysely<Database>) =>
  db
    .selectFrom('vendor_credentials')
    .select(['id', 'name', 'created_at', 'revoked_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

/** Revokes a credential; its tokens stop working at once (the guard checks it on every call). False when there is none to revoke. */
export async function revokeVendorCredential(db: Kysely<Database>, clock: Clock, clientId: string): Promise<boolean> {
  const result = await db
    .updateTable('vendor_credentials')
    .set({ revoked_at: iso(clock.now()) })
    .where('id', '=', clientId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Makes the configured credential (vendorClientId / vendorSecret) exist with this secret: created
 * or re-keyed. A revoked one stays revoked (revocation must outlive a restart); the caller warns.
 */
export async function ensureConfiguredCredential(
  db: Kysely<Database>,
  clock: Clock,
  clientId: string,
  secret: string,
): Promise<'active' | 'revoked'> {
  const hash = sha256(secret);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('vendor_credentials').selectAll().where('id', '=', clientId).executeTakeFirst();
    if (!row)
      await trx
        .insertInto('vendor_credentials')
        .values({
          id: clientId,
          vendor_id: DEFAULT_VENDOR_ID,
          name: 'configuration',
          secret_hash: hash,
          created_at: iso(clock.now()),
          revoked_at: null,
        })
        .execute();
    else if (row.secret_hash !== hash)
      await trx.updateTable('vendor_credentials').set({ secret_hash: hash }).where('id', '=', clientId).execute();
    return row?.revoked_at ? 'revoked' : 'active';
  });
}
