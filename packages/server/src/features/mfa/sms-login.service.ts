import type { Transaction } from 'kysely';
import { fail } from '../../kernel/app-error';
import type { Database } from '../../storage/schema';
import { maskPhone } from '../../kernel/one-time-secrets';
import type { CompleteFactor, FactorResult } from './complete-factor';
import { freshRecoveryCodes } from './enrolment-rules';
import { spendCode } from './factors.store';
import type { MfaKit, Pending } from './mfa-kit';
import { phoneOf, touchPhone } from './phones.store';
import { createSmsCodes } from './sms-codes';
import type { RequestContext } from '../../kernel/request-context';

/**
 * SMS as the second factor of a sign-in or step-up (wire-compat §2.2): a code texted to one of
 * the user's phones, and enrolment of a phone inside a sign-in the MFA policy forces. A session
 * it opens has `amr` with `mfa` and `sms`, which satisfies a step-up (spec 000 §4.5).
 */
export function createSmsLoginService(kit: MfaKit, complete: CompleteFactor) {
  const { db, clock } = kit;
  const codes = createSmsCodes(kit);

  const phoneOfPending = async ({ user }: Pending, deviceId: string) => {
    const phone = await phoneOf(db, user.id, deviceId);
    if (!phone) throw fail('mfa.device_not_found');
    return phone;
  };
  /** Only a user with no second factor may enrol inside a sign-in, and only while the vendor offers SMS (decision 0020). */
  const mayEnrol = async ({ token, user }: Pending) => {
    if (token.purpose !== 'login') throw fail('mfa.invalid_token');
    const strategies = await kit.usableStrategies();
    if (!strategies.includes('SMS') || kit.hasDevice(await kit.devicesOf(user.id, strategies))) throw fail('mfa.strategy_not_allowed');
  };
  const wrongCode = (pending: Pending, ctx: RequestContext) => kit.failed(pending.user.id, ctx, 'auth.mfa.failed', 'mfa.invalid_code');

  return {
    /** Texts a code to one of the user's phones (earlier codes of this sign-in stop working). */
    async send(deviceId: string, mfaToken: string): Promise<{ otcToken: string; phoneNumber: string }> {
      const pending = await kit.pendingUncounted(mfaToken);
      const phone = await phoneOfPending(pending, deviceId);
      const otcToken = await codes.send({
        userId: pending.user.id,
        flowId: pending.token.id,
        channel: 'sms',
        phoneNumber: phone.phone_number,
      });
      return { otcToken, phoneNumber: maskPhone(phone.phone_number) };
    },

    /** The texted code finishes the sign-in or step-up. */
    async verify(
      deviceId: string,
      mfaToken: string,
      otcToken: string,
      code: string,
      rememberDevice: boolean | undefined,
      ctx: RequestContext,
    ): Promise<FactorResult> {
      const pending = await kit.pending(mfaToken);
      const phone = await phoneOfPending(pending, deviceId);
      const sent = await codes.sent(otcToken, pending.token.id, 'sms', pending.user.id, phone.phone_number);
      if (!sent || !(await codes.matches(sent, otcToken, code))) throw await wrongCode(pending, ctx);
      const claim = async (trx: Transaction<Database>) => {
        if (!(await spendCode(trx, clock, sent.id))) return false;
        await touchPhone(trx, clock, phone.id);
        return true;
      };
      return complete(pending, { method: 'sms', rememberDevice, replayAction: 'mfa.sms_code.replay', claim }, ctx);
    },

    /** Forced enrolment: texts a code to the number the user typed. */
    async startEnrolment(mfaToken: string, phoneNumber: string): Promise<{ otcToken: string; phoneNumber: string }> {
      const pending = await kit.pendingUncounted(mfaToken);
      await mayEnrol(pending);
      const otcToken = await codes.send({ userId: pending.user.id, flowId: pending.token.id, channel: 'sms_enrol', phoneNumber });
      return { otcToken, phoneNumber };
    },

    /** The texted code proves the phone: it is enrolled, recovery codes made and the sign-in finishes, in one transaction. */
    async finishEnrolment(
      mfaToken: string,
      otcToken: string,
      code: string,
      rememberDevice: boolean | undefined,
      ctx: RequestContext,
    ): Promise<FactorResult> {
      const pending = await kit.pending(mfaToken);
      await mayEnrol(pending);
      const sent = await codes.sent(otcToken, pending.token.id, 'sms_enrol', pending.user.id);
      if (!sent || !(await codes.matches(sent, otcToken, code))) throw await wrongCode(pending, ctx);
      const recoveryCodes = freshRecoveryCodes();
      const issued = await complete(
        pending,
        {
          method: 'sms',
          rememberDevice,
          replayAction: 'mfa.enrolment.replay',
          claim: (trx) => codes.enrolIn(trx, pending.user, sent, recoveryCodes),
        },
        ctx,
      );
      return { ...issued, response: { ...issued.response, recoveryCode: recoveryCodes[0], recoveryCodes } };
    },
  };
}
