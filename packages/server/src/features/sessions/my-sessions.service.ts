import type { UserSession } from '@gatehouse/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import type { RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import { iso, type Clock } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import type { Database, SessionsTable } from '../../storage/schema';

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
  const live = (auth: Pick<AuthContext, 'userId' | 'tenantId'>) =>
    db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', auth.userId)
      .where('tenant_id', '=', auth.tenantId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', iso(clock.now()));

  return {
    async list(auth: AuthContext): Promise<UserSession[]> {
      const rows = await live(auth).orderBy('created_at', 'desc').orderBy('id').limit(200).execute();
      return rows.map((r) => asSession(r, auth.sessionId));
    },

    async current(auth: AuthContext): Promise<UserSession> {
      const row = await live(auth).where('id', '=', auth.sessionId).executeTakeFirst();
      if (!row) throw fail('auth.unauthenticated');
      return asSession(row, auth.sessionId);
    },

    /** Ends one of the caller's sessions; another user's session id is answered as unknown. */
    async revokeOne(auth: AuthContext, ctx: RequestContext, sessionId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('sessions')
          .set({ revoked_at: iso(clock.now()) })
          .where('id', '=', sessionId)
          .where('user_id', '=', auth.userId)
          .where('tenant_id', '=', auth.tenantId)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw fail('session.not_found');
        await events.emit(trx, ctx, 'session.revoked', sessionId);
      });
    },

    /** Ends every session of the caller in this tenant except the one making the request. */
    async revokeOthers(auth: AuthContext, ctx: RequestContext): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('sessions')
          .set({ revoked_at: iso(clock.now()) })
          .where('user_id', '=', auth.userId)
          .where('tenant_id', '=', auth.tenantId)
          .where('id', '!=', auth.sessionId)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        await events.emit(trx, ctx, 'session.revoked_others', auth.userId, {
          count: Number(r.numUpdatedRows),
        });
      });
    },

    /** An administrator ends every session a member has in the administrator's tenant. */
    async revokeMember(auth: AuthContext, ctx: RequestContext, userId: string): Promise<void> {
      // Ending one's own sessions goes through DELETE /me/all, which keeps the caller's; this route would end them all.
      if (userId === auth.userId) throw fail('session.revoke_self');
      await db.transaction().execute(async (trx) => {
        const member = await trx
          .selectFrom('memberships')
          .select('user_id')
          .where('user_id', '=', userId)
          .where('tenant_id', '=', auth.tenantId)
          .executeTakeFirst();
        if (!member) throw fail('user.not_found');
        const r = await trx
          .updateTable('sessions')
          .set({ revoked_at: iso(clock.now()) })
          .where('user_id', '=', userId)
          .where('tenant_id', '=', auth.tenantId)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        await events.emit(trx, ctx, 'session.member_revoked', userId, { count: Number(r.numUpdatedRows) });
      });
    },
  };
}

/** The my-sessions service. */
export type MySessionsService = ReturnType<typeof createMySessionsService>;
