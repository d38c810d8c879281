import { PASSWORDLESS_TTL_SECONDS } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { sha256 } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import { enqueueMail } from '../../lib/mailer';
import { enqueueSms } from '../../lib/sms-sender';
import type { Database } from '../../storage/schema';
import type { SecondFactorContext, SignInMethod, SignInResult, SignInSpine } from '../sign-in/index';
import { claimCodeAttempt, resetCodeAttempts } from '../../kernel/failed-codes';
import type { PoliciesService } from '../policies/index';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import type { IssuedSession } from '../sessions/index';
import { userByEmail, userById, type UserRow } from '../users/index';
import { codeEmail, codeSms, magicLinkEmail, noAccountEmail } from './messages';
import { claimGuess, codeByFlow, insertCode, linkByToken, sentSince, spendCode, usersByPhone, type Channel } from './passwordless.store';
import { codeHash, codeMatches, maskPhone, newCode, newLinkToken } from '../../kernel/one-time-secrets';
import { actingAs, type RequestContext } from '../../kernel/request-context';

/** Where the magic link points in the host app (spec 000 §2.1 magicLinkCallbackUrl). */
export const MAGIC_LINK_PATH = '/account/login/magic-link';
/** Wrong guesses one code survives; the account's own budget (failed-codes.ts) applies on top. */
export const MAX_GUESSES_PER_CODE = 5;
/** Codes and links sent to one address per window, beyond which requests are answered but nothing is sent. */
export const MAX_SENDS_PER_WINDOW = 5;
const SEND_WINDOW_MS = 10 * 60_000;
const TTL_MINUTES = PASSWORDLESS_TTL_SECONDS / 60;

const STRATEGY_OF = { magiclink: 'MagicLink', code: 'Code', smscode: 'SmsCode' } as const;
/** `amr` of a passwordless session (RFC 8176): a one-time value by email, or a code by SMS. */
const AMR_OF: Record<Channel, string[]> = { magiclink: ['otp'], code: ['otp'], smscode: ['sms'] };
const METHOD_OF: Record<Channel, SignInMethod> = { magiclink: 'magic-link', code: 'email-code', smscode: 'sms-code' };

/** Who a pre-login names (contract-validated; at least one is set). */
export interface PreloginInput {
  email?: string;
  userId?: string;
  phoneNumber?: string;
}

/** The path type, either spelling (wire-compat §2.11), as a channel. */
export const channelOf = (type: string): Channel => type.toLowerCase() as Channel;

/**
 * Passwordless sign-in (spec 000 §4.1 step 1, wire-compat §2.11): a 6-digit code by email or SMS,
 * or a magic link by email, chosen by the vendor policy's authStrategy (SMS also as the quick-login
 * secondary strategy). Answers never tell whether an account exists; every check is limited per IP
 * and counted against the account's code budget; every secret expires and is spent once.
 */
export function createPasswordlessService(deps: {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  events: EventEmitter;
  policies: Pick<PoliciesService, 'auth'>;
  signIn: Pick<SignInSpine, 'proceed'>;
}) {
  const { db, config, clock, events } = deps;
  const appLink = (path: string, params: Record<string, string> = {}) => {
    const url = new URL(path, config.appUrl);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  };

  const assertEnabled = async (channel: Channel) => {
    const policy = await deps.policies.auth();
    const main = policy.authStrategy === STRATEGY_OF[channel];
    // Quick SMS login (spec 000 §7.1) is the secondary SmsCode strategy next to another main one.
    const quickSms =
      channel === 'smscode' &&
      policy.secondaryAuthStrategies.some((s) => (s.strategy === 'SmsCode' || s.strategy === 'SmsCodeV2') && s.isActive);
    if (!main && !quickSms) throw fail('passwordless.strategy_disabled');
  };

  /** The account a pre-login names, and the address the secret goes to (undefined: nothing is sent). */
  const resolve = async (channel: Channel, input: PreloginInput): Promise<{ user?: UserRow; address: string; to?: string }> => {
    if (channel === 'smscode' && input.phoneNumber) {
      const holders = await usersByPhone(db, input.phoneNumber);
      // A number shared by two accounts signs neither in: it cannot say which one is meant.
      const user = holders.length === 1 ? holders[0] : undefined;
      return { user, address: input.phoneNumber, to: user?.phone_number ?? undefined };
    }
    if (!input.email && !input.userId) throw fail('request.invalid', 'An email address is required');
    const user = input.email ? await userByEmail(db, DEFAULT_VENDOR_ID, input.email) : await userById(db, input.userId!);
    const address = input.email?.toLowerCase() ?? user?.email ?? `user:${input.userId}`;
    if (channel === 'smscode') return { user, address: user?.phone_number ?? address, to: user?.phone_number ?? undefined };
    return { user, address, to: user?.email };
  };

  return {
    /** Sends the code or link; the answer is the same whether or not the account exists. */
    async prelogin(type: string, input: PreloginInput, ctx: RequestContext): Promise<{ otcToken?: string; phoneNumber?: string }> {
      const channel = channelOf(type);
      await assertEnabled(channel);
      const { user, address, to } = await resolve(channel, input);
      const otcToken = newLinkToken();
      const answer = {
        ...(channel === 'magiclink' ? {} : { otcToken }),
        ...(channel === 'smscode' && input.phoneNumber ? { phoneNumber: maskPhone(input.phoneNumber) } : {}),
      };
      // Past the send limit the request is answered as usual and nothing is stored or sent (mail/SMS bombing).
      if ((await sentSince(db, address, clock.now() - SEND_WINDOW_MS)) >= MAX_SENDS_PER_WINDOW) return answer;
      const deliverable = !!user && !user.disabled && !!to;
      const code = newCode();
      const secretHash = channel === 'magiclink' ? sha256(otcToken) : codeHash(otcToken, code);
      await db.transaction().execute(async (trx) => {
        // A row is written for unknown accounts too: same work, and the handle is refused later like a wrong code.
        await insertCode(trx, clock, {
          userId: deliverable ? user.id : null,
          channel,
          address,
          secretHash,
          flowHash: channel === 'magiclink' ? null : sha256(otcToken),
          ttlSeconds: PASSWORDLESS_TTL_SECONDS,
        });
        if (deliverable && channel === 'code') await enqueueMail(trx, clock, codeEmail(to, config.vendorName, code, TTL_MINUTES));
        if (deliverable && channel === 'magiclink')
          await enqueueMail(trx, clock, magicLinkEmail(to, config.vendorName, appLink(MAGIC_LINK_PATH, { token: otcToken }), TTL_MINUTES));
        if (deliverable && channel === 'smscode') await enqueueSms(trx, clock, codeSms(to, config.vendorName, code, TTL_MINUTES));
        // Decision 0018: passwordless never creates accounts; an unknown address is told how to sign up, if it may.
        if (!user && input.email && channel !== 'smscode' && config.allowSignups)
          await enqueueMail(trx, clock, noAccountEmail(input.email.toLowerCase(), config.vendorName, appLink('/account/sign-up')));
        await events.emit(trx, actingAs(ctx, user?.id ?? null), 'auth.passwordless.requested', user?.id ?? null, {
          channel,
        });
      });
      return answer;
    },

    /**
     * Signs in with a code (and the otcToken of its flow) or a magic-link token. A user with a
     * second factor gets the MFA answer instead of a session (spec 000 §4.1 step 2): email codes
     * and links are one factor (SECURITY.md §0).
     */
    async postlogin(
      type: string,
      token: string,
      otcToken: string | undefined,
      ctx: RequestContext,
      factorContext: SecondFactorContext = {},
    ): Promise<SignInResult | IssuedSession> {
      const channel = channelOf(type);
      await assertEnabled(channel);
      const row = channel === 'magiclink' ? await linkByToken(db, token) : otcToken ? await codeByFlow(db, channel, otcToken) : undefined;
      const userId = row?.user_id ?? null;
      // The account's code budget is claimed before the code is looked at (failed-codes.ts): parallel guesses cannot all slip in.
      if (userId && !(await claimCodeAttempt(db, clock, config, userId))) throw fail('auth.account_locked');
      const guessed = !!row && (await claimGuess(db, clock, row.id, MAX_GUESSES_PER_CODE));
      const right = guessed && (channel === 'magiclink' || codeMatches(row.secret_hash, otcToken!, token));
      const user = right && userId ? await userById(db, userId) : undefined;
      if (!user) {
        await events.emit(db, actingAs(ctx, userId), 'auth.passwordless.failed', userId, { channel });
        throw fail('passwordless.invalid_code');
      }
      // The account's state, the tenants, the second factor and the session: the sign-in spine. The code is spent
      // in the transaction that ends this step; an email code or link proves the address, an SMS code does not.
      const proven = channel !== 'smscode';
      return deps.signIn.proceed(
        {
          method: METHOD_OF[channel],
          user,
          amr: AMR_OF[channel],
          provesEmail: proven,
          channel,
          async spend(trx) {
            if (!(await spendCode(trx, clock, row!.id))) throw fail('passwordless.invalid_code');
            await resetCodeAttempts(trx, user.id);
            if (proven && !user.verified) await trx.updateTable('users').set({ verified: 1 }).where('id', '=', user.id).execute();
          },
        },
        ctx,
        factorContext,
      );
    },
  };
}

/** The passwordless sign-in service. */
export type PasswordlessService = ReturnType<typeof createPasswordlessService>;
