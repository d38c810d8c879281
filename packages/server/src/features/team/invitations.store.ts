import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId, randomToken, sha256 } from '../../kernel/crypto';
import type { Database, UsersTable } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Issues the invitation token of an existing account to a tenant (stored as SHA-256 only); an
 * earlier unused invitation to the same tenant stops working, so only the newest email counts.
 */
export async function issueInvitation(
  trx: Db,
  clock: Clock,
  tenantId: string,
  userId: string,
  invitedBy: string | null,
  ttlSeconds: number,
): Promise<string> {
  const raw = randomToken(32);
  const now = clock.now();
  await trx
    .updateTable('invitations')
    .set({ used_at: iso(now) })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('invitations')
    .values({
      id: newId(),
      tenant_id: tenantId,
      user_id: userId,
      token_hash: sha256(raw),
      invited_by: invitedBy,
      created_at: iso(now),
      expires_at: iso(now + ttlSeconds * 1000),
      used_at: null,
    })
    .execute();
  return raw;
}

/** A live invitation (unused, unexpired) of `userId` with this token, or undefined. */
export async function findInvitation(db: Db, clock: Clock, userId: string, raw: string) {
  const row = await db.selectFrom('invitations').selectAll().where('token_hash', '=', sha256(raw)).executeTakeFirst();
  if (!row || row.user_id !== userId || row.used_at || row.expires_at <= iso(clock.now())) return undefined;
  return row;
}

/** Marks an invitation used; false when a parallel request used it first (single use under races). */
export async function consumeInvitation(trx: Db, clock: Clock, id: string): Promise<boolean> {
  const r = await trx
    .updateTable('invitations')
    .set({ used_at: iso(clock.now()) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Stores a new account (an invited user who had none). */
export async function insertUser(trx: Db, user: UsersTable): Promise<void> {
  await trx.insertInto('users').values(user).execute();
}

/** Stores the invited user's membership of the tenant, not activated yet. */
export async function insertInvitedMembership(
  trx: Db,
  userId: string,
  tenantId: string,
  now: string,
  expiresAt: string | null,
  pending: number,
) {
  await trx
    .insertInto('memberships')
    .values({
      user_id: userId,
      tenant_id: tenantId,
      activated: 0,
      created_at: now,
      disabled: 0,
      expires_at: expiresAt,
      pending_invitation: pending,
    })
    .execute();
}

/**
 * Tenants the user is invited to and has not joined, newest first: by `activation` those not activated (an
 * account without a password), by `acceptance` those whose invitation is pending.
 */
export const waitingTenants = (db: Db, userId: string, waitingFor: 'activation' | 'acceptance') =>
  db
    .selectFrom('memberships')
    .select('tenant_id')
    .where('user_id', '=', userId)
    .where((eb) => (waitingFor === 'activation' ? eb('activated', '=', 0) : eb('pending_invitation', '=', 1)))
    .orderBy('created_at', 'desc')
    .execute();
