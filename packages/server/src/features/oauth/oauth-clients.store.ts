import type { OAuthClient } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId, randomToken, sha256 } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';

type Db = Kysely<Database> | Transaction<Database>;

/** A registered OAuth application row (a confidential one's secret only as its hash). */
export type OAuthClientRow = Database['oauth_clients'];

/** What the vendor gives to register an application. */
export interface NewOAuthClient {
  name: string;
  type: 'public' | 'confidential';
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  allowedOrigins?: string[];
}

const list = (json: string): string[] => JSON.parse(json) as string[];

/** The wire shape of a client row (never its secret hash). */
export const clientView = (row: OAuthClientRow): OAuthClient => ({
  clientId: row.id,
  name: row.name,
  type: row.type as OAuthClient['type'],
  redirectUris: list(row.redirect_uris),
  postLogoutRedirectUris: list(row.post_logout_redirect_uris),
  allowedOrigins: list(row.allowed_origins),
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
});

/** The client with this id, unless revoked. */
export const activeClient = (db: Db, clientId: string) =>
  db
    .selectFrom('oauth_clients')
    .selectAll()
    .where('id', '=', clientId)
    .where('vendor_id', '=', DEFAULT_VENDOR_ID)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

/** Active clients that list `origin` among their allowed origins. */
export async function clientsOfOrigin(db: Db, origin: string): Promise<OAuthClientRow[]> {
  const rows = await db
    .selectFrom('oauth_clients')
    .selectAll()
    .where('vendor_id', '=', DEFAULT_VENDOR_ID)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.filter((r) => list(r.allowed_origins).includes(origin));
}

/**
 * Registers an application. A confidential one gets a 256-bit random secret, returned once and
 * stored as SHA-256 only (a slow hash adds nothing at this entropy; the check stays cheap).
 */
export async function insertClient(db: Db, clock: Clock, input: NewOAuthClient): Promise<{ row: OAuthClientRow; secret?: string }> {
  const secret = input.type === 'confidential' ? randomToken(32) : undefined;
  const row: OAuthClientRow = {
    id: newId(),
    vendor_id: DEFAULT_VENDOR_ID,
    name: input.name,
    type: input.type,
    secret_hash: secret ? sha256(secret) : null,
    redirect_uris: JSON.stringify([...new Set(input.redirectUris)]),
    post_logout_redirect_uris: JSON.stringify([...new Set(input.postLogoutRedirectUris ?? [])]),
    allowed_origins: JSON.stringify([...new Set(input.allowedOrigins ?? [])]),
    created_at: iso(clock.now()),
    revoked_at: null,
  };
  await db.insertInto('oauth_clients').values(row).execute();
  return { row, secret };
}

/** Every client of the vendor, newest first. */
export const listClients = (db: Db) =>
  db
    .selectFrom('oauth_clients')
    .selectAll()
    .where('vendor_id', '=', DEFAULT_VENDOR_ID)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

/** Marks a client revoked; false when there was no active one. */
export async function markClientRevoked(db: Db, clock: Clock, clientId: string): Promise<boolean> {
  const r = await db
    .updateTable('oauth_clients')
    .set({ revoked_at: iso(clock.now()) })
    .where('id', '=', clientId)
    .where('vendor_id', '=', DEFAULT_VENDOR_ID)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
