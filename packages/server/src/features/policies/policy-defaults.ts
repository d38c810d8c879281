import type { AuthPolicy, EnforceMfaType, MfaPolicy } from '@gatehouse/contracts';
import { enforceMfaTypes } from '@gatehouse/contracts';

/**
 * What a fresh deployment offers before the vendor changes anything (decision 0013): passwords,
 * passkeys, and the phishing-resistant or app-based second factors. SMS needs a provider and email
 * codes do not count as a second factor by default (SECURITY.md §0), so both start off.
 */
export const DEFAULT_AUTH_POLICY: AuthPolicy = {
  authStrategy: 'EmailAndPassword',
  secondaryAuthStrategies: [
    { strategy: 'Passkeys', isActive: true },
    { strategy: 'WebAuthnPlatform', isActive: false },
    { strategy: 'WebAuthnCrossPlatform', isActive: false },
    { strategy: 'SmsCode', isActive: false },
    { strategy: 'SmsCodeV2', isActive: false },
  ],
  // Strongest first: the login box offers them in this order (SECURITY.md §0: SMS after stronger methods).
  mfaStrategies: [
    { strategy: 'WebAuthnPlatform', isActive: true },
    { strategy: 'WebAuthnCrossPlatform', isActive: true },
    { strategy: 'AuthenticatorApp', isActive: true },
    { strategy: 'SMS', isActive: false },
    { strategy: 'EmailCode', isActive: false },
  ],
  machineToMachineAuthStrategy: 'ClientCredentials',
  apiTokensEnabled: true,
  updatedAt: null,
};

/** The id answered for a policy nobody has saved yet. */
export const DEFAULT_POLICY_ID = 'default';

/** The vendor MFA policy until the vendor sets one: MFA offered, not forced; devices remembered for 14 days. */
export const DEFAULT_MFA_POLICY: Omit<MfaPolicy, 'createdAt' | 'updatedAt'> = {
  id: DEFAULT_POLICY_ID,
  enforceMFAType: 'DontForce',
  allowRememberMe: true,
  mfaDeviceExpiration: 14 * 86_400,
};

/** The stricter of two enforcement levels: a tenant may tighten the vendor's policy, never loosen it. */
export const stricterEnforcement = (a: EnforceMfaType, b: EnforceMfaType): EnforceMfaType =>
  enforceMfaTypes.indexOf(a) >= enforceMfaTypes.indexOf(b) ? a : b;
