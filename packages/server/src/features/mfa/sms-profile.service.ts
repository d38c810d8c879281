import type { AuthContext } from '../../http/auth-context';
import { fail } from '../../kernel/app-error';
import { maskPhone } from '../../kernel/one-time-secrets';
import { userById } from '../users/index';
import { freshRecoveryCodes } from './enrolment-rules';
import { claimCodeAttempt, resetCodeAttempts } from '../../kernel/failed-codes';
import { factorsChanged } from './factor-notices';
import { spendCode } from './factors.store';
import type { MfaKit } from './mfa-kit';
import { hasAnyFactor, removeAllFactors } from './mfa.store';
import { deletePhone, phoneOf, phonesOf } from './phones.store';
import { createSmsCodes, type SentCode } from './sms-codes';
import type { RequestContext } from '../../kernel/request-context';

/** Phones one user may enrol: enough for a spare, bounded against SMS pumping. */
export const MAX_PHONES_PER_USER = 5;

/** The flows a profile code belongs to: one enrolment per user, one removal per phone. */
const enrolFlow = (userId: string) => `profile-sms-enrol:${userId}`;
const removalFlow = (deviceId: string) => `profile-sms-disable:${deviceId}`;

/**
 * Phones as second factors from the profile (wire-compat §3.21): adding one needs a code texted to
 * it, and so does removing one (ASVS 2.5.7: losing a factor needs proof at the same level). New
 * phones only while the vendor offers SMS; removing the last factor takes the recovery codes with it.
 */
export function createSmsProfileService(kit: MfaKit) {
  const { db, clock, events, config } = kit;
  const codes = createSmsCodes(kit);

  const ownPhone = async (userId: string, deviceId: string) => {
    const phone = await phoneOf(db, userId, deviceId);
    if (!phone) throw fail('mfa.device_not_found');
    return phone;
  };
  const smsOffered = async () => {
    if (!(await kit.usableStrategies()).includes('SMS')) throw fail('mfa.strategy_not_allowed');
  };
  /**
   * A typed code against a sent one: refused unless the handle names a live code of the flow; then
   * an attempt of the account's code budget is claimed (the lockout) and a guess of the code's own.
   */
  const check = async (
    auth: AuthContext,
    sent: SentCode | undefined,
    otcToken: string,
    code: string,
    ctx: RequestContext,
  ): Promise<SentCode> => {
    if (!sent) throw await kit.failed(auth.userId, ctx, 'auth.mfa.failed', 'mfa.invalid_code');
    if (!(await claimCodeAttempt(db, clock, config, auth.userId))) throw fail('auth.account_locked');
    if (!(await codes.matches(sent, otcToken, code))) throw await kit.failed(auth.userId, ctx, 'auth.mfa.failed', 'mfa.invalid_code');
    return sent;
  };
  /** A refusal thrown inside a transaction so that nothing of it commits. */
  const replayed = () => Object.assign(new Error('replayed'), { replayed: true });

  return {
    /** Texts a code to a number the user wants to add. */
    async startEnrolment(auth: AuthContext, phoneNumber: string, ctx: RequestContext): Promise<{ otcToken: string; phoneNumber: string }> {
      await smsOffered();
      const phones = await phonesOf(db, auth.userId);
      if (phones.some((p) => p.phone_number === phoneNumber)) throw fail('mfa.phone_already_enrolled');
      if (phones.length >= MAX_PHONES_PER_USER) throw fail('mfa.too_many_devices');
      const otcToken = await codes.send({ userId: auth.userId, flowId: enrolFlow(auth.userId), channel: 'sms_enrol', phoneNumber });
      await events.emit(db, ctx, 'mfa.sms.enrolment_started', auth.userId);
      return { otcToken, phoneNumber };
    },

    /** The texted code adds the phone; answers new recovery codes (only their hashes are kept). */
    async finishEnrolment(
      auth: AuthContext,
      otcToken: string,
      code: string,
      ctx: RequestContext,
    ): Promise<{ recoveryCode: string; recoveryCodes: string[] }> {
      await smsOffered();
      const sent = await check(auth, await codes.sent(otcToken, enrolFlow(auth.userId), 'sms_enrol', auth.userId), otcToken, code, ctx);
      const user = await userById(db, auth.userId);
      if (!user) throw fail('auth.unauthenticated');
      const recoveryCodes = freshRecoveryCodes();
      try {
        await db.transaction().execute(async (trx) => {
          if (!(await codes.enrolIn(trx, user, sent, recoveryCodes))) throw replayed();
          await resetCodeAttempts(trx, user.id);
          await events.emit(trx, ctx, 'mfa.sms.enrolled', user.id);
        });
      } catch (e) {
        if (!(e as { replayed?: boolean }).replayed) throw e;
        throw await kit.failed(auth.userId, ctx, 'mfa.sms_code.replay', 'mfa.invalid_code');
      }
      return { recoveryCode: recoveryCodes[0]!, recoveryCodes };
    },

    /** Texts a code to the phone the user wants to remove. */
    async startRemoval(auth: AuthContext, deviceId: string): Promise<{ otcToken: string; phoneNumber: string }> {
      const phone = await ownPhone(auth.userId, deviceId);
      const otcToken = await codes.send({
        userId: auth.userId,
        flowId: removalFlow(phone.id),
        channel: 'sms_disable',
        phoneNumber: phone.phone_number,
      });
      return { otcToken, phoneNumber: maskPhone(phone.phone_number) };
    },

    /** The texted code removes the phone; the last factor takes the recovery codes with it. */
    async finishRemoval(auth: AuthContext, deviceId: string, otcToken: string, code: string, ctx: RequestContext): Promise<void> {
      const phone = await ownPhone(auth.userId, deviceId);
      const sent = await check(
        auth,
        await codes.sent(otcToken, removalFlow(phone.id), 'sms_disable', auth.userId, phone.phone_number),
        otcToken,
        code,
        ctx,
      );
      const user = await userById(db, auth.userId);
      if (!user) throw fail('auth.unauthenticated');
      try {
        await db.transaction().execute(async (trx) => {
          if (!(await spendCode(trx, clock, sent.id)) || !(await deletePhone(trx, user.id, phone.id))) throw replayed();
          if (!(await hasAnyFactor(trx, user.id))) await removeAllFactors(trx, user.id);
          await resetCodeAttempts(trx, user.id);
          await factorsChanged(trx, clock, user, config.vendorName, 'sms_removed');
          await events.emit(trx, ctx, 'mfa.sms.removed', user.id, { deviceId: phone.id });
        });
      } catch (e) {
        if (!(e as { replayed?: boolean }).replayed) throw e;
        throw await kit.failed(auth.userId, ctx, 'mfa.sms_code.replay', 'mfa.invalid_code');
      }
    },
  };
}
