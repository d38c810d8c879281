import type { UserSession } from '@gatehouse/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import type { RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import { iso, type Clock } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import type { Database, SessionsTable } from '../../storage/schema';
import { isMember } from '../users/index';
import { liveSession, liveSessions, revokeSessionOf, revokeSessionsOf } from './my-sessions.store';

const asSession = (row: Selectable<SessionsTable>, currentId: string): UserSession => ({
  id: row.id,
  expires: row.expires_at,
  ipAddress: row.ip,
  userAgent: row.user_agent,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
  current: row.id === currentId,
  impersonated: row.actor_id != null,
});

/**
 * The signed-in user's own sessions (wire-compat §3.15) and an administrator's sign-out of a
 * member. Sessions are scoped to the tenant they were opened in: a user sees and ends those of the
 * active tenant, and an administrator can end a member's sessions in the administrator's tenant
 * only. Revocation takes effect at once: the guard checks that a token's session is live.
 */
export function createMySessionsService(db: Kysely<Database>, clock: Clock, events: EventEmitter) {
  return {
    async list(auth: AuthContext): Promise<UserSession[]> {
      const rows = await liveSessions(db, auth.userId, auth.tenantId, iso(clock.now()));
      return rows.map((r) => asSession(r, auth.sessionId));
    },

    async current(auth: AuthContext): Promise<UserSession> {
      const row = await liveSession(db, auth.userId, auth.tenantId, iso(clock.now()), auth.sessionId);
      if (!row) throw fail('auth.unauthenticated');
      return asSession(row, auth.sessionId);
    },

    /** Ends one of the caller's sessions; another user's session id is answered as unknown. */
    async revokeOne(auth: AuthContext, ctx: RequestContext, sessionId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (!(await revokeSessionOf(trx, auth.userId, auth.tenantId, sessionId, iso(clock.now())))) throw fail('session.not_found');
        await events.emit(trx, ctx, 'session.revoked', sessionId);
      });
    },

    /** Ends every session of the caller in this tenant except the one making the request. */
    async revokeOthers(auth: AuthContext, ctx: RequestContext): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const count = await revokeSessionsOf(trx, auth.userId, auth.tenantId, iso(clock.now()), auth.sessionId);
        await events.emit(trx, ctx, 'session.revoked_others', auth.userId, { count });
      });
    },

    /** An administrator ends every session a member has in the administrator's tenant. */
    async revokeMember(auth: AuthContext, ctx: RequestContext, userId: string): Promise<void> {
      // Ending one's own sessions goes through DELETE /me/all, which keeps the caller's; this route would end them all.
      if (userId === auth.userId) throw fail('session.revoke_self');
      await db.transaction().execute(async (trx) => {
        if (!(await isMember(trx, userId, auth.tenantId))) throw fail('user.not_found');
        const count = await revokeSessionsOf(trx, userId, auth.tenantId, iso(clock.now()));
        await events.emit(trx, ctx, 'session.member_revoked', userId, { count });
      });
    },
  };
}

/** The my-sessions service. */
export type MySessionsService = ReturnType<typeof createMySessionsService>;
