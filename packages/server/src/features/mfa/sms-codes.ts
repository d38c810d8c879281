import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { fail } from '../../kernel/app-error';
import { iso } from '../../kernel/clock';
import { safeEqual } from '../../kernel/crypto';
import { enqueueSms, type SmsMessage } from '../../lib/sms-sender';
import type { Database } from '../../storage/schema';
import type { UserRow } from '../users/index';
import { factorsChanged } from './factor-notices';
import { claimCodeGuess, codeHash, codesSentSince, codesSentTo, issueCode, liveCode, spendCode, type CodeChannel } from './factors.store';
import type { MfaKit } from './mfa-kit';
import { replaceRecoveryCodes } from './mfa.store';
import { addPhone } from './phones.store';

/** A texted code lives 10 minutes (ASVS 2.7.2, N9) and has 6 digits from a CSPRNG (about 20 bits, ASVS 2.7.6). */
export const SMS_CODE_TTL_MS = 10 * 60_000;
/** Codes per account, and per phone number, per TTL window: no SMS bombing of a number, no toll-fraud pump. */
export const SMS_CODES_PER_WINDOW = 5;
/** Wrong guesses one code survives (N9); the account's code budget (failed-codes.ts) applies on top. */
export const MAX_GUESSES_PER_SMS_CODE = 5;

/** The text carrying a second-factor code (the code first, for phones that show it in the preview). */
export const mfaCodeSms = (to: string, vendor: string, code: string): SmsMessage => ({
  to,
  kind: 'mfa_code',
  text: `${code} is your ${vendor} verification code. Valid 10 min. Do not share it.`,
});

/** A code row as it was sent. */
export type SentCode = NonNullable<Awaited<ReturnType<typeof liveCode>>>;

/**
 * Texted one-time codes for every SMS flow (sign-in, enrolment, removal): sent through the SMS
 * outbox in the transaction that stores their hash, bound to one flow and one handle (the 256-bit
 * `otcToken` the caller holds), at most a few per account and per number, each surviving a few
 * wrong guesses, compared in constant time and spent once with a conditional update.
 */
export function createSmsCodes(kit: MfaKit) {
  const { db, clock, config } = kit;
  return {
    /** Texts a new code for the flow (earlier ones of it stop working); answers its handle. */
    async send(input: { userId: string; flowId: string; channel: CodeChannel; phoneNumber: string }): Promise<string> {
      const since = iso(clock.now() - SMS_CODE_TTL_MS);
      if (
        (await codesSentSince(db, input.userId, since)) >= SMS_CODES_PER_WINDOW ||
        (await codesSentTo(db, input.phoneNumber, since)) >= SMS_CODES_PER_WINDOW
      )
        throw fail('request.rate_limited');
      const code = String(randomInt(1_000_000)).padStart(6, '0');
      return db.transaction().execute(async (trx) => {
        const otcToken = await issueCode(trx, clock, {
          userId: input.userId,
          mfaTokenId: input.flowId,
          channel: input.channel,
          target: input.phoneNumber,
          code,
          ttlMs: SMS_CODE_TTL_MS,
        });
        await enqueueSms(trx, clock, mfaCodeSms(input.phoneNumber, config.vendorName, code));
        return otcToken;
      });
    },

    /**
     * The live code a handle names, if it was sent in this flow, for this purpose, to this user (and
     * number). Looking it up counts no attempt: the handle is 256 bits, nothing to guess.
     */
    async sent(
      otcToken: string,
      flowId: string,
      channel: CodeChannel,
      userId: string,
      phoneNumber?: string,
    ): Promise<SentCode | undefined> {
      const row = await liveCode(db, clock, otcToken, flowId);
      if (!row || row.channel !== channel || row.user_id !== userId || (phoneNumber !== undefined && row.target !== phoneNumber))
        return undefined;
      return row;
    },

    /** Claims a guess at the code, then compares in constant time (spaces typed are ignored). */
    async matches(sent: SentCode, otcToken: string, code: string): Promise<boolean> {
      if (!(await claimCodeGuess(db, clock, sent.id, MAX_GUESSES_PER_SMS_CODE))) return false;
      return safeEqual(sent.code_hash, codeHash(otcToken, code.replace(/\s+/g, '')));
    },

    /**
     * Writes a finished phone enrolment in the caller's transaction: the code spent, the phone
     * recorded, new recovery codes, the notice. False when the code was spent or the phone
     * recorded first by a racing request.
     */
    async enrolIn(
      trx: Transaction<Database>,
      user: Pick<UserRow, 'id' | 'email'>,
      sent: SentCode,
      recoveryCodes: string[],
    ): Promise<boolean> {
      if (!(await spendCode(trx, clock, sent.id))) return false;
      if (!(await addPhone(trx, clock, user.id, sent.target))) return false;
      await replaceRecoveryCodes(trx, clock, user.id, recoveryCodes);
      await factorsChanged(trx, clock, user, config.vendorName, 'sms_added');
      return true;
    },
  };
}

/** Texted one-time codes. */
export type SmsCodes = ReturnType<typeof createSmsCodes>;
