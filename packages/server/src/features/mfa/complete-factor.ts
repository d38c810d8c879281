import type { Transaction } from 'kysely';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import type { Database } from '../../storage/schema';
import type { IssuedSession, PendingSession } from '../sessions/index';
import { resetCodeAttempts } from '../../kernel/failed-codes';
import { rememberDevice } from './factors.store';
import type { MfaDeps } from './mfa-kit';
import type { MfaKit, Pending, ReplayAction } from './mfa-kit';
import { firstAmrOf, spendMfaToken } from './mfa.store';
import type { OpeningTenants } from '../sign-in/index';

/** A proven second factor: a session, plus the remembered-device cookie when one was granted. */
export interface FactorResult extends IssuedSession {
  remembered?: { token: string; maxAgeSeconds: number };
}

/** What one verification brings to the completion. */
export interface FactorProof {
  /** RFC 8176 method of the factor (`otp`, `email`, `sms`, `hwk`). */
  method: string;
  /** Claims the one-time value (TOTP step, emailed code); false when it was used already. */
  claim(trx: Transaction<Database>): Promise<boolean>;
  /** Extra writes of the same transaction (an enrolment). */
  extra?(trx: Transaction<Database>): Promise<void>;
  rememberDevice?: boolean;
  /** Audit action and log line when the claim fails (a replay). */
  replayAction: ReplayAction;
  /** The error a failed claim answers (a code by default). */
  replayError?: 'mfa.invalid_code' | 'mfa.webauthn_failed';
}

/**
 * Finishes a sign-in or a step-up once a code was checked: the MFA token, the one-time value and
 * the session commit together or not at all, so of two racing requests at most one gets a session.
 * A step-up replaces the session it raises (ASVS 3.2.1: a new session at every AAL change).
 */
export function createFactorCompletion(kit: MfaKit, deps: Pick<MfaDeps, 'signIn' | 'sessions' | 'policies'>) {
  const { db, clock, events, log } = kit;

  /** The live session a step-up token raises (read before the transaction: SQLite has one connection). */
  const raisedSession = async (pending: Pending) => {
    const current = pending.token.session_id ? await deps.sessions.live(pending.token.session_id) : null;
    if (!current || current.userId !== pending.user.id) throw fail('mfa.invalid_token');
    return current;
  };
  type Raised = Awaited<ReturnType<typeof raisedSession>>;

  const stepUp = async (
    trx: Transaction<Database>,
    pending: Pending,
    current: Raised,
    method: string,
    ctx: RequestContext,
  ): Promise<PendingSession> => {
    await deps.sessions.revoke(current.sessionId, trx);
    const amr = [...new Set([...current.amr.filter((m) => m !== 'mfa'), 'mfa', method])];
    await events.emit(trx, actingAs(ctx, pending.user.id, current.tenantId), 'auth.step_up.succeeded', pending.user.id, {
      method,
    });
    return deps.sessions.issue(trx, { userId: pending.user.id, tenantId: current.tenantId, amr, client: ctx });
  };

  /**
   * The user as the sign-in opens: in the tenant a session asked to enter (decision 0032), else in their
   * active one. Its tenants are read once, by the spine, before the transaction.
   */
  const openingUser = (pending: Pending) =>
    pending.token.tenant_id ? { ...pending.user, active_tenant_id: pending.token.tenant_id } : pending.user;

  /** The remembered-device grant, when asked and the policy of the tenant the session opens in allows it. */
  const rememberGrant = async (tenants: OpeningTenants | null, wanted: boolean | undefined) => {
    if (!wanted || !tenants) return null;
    const policy = await deps.policies.mfa(tenants.tenantId);
    return policy.allowRememberMe ? policy.mfaDeviceExpiration : null;
  };

  /**
   * The session that asked to enter a tenant (decision 0032), still live: the factor replaces it. One that
   * ended meanwhile (a sign-out, a password reset) must not come back stronger.
   */
  const enteringSession = async (pending: Pending) => {
    if (pending.token.purpose !== 'login' || !pending.token.session_id) return null;
    const current = await deps.sessions.live(pending.token.session_id);
    if (!current || current.userId !== pending.user.id) throw fail('mfa.invalid_token');
    return current;
  };

  return async function complete(pending: Pending, proof: FactorProof, ctx: RequestContext): Promise<FactorResult> {
    const tenants = pending.token.purpose === 'login' ? await deps.signIn.openingTenants(openingUser(pending), 'second-factor') : null;
    const rememberSeconds = await rememberGrant(tenants, proof.rememberDevice);
    const raised = pending.token.purpose === 'step_up' ? await raisedSession(pending) : null;
    const entering = await enteringSession(pending);
    const refusal = (reason: 'token-spent' | 'replay') => Object.assign(new Error(reason), { refusal: reason });
    let done: { session: PendingSession; remembered?: string };
    try {
      done = await db.transaction().execute(async (trx) => {
        if (!(await spendMfaToken(trx, clock, pending.token.id))) throw refusal('token-spent');
        if (!(await proof.claim(trx))) throw refusal('replay');
        await resetCodeAttempts(trx, pending.user.id);
        await proof.extra?.(trx);
        if (raised) return { session: await stepUp(trx, pending, raised, proof.method, ctx) };
        // The first step's methods as they were (a password, or a passwordless code or link), then the second factor.
        const amr = [...new Set([...firstAmrOf(pending.token), 'mfa', proof.method])];
        // A session entering a tenant is replaced by the new one there (ASVS 3.2.1: a new session at every AAL change).
        if (entering) await deps.sessions.revoke(entering.sessionId, trx);
        // The sign-in opens in the tenant the session asked for (the start tenant is the user's active one).
        const session = await deps.signIn.issue(trx, pending.user, amr, ctx, tenants!, 'second-factor');
        const remembered = rememberSeconds
          ? await rememberDevice(trx, clock, pending.user.id, pending.user.password_hash, clock.now() + rememberSeconds * 1000)
          : undefined;
        return { session, remembered };
      });
    } catch (e) {
      const reason = (e as { refusal?: string }).refusal;
      if (reason === 'token-spent') throw fail('mfa.invalid_token');
      if (reason !== 'replay') throw e;
      log.warn({ userId: pending.user.id }, 'one-time code replayed');
      throw await kit.failed(pending.user.id, ctx, proof.replayAction, proof.replayError ?? 'mfa.invalid_code');
    }
    const issued = await done.session.finish();
    return done.remembered && rememberSeconds
      ? { ...issued, remembered: { token: done.remembered, maxAgeSeconds: rememberSeconds } }
      : issued;
  };
}

/** Completes a verified factor into a session. */
export type CompleteFactor = ReturnType<typeof createFactorCompletion>;
