import type { LoginResponse, MfaDevices, MfaStrategy } from '@gatehouse/contracts';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import type { TenantEntry } from '../sessions/index';
import { userById, type UserRow } from '../users/index';
import { isRemembered } from './factors.store';
import { createMfaKit, MFA_TOKEN_TTL_SECONDS, type MfaKit, type MfaKitDeps } from './mfa-kit';
import type { SecondFactorDecision, SecondFactorQuestion } from '../sign-in/index';
import { issueMfaToken } from './mfa.store';

/**
 * The login answer that asks for a second factor (wire-compat §2.1): the user's devices, or, with
 * none, `mfaEnrolled: false` and no email device, which sends the login box to forced enrolment.
 */
const mfaAnswer = (user: UserRow, mfaToken: string, mfaDevices: MfaDevices | null, mfaStrategies: MfaStrategy[]): LoginResponse => ({
  mfaRequired: true,
  mfaToken,
  mfaEnrolled: !!mfaDevices,
  mfaDevices: mfaDevices ?? { webauthn: [], phones: [], authenticators: [], emails: [] },
  mfaStrategies,
  userEmail: user.email,
});

/**
 * The password step's second-factor decision (spec 000 §4.1 steps 2–4, 6): a user with a device
 * is asked for it unless this browser is remembered; a user with none must enrol when the policy
 * of the tenant the session opens in forces MFA. Null lets the sign-in finish with the password.
 * A remembered browser never stands in for the factor where the policy forces MFA: its session
 * would say only `pwd` (decision 0032).
 */
export function createMfaChallenge(kit: MfaKit): SecondFactorDecision {
  const { db, clock } = kit;
  return async function challenge(user: UserRow, ctx: SecondFactorQuestion): Promise<LoginResponse | null> {
    // The tenant the session would open in: the spine read it once for this sign-in.
    const { strategies, policy } = await kit.signInPolicies(ctx.tenantId);
    const forced = policy.enforceMFAType === 'Force' || (policy.enforceMFAType === 'ForceExceptSAML' && !ctx.viaSaml);
    const mfaDevices = await kit.devicesOf(user.id, strategies);
    if (kit.hasDevice(mfaDevices)) {
      // A remembered browser counts only while the tenant still allows remembering, and never where MFA is forced.
      if (
        !forced &&
        ctx.rememberedDevice &&
        policy.allowRememberMe &&
        (await isRemembered(db, clock, user.id, user.password_hash, ctx.rememberedDevice))
      )
        return null;
      const mfaToken = await issueMfaToken(db, clock, user.id, MFA_TOKEN_TTL_SECONDS, undefined, ctx.firstAmr);
      return mfaAnswer(user, mfaToken, mfaDevices, strategies);
    }
    if (!forced) return null;
    if (strategies.length === 0) {
      // Nothing this server can enrol is switched on: refusing would lock every user out.
      kit.log.warn({ userId: user.id }, 'the MFA policy forces enrolment but no usable second factor is switched on');
      return null;
    }
    const mfaToken = await issueMfaToken(db, clock, user.id, MFA_TOKEN_TTL_SECONDS, undefined, ctx.firstAmr);
    return mfaAnswer(user, mfaToken, null, strategies);
  };
}

/**
 * The MFA step of a session asking to enter a tenant whose MFA policy it does not meet (a refresh
 * naming the tenant, or the refresh after a switch; decision 0032). The answer is the password
 * step's (wire-compat §2.3: a refresh may answer `mfaRequired` and `mfaToken`): the user's devices,
 * or forced enrolment when there are none. The token remembers the tenant and the session: its
 * completion opens a session in that tenant, with the session's methods then the factor, and
 * ends the one that asked. A remembered browser is not asked about: it proves no factor now.
 */
export function createTenantEntryChallenge(kit: MfaKit) {
  const { db, clock, events } = kit;
  return async function enter(entry: TenantEntry, ctx: RequestContext): Promise<LoginResponse> {
    const user = await userById(db, entry.userId);
    if (!user || user.disabled) throw fail('auth.refresh_invalid');
    const { strategies } = await kit.signInPolicies(entry.tenantId);
    const mfaDevices = await kit.devicesOf(user.id, strategies);
    // The first step is what the session proved (a password, a code or link); any earlier factor's `mfa` is proven again.
    const firstAmr = entry.amr.filter((m) => m !== 'mfa');
    const mfaToken = await issueMfaToken(db, clock, user.id, MFA_TOKEN_TTL_SECONDS, undefined, firstAmr, {
      tenantId: entry.tenantId,
      sessionId: entry.sessionId,
    });
    await events.emit(db, actingAs(ctx, user.id, entry.tenantId), 'auth.tenant_entry.mfa_required', user.id, {
      sessionId: entry.sessionId,
    });
    return mfaAnswer(user, mfaToken, kit.hasDevice(mfaDevices) ? mfaDevices : null, strategies);
  };
}

/**
 * The second-factor decision the sign-in spine asks (wired before the spine, which the MFA service then
 * finishes sign-ins through: no loop between first and second factor).
 */
export const createSecondFactorDecision = (deps: MfaKitDeps): SecondFactorDecision => createMfaChallenge(createMfaKit(deps));
