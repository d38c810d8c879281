import type { MfaStrategy, WebAuthnDeviceType } from '@gatehouse/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Transaction } from 'kysely';
import type { RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import { safeEqual } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';
import type { UserRow } from '../users/index';
import { CEREMONY_TIMEOUT_MS, challengeOf, createCeremonies, type NewCredential } from '../webauthn/index';
import { spendChallenge } from '../webauthn/index';
import { relyingPartyOf } from '../webauthn/index';
import { factorsChanged } from './factor-notices';
import type { MfaKit } from './mfa-kit';
import { replaceRecoveryCodes } from './mfa.store';
import {
  asStoredKey,
  insertSecurityKey,
  issueFactorChallenge,
  liveFactorChallenge,
  securityKeysOf,
  type FactorChallengePurpose,
  type SecurityKeyRow,
} from './security-keys.store';

/** Keys one user may register as second factors: a spare or two for every device, bounded for storage. */
export const MAX_SECURITY_KEYS_PER_USER = 10;

/** The key kinds the vendor's MFA strategies allow, in their order. */
export const allowedKeyTypes = (strategies: readonly MfaStrategy[]): WebAuthnDeviceType[] => [
  ...(strategies.includes('WebAuthnPlatform') ? (['Platform'] as const) : []),
  ...(strategies.includes('WebAuthnCrossPlatform') ? (['CrossPlatform'] as const) : []),
];

/** The name a key gets when the user gives none. */
export const defaultKeyName = (deviceType: WebAuthnDeviceType) => (deviceType === 'Platform' ? 'This device' : 'Security key');

type CredentialFields = {
  id: string;
  rawId?: string;
  clientExtensionResults?: Record<string, unknown>;
  authenticatorAttachment?: 'platform' | 'cross-platform' | null;
};
/** The credential JSON as the verifier takes it: optional wire fields filled the way browsers fill them. */
const asCredentialJson = <C extends CredentialFields>(c: C) => ({
  ...c,
  rawId: c.rawId ?? c.id,
  type: 'public-key' as const,
  clientExtensionResults: c.clientExtensionResults ?? {},
  authenticatorAttachment: c.authenticatorAttachment ?? undefined,
});

/** An attestation as the contracts validate it. */
export type Attestation = CredentialFields & { response: { clientDataJSON: string; attestationObject: string; transports?: string[] } };
/** An assertion as the contracts validate it. */
export type Assertion = CredentialFields & {
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string | null };
};

/**
 * The WebAuthn ceremonies of second factors, on the passkeys' ceremony code (user verification
 * required, no attestation, origin and RP ID from configuration): challenges bound to a purpose, the
 * user and one flow, handed out as the `webauthnToken`; keys never discoverable-only, never usable
 * to sign in alone (they live apart from passkeys).
 */
export function createSecurityKeyCeremonies(kit: MfaKit) {
  const { db, clock } = kit;
  const ceremonies = createCeremonies(relyingPartyOf(kit.config));

  /** The live challenge a browser answered: it must be the one the handle names, of this purpose, user and flow. */
  const answered = async (
    purpose: FactorChallengePurpose,
    userId: string,
    flowId: string,
    webauthnToken: string,
    clientDataJSON: string,
  ) => {
    const challenge = challengeOf(clientDataJSON);
    const live =
      challenge && safeEqual(challenge, webauthnToken)
        ? await liveFactorChallenge(db, clock, purpose, challenge, userId, flowId)
        : undefined;
    if (!challenge || !live) throw fail('mfa.webauthn_invalid_challenge');
    return { challenge, live };
  };
  const refused = (userId: string, ctx: RequestContext) => kit.failed(userId, ctx, 'auth.mfa.webauthn_failed', 'mfa.webauthn_failed');

  return {
    /** Creation options for a new key of the user; the attachment is hinted when only one kind is allowed. */
    async creation(user: Pick<UserRow, 'id' | 'email' | 'name'>, flowId: string, types: WebAuthnDeviceType[]) {
      const existing = await securityKeysOf(db, user.id);
      if (existing.length >= MAX_SECURITY_KEYS_PER_USER) throw fail('mfa.too_many_devices');
      const challenge = await issueFactorChallenge(db, clock, 'mfa_register', user.id, flowId, CEREMONY_TIMEOUT_MS);
      const options = await ceremonies.registrationOptions({
        challenge,
        userHandle: user.id,
        userName: user.email,
        displayName: user.name || user.email,
        exclude: existing.map(asStoredKey),
        discoverable: false,
      });
      const attachment = types.length === 1 ? (types[0] === 'Platform' ? ('platform' as const) : ('cross-platform' as const)) : undefined;
      return {
        webauthnToken: challenge,
        options: attachment
          ? { ...options, authenticatorSelection: { ...options.authenticatorSelection, authenticatorAttachment: attachment } }
          : options,
      };
    },

    /** Verifies an attestation answering the flow's challenge: the challenge row and the new credential. */
    async attested(userId: string, flowId: string, webauthnToken: string, attestation: Attestation, ctx: RequestContext) {
      const { challenge, live } = await answered('mfa_register', userId, flowId, webauthnToken, attestation.response.clientDataJSON);
      const credential = await ceremonies.verifyRegistration(asCredentialJson(attestation) as RegistrationResponseJSON, challenge);
      if (!credential) throw await refused(userId, ctx);
      return { challengeId: live.id, credential };
    },

    /** Request options naming one key, for a sign-in or a removal. */
    async request(userId: string, key: SecurityKeyRow, purpose: FactorChallengePurpose, flowId: string) {
      const challenge = await issueFactorChallenge(db, clock, purpose, userId, flowId, CEREMONY_TIMEOUT_MS);
      return { webauthnToken: challenge, options: await ceremonies.authenticationOptions({ challenge, allow: [asStoredKey(key)] }) };
    },

    /** Verifies an assertion by `key` answering the flow's challenge: the challenge row and the new signature counter. */
    async asserted(
      userId: string,
      key: SecurityKeyRow,
      purpose: FactorChallengePurpose,
      flowId: string,
      webauthnToken: string,
      assertion: Assertion,
      ctx: RequestContext,
    ) {
      const { challenge, live } = await answered(purpose, userId, flowId, webauthnToken, assertion.response.clientDataJSON);
      const userHandle = Buffer.from(userId, 'utf8').toString('base64url');
      if (assertion.id !== key.credential_id || (assertion.response.userHandle && assertion.response.userHandle !== userHandle))
        throw await refused(userId, ctx);
      const verified = await ceremonies.verifyAuthentication(
        asCredentialJson({
          ...assertion,
          response: { ...assertion.response, userHandle: assertion.response.userHandle ?? undefined },
        }) as AuthenticationResponseJSON,
        challenge,
        asStoredKey(key),
      );
      if (!verified) throw await refused(userId, ctx);
      return { challengeId: live.id, newCounter: verified.newCounter };
    },

    /**
     * Writes a finished key enrolment in the caller's transaction: the challenge spent, the key
     * stored, new recovery codes, the notice. False when the challenge was spent or the credential
     * stored first (a replayed attestation).
     */
    async enrolIn(
      trx: Transaction<Database>,
      user: Pick<UserRow, 'id' | 'email'>,
      challengeId: string,
      credential: NewCredential,
      deviceType: WebAuthnDeviceType,
      name: string,
      recoveryCodes: string[],
    ): Promise<boolean> {
      if (!(await spendChallenge(trx, clock, challengeId))) return false;
      if (!(await insertSecurityKey(trx, clock, user.id, credential, deviceType, name))) return false;
      await replaceRecoveryCodes(trx, clock, user.id, recoveryCodes);
      await factorsChanged(trx, clock, user, kit.config.vendorName, 'security_key_added');
      return true;
    },
  };
}
