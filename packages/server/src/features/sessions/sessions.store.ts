import type { Kysely } from 'kysely';
import type { Database } from '../../storage/schema';

/** A refresh token with its session (family). */
export const refreshTokenByHash = (db: Kysely<Database>, hash: string) =>
  db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.id as tokenId',
      'refresh_tokens.expires_at as tokenExpiresAt',
      'refresh_tokens.rotated_at as rotatedAt',
      'sessions.id as sessionId',
      'sessions.user_id as userId',
      'sessions.tenant_id as tenantId',
      'sessions.amr as amr',
      'sessions.auth_time as authTime',
      'sessions.expires_at as sessionExpiresAt',
      'sessions.revoked_at as revokedAt',
      'sessions.actor_id as actorId',
    ])
    .where('refresh_tokens.token_hash', '=', hash)
    .executeTakeFirst();

/** A session row by id. */
export const sessionById = (db: Kysely<Database>, id: string) => db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
