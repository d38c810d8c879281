import type { WebAuthnDeviceType } from '@gatehouse/contracts';
import type { Transaction } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import { fail } from '../../kernel/app-error';
import type { Database } from '../../storage/schema';
import { userById } from '../users/index';
import { spendChallenge } from '../webauthn/index';
import { freshRecoveryCodes } from './enrolment-rules';
import { resetCodeAttempts } from '../../kernel/failed-codes';
import { factorsChanged } from './factor-notices';
import type { MfaKit } from './mfa-kit';
import { hasAnyFactor, removeAllFactors } from './mfa.store';
import { allowedKeyTypes, createSecurityKeyCeremonies, defaultKeyName, type Assertion, type Attestation } from './security-key-ceremonies';
import { deleteSecurityKey, recordKeyUse, securityKeyOf } from './security-keys.store';
import type { RequestContext } from '../../kernel/request-context';

/** The flow a profile registration belongs to (one per user; a removal's flow is its key). */
const enrolFlow = (userId: string) => `profile-webauthn-enrol:${userId}`;

/**
 * Security keys and platform authenticators as second factors from the profile (wire-compat
 * §3.21): registering one (only kinds the vendor offers), and removing one, which needs a signature
 * by that key (ASVS 2.5.7). Removing the last factor takes the recovery codes with it.
 */
export function createSecurityKeyProfileService(kit: MfaKit) {
  const { db, clock, events, config } = kit;
  const keys = createSecurityKeyCeremonies(kit);

  const ownKey = async (userId: string, deviceId: string) => {
    const key = await securityKeyOf(db, userId, deviceId);
    if (!key) throw fail('mfa.device_not_found');
    return key;
  };
  const offeredTypes = async (deviceType?: WebAuthnDeviceType) => {
    const types = allowedKeyTypes(await kit.usableStrategies());
    if (types.length === 0 || (deviceType && !types.includes(deviceType))) throw fail('mfa.strategy_not_allowed');
    return types;
  };
  /** A refusal thrown inside a transaction so that nothing of it commits. */
  const replayed = () => Object.assign(new Error('replayed'), { replayed: true });
  const inTransaction = async (auth: AuthContext, ctx: RequestContext, work: (trx: Transaction<Database>) => Promise<void>) => {
    try {
      await db.transaction().execute(work);
    } catch (e) {
      if (!(e as { replayed?: boolean }).replayed) throw e;
      throw await kit.failed(auth.userId, ctx, 'mfa.webauthn.replay', 'mfa.webauthn_invalid_challenge');
    }
  };

  return {
    /** Creation options for a new key of the signed-in user. */
    async startEnrolment(auth: AuthContext) {
      const types = await offeredTypes();
      const user = await userById(db, auth.userId);
      if (!user) throw fail('auth.unauthenticated');
      return keys.creation(user, enrolFlow(user.id), types);
    },

    /** The attestation registers the key; answers new recovery codes (only their hashes are kept). */
    async finishEnrolment(
      auth: AuthContext,
      input: { deviceType: WebAuthnDeviceType; webauthnToken: string; options: Attestation; name?: string },
      ctx: RequestContext,
    ): Promise<{ recoveryCode: string; recoveryCodes: string[] }> {
      await offeredTypes(input.deviceType);
      const user = await userById(db, auth.userId);
      if (!user) throw fail('auth.unauthenticated');
      const { challengeId, credential } = await keys.attested(user.id, enrolFlow(user.id), input.webauthnToken, input.options, ctx);
      const recoveryCodes = freshRecoveryCodes();
      await inTransaction(auth, ctx, async (trx) => {
        if (
          !(await keys.enrolIn(
            trx,
            user,
            challengeId,
            credential,
            input.deviceType,
            input.name ?? defaultKeyName(input.deviceType),
            recoveryCodes,
          ))
        )
          throw replayed();
        await events.emit(trx, ctx, 'mfa.security_key.enrolled', user.id, { deviceType: input.deviceType });
      });
      return { recoveryCode: recoveryCodes[0]!, recoveryCodes };
    },

    /** Request options naming the key the user wants to remove. */
    async startRemoval(auth: AuthContext, deviceId: string) {
      const key = await ownKey(auth.userId, deviceId);
      return keys.request(auth.userId, key, 'mfa_disable', key.id);
    },

    /** The key's signature removes it; the last factor takes the recovery codes with it. */
    async finishRemoval(
      auth: AuthContext,
      deviceId: string,
      input: { webauthnToken: string; options: Assertion },
      ctx: RequestContext,
    ): Promise<void> {
      const key = await ownKey(auth.userId, deviceId);
      const user = await userById(db, auth.userId);
      if (!user) throw fail('auth.unauthenticated');
      const { challengeId, newCounter } = await keys.asserted(user.id, key, 'mfa_disable', key.id, input.webauthnToken, input.options, ctx);
      await inTransaction(auth, ctx, async (trx) => {
        if (
          !(await spendChallenge(trx, clock, challengeId)) ||
          !(await recordKeyUse(trx, clock, key.id, newCounter)) ||
          !(await deleteSecurityKey(trx, user.id, key.id))
        )
          throw replayed();
        if (!(await hasAnyFactor(trx, user.id))) await removeAllFactors(trx, user.id);
        await resetCodeAttempts(trx, user.id);
        await factorsChanged(trx, clock, user, config.vendorName, 'security_key_removed');
        await events.emit(trx, ctx, 'mfa.security_key.removed', user.id, { deviceId: key.id });
      });
    },
  };
}
