import { MULTI_FACTOR_ACR, type LoginResponse } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { KeyStore } from '../../keys/key-store';
import type { Clock } from '../../lib/clock';
import { iso } from '../../lib/clock';
import { newId, randomToken, sha256 } from '../../lib/crypto';
import type { Logger } from '../../lib/logger';
import type { ClientInfo } from '../../http/client-info';
import { fail } from '../../http/app-error';
import type { Database } from '../../storage/schema';
import type { RolePermissionsCache } from '../roles/role-permissions-cache';
import { loadUserClaims, type UserClaims } from './claims';
import { refreshTokenByHash, sessionById } from './sessions.store';

type Db = Kysely<Database> | Transaction<Database>;

/** A session written in a transaction whose access token is signed once that commits. */
export interface PendingSession {
  sessionId: string;
  refreshToken: string;
  finish(): Promise<IssuedSession>;
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
export function createSessionService(db: Kysely<Database>, keys: KeyStore, config: Config, clock: Clock, log: Logger, rolePermissions: RolePermissionsCache) {
  const newRefreshToken = async (trx: Db, sessionId: string) => {
    const raw = randomToken(32);
    await trx
      .insertInto('refresh_tokens')
      .values({ id: newId(), session_id: sessionId, token_hash: sha256(raw), created_at: iso(clock.now()), expires_at: iso(clock.now() + config.refreshTokenTtlSeconds * 1000), rotated_at: null })
      .execute();
    return raw;
  };

  const loginResponse = (token: { token: string; exp: number; claims: { email: string; email_verified: boolean; sub: string; tenantId: string } }, refreshToken: string): LoginResponse => ({
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
    trx.updateTable('sessions').set({ revoked_at: iso(clock.now()) }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();

  return {
    /** Starts a session in `tenantId`; the caller passes its transaction so the session commits with the login. */
    async issue(trx: Db, input: { userId: string; tenantId: string; amr: string[]; client: ClientInfo }): Promise<PendingSession> {
      const now = clock.now();
      const sessionId = newId();
      const authTime = Math.floor(now / 1000);
      await trx
        .insertInto('sessions')
        .values({ id: sessionId, user_id: input.userId, tenant_id: input.tenantId, user_agent: input.client.userAgent, ip: input.client.ip, amr: JSON.stringify(input.amr), auth_time: authTime, created_at: iso(now), last_seen_at: iso(now), expires_at: iso(now + config.sessionMaxAgeSeconds * 1000), revoked_at: null })
        .execute();
      const refreshToken = await newRefreshToken(trx, sessionId);
      return pending(trx, sessionId, refreshToken, input.userId, input.tenantId, input.amr, authTime);
    },

    /**
     * Rotates a refresh token; `tenantId` (session per tenant, or a switch) moves the session.
     * Reads happen before the write transaction, which holds the write lock only for its three
     * writes; the rotation itself is claimed with `rotated_at IS NULL`, so of two concurrent
     * refreshes with one token exactly one wins.
     */
    async refresh(raw: string | undefined, tenantId: string | null | undefined, client: ClientInfo): Promise<IssuedSession> {
      if (!raw) throw fail('auth.refresh_invalid');
      const now = clock.now();
      const row = await refreshTokenByHash(db, sha256(raw));
      if (!row) throw fail('auth.refresh_invalid');
      if (row.rotatedAt) {
        // Reuse of a rotated token: someone else holds the family. Revoke all of it.
        await revokeSession(db, row.sessionId);
        log.warn({ sessionId: row.sessionId, ip: client.ip }, 'refresh token reuse: session family revoked');
        throw fail('auth.refresh_invalid');
      }
      if (row.revokedAt || row.tokenExpiresAt <= iso(now) || row.sessionExpiresAt <= iso(now)) throw fail('auth.refresh_invalid');
      let sessionTenant = row.tenantId;
      if (tenantId && tenantId !== row.tenantId) {
        const member = await db.selectFrom('memberships').select('user_id').where('user_id', '=', row.userId).where('tenant_id', '=', tenantId).executeTakeFirst();
        if (member) sessionTenant = tenantId;
      }
      const claims = await loadUserClaims(db, rolePermissions, row.userId, sessionTenant);
      if (!claims) throw fail('auth.refresh_invalid');
      const refreshToken = await db.transaction().execute(async (trx) => {
        const claimed = await trx.updateTable('refresh_tokens').set({ rotated_at: iso(now) }).where('id', '=', row.tokenId).where('rotated_at', 'is', null).executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw fail('auth.refresh_invalid');
        // The session must still be live when the rotation commits (a logout may have come between).
        const moved = await trx.updateTable('sessions').set({ last_seen_at: iso(now), tenant_id: sessionTenant }).where('id', '=', row.sessionId).where('revoked_at', 'is', null).executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw fail('auth.refresh_invalid');
        return newRefreshToken(trx, row.sessionId);
      });
      return signed(row.sessionId, refreshToken, claims, JSON.parse(row.amr), row.authTime);
    },

    /** Revokes the session a refresh token belongs to (logout). */
    async revokeByRefreshToken(raw: string): Promise<string | null> {
      const row = await refreshTokenByHash(db, sha256(raw));
      if (!row) return null;
      await revokeSession(db, row.sessionId);
      return row.userId;
    },

    /** Revokes one session. */
    revoke: (sessionId: string, trx: Db = db) => revokeSession(trx, sessionId),

    /** Revokes every session of a user (password reset), except one when given. */
    async revokeAllForUser(trx: Db, userId: string, exceptSessionId?: string) {
      let q = trx.updateTable('sessions').set({ revoked_at: iso(clock.now()) }).where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
      await q.execute();
    },

    /** Moves a session to another tenant of its user. */
    async moveToTenant(sessionId: string, tenantId: string) {
      await db.updateTable('sessions').set({ tenant_id: tenantId }).where('id', '=', sessionId).execute();
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
  async function pending(trx: Db, sessionId: string, refreshToken: string, userId: string, tenantId: string, amr: string[], authTime: number): Promise<PendingSession> {
    const claims = await loadUserClaims(trx as Kysely<Database>, rolePermissions, userId, tenantId);
    if (!claims) throw fail('auth.refresh_invalid');
    return { sessionId, refreshToken, finish: () => signed(sessionId, refreshToken, claims, amr, authTime) };
  }

  /** Signs the access token of a session and builds the login answer. */
  async function signed(sessionId: string, refreshToken: string, claims: UserClaims, amr: string[], authTime: number): Promise<IssuedSession> {
    const now = Math.floor(clock.now() / 1000);
    const exp = now + config.accessTokenTtlSeconds;
    // jti: every token is distinct, even two refreshes within one second (caches keyed by token stay exact).
    // acr names the multi-factor policy only for sessions a second factor proved (wire-compat §4.3).
    const acr = amr.includes('mfa') ? { acr: MULTI_FACTOR_ACR } : {};
    const token = await keys.signJwt({ ...claims, ...acr, type: 'userToken', sid: sessionId, jti: newId(), amr, auth_time: authTime, aud: 'gatehouse', iat: now, exp });
    return { sessionId, refreshToken, response: loginResponse({ token, exp, claims }, refreshToken) };
  }
}

/** The session service. */
export type SessionService = ReturnType<typeof createSessionService>;
