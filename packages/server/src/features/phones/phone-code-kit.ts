import { PASSWORDLESS_TTL_SECONDS, type ErrorCode } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config/config-schema';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import type { Database } from '../../storage/schema';
import { claimCodeAttempt } from '../../kernel/failed-codes';
import { MAX_GUESSES_PER_CODE, MAX_SENDS_PER_WINDOW } from '../passwordless/index';
import { codeMatches, newCode, newLinkToken } from '../../kernel/one-time-secrets';
import {
  claimPhoneCodeGuess,
  insertPhoneCode,
  phoneCodeByHandle,
  sentToSince,
  spendPhoneCode,
  textedForUserSince,
  type PhoneCodePurpose,
  type PhoneCodeRow,
} from './phone-codes.store';
import { actingAs, type RequestContext } from '../../kernel/request-context';

/** Codes and tokens of the phone flows live as long as sign-in codes (ASVS 2.7.2: at most 10 minutes). */
export const PHONE_CODE_TTL_SECONDS = PASSWORDLESS_TTL_SECONDS;
/** Minutes, for the messages. */
export const PHONE_CODE_TTL_MINUTES = PHONE_CODE_TTL_SECONDS / 60;
const SEND_WINDOW_MS = 10 * 60_000;

/** What the phone services are built from (wired once in deps.ts). */
export interface PhoneKitDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  events: EventEmitter;
}

/** How a code check that fails is answered and audited. */
export interface RedeemOptions {
  /** The signed-in caller: a handle of anyone else counts as unknown. */
  ownerId?: string;
  /** Extra match on the row (e.g. the list entry of a delete). */
  matches?: (row: PhoneCodeRow) => boolean;
  /** The error of a wrong, spent, expired or unknown code. */
  failure: ErrorCode;
  /**
   * The error of an account inside its code wait. Public flows answer `failure` instead, so the
   * wait does not tell that an account exists (unknown accounts have no wait to run into).
   */
  locked?: ErrorCode;
}

/**
 * What the phone flows share (their routes count each call against the per-IP credential limit):
 * send limits, issuing a code under a new handle, and redeeming it (the account's code budget, the code's own guesses, a constant-time compare).
 * The code helpers and limits are the passwordless ones (decision 0018): one budget for "codes".
 */
export function createPhoneCodeKit(deps: PhoneKitDeps) {
  const { db, clock, events, config } = deps;

  return {
    db,
    clock,
    events,
    config,

    /** Whether one more value may go to `target` (and, for texts, for the account) in the send window. */
    async maySend(target: string, userId?: string): Promise<boolean> {
      const since = clock.now() - SEND_WINDOW_MS;
      if ((await sentToSince(db, target, since)) >= MAX_SENDS_PER_WINDOW) return false;
      return !userId || (await textedForUserSince(db, userId, since)) < MAX_SENDS_PER_WINDOW;
    },

    /** A fresh handle and code, stored hashed in the caller's transaction; the caller sends the code. */
    async issue(
      trx: Kysely<Database> | Transaction<Database>,
      row: { userId: string | null; purpose: PhoneCodePurpose; target: string; phoneId?: string | null; withCode?: boolean },
    ): Promise<{ handle: string; code: string }> {
      const handle = newLinkToken();
      const code = newCode();
      await insertPhoneCode(trx, clock, {
        ...row,
        handle,
        code: row.withCode === false ? undefined : code,
        ttlSeconds: PHONE_CODE_TTL_SECONDS,
      });
      return { handle, code };
    },

    /**
     * Checks a code against its handle and returns the row; the caller spends it (spend()) in the
     * transaction of the change it allows. The account's attempt is claimed before the code is
     * looked at (failed-codes.ts), so parallel guesses cannot all slip in.
     */
    async redeem(
      purpose: PhoneCodePurpose,
      handle: string,
      code: string,
      ctx: RequestContext,
      options: RedeemOptions,
    ): Promise<PhoneCodeRow & { user_id: string }> {
      let row = await phoneCodeByHandle(db, purpose, handle);
      if (row && ((options.ownerId && row.user_id !== options.ownerId) || (options.matches && !options.matches(row)))) row = undefined;
      const userId = row?.user_id ?? null;
      if (userId && !(await claimCodeAttempt(db, clock, config, userId))) {
        await events.emit(db, actingAs(ctx, userId), 'user.phone_code_failed', userId, { purpose, locked: true });
        throw fail(options.locked ?? options.failure);
      }
      const guessed = !!row && (await claimPhoneCodeGuess(db, clock, row.id, MAX_GUESSES_PER_CODE));
      const right = guessed && !!row!.code_hash && codeMatches(row!.code_hash, handle, code);
      if (!right || !userId) {
        await events.emit(db, actingAs(ctx, userId), 'user.phone_code_failed', userId, { purpose });
        throw fail(options.failure);
      }
      return row as PhoneCodeRow & { user_id: string };
    },

    /** Spends a redeemed row in the caller's transaction; a second spender (a parallel request) is refused. */
    async spend(trx: Kysely<Database> | Transaction<Database>, id: string, failure: ErrorCode) {
      if (!(await spendPhoneCode(trx, clock, id))) throw fail(failure);
    },
  };
}

/** The shared part of the phone services. */
export type PhoneCodeKit = ReturnType<typeof createPhoneCodeKit>;
