import type { Kysely } from 'kysely';
import { prepared } from '../../storage/prepared';
import type { Database } from '../../storage/schema';

const byId = prepared((db, id: string) => db.selectFrom('sessions').selectAll().where('id', '=', id));

/** A session row by id (read on every authenticated call and refresh: compiled once). */
export const sessionById = (db: Kysely<Database>, id: string) => byId.first(db, id);

const byIdWithUser = prepared((db, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('sessions')
    .select([
      'users.email as user_email',
      'users.verified as user_verified',
      'users.name as user_name',
      'users.metadata as user_metadata',
      'users.profile_picture_url as user_profile_picture_url',
    ])
    .where('sessions.id', '=', id),
);

/** A session row with what an access token says about its user, in one statement (every refresh reads both). */
export async function sessionWithUser(db: Kysely<Database>, id: string) {
  const row = await byIdWithUser.first(db, id);
  if (!row) return undefined;
  const { user_email, user_verified, user_name, user_metadata, user_profile_picture_url, ...session } = row;
  return {
    session,
    user: {
      id: session.user_id,
      email: user_email,
      verified: user_verified,
      name: user_name,
      metadata: user_metadata,
      profile_picture_url: user_profile_picture_url,
    },
  };
}

/**
 * A refresh token's rotation: the session moves to the next token number only if it is still at `counter` and
 * not revoked (a logout may have come between), so of two concurrent refreshes with one token exactly one wins.
 */
export const rotation = prepared((db, id: string, counter: number, next: number, secretHash: string, at: string, tenantId: string) =>
  db
    .updateTable('sessions')
    .set({ refresh_counter: next, refresh_hash: secretHash, refresh_issued_at: at, last_seen_at: at, tenant_id: tenantId })
    .where('id', '=', id)
    .where('refresh_counter', '=', counter)
    .where('revoked_at', 'is', null),
);

const sessionInsert = prepared(
  (
    db,
    id: string,
    userId: string,
    tenantId: string,
    userAgent: string | null,
    ip: string | null,
    amr: string,
    authTime: number,
    at: string,
    expiresAt: string,
    actorId: string | null,
    refreshHash: string,
  ) =>
    db.insertInto('sessions').values({
      id,
      user_id: userId,
      tenant_id: tenantId,
      user_agent: userAgent,
      ip,
      amr,
      auth_time: authTime,
      created_at: at,
      last_seen_at: at,
      expires_at: expiresAt,
      revoked_at: null,
      actor_id: actorId,
      refresh_counter: 0,
      refresh_hash: refreshHash,
      refresh_issued_at: at,
    }),
);

/** A new session row, at its first refresh token (number 0); written by every sign-in, so compiled once. */
export const insertSession = (
  db: Kysely<Database>,
  s: {
    id: string;
    userId: string;
    tenantId: string;
    userAgent: string | null;
    ip: string | null;
    amr: string[];
    authTime: number;
    at: string;
    expiresAt: string;
    actorId: string | null;
    refreshHash: string;
  },
) =>
  sessionInsert.affected(
    db,
    s.id,
    s.userId,
    s.tenantId,
    s.userAgent,
    s.ip,
    JSON.stringify(s.amr),
    s.authTime,
    s.at,
    s.expiresAt,
    s.actorId,
    s.refreshHash,
  );
