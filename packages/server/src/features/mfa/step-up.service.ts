import type { LoginResponse } from '@gatehouse/contracts';
import { isSteppedUp } from '@gatehouse/core';
import type { AuthContext } from '../../http/auth-context';
import type { RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import { userWithFactor } from './enrolled-factors';
import { MFA_TOKEN_TTL_SECONDS, type MfaKit } from './mfa-kit';
import { issueMfaToken } from './mfa.store';

/**
 * How recent the second factor of a session must be to add or remove a factor or create an API token
 * (SECURITY.md S11 and N14, NIST 800-63B §6.1.2.1; decision 0033): the step-up window S11 names.
 */
export const FACTOR_CHANGE_MAX_AGE_SECONDS = 600;

/**
 * Step-up (spec 000 §4.5, wire-compat §2.13): a signed-in user proves a second factor now. The
 * answer is an MFA token tied to the caller's session; any MFA verify endpoint then replaces that
 * session with one whose token carries the multi-factor `acr`, `amr` with `mfa` and the method, and
 * a fresh `auth_time`. Only factors that satisfy the step-up rule are offered (authenticator apps,
 * phones, security keys): email codes do not (SECURITY.md §0), so a user with email codes only is
 * "not enrolled" here.
 */
export function createStepUpService(kit: MfaKit) {
  const { db, clock, events } = kit;
  return {
    /**
     * The one guard of factor changes and API-token creation (routes declared with `recentFactor`): a
     * user who has a factor that can step up (authenticator app, phone, security key) must have proven
     * one in this session within FACTOR_CHANGE_MAX_AGE_SECONDS, by core's step-up rule (spec 000 §4.5).
     * A password-only session (a remembered browser's too, whose `amr` is `["pwd"]`) is refused with
     * `step_up_required`, the code @gatehouse/node answers. A user with no such factor passes: otherwise
     * nobody could enrol a first one, and an email factor is the inbox a password reset reaches anyway.
     */
    async requireRecentFactor(auth: AuthContext): Promise<void> {
      if (
        isSteppedUp({ acr: auth.acr, amr: auth.amr, auth_time: auth.authTime }, { maxAge: FACTOR_CHANGE_MAX_AGE_SECONDS, now: clock.now() })
      )
        return;
      const user = await userWithFactor(db, auth.userId, async () => false);
      if (user?.mfaEnrolled) throw fail('step_up_required');
    },

    async generate(auth: AuthContext, maxAge: number | undefined, ctx: RequestContext): Promise<LoginResponse> {
      // Authenticator apps (otp), phones (sms) and security keys (hwk) satisfy spec 000 §4.5; email codes do not.
      const devices = { ...(await kit.devicesOf(auth.userId, [])), emails: [] };
      // The exact message the reference clients match to show the "enrol first" step (wire-compat §2.13).
      if (!kit.hasDevice(devices)) throw fail('mfa.not_enrolled');
      const mfaToken = await issueMfaToken(db, clock, auth.userId, MFA_TOKEN_TTL_SECONDS, auth.sessionId);
      await events.emit(db, ctx, 'auth.step_up.started', auth.userId, maxAge === undefined ? {} : { maxAge });
      const mfaStrategies = (await kit.usableStrategies()).filter((s) => s !== 'EmailCode');
      return { mfaRequired: true, mfaToken, mfaEnrolled: true, mfaDevices: devices, mfaStrategies, userEmail: auth.email };
    },
  };
}
