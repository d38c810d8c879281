import { IMPERSONATE_PERMISSION } from '@gatehouse/contracts';
import { hasPermission, isRedirectUrlAllowed } from '@gatehouse/core';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { AuthContext } from '../../http/auth-context';
import type { RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import type { KeyStore } from '../../keys/key-store';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import type { Database } from '../../storage/schema';
import { currentPermissions, loadUserClaims, type RolePermissionsCache } from '../roles/index';
import type { IssuedSession, SessionService } from '../sessions/index';
import { userById } from '../users/index';
import { actorOfSession } from './impersonation.store';

/** What the caller asks for (contract-validated). */
export interface ImpersonationRequest {
  impersonatedUserId: string;
  actorToken: string;
  redirectUrl?: string;
}

/**
 * Impersonation (spec 000 §4.6, wire-compat §2.19): an administrator holding
 * fe.secure.write.impersonate acts as another member of the same tenant, in a short session whose
 * tokens carry `act.sub` (RFC 8693 §4.1) and whose start and every refresh are audited.
 */
export function createImpersonationService(deps: {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  events: EventEmitter;
  keys: KeyStore;
  sessions: SessionService;
  rolePermissions: RolePermissionsCache;
}) {
  const { db, config, clock, events, sessions, rolePermissions } = deps;

  /** The actor token must be the caller's own, of the very session making the call (a 400: the caller's own session is fine). */
  const assertActorToken = async (auth: AuthContext, actorToken: string) => {
    const claims = await deps.keys.verifyJwt(actorToken).catch(() => null);
    if (!claims || claims.type !== 'userToken' || claims.sub !== auth.userId || claims.sid !== auth.sessionId)
      throw fail('impersonation.actor_token_invalid');
  };

  const assertRedirect = (redirectUrl: string | undefined) => {
    if (redirectUrl === undefined) return;
    const allowed = isRedirectUrlAllowed(redirectUrl, {
      currentOrigin: new URL(config.appUrl).origin,
      allowedOrigins: config.allowedOrigins,
      restrictRedirects: true,
    });
    if (!allowed) throw fail('impersonation.redirect_not_allowed');
  };

  return {
    async start(auth: AuthContext, input: ImpersonationRequest, ctx: RequestContext): Promise<IssuedSession> {
      await assertActorToken(auth, input.actorToken);
      assertRedirect(input.redirectUrl);
      if (input.impersonatedUserId === auth.userId) throw fail('impersonation.self');
      // No impersonation from an impersonated session: the chain would hide who acts.
      if (await actorOfSession(db, auth.sessionId)) throw fail('impersonation.not_allowed', 'An impersonated session cannot impersonate');
      // Permissions as they are now, not as the token says: a revoked grant counts at once.
      const held = await currentPermissions(db, rolePermissions, auth);
      if (!hasPermission(held, IMPERSONATE_PERMISSION)) throw fail('auth.forbidden');
      // The impersonated session is a way into the tenant: the administrator's own session must meet its MFA
      // policy (decision 0032); a step-up proves the factor. The member's factors are never asked for.
      if (!(await sessions.entryAllowed(auth.tenantId, auth.amr)))
        throw fail(
          'auth.mfa_required',
          'This account requires multi-factor authentication: verify a second factor (step-up) before impersonating',
        );
      const now = iso(clock.now());
      // Members of the caller's tenant only; any other user is "not found" (no cross-tenant probing).
      const [target, user] = await Promise.all([
        loadUserClaims(db, rolePermissions, input.impersonatedUserId, auth.tenantId, now),
        userById(db, input.impersonatedUserId),
      ]);
      if (!target || !user) throw fail('user.not_found');
      if (user.disabled) throw fail('impersonation.not_allowed', 'The user is disabled');
      // Never into more power than the caller holds (ASVS 4.1.3): every permission of the target must be the caller's too.
      const beyond = target.permissions.filter((p) => !hasPermission(held, p));
      if (beyond.length > 0) throw fail('impersonation.not_allowed', 'The user holds permissions you do not hold');
      const pending = await db.transaction().execute(async (trx) => {
        const session = await sessions.issue(trx, {
          userId: target.sub,
          tenantId: auth.tenantId,
          amr: ['imp'],
          client: ctx,
          actorId: auth.userId,
          maxAgeSeconds: config.impersonationSessionSeconds,
        });
        await events.emit(trx, ctx, 'impersonation.started', target.sub, {
          sessionId: session.sessionId,
          actorSessionId: auth.sessionId,
        });
        return session;
      });
      return pending.finish();
    },
  };
}

/** The impersonation service. */
export type ImpersonationService = ReturnType<typeof createImpersonationService>;
