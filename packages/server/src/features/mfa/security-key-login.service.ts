import type { WebAuthnDeviceType } from '@gatehouse/contracts';
import type { Transaction } from 'kysely';
import { fail } from '../../kernel/app-error';
import type { Database } from '../../storage/schema';
import { spendChallenge } from '../webauthn/index';
import type { CompleteFactor, FactorResult } from './complete-factor';
import { freshRecoveryCodes } from './enrolment-rules';
import type { MfaKit, Pending } from './mfa-kit';
import { allowedKeyTypes, createSecurityKeyCeremonies, defaultKeyName, type Assertion, type Attestation } from './security-key-ceremonies';
import { recordKeyUse, securityKeyOf } from './security-keys.store';
import type { RequestContext } from '../../kernel/request-context';

/**
 * WebAuthn as the second factor of a sign-in or step-up (wire-compat §2.2): a signature by one of
 * the user's registered keys over a challenge bound to the pending sign-in, and registration of a
 * key inside a sign-in the MFA policy forces. The session has `amr` with `mfa` and `hwk`. A wrong
 * signature is not a guess at anything, so it counts against the IP limit only, not the code lockout.
 */
export function createSecurityKeyLoginService(kit: MfaKit, complete: CompleteFactor) {
  const { db, clock } = kit;
  const keys = createSecurityKeyCeremonies(kit);

  const keyOfPending = async ({ user }: Pending, deviceId: string) => {
    const key = await securityKeyOf(db, user.id, deviceId);
    if (!key) throw fail('mfa.device_not_found');
    return key;
  };
  /** Only a user with no second factor may enrol inside a sign-in, and only a kind of key the vendor offers. */
  const mayEnrol = async ({ token, user }: Pending, deviceType?: WebAuthnDeviceType) => {
    if (token.purpose !== 'login') throw fail('mfa.invalid_token');
    const strategies = await kit.usableStrategies();
    const types = allowedKeyTypes(strategies);
    if (types.length === 0 || (deviceType && !types.includes(deviceType)) || kit.hasDevice(await kit.devicesOf(user.id, strategies)))
      throw fail('mfa.strategy_not_allowed');
    return types;
  };

  return {
    /** Request options naming one of the user's keys, bound to this sign-in. */
    async start(deviceId: string, mfaToken: string) {
      const pending = await kit.pendingUncounted(mfaToken);
      return keys.request(pending.user.id, await keyOfPending(pending, deviceId), 'mfa_login', pending.token.id);
    },

    /** The key's signature finishes the sign-in or step-up; challenge, counter, token and session commit together. */
    async verify(
      deviceId: string,
      input: { mfaToken: string; webauthnToken: string; options: Assertion; rememberDevice?: boolean },
      ctx: RequestContext,
    ): Promise<FactorResult> {
      const pending = await kit.pendingUncounted(input.mfaToken);
      const key = await keyOfPending(pending, deviceId);
      const { challengeId, newCounter } = await keys.asserted(
        pending.user.id,
        key,
        'mfa_login',
        pending.token.id,
        input.webauthnToken,
        input.options,
        ctx,
      );
      const claim = async (trx: Transaction<Database>) =>
        (await spendChallenge(trx, clock, challengeId)) && (await recordKeyUse(trx, clock, key.id, newCounter));
      return complete(
        pending,
        {
          method: 'hwk',
          rememberDevice: input.rememberDevice,
          replayAction: 'mfa.webauthn.replay',
          replayError: 'mfa.webauthn_failed',
          claim,
        },
        ctx,
      );
    },

    /** Forced enrolment: creation options for a key of the kinds the vendor offers. */
    async startEnrolment(mfaToken: string) {
      const pending = await kit.pendingUncounted(mfaToken);
      const types = await mayEnrol(pending);
      return keys.creation(pending.user, pending.token.id, types);
    },

    /** The attestation registers the key, makes recovery codes and finishes the sign-in, in one transaction. */
    async finishEnrolment(
      input: { mfaToken: string; deviceType: WebAuthnDeviceType; webauthnToken: string; options: Attestation; rememberDevice?: boolean },
      ctx: RequestContext,
    ): Promise<FactorResult> {
      const pending = await kit.pendingUncounted(input.mfaToken);
      await mayEnrol(pending, input.deviceType);
      const { challengeId, credential } = await keys.attested(pending.user.id, pending.token.id, input.webauthnToken, input.options, ctx);
      const recoveryCodes = freshRecoveryCodes();
      const claim = (trx: Transaction<Database>) =>
        keys.enrolIn(trx, pending.user, challengeId, credential, input.deviceType, defaultKeyName(input.deviceType), recoveryCodes);
      const issued = await complete(
        pending,
        {
          method: 'hwk',
          rememberDevice: input.rememberDevice,
          replayAction: 'mfa.enrolment.replay',
          replayError: 'mfa.webauthn_failed',
          claim,
        },
        ctx,
      );
      return { ...issued, response: { ...issued.response, recoveryCode: recoveryCodes[0], recoveryCodes } };
    },
  };
}
