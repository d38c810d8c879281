import { MULTI_FACTOR_ACR, type LoginResponse } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { KeyStore } from '../../keys/key-store';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId, safeEqual } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import type { Logger } from '../../lib/logger';
import type { ClientInfo } from '../../http/client-info';
import { fail } from '../../kernel/app-error';
import type { Database } from '../../storage/schema';
import { loadUserClaims, type ClaimsUser, type RolePermissionsCache, type UserClaims } from '../roles/index';
import { createRefreshTokens, type RefreshTokenParts } from './refresh-tokens';
import { insertSession, rotation, sessionById, sessionWithUser } from './sessions.store';

type Db = Kysely<Database> | Transaction<Database>;

/** A session written in a transaction whose access token is signed once that commits. */
export interface PendingSession {
  sessionId: string;
  refreshToken: string;
  finish(): Promise<IssuedSession>;
}

/** Whether a session with `amr` may enter `tenantId`: its second-factor policy is met (decision 0032). */
export type TenantEntryRule = (tenantId: string, amr: readonly string[]) => Promise<boolean>;

/**
 * What a refresh refused with `auth.mfa_required` carries (in the error's details, never on the wire):
 * the session that asked to enter a tenant whose MFA policy it does not meet, for the MFA step.
 */
export interface TenantEntry {
  sessionId: string;
  userId: string;
  tenantId: string;
  amr: string[];
}

/** A login answer plus the refresh token the route puts in the cookie. */
export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
  response: LoginResponse;
}

/**
 * Sessions, refresh-token rotation and access tokens. A session is a refresh-token family:
 * every refresh rotates the token; presenting a rotated token revokes the whole family
 * (RFC 9700 §4.14).
 */
export function createSessionService(
  db: Kysely<Database>,
  keys: KeyStore,
  config: Config,
  clock: Clock,
  events: EventEmitter,
  log: Logger,
  rolePermissions: RolePermissionsCache,
  masterKey: string,
  entryRule: TenantEntryRule = async () => true,
) {
  const tokens = createRefreshTokens(masterKey);

  /**
   * The session a token names when the token is its current one and still usable; `reused` when it is an earlier
   * token of the session (rotated already), `invalid` otherwise.
   */
  const current = async (parts: RefreshTokenParts | null, now: string) => {
    const found = parts ? await sessionWithUser(db, parts.sessionId) : undefined;
    if (!parts || !found) return { kind: 'invalid' as const };
    const { session, user } = found;
    if (parts.counter < session.refresh_counter) return { kind: 'reused' as const, session };
    const matches =
      parts.counter === session.refresh_counter && !!session.refresh_hash && safeEqual(parts.secretHash, session.refresh_hash);
    const tokenAlive =
      !!session.refresh_issued_at && iso(Date.parse(session.refresh_issued_at) + config.refreshTokenTtlSeconds * 1000) > now;
    if (!matches || !tokenAlive || session.revoked_at || session.expires_at <= now) return { kind: 'invalid' as const };
    return { kind: 'current' as const, session, user, counter: parts.counter };
  };

  const loginResponse = (
    token: { token: string; exp: number; claims: { email: string; email_verified: boolean; sub: string; tenantId: string } },
    refreshToken: string,
  ): LoginResponse => ({
    accessToken: token.token,
    refreshToken,
    expiresIn: config.accessTokenTtlSeconds,
    expires: new Date(token.exp * 1000).toUTCString(),
    mfaRequired: false,
    emailVerified: token.claims.email_verified,
    userId: token.claims.sub,
    userEmail: token.claims.email,
    tenantId: token.claims.tenantId,
  });

  const revokeSession = (trx: Db, sessionId: string) =>
    trx
      .updateTable('sessions')
      .set({ revoked_at: iso(clock.now()) })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();

  /** Takes up a switch waiting for a second factor: its tenant, for the one refresh that clears it (null if another did). */
  const takePendingSwitch = async (sessionId: string, tenantId: string): Promise<string | null> => {
    const r = await db
      .updateTable('sessions')
      .set({ pending_tenant_id: null })
      .where('id', '=', sessionId)
      .where('pending_tenant_id', '=', tenantId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1 ? tenantId : null;
  };

  return {
    /** Starts a session in `tenantId`; the caller passes its transaction so the session commits with the login. */
    async issue(
      trx: Db,
      input: {
        userId: string;
        tenantId: string;
        amr: string[];
        client: ClientInfo;
        authTime?: number;
        actorId?: string;
        maxAgeSeconds?: number;
        user?: ClaimsUser;
        tenantIds?: string[];
      },
    ): Promise<PendingSession> {
      const now = clock.now();
      const sessionId = newId();
      // A session derived from an earlier sign-in (hosted login) keeps that sign-in's time (OIDC auth_time).
      const authTime = input.authTime ?? Math.floor(now / 1000);
      const { token: refreshToken, secretHash } = tokens.mint(sessionId, 0);
      await insertSession(trx as Kysely<Database>, {
        id: sessionId,
        userId: input.userId,
        tenantId: input.tenantId,
        userAgent: input.client.userAgent,
        ip: input.client.ip,
        amr: input.amr,
        authTime,
        at: iso(now),
        expiresAt: iso(now + (input.maxAgeSeconds ?? config.sessionMaxAgeSeconds) * 1000),
        actorId: input.actorId ?? null,
        refreshHash: secretHash,
      });
      return pending(trx, sessionId, refreshToken, input.userId, input.tenantId, input.amr, authTime, input.actorId ?? null, {
        user: input.user,
        tenantIds: input.tenantIds,
      });
    },

    /**
     * Rotates a refresh token; `tenantId` (session per tenant, or a switch) moves the session. The rotation is one
     * UPDATE of the session row conditioned on the token's number, so of two concurrent refreshes with one token
     * exactly one wins; an earlier token of the session presented again revokes the whole family (RFC 9700 §4.14).
     */
    async refresh(raw: string | undefined, tenantId: string | null | undefined, ctx: RequestContext): Promise<IssuedSession> {
      const now = clock.now();
      const found = await current(raw ? tokens.parse(raw) : null, iso(now));
      if (found.kind === 'reused') {
        // Reuse of a rotated token: someone else holds the family. Revoke all of it.
        await revokeSession(db, found.session.id);
        log.warn({ sessionId: found.session.id, ip: ctx.ip }, 'refresh token reuse: session family revoked');
        throw fail('auth.refresh_invalid');
      }
      if (found.kind === 'invalid') throw fail('auth.refresh_invalid');
      const { session, user, counter } = found;
      const amr = JSON.parse(session.amr) as string[];
      // A switch waiting for a second factor (PUT /tenant, decision 0032) is taken up by the next refresh, once; a tenant
      // the refresh names wins over it.
      const switching = session.pending_tenant_id ? await takePendingSwitch(session.id, session.pending_tenant_id) : null;
      const asked = tenantId || switching;
      let sessionTenant = session.tenant_id;
      if (asked && asked !== session.tenant_id) {
        // A tenant the user does not belong to is refused (spec 000 §4.7: a tab must never hold another's
        // tenant), as is any move of an impersonation; a membership not usable yet (pending, disabled)
        // keeps the session where it is.
        const membership = await db
          .selectFrom('memberships')
          .select(['disabled', 'pending_invitation'])
          .where('user_id', '=', session.user_id)
          .where('tenant_id', '=', asked)
          .executeTakeFirst();
        if (!membership || session.actor_id) throw fail('auth.tenant_forbidden');
        if (membership.disabled === 0 && membership.pending_invitation === 0) {
          // The tenant's MFA policy applies to every way in (decision 0032): short of it, nothing moves and
          // nothing rotates; the caller answers the MFA step, whose completion opens a session there.
          if (!(await entryRule(asked, amr)))
            throw fail('auth.mfa_required', undefined, {
              entry: { sessionId: session.id, userId: session.user_id, tenantId: asked, amr } satisfies TenantEntry,
            });
          sessionTenant = asked;
        }
      }
      const claims = await loadUserClaims(db, rolePermissions, session.user_id, sessionTenant, iso(now), { user });
      if (!claims) throw fail('auth.refresh_invalid');
      const next = tokens.mint(session.id, counter + 1);
      const rotate = async (q: Db) => {
        if (
          (await rotation.affected(q as Kysely<Database>, session.id, counter, counter + 1, next.secretHash, iso(now), sessionTenant)) !== 1
        )
          throw fail('auth.refresh_invalid');
      };
      if (session.actor_id) {
        // Every refresh of an impersonation is audited under the administrator's name, with the rotation (its row has
        // never carried the request id).
        const actor = { ...actingAs(ctx, session.actor_id, sessionTenant), requestId: null };
        await db.transaction().execute(async (trx) => {
          await rotate(trx);
          await events.emit(trx, actor, 'impersonation.refreshed', session.user_id, {
            sessionId: session.id,
          });
        });
      } else await rotate(db);
      return signed(session.id, next.token, claims, amr, session.auth_time, session.actor_id);
    },

    /** Whether a session with `amr` may enter `tenantId` (start, move or derive a session there): its MFA policy (decision 0032). */
    entryAllowed: (tenantId: string, amr: readonly string[]): Promise<boolean> => entryRule(tenantId, amr),

    /** Records a switch into a tenant whose MFA policy the session does not meet: its next refresh asks for the factor. */
    async awaitSwitch(sessionId: string, tenantId: string, trx: Db = db) {
      await trx.updateTable('sessions').set({ pending_tenant_id: tenantId }).where('id', '=', sessionId).execute();
    },

    /**
     * The live session a refresh token belongs to, without rotating it (the hosted login reads the
     * browser session this way); null when unknown, rotated, revoked or expired.
     */
    async peek(
      raw: string | undefined,
    ): Promise<{ sessionId: string; userId: string; tenantId: string; amr: string[]; authTime: number } | null> {
      const found = await current(raw ? tokens.parse(raw) : null, iso(clock.now()));
      if (found.kind !== 'current') return null;
      const s = found.session;
      return { sessionId: s.id, userId: s.user_id, tenantId: s.tenant_id, amr: JSON.parse(s.amr), authTime: s.auth_time };
    },

    /** Revokes the session a refresh token (current or rotated) of this server names (logout). */
    async revokeByRefreshToken(raw: string): Promise<string | null> {
      const parts = tokens.parse(raw);
      const session = parts ? await sessionById(db, parts.sessionId) : undefined;
      if (!session) return null;
      await revokeSession(db, session.id);
      return session.user_id;
    },

    /** Revokes one session. */
    revoke: (sessionId: string, trx: Db = db) => revokeSession(trx, sessionId),

    /** Revokes every session of a user (password reset), except one when given. */
    async revokeAllForUser(trx: Db, userId: string, exceptSessionId?: string) {
      let q = trx
        .updateTable('sessions')
        .set({ revoked_at: iso(clock.now()) })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
      await q.execute();
    },

    /** Revokes a user's sessions in one tenant (disabled or removed there by an administrator). */
    async revokeForUserInTenant(trx: Db, userId: string, tenantId: string) {
      await trx
        .updateTable('sessions')
        .set({ revoked_at: iso(clock.now()) })
        .where('user_id', '=', userId)
        .where('tenant_id', '=', tenantId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Moves a session to another tenant of its user (a switch still waiting for a second factor is dropped). */
    async moveToTenant(sessionId: string, tenantId: string) {
      await db.updateTable('sessions').set({ tenant_id: tenantId, pending_tenant_id: null }).where('id', '=', sessionId).execute();
    },

    /** A live session's user, tenant and sign-in facts; null when revoked, expired or unknown. */
    async live(
      sessionId: string,
    ): Promise<{ sessionId: string; userId: string; tenantId: string; amr: string[]; authTime: number } | null> {
      const s = await sessionById(db, sessionId);
      if (!s || s.revoked_at || s.expires_at <= iso(clock.now())) return null;
      return { sessionId: s.id, userId: s.user_id, tenantId: s.tenant_id, amr: JSON.parse(s.amr), authTime: s.auth_time };
    },

    /** Whether a session exists, is not revoked and not past its absolute lifetime. */
    async isLive(sessionId: string): Promise<boolean> {
      const s = await sessionById(db, sessionId);
      return !!s && !s.revoked_at && s.expires_at > iso(clock.now());
    },
  };

  /**
   * Claims are read inside the transaction (a new user's first token must see its own rows);
   * the signature is made after commit so the database is never held while RSA work waits.
   */
  async function pending(
    trx: Db,
    sessionId: string,
    refreshToken: string,
    userId: string,
    tenantId: string,
    amr: string[],
    authTime: number,
    actorId: string | null,
    known: { user?: ClaimsUser; tenantIds?: string[] } = {},
  ): Promise<PendingSession> {
    const claims = await loadUserClaims(trx as Kysely<Database>, rolePermissions, userId, tenantId, iso(clock.now()), known);
    if (!claims) throw fail('auth.refresh_invalid');
    return { sessionId, refreshToken, finish: () => signed(sessionId, refreshToken, claims, amr, authTime, actorId) };
  }

  /** Signs the access token of a session and builds the login answer. */
  async function signed(
    sessionId: string,
    refreshToken: string,
    claims: UserClaims,
    amr: string[],
    authTime: number,
    actorId: string | null,
  ): Promise<IssuedSession> {
    const now = Math.floor(clock.now() / 1000);
    const exp = now + config.accessTokenTtlSeconds;
    // jti: every token is distinct, even two refreshes within one second (caches keyed by token stay exact).
    // acr names the multi-factor policy only for sessions a second factor proved (wire-compat §4.3).
    const acr = amr.includes('mfa') ? { acr: MULTI_FACTOR_ACR } : {};
    // An impersonated session names its administrator as the acting party (RFC 8693 §4.1, wire-compat §4.2).
    const act = actorId ? { act: { sub: actorId } } : {};
    const token = await keys.signJwt({
      ...claims,
      ...acr,
      ...act,
      type: 'userToken',
      sid: sessionId,
      jti: newId(),
      amr,
      auth_time: authTime,
      aud: 'gatehouse',
      iat: now,
      exp,
    });
    return { sessionId, refreshToken, response: loginResponse({ token, exp, claims }, refreshToken) };
  }
}

/** The session service. */
export type SessionService = ReturnType<typeof createSessionService>;
