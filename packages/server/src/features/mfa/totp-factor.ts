import { actingAs, type RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import type { Transaction } from 'kysely';
import type { Database } from '../../storage/schema';
import type { UserRow } from '../users/index';
import type { CompleteFactor } from './complete-factor';
import { resetCodeAttempts } from '../../kernel/failed-codes';
import { factorsChanged } from './factor-notices';
import type { MfaKit } from './mfa-kit';
import * as store from './mfa.store';
import { enrolmentLive, freshRecoveryCodes } from './enrolment-rules';
import { matchingStep } from './totp';

type Authenticator = Awaited<ReturnType<typeof store.enrolledAuthenticators>>[number];

/** Authenticator-app codes: matching a device, verifying at sign-in or step-up, finishing an enrolment. */
export function createTotpFactor(kit: MfaKit, complete: CompleteFactor) {
  const { db, clock, events } = kit;

  /** The device (of the given id, or any) a code belongs to, with its time step. */
  const matchDevice = async (userId: string, code: string, deviceId: string | null) => {
    const now = clock.now();
    for (const device of await store.enrolledAuthenticators(db, userId)) {
      if (deviceId && device.id !== deviceId) continue;
      const step = matchingStep(kit.sealer.open(device.secret), code, now);
      if (step !== null) return { device, step };
    }
    return undefined;
  };

  /**
   * Writes a finished enrolment in the caller's transaction: the pending device becomes enrolled
   * (false when another request finished it first), new recovery codes, the notice.
   */
  const enrolIn = async (
    trx: Transaction<Database>,
    user: Pick<UserRow, 'id' | 'email'>,
    deviceId: string,
    step: number,
    codes: string[],
  ) => {
    if (!(await store.markEnrolled(trx, clock, deviceId, step))) return false;
    await store.replaceRecoveryCodes(trx, clock, user.id, codes);
    await factorsChanged(trx, clock, user, kit.config.vendorName, 'authenticator_added');
    return true;
  };

  /** The pending enrolment of the user with the time step of its first code; throws on a wrong code. */
  const pendingStep = async (user: Pick<UserRow, 'id'>, code: string, ctx: RequestContext) => {
    const device = await store.pendingAuthenticator(db, user.id);
    if (!device || !enrolmentLive(device.created_at, clock.now())) throw fail('mfa.enrollment_expired');
    await kit.gate(user.id);
    const step = matchingStep(kit.sealer.open(device.secret), code, clock.now());
    if (step === null) throw await kit.failed(user.id, ctx, 'auth.mfa.failed', 'mfa.invalid_code');
    return { device, step };
  };

  return {
    enrolIn,
    pendingStep,

    async verify(mfaToken: string, code: string, deviceId: string | null, rememberDevice: boolean | undefined, ctx: RequestContext) {
      const pending = await kit.pending(mfaToken);
      const match = await matchDevice(pending.user.id, code, deviceId);
      if (!match) {
        if (deviceId && !(await store.enrolledAuthenticators(db, pending.user.id)).some((d) => d.id === deviceId))
          throw fail('mfa.device_not_found');
        throw await kit.failed(pending.user.id, ctx, 'auth.mfa.failed', 'mfa.invalid_code');
      }
      return complete(
        pending,
        {
          method: 'otp',
          rememberDevice,
          replayAction: 'mfa.totp.replay',
          claim: (trx) => store.claimTotpStep(trx, match.device.id, match.step),
        },
        ctx,
      );
    },

    /** A current code of one device (removal): the step, or a refusal. */
    async check(userId: string, device: Authenticator, code: string, ctx: RequestContext): Promise<number> {
      await kit.gate(userId);
      const step = matchingStep(kit.sealer.open(device.secret), code, clock.now());
      if (step === null) throw await kit.failed(userId, ctx, 'auth.mfa.failed', 'mfa.invalid_code');
      return step;
    },

    /** Finishes a profile enrolment; answers the recovery codes, or null when it was finished already. */
    async enrol(user: UserRow, code: string, ctx: RequestContext, tenantId: string): Promise<string[] | null> {
      const { device, step } = await pendingStep(user, code, ctx);
      const codes = freshRecoveryCodes();
      const done = await db.transaction().execute(async (trx) => {
        if (!(await enrolIn(trx, user, device.id, step, codes))) return false;
        await resetCodeAttempts(trx, user.id);
        await events.emit(trx, actingAs(ctx, user.id, tenantId), 'mfa.authenticator.enrolled', user.id);
        return true;
      });
      return done ? codes : null;
    },
  };
}

/** Authenticator-app codes. */
export type TotpFactor = ReturnType<typeof createTotpFactor>;
