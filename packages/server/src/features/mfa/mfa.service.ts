import type { LoginResponse, MfaDevices } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Config } from '../../config/config-schema';
import type { AuthContext } from '../../http/auth-context';
import type { ClientInfo } from '../../http/client-info';
import { fail } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { iso } from '../../lib/clock';
import { createSealer } from '../../lib/crypto';
import type { Logger } from '../../lib/logger';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Database } from '../../storage/schema';
import { audit, type AuditActor } from '../audit/audit';
import type { createLoginService } from '../auth/login.service';
import type { IssuedSession } from '../sessions/sessions.service';
import { DEFAULT_VENDOR_ID } from '../roles/seed-defaults';
import { userByEmail, userById, type UserRow } from '../users/users.store';
import { claimCodeAttempt, resetCodeAttempts } from './failed-codes';
import * as store from './mfa.store';
import { newRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';
import { matchingStep, newTotpSecret, totpUri } from './totp';

/** Lifetime of the token of a sign-in waiting for its second factor (decision 0012). */
export const MFA_TOKEN_TTL_SECONDS = 300;
/** Lifetime of an enrolment waiting for its first code. */
const ENROLMENT_TTL_MS = 10 * 60_000;
/** `amr` of a session proven by password and an authenticator app (RFC 8176; wire-compat §4.3). */
export const TOTP_AMR = ['pwd', 'mfa', 'otp'];

/**
 * Authenticator apps (TOTP) and recovery codes: enrolment by a signed-in user, the second step of
 * a sign-in, recovery. Every code check is limited per IP and claimed against the account's code
 * counter first (failed-codes.ts); every one-time value is spent with a conditional update.
 */
export function createMfaService(deps: { db: Kysely<Database>; config: Config; clock: Clock; log: Logger; ipLimiter: RateLimiter; masterKey: string; login: Pick<ReturnType<typeof createLoginService>, 'completeSignIn'> }) {
  const { db, config, clock, log } = deps;
  const sealer = createSealer(deps.masterKey, 'mfa-totp');
  const actorOf = (userId: string | null, client: ClientInfo, requestId: string | null, tenantId: string | null = null): AuditActor => ({ actorId: userId, tenantId, ip: client.ip, userAgent: client.userAgent, requestId });

  /** Per-IP limit (shared with password checks), then the account's code budget. */
  const gate = async (userId: string | null, client: ClientInfo) => {
    if (!(await deps.ipLimiter.hit(`cred:${client.ip}`))) throw fail('request.rate_limited');
    if (userId && !(await claimCodeAttempt(db, clock, config, userId))) throw fail('auth.account_locked');
  };

  const failed = async (userId: string, client: ClientInfo, requestId: string | null, action: string, code: Parameters<typeof fail>[0]) => {
    await audit(db, clock, actorOf(userId, client, requestId), action, userId);
    return fail(code);
  };

  /** The enrolled device a code belongs to, with its time step; undefined when none matches. */
  const matchDevice = async (userId: string, code: string) => {
    const now = clock.now();
    for (const device of await store.enrolledAuthenticators(db, userId)) {
      const step = matchingStep(sealer.open(device.secret), code, now);
      if (step !== null) return { device, step };
    }
    return undefined;
  };

  const devicesOf = async (userId: string): Promise<MfaDevices> => ({
    webauthn: [],
    phones: [],
    authenticators: (await store.enrolledAuthenticators(db, userId)).map((d) => ({ id: d.id })),
    emails: [],
  });

  return {
    devicesOf,

    /** Whether the user has a second factor (profile `mfaEnrolled`). */
    async isEnrolled(userId: string): Promise<boolean> {
      return (await store.enrolledAuthenticators(db, userId)).length > 0;
    },

    /** The login answer that asks for the second factor, or null when the user has none (login.service). */
    async challenge(user: UserRow): Promise<LoginResponse | null> {
      const mfaDevices = await devicesOf(user.id);
      if (mfaDevices.authenticators.length === 0) return null;
      const mfaToken = await store.issueMfaToken(db, clock, user.id, MFA_TOKEN_TTL_SECONDS);
      return { mfaRequired: true, mfaToken, mfaEnrolled: true, mfaDevices, mfaStrategies: ['AuthenticatorApp'], userEmail: user.email };
    },

    /**
     * Second step of a sign-in: an authenticator code for a live MFA token. The token, the code's
     * time step and the session commit together or not at all, so of two requests racing with one
     * token or one code at most one gets a session.
     */
    async verify(mfaToken: string, code: string, client: ClientInfo, requestId: string | null): Promise<IssuedSession> {
      const pending = await store.liveMfaToken(db, clock, mfaToken);
      await gate(pending?.user_id ?? null, client);
      if (!pending) throw fail('mfa.invalid_token');
      const user = await userById(db, pending.user_id);
      if (!user || user.disabled) throw fail('mfa.invalid_token');
      const match = await matchDevice(user.id, code);
      if (!match) throw await failed(user.id, client, requestId, 'auth.mfa.failed', 'mfa.invalid_code');
      // A refusal throws inside the transaction so that nothing of it commits (the token stays live).
      const refusal = (reason: 'token-spent' | 'replay') => Object.assign(new Error(reason), { refusal: reason });
      let pendingSession;
      try {
        pendingSession = await db.transaction().execute(async (trx) => {
          if (!(await store.spendMfaToken(trx, clock, pending.id))) throw refusal('token-spent');
          if (!(await store.claimTotpStep(trx, match.device.id, match.step))) throw refusal('replay');
          await resetCodeAttempts(trx, user.id);
          return deps.login.completeSignIn(trx, user, TOTP_AMR, client, requestId);
        });
      } catch (e) {
        const reason = (e as { refusal?: string }).refusal;
        if (reason === 'token-spent') throw fail('mfa.invalid_token');
        if (reason !== 'replay') throw e;
        log.warn({ userId: user.id, deviceId: match.device.id }, 'TOTP code replayed');
        throw await failed(user.id, client, requestId, 'mfa.totp.replay', 'mfa.invalid_code');
      }
      return pendingSession.finish();
    },

    /**
     * Spends a recovery code: MFA is switched off (authenticators and the other codes removed) and
     * the user signs in again with the password (wire-compat §2.2: the client goes back to the
     * pre-login step). Unknown emails get the same answer as wrong codes.
     */
    async recover(email: string, recoveryCode: string, client: ClientInfo, requestId: string | null): Promise<void> {
      const user = await userByEmail(db, DEFAULT_VENDOR_ID, email);
      await gate(user?.id ?? null, client);
      if (!user) throw fail('mfa.invalid_recovery_code');
      const spent = await db.transaction().execute(async (trx) => {
        if (!(await store.spendRecoveryCode(trx, clock, user.id, recoveryCode))) return false;
        await store.removeAllFactors(trx, user.id);
        await resetCodeAttempts(trx, user.id);
        await audit(trx, clock, actorOf(user.id, client, requestId), 'mfa.recovered', user.id);
        return true;
      });
      if (!spent) throw await failed(user.id, client, requestId, 'mfa.recovery.failed', 'mfa.invalid_recovery_code');
    },

    /** Starts enrolment: a new 160-bit key, sealed at rest, as an otpauth URI and its QR code. */
    async startEnrolment(auth: AuthContext, client: ClientInfo, requestId: string | null) {
      if ((await store.enrolledAuthenticators(db, auth.userId)).length > 0) throw fail('mfa.already_enrolled');
      const secret = newTotpSecret();
      await db.transaction().execute(async (trx) => {
        await store.insertPendingAuthenticator(trx, clock, auth.userId, sealer.seal(secret));
        await audit(trx, clock, actorOf(auth.userId, client, requestId, auth.tenantId), 'mfa.authenticator.enrolment_started', auth.userId);
      });
      const otpauthUri = totpUri(secret, config.vendorName, auth.email);
      return { qrCode: await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 220 }), otpauthUri, secret };
    },

    /** Finishes enrolment with a first code; answers the recovery codes (only their hashes are kept). */
    async finishEnrolment(auth: AuthContext, code: string, client: ClientInfo, requestId: string | null) {
      const device = await store.pendingAuthenticator(db, auth.userId);
      if (!device || Date.parse(device.created_at) + ENROLMENT_TTL_MS <= clock.now()) throw fail('mfa.enrollment_expired');
      await gate(auth.userId, client);
      const step = matchingStep(sealer.open(device.secret), code, clock.now());
      if (step === null) throw await failed(auth.userId, client, requestId, 'auth.mfa.failed', 'mfa.invalid_code');
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const done = await db.transaction().execute(async (trx) => {
        const r = await trx.updateTable('mfa_authenticators').set({ enrolled_at: iso(clock.now()), last_used_step: step }).where('id', '=', device.id).where('enrolled_at', 'is', null).executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) return false;
        // One authenticator per user in this slice: a second racing enrolment must not add another.
        await trx.deleteFrom('mfa_authenticators').where('user_id', '=', auth.userId).where('id', '!=', device.id).execute();
        await store.replaceRecoveryCodes(trx, clock, auth.userId, codes);
        await resetCodeAttempts(trx, auth.userId);
        await audit(trx, clock, actorOf(auth.userId, client, requestId, auth.tenantId), 'mfa.authenticator.enrolled', auth.userId);
        return true;
      });
      if (!done) throw fail('mfa.enrollment_expired');
      return { recoveryCode: codes[0]!, recoveryCodes: codes };
    },

    /** Removes an authenticator with a current code from it; the last one takes the recovery codes with it. */
    async disable(auth: AuthContext, deviceId: string, code: string, client: ClientInfo, requestId: string | null) {
      const device = (await store.enrolledAuthenticators(db, auth.userId)).find((d) => d.id === deviceId);
      if (!device) throw fail('mfa.device_not_found');
      await gate(auth.userId, client);
      const step = matchingStep(sealer.open(device.secret), code, clock.now());
      if (step === null) throw await failed(auth.userId, client, requestId, 'auth.mfa.failed', 'mfa.invalid_code');
      const ok = await db.transaction().execute(async (trx) => {
        if (!(await store.claimTotpStep(trx, device.id, step))) return false;
        await trx.deleteFrom('mfa_authenticators').where('id', '=', device.id).execute();
        const left = await store.enrolledAuthenticators(trx, auth.userId);
        if (left.length === 0) await store.removeAllFactors(trx, auth.userId);
        await resetCodeAttempts(trx, auth.userId);
        await audit(trx, clock, actorOf(auth.userId, client, requestId, auth.tenantId), 'mfa.authenticator.removed', auth.userId);
        return true;
      });
      if (!ok) throw await failed(auth.userId, client, requestId, 'mfa.totp.replay', 'mfa.invalid_code');
    },
  };
}

/** The MFA service. */
export type MfaService = ReturnType<typeof createMfaService>;
