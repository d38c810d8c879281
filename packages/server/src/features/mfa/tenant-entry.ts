import type { MfaStrategy } from '@gatehouse/contracts';
import type { Logger } from '../../lib/logger';
import type { PoliciesService } from '../policies/index';
import type { TenantEntryRule } from '../sessions/index';
import { implementedStrategies } from './mfa-kit';

/** Second factors that satisfy a policy forcing MFA whatever the vendor switched on (RFC 8176: app or texted code, key). */
const DEVICE_METHODS = new Set(['otp', 'sms', 'hwk']);

/**
 * The methods a session's second factor was proven with. `mfa` is written only by the completion of a
 * second factor (and a passkey, which is two factors in one: decision 0019), followed by the method; a
 * method already named by the first step is not repeated after it (`["sms","mfa"]`: a texted sign-in
 * code, then a texted second factor), so then the first step's methods are the factor's.
 */
export function secondFactorMethods(amr: readonly string[]): string[] {
  const at = amr.indexOf('mfa');
  if (at < 0) return [];
  const after = amr.slice(at + 1);
  return after.length > 0 ? after : amr.slice(0, at);
}

/**
 * Whether a session's `amr` meets a policy that forces MFA: a second factor was proven, by a device,
 * or by an email code while the vendor offers email codes (they satisfy Force only then: SECURITY.md
 * §0, decision 0020). A password, an emailed sign-in code or link alone never does.
 */
export function meetsForcedMfa(amr: readonly string[], strategies: readonly MfaStrategy[]): boolean {
  return secondFactorMethods(amr).some((m) => DEVICE_METHODS.has(m) || (m === 'email' && strategies.includes('EmailCode')));
}

/**
 * The MFA policy in force for a tenant (the vendor's and the tenant's, the stricter wins: decision
 * 0013) applied to every way into it, not only the password step (decision 0032). ForceExceptSAML
 * forces every session that is not a SAML sign-in, and none is (no SAML sign-in exists yet). As at
 * the password step, a policy forcing MFA while no usable second factor is switched on lets the
 * session in with a warning rather than locking every user out.
 */
export function createTenantEntryRule(policies: Pick<PoliciesService, 'forSignIn'>, log: Logger): TenantEntryRule {
  return async (tenantId, amr) => {
    const { mfa, mfaStrategies } = await policies.forSignIn(tenantId);
    if (mfa.enforceMFAType !== 'Force' && mfa.enforceMFAType !== 'ForceExceptSAML') return true;
    const strategies = implementedStrategies(mfaStrategies);
    if (meetsForcedMfa(amr, strategies)) return true;
    if (strategies.length > 0) return false;
    log.warn({ tenantId }, 'the MFA policy forces a second factor but no usable second factor is switched on');
    return true;
  };
}
