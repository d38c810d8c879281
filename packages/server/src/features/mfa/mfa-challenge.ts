import type { LoginResponse } from '@gatehouse/contracts';
import type { UserRow } from '../users/users.store';
import { isRemembered } from './factors.store';
import { MFA_TOKEN_TTL_SECONDS, type MfaDeps, type MfaKit } from './mfa-kit';
import { issueMfaToken } from './mfa.store';

/** What the password step knows beyond the user: the remembered-device cookie and how the user signed in. */
export interface ChallengeContext {
  rememberedDevice?: string;
  /** A SAML sign-in is exempt from ForceExceptSAML (wire-compat §3.7). */
  viaSaml?: boolean;
  /** `amr` of a first step that was not a password (a passwordless code or link): kept for the session. */
  firstAmr?: string[];
}

/**
 * The password step's second-factor decision (spec 000 §4.1 steps 2–4, 6): a user with a device
 * is asked for it unless this browser is remembered; a user with none must enrol when the policy
 * of the tenant the session opens in forces MFA. Null lets the sign-in finish with the password.
 */
export function createMfaChallenge(kit: MfaKit, deps: Pick<MfaDeps, 'login' | 'policies'>) {
  const { db, clock } = kit;
  return async function challenge(user: UserRow, ctx: ChallengeContext = {}): Promise<LoginResponse | null> {
    const { strategies, policy } = await kit.signInPolicies(await deps.login.startTenant(user));
    const mfaDevices = await kit.devicesOf(user.id, strategies);
    if (kit.hasDevice(mfaDevices)) {
      // A remembered browser counts only while the tenant still allows remembering.
      if (ctx.rememberedDevice && policy.allowRememberMe && (await isRemembered(db, clock, user.id, user.password_hash, ctx.rememberedDevice))) return null;
      const mfaToken = await issueMfaToken(db, clock, user.id, MFA_TOKEN_TTL_SECONDS, undefined, ctx.firstAmr);
      return { mfaRequired: true, mfaToken, mfaEnrolled: true, mfaDevices, mfaStrategies: strategies, userEmail: user.email };
    }
    const forced = policy.enforceMFAType === 'Force' || (policy.enforceMFAType === 'ForceExceptSAML' && !ctx.viaSaml);
    if (!forced) return null;
    if (strategies.length === 0) {
      // Nothing this server can enrol is switched on: refusing would lock every user out.
      kit.log.warn({ userId: user.id }, 'the MFA policy forces enrolment but no usable second factor is switched on');
      return null;
    }
    const mfaToken = await issueMfaToken(db, clock, user.id, MFA_TOKEN_TTL_SECONDS, undefined, ctx.firstAmr);
    // mfaEnrolled false with no email device sends the login box to forced enrolment (wire-compat §2.1).
    return { mfaRequired: true, mfaToken, mfaEnrolled: false, mfaDevices: { webauthn: [], phones: [], authenticators: [], emails: [] }, mfaStrategies: strategies, userEmail: user.email };
  };
}
