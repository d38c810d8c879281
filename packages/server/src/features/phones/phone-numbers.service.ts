import { PHONE_NUMBERS_PAGE_SIZE, PHONE_NUMBERS_PER_USER, type PhoneNumberItem } from '@gatehouse/contracts';
import type { AuthContext } from '../../http/auth-context';
import { AppError, fail } from '../../kernel/app-error';
import { enqueueSms } from '../../lib/sms-sender';
import { isUniqueViolation } from '../../storage/unique-violation';
import { resetCodeAttempts } from '../../kernel/failed-codes';
import { maskPhone } from '../../kernel/one-time-secrets';
import { removePhoneSms, verifyPhoneSms } from './messages';
import { PHONE_CODE_TTL_MINUTES, type PhoneCodeKit } from './phone-code-kit';
import {
  allPhoneNumbers,
  deletePhoneNumberRow,
  insertPhoneNumber,
  markPhoneNumberVerified,
  ownPhoneNumber,
  ownPhoneNumberOf,
  phoneNumberCount,
  phoneNumbersPage,
  tenantPhoneNumbers,
  type PhoneNumberRow,
} from './phone-numbers.store';
import type { RequestContext } from '../../kernel/request-context';

const toWire = (row: PhoneNumberRow): PhoneNumberItem => ({
  id: row.id,
  phoneNumber: row.phone_number,
  verified: row.verified === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
const pageOf = <T>(items: T[], total: number, limit: number) => ({
  items,
  _metadata: { totalItems: total, totalPages: Math.ceil(total / limit) },
});

/**
 * The signed-in user's list of phone numbers (wire-compat §3.21): added unverified, verified with
 * a code texted to the number, a verified one removed only with a code texted to it. Every id is
 * looked up among the caller's own numbers, so another user's id is "not found". The login phone
 * (users.phone_number) is separate: see login-phone.service.ts.
 */
export function createPhoneNumbersService(kit: PhoneCodeKit) {
  const { db, clock, events, config } = kit;

  /** Texts a code for a number (the send limits answer 429: the caller is signed in, nothing to hide). */
  const textCode = async (
    auth: AuthContext,
    purpose: 'verify' | 'delete',
    phoneNumber: string,
    phoneId: string | null,
  ): Promise<string> => {
    if (!(await kit.maySend(phoneNumber, auth.userId))) throw fail('request.rate_limited');
    return db.transaction().execute(async (trx) => {
      const { handle, code } = await kit.issue(trx, { userId: auth.userId, purpose, target: phoneNumber, phoneId });
      const message = purpose === 'verify' ? verifyPhoneSms : removePhoneSms;
      await enqueueSms(trx, clock, message(phoneNumber, config.vendorName, code, PHONE_CODE_TTL_MINUTES));
      return handle;
    });
  };

  return {
    /** A page of the caller's numbers (10 by default, spec 000 §7.3). */
    async page(auth: AuthContext, query: { _limit?: number; _offset?: number }) {
      const limit = query._limit ?? PHONE_NUMBERS_PAGE_SIZE;
      const { rows, total } = await phoneNumbersPage(db, auth.userId, limit, (query._offset ?? 0) * limit);
      return pageOf(rows.map(toWire), total, limit);
    },

    /** All of the caller's numbers. */
    async all(auth: AuthContext): Promise<PhoneNumberItem[]> {
      return (await allPhoneNumbers(db, auth.userId)).map(toWire);
    },

    /** Adds a number unverified; with `verify` a code is texted to it at once. */
    async create(auth: AuthContext, input: { phoneNumber: string; verify?: boolean }, ctx: RequestContext): Promise<{ otcToken?: string }> {
      if (await ownPhoneNumberOf(db, auth.userId, input.phoneNumber)) throw fail('phone.already_added');
      if ((await phoneNumberCount(db, auth.userId)) >= PHONE_NUMBERS_PER_USER) throw fail('phone.too_many');
      // Refused before anything is written: a number added but never texted would wait for a code that cannot come.
      if (input.verify && !(await kit.maySend(input.phoneNumber, auth.userId))) throw fail('request.rate_limited');
      let row: PhoneNumberRow;
      try {
        row = await db.transaction().execute(async (trx) => {
          const added = await insertPhoneNumber(trx, clock, auth.userId, input.phoneNumber, false);
          await events.emit(trx, ctx, 'user.phone_number_added', auth.userId, {
            phoneId: added.id,
            phoneNumber: maskPhone(input.phoneNumber),
          });
          return added;
        });
      } catch (e) {
        // Two requests adding the same number at once: the second finds it taken.
        throw isUniqueViolation(e) ? fail('phone.already_added') : e;
      }
      if (!input.verify) return {};
      return { otcToken: await textCode(auth, 'verify', row.phone_number, row.id) };
    },

    /** Texts a code to a number; verify() then marks it verified, adding it to the list if it is not there. */
    async preverify(auth: AuthContext, phoneNumber: string): Promise<{ otcToken: string }> {
      const existing = await ownPhoneNumberOf(db, auth.userId, phoneNumber);
      if (!existing && (await phoneNumberCount(db, auth.userId)) >= PHONE_NUMBERS_PER_USER) throw fail('phone.too_many');
      return { otcToken: await textCode(auth, 'verify', phoneNumber, existing?.id ?? null) };
    },

    /** The texted code proves the number. */
    async verify(auth: AuthContext, otcToken: string, code: string, ctx: RequestContext): Promise<void> {
      const row = await kit.redeem('verify', otcToken, code, ctx, {
        ownerId: auth.userId,
        failure: 'phone.invalid_code',
        locked: 'auth.account_locked',
      });
      try {
        await db.transaction().execute(async (trx) => {
          await kit.spend(trx, row.id, 'phone.invalid_code');
          await resetCodeAttempts(trx, auth.userId);
          const entry = await ownPhoneNumberOf(trx, auth.userId, row.target);
          if (entry) await markPhoneNumberVerified(trx, clock, entry.id);
          else if ((await phoneNumberCount(trx, auth.userId)) >= PHONE_NUMBERS_PER_USER) throw fail('phone.too_many');
          const phoneId = entry?.id ?? (await insertPhoneNumber(trx, clock, auth.userId, row.target, true)).id;
          await events.emit(trx, ctx, 'user.phone_number_verified', auth.userId, {
            phoneId,
            phoneNumber: maskPhone(row.target),
          });
        });
      } catch (e) {
        if (e instanceof AppError || !isUniqueViolation(e)) throw e;
        // The same number was added while its code was checked: nothing was written (the code is unspent), so the same code again marks it verified.
        throw fail('phone.already_added');
      }
    },

    /** Removes an unverified number at once; a verified one gets a code texted to it first. */
    async remove(auth: AuthContext, phoneId: string, ctx: RequestContext): Promise<{ phoneId: string; otcToken?: string }> {
      const entry = await ownPhoneNumber(db, auth.userId, phoneId);
      if (!entry) throw fail('phone.not_found');
      if (entry.verified === 1) return { phoneId, otcToken: await textCode(auth, 'delete', entry.phone_number, entry.id) };
      await db.transaction().execute(async (trx) => {
        if (!(await deletePhoneNumberRow(trx, auth.userId, entry.id))) throw fail('phone.not_found');
        await events.emit(trx, ctx, 'user.phone_number_deleted', auth.userId, {
          phoneId,
          phoneNumber: maskPhone(entry.phone_number),
        });
      });
      return { phoneId };
    },

    /** The code texted to a verified number removes it. */
    async verifyRemove(auth: AuthContext, phoneId: string, otcToken: string, code: string, ctx: RequestContext): Promise<void> {
      const entry = await ownPhoneNumber(db, auth.userId, phoneId);
      if (!entry) throw fail('phone.not_found');
      const row = await kit.redeem('delete', otcToken, code, ctx, {
        ownerId: auth.userId,
        matches: (r) => r.phone_id === phoneId,
        failure: 'phone.invalid_code',
        locked: 'auth.account_locked',
      });
      await db.transaction().execute(async (trx) => {
        await kit.spend(trx, row.id, 'phone.invalid_code');
        await resetCodeAttempts(trx, auth.userId);
        if (!(await deletePhoneNumberRow(trx, auth.userId, phoneId))) throw fail('phone.not_found');
        await events.emit(trx, ctx, 'user.phone_number_deleted', auth.userId, {
          phoneId,
          phoneNumber: maskPhone(entry.phone_number),
        });
      });
    },

    /** Login phone numbers of the caller's tenant members (the admin users table's enrichment, wire-compat §3.1). */
    async ofTenantUsers(auth: AuthContext, query: { userIds?: string[]; _phoneNumber?: string; _limit?: number; _offset?: number }) {
      const limit = query._limit ?? PHONE_NUMBERS_PAGE_SIZE;
      const { rows, total } = await tenantPhoneNumbers(db, auth.tenantId, {
        userIds: query.userIds,
        prefix: query._phoneNumber,
        limit,
        offset: (query._offset ?? 0) * limit,
      });
      return pageOf(rows, total, limit);
    },
  };
}

/** The phone-number list service. */
export type PhoneNumbersService = ReturnType<typeof createPhoneNumbersService>;
