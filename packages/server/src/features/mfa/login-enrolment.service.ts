import { fail } from '../../kernel/app-error';
import type { UserRow } from '../users/index';
import type { CompleteFactor, FactorResult } from './complete-factor';
import { enrolmentLive, freshRecoveryCodes } from './enrolment-rules';
import type { MfaKit, Pending } from './mfa-kit';
import { pendingAuthenticator } from './mfa.store';
import { createTotpFactor } from './totp-factor';
import { matchingStep } from './totp';
import type { RequestContext } from '../../kernel/request-context';

type NewEnrolment = (user: Pick<UserRow, 'id' | 'email'>) => Promise<{ qrCode: string; otpauthUri: string; secret: string }>;

/**
 * Enrolment of an authenticator app inside a sign-in the MFA policy forces (spec 000 §4.1 step 3,
 * wire-compat §2.2). Only a user with no second factor may enrol this way: otherwise the password
 * alone could add a factor and skip the one the user has.
 */
export function createLoginEnrolmentService(kit: MfaKit, complete: CompleteFactor, newEnrolment: NewEnrolment) {
  const { db, clock } = kit;
  const totp = createTotpFactor(kit, complete);

  const mayEnrol = async ({ token, user }: Pending) => {
    if (token.purpose !== 'login') throw fail('mfa.invalid_token');
    const strategies = await kit.usableStrategies();
    if (!strategies.includes('AuthenticatorApp') || kit.hasDevice(await kit.devicesOf(user.id, strategies)))
      throw fail('mfa.strategy_not_allowed');
  };

  return {
    /** A new key for the pending sign-in's user, as a QR code and otpauth URI. */
    async start(mfaToken: string) {
      const pending = await kit.pendingUncounted(mfaToken);
      await mayEnrol(pending);
      return newEnrolment(pending.user);
    },

    /** The first code: the device is enrolled, recovery codes made, and the sign-in finishes — in one transaction. */
    async finish(
      mfaToken: string,
      code: string,
      rememberDevice: boolean | undefined,
      ctx: RequestContext,
    ): Promise<FactorResult & { recoveryCodes: string[] }> {
      const pending = await kit.pending(mfaToken);
      await mayEnrol(pending);
      const device = await pendingAuthenticator(db, pending.user.id);
      if (!device || !enrolmentLive(device.created_at, clock.now())) throw fail('mfa.enrollment_expired');
      const step = matchingStep(kit.sealer.open(device.secret), code, clock.now());
      if (step === null) throw await kit.failed(pending.user.id, ctx, 'auth.mfa.failed', 'mfa.invalid_code');
      const codes = freshRecoveryCodes();
      const issued = await complete(
        pending,
        {
          method: 'otp',
          rememberDevice,
          replayAction: 'mfa.enrolment.replay',
          claim: (trx) => totp.enrolIn(trx, pending.user, device.id, step, codes),
        },
        ctx,
      );
      return { ...issued, response: { ...issued.response, recoveryCode: codes[0], recoveryCodes: codes }, recoveryCodes: codes };
    },
  };
}
