import type { Transaction } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import { iso } from '../../kernel/clock';
import { enqueueMail } from '../../lib/mailer';
import { enqueueSms } from '../../lib/sms-sender';
import type { Database } from '../../storage/schema';
import { resetCodeAttempts } from '../../kernel/failed-codes';
import { maskPhone, newLinkToken } from '../../kernel/one-time-secrets';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import type { SessionService } from '../sessions/index';
import { userByEmail, userById, type UserRow } from '../users/index';
import { phoneChangedEmail, resetPhoneEmail, verifyPhoneSms } from './messages';
import { PHONE_CODE_TTL_MINUTES, type PhoneCodeKit } from './phone-code-kit';
import { phoneCodeByHandle, voidSmsSignInCodes } from './phone-codes.store';

/**
 * The login phone (`users.phone_number`, the number SMS sign-in texts): changed by a signed-in
 * user with a code texted to the new number, or replaced after a lost phone with a code emailed to
 * the account (spec 000 §4.4, wire-compat §3.21). The reset answers the same for unknown emails.
 */
export function createLoginPhoneService(kit: PhoneCodeKit, sessions: Pick<SessionService, 'revokeAllForUser'>) {
  const { db, clock, events, config } = kit;

  /** Sets the login phone, voids codes texted to the old one, tells the account's mailbox. */
  const setLoginPhone = async (trx: Transaction<Database>, user: UserRow, phoneNumber: string) => {
    await trx
      .updateTable('users')
      .set({ phone_number: phoneNumber, updated_at: iso(clock.now()) })
      .where('id', '=', user.id)
      .execute();
    await voidSmsSignInCodes(trx, clock, user.id);
    await resetCodeAttempts(trx, user.id);
    await enqueueMail(trx, clock, phoneChangedEmail(user.email, config.vendorName, maskPhone(phoneNumber)));
  };

  return {
    /** Texts a code to the new number; the number is set by verifyChange. */
    async requestChange(auth: AuthContext, phoneNumber: string, ctx: RequestContext): Promise<{ changePhoneId: string }> {
      if (!(await kit.maySend(phoneNumber, auth.userId))) throw fail('request.rate_limited');
      return db.transaction().execute(async (trx) => {
        const { handle, code } = await kit.issue(trx, { userId: auth.userId, purpose: 'change', target: phoneNumber });
        await enqueueSms(trx, clock, verifyPhoneSms(phoneNumber, config.vendorName, code, PHONE_CODE_TTL_MINUTES));
        await events.emit(trx, ctx, 'user.phone_change_requested', auth.userId, {
          phoneNumber: maskPhone(phoneNumber),
        });
        return { changePhoneId: handle };
      });
    },

    /** The texted code sets the new login phone. */
    async verifyChange(auth: AuthContext, changePhoneId: string, code: string, ctx: RequestContext): Promise<void> {
      const row = await kit.redeem('change', changePhoneId, code, ctx, {
        ownerId: auth.userId,
        failure: 'phone.invalid_code',
        locked: 'auth.account_locked',
      });
      const user = await userById(db, auth.userId);
      if (!user) throw fail('auth.unauthenticated');
      await db.transaction().execute(async (trx) => {
        await kit.spend(trx, row.id, 'phone.invalid_code');
        await setLoginPhone(trx, user, row.target);
        await events.emit(trx, actingAs(ctx, user.id, auth.tenantId), 'user.phone_changed', user.id, {
          phoneNumber: maskPhone(row.target),
        });
      });
    },

    /**
     * Lost phone: emails a code to the account. Unknown, disabled or over-limit addresses get the
     * same answer (a handle that can never succeed) and nothing is sent.
     */
    async requestReset(email: string, ctx: RequestContext): Promise<{ resetPhoneNumberToken: string }> {
      const address = email.toLowerCase();
      const found = await userByEmail(db, DEFAULT_VENDOR_ID, address);
      const user = found && !found.disabled ? found : undefined;
      // Past the send limit: the usual answer, nothing stored or sent (mail bombing).
      if (!(await kit.maySend(address))) return { resetPhoneNumberToken: newLinkToken() };
      return db.transaction().execute(async (trx) => {
        // A row for unknown accounts too: the same work, and its handle is refused later like a wrong code.
        const { handle, code } = await kit.issue(trx, { userId: user?.id ?? null, purpose: 'reset', target: address });
        if (user) await enqueueMail(trx, clock, resetPhoneEmail(user.email, config.vendorName, code, PHONE_CODE_TTL_MINUTES));
        await events.emit(trx, actingAs(ctx, null), 'user.phone_reset_requested', user?.id ?? null);
        return { resetPhoneNumberToken: handle };
      });
    },

    /** The emailed code answers a single-use token that sets the new number. */
    async verifyReset(resetPhoneNumberToken: string, code: string, ctx: RequestContext): Promise<{ changePhoneNumberToken: string }> {
      const row = await kit.redeem('reset', resetPhoneNumberToken, code, ctx, { failure: 'phone.invalid_code' });
      return db.transaction().execute(async (trx) => {
        await kit.spend(trx, row.id, 'phone.invalid_code');
        await resetCodeAttempts(trx, row.user_id);
        const { handle } = await kit.issue(trx, { userId: row.user_id, purpose: 'reset_change', target: row.target, withCode: false });
        await events.emit(trx, actingAs(ctx, row.user_id), 'user.phone_reset_verified', row.user_id);
        return { changePhoneNumberToken: handle };
      });
    },

    /**
     * Sets the new login phone of a verified reset. Every session of the user ends, as after a
     * password reset: whoever holds the lost phone may have signed in with it. The next sign-in
     * by SMS proves the new number; a second factor is still asked for (ASVS 2.5.7).
     */
    async changeAfterReset(changePhoneNumberToken: string, phoneNumber: string, ctx: RequestContext): Promise<void> {
      const row = await phoneCodeByHandle(db, 'reset_change', changePhoneNumberToken);
      const user = row?.user_id ? await userById(db, row.user_id) : undefined;
      if (!row || !user || user.disabled) throw fail('phone.invalid_token');
      await db.transaction().execute(async (trx) => {
        await kit.spend(trx, row.id, 'phone.invalid_token');
        await setLoginPhone(trx, user, phoneNumber);
        await sessions.revokeAllForUser(trx, user.id);
        await events.emit(trx, actingAs(ctx, user.id), 'user.phone_reset', user.id, {
          phoneNumber: maskPhone(phoneNumber),
        });
      });
    },
  };
}

/** The login-phone service. */
export type LoginPhoneService = ReturnType<typeof createLoginPhoneService>;
