import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { ApiTokensTable, Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;
/** An API token row (the secret only as its SHA-256). */
export type ApiTokenRow = ApiTokensTable;
/** Whose a token is and how it is used: the four lists of wire-compat §3.6. */
export interface TokenShelf {
  owner: ApiTokenRow['owner'];
  kind: ApiTokenRow['kind'];
  tenantId: string;
  /** The owner of personal tokens. */
  userId?: string;
}

/** Rows of one list only: the tenant, the owner kind, the token kind and, for personal tokens, the user. */
const onShelf = (shelf: TokenShelf) => (eb: ExpressionBuilder<Database, 'api_tokens'>) =>
  eb.and([
    eb('api_tokens.tenant_id', '=', shelf.tenantId),
    eb('api_tokens.owner', '=', shelf.owner),
    eb('api_tokens.kind', '=', shelf.kind),
    ...(shelf.userId !== undefined ? [eb('api_tokens.user_id', '=', shelf.userId)] : []),
  ]);

/** Stores a new token and the roles it carries. */
export async function insertToken(trx: Transaction<Database>, row: ApiTokenRow, roleIds: string[]): Promise<void> {
  await trx.insertInto('api_tokens').values(row).execute();
  if (roleIds.length > 0)
    await trx
      .insertInto('api_token_roles')
      .values(roleIds.map((role_id) => ({ token_id: row.id, role_id })))
      .execute();
}

/** The tokens of one list, newest first. */
export const tokensOn = (db: Db, shelf: TokenShelf) =>
  db
    .selectFrom('api_tokens')
    .selectAll('api_tokens')
    .where(onShelf(shelf))
    .orderBy('api_tokens.created_at', 'desc')
    .orderBy('api_tokens.id')
    .execute();

/** A token by id (a client id, or an access token's `sub`). */
export const tokenById = (db: Db, id: string) => db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();

/** Deletes a token of one list; false when that list holds no such token (another tenant's, another user's, or gone). */
export async function deleteFromShelf(trx: Transaction<Database>, shelf: TokenShelf, id: string): Promise<boolean> {
  const result = await trx.deleteFrom('api_tokens').where('api_tokens.id', '=', id).where(onShelf(shelf)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Role ids of each token, as a map token id → ids. */
export async function roleIdsByToken(db: Db, tokenIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(tokenIds.map((id) => [id, []]));
  if (tokenIds.length === 0) return map;
  const rows = await db
    .selectFrom('api_token_roles')
    .select(['token_id', 'role_id'])
    .where('token_id', 'in', tokenIds)
    .orderBy('role_id')
    .execute();
  for (const r of rows) map.get(r.token_id)?.push(r.role_id);
  return map;
}

/** Roles a tenant token carries (id and key), as rows. */
export const rolesOfToken = (db: Db, tokenId: string) =>
  db
    .selectFrom('api_token_roles')
    .innerJoin('roles', 'roles.id', 'api_token_roles.role_id')
    .select(['roles.id', 'roles.key'])
    .where('api_token_roles.token_id', '=', tokenId)
    .orderBy('roles.key')
    .execute();

/**
 * Ids of every token of `owner` that works at `now`: not expired, its tenant not deleted, and for a
 * personal token a user who is still an enabled, accepted member of the token's tenant — the same
 * rule as the claims of a session (features/roles/claims.ts).
 */
export async function activeTokenIds(db: Db, owner: ApiTokenRow['owner'], now: string): Promise<string[]> {
  let q = db
    .selectFrom('api_tokens')
    .innerJoin('tenants', 'tenants.id', 'api_tokens.tenant_id')
    .select('api_tokens.id')
    .where('api_tokens.owner', '=', owner)
    .where('tenants.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('api_tokens.expires_at', 'is', null), eb('api_tokens.expires_at', '>', now)]));
  if (owner === 'user') {
    q = q
      .innerJoin('users', 'users.id', 'api_tokens.user_id')
      .innerJoin('memberships', (j) =>
        j.onRef('memberships.user_id', '=', 'api_tokens.user_id').onRef('memberships.tenant_id', '=', 'api_tokens.tenant_id'),
      )
      .where('users.disabled', '=', 0)
      .where('memberships.disabled', '=', 0)
      .where('memberships.pending_invitation', '=', 0)
      .where((eb) => eb.or([eb('memberships.expires_at', 'is', null), eb('memberships.expires_at', '>', now)]));
  }
  return (await q.orderBy('api_tokens.id').execute()).map((r) => r.id);
}
