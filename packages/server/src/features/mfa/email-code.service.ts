import { randomInt } from 'node:crypto';
import { fail } from '../../kernel/app-error';
import { iso } from '../../kernel/clock';
import { safeEqual } from '../../kernel/crypto';
import { escapeHtml } from '../../lib/html-escape';
import { enqueueMail, type MailMessage } from '../../lib/mailer';
import type { CompleteFactor, FactorResult } from './complete-factor';
import { factorsChanged } from './factor-notices';
import { addEmailFactor, codeHash, codesSentSince, emailFactors, issueCode, liveCode, spendCode } from './factors.store';
import type { MfaKit, Pending } from './mfa-kit';
import type { RequestContext } from '../../kernel/request-context';

/** An emailed code lives 10 minutes (ASVS 2.7.2) and has 6 digits from a CSPRNG (about 20 bits, ASVS 2.7.6). */
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
/** At most this many codes per account per TTL window: a mailbox is not a free guessing oracle, nor a spam cannon. */
export const EMAIL_CODES_PER_WINDOW = 5;

/** The mail carrying a sign-in code (the code is the secret: nothing else of the account is in it). */
export function emailCodeMessage(to: string, vendor: string, code: string): MailMessage {
  const text = `Your ${vendor} sign-in code is ${code}. It is valid for 10 minutes and works once. If you did not try to sign in, change your password.`;
  return {
    to,
    kind: 'mfa_email_code',
    subject: `Your ${vendor} sign-in code`,
    text,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif"><p>${escapeHtml(text)}</p></body></html>`,
  };
}

/**
 * Email codes as a second factor (wire-compat §2.2). They count only while the vendor switches
 * EmailCode on, which is off by default (SECURITY.md §0: an inbox does not prove a device), and
 * they never raise a step-up. A user with no factor may take email as the factor a forced
 * enrolment asks for; a user with other factors only if email is one of them.
 */
export function createEmailCodeService(kit: MfaKit, complete: CompleteFactor) {
  const { db, clock, config } = kit;

  const allowed = async ({ token, user }: Pending) => {
    if (token.purpose !== 'login') throw fail('mfa.strategy_not_allowed');
    const strategies = await kit.usableStrategies();
    if (!strategies.includes('EmailCode')) throw fail('mfa.strategy_not_allowed');
    const devices = await kit.devicesOf(user.id, strategies);
    if (kit.hasDevice(devices) && !devices.emails.some((e) => e.email === user.email)) throw fail('mfa.strategy_not_allowed');
  };

  return {
    /** Sends a new code for the pending sign-in (earlier ones of it stop working). */
    async send(mfaToken: string): Promise<{ otcToken: string }> {
      const pending = await kit.pendingUncounted(mfaToken);
      await allowed(pending);
      const { user } = pending;
      if ((await codesSentSince(db, user.id, iso(clock.now() - EMAIL_CODE_TTL_MS))) >= EMAIL_CODES_PER_WINDOW)
        throw fail('request.rate_limited');
      const code = String(randomInt(1_000_000)).padStart(6, '0');
      const otcToken = await db.transaction().execute(async (trx) => {
        const otc = await issueCode(trx, clock, {
          userId: user.id,
          mfaTokenId: pending.token.id,
          channel: 'email',
          target: user.email,
          code,
          ttlMs: EMAIL_CODE_TTL_MS,
        });
        await enqueueMail(trx, clock, emailCodeMessage(user.email, config.vendorName, code));
        return otc;
      });
      return { otcToken };
    },

    /** The emailed code finishes the sign-in; the first success records email as the user's factor. */
    async verify(
      mfaToken: string,
      otcToken: string,
      code: string,
      rememberDevice: boolean | undefined,
      ctx: RequestContext,
    ): Promise<FactorResult> {
      const pending = await kit.pending(mfaToken);
      await allowed(pending);
      const { user } = pending;
      const sent = await liveCode(db, clock, otcToken, pending.token.id);
      if (!sent || !safeEqual(sent.code_hash, codeHash(otcToken, code.replace(/\s+/g, ''))))
        throw await kit.failed(user.id, ctx, 'auth.mfa.failed', 'mfa.invalid_code');
      const isNew = (await emailFactors(db, user.id)).length === 0;
      return complete(
        pending,
        {
          method: 'email',
          rememberDevice,
          replayAction: 'mfa.email_code.replay',
          claim: (trx) => spendCode(trx, clock, sent.id),
          extra: async (trx) => {
            if (isNew && (await addEmailFactor(trx, clock, user.id, user.email)))
              await factorsChanged(trx, clock, user, config.vendorName, 'email_added');
          },
        },
        ctx,
      );
    },
  };
}
