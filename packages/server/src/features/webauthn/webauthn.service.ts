import type { BodyOf, WebAuthnDevice, WebAuthnDeviceType, webauthnApi } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { AuthContext } from '../../http/auth-context';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import type { Logger } from '../../lib/logger';
import type { Database } from '../../storage/schema';
import type { SignInResult, SignInSpine } from '../sign-in/index';
import type { PoliciesService } from '../policies/index';
import type { IssuedSession } from '../sessions/index';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { userByEmail, userById } from '../users/index';
import { CEREMONY_TIMEOUT_MS, challengeOf, createCeremonies } from './ceremony';
import { issueChallenge, liveChallenge, spendChallenge } from './challenges.store';
import { relyingPartyOf } from './relying-party';
import * as store from './webauthn.store';
import { actingAs, type RequestContext } from '../../kernel/request-context';

/**
 * `amr` of a passkey sign-in (RFC 8176 `hwk`, wire-compat §4.3): a key held by the user, unlocked
 * by user verification, is two factors in one, so the session counts as multi-factor (decision 0019).
 */
export const PASSKEY_AMR = ['webauthn', 'hwk', 'mfa'];
/** Passkeys one user may register (decision 0019): enough for every device, bounded for storage. */
export const MAX_PASSKEYS_PER_USER = 20;

type PostloginBody = NonNullable<BodyOf<typeof webauthnApi.webauthnPostlogin>>;
type VerifyBody = NonNullable<BodyOf<typeof webauthnApi.verifyWebauthnDevice>>;

/** The user handle passkeys carry: the user id's UTF-8 bytes, base64url (never the email: WebAuthn L3 §14.6.1). */
const userHandleOf = (userId: string) => Buffer.from(userId, 'utf8').toString('base64url');

/** The credential JSON as the verifier takes it: optional wire fields (wire-compat §2.12) filled the way browsers fill them. */
const asCredentialJson = <
  C extends {
    id: string;
    rawId?: string;
    clientExtensionResults?: Record<string, unknown>;
    authenticatorAttachment?: 'platform' | 'cross-platform' | null;
  },
>(
  c: C,
) => ({
  ...c,
  rawId: c.rawId ?? c.id,
  type: 'public-key' as const,
  clientExtensionResults: c.clientExtensionResults ?? {},
  authenticatorAttachment: c.authenticatorAttachment ?? undefined,
});

/**
 * Passkeys: registration and management by the signed-in user, and passkey sign-in. Challenges are
 * kept server side (hashed), bound to the user or to a discoverable sign-in, and spent with a
 * conditional update in the transaction that stores the result, so an assertion or attestation
 * counts at most once even under parallel requests.
 */
export function createWebAuthnService(deps: {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  events: EventEmitter;
  log: Logger;
  policies: Pick<PoliciesService, 'isSecondaryActive'>;
  signIn: Pick<SignInSpine, 'proceed'>;
}) {
  const { db, config, clock, events, log } = deps;
  const ceremonies = createCeremonies(relyingPartyOf(config));

  const requireActive = async () => {
    if (!(await deps.policies.isSecondaryActive('Passkeys'))) throw fail('webauthn.disabled');
  };
  /** A refusal thrown inside a transaction so that nothing of it commits. */
  const refusal = (reason: string) => Object.assign(new Error(reason), { refusal: reason });
  const isRefusal = (e: unknown): e is { refusal: string } => typeof (e as { refusal?: unknown }).refusal === 'string';

  const verificationFailed = async (ctx: RequestContext, userId: string | null, reason: string) => {
    await events.emit(db, actingAs(ctx, userId), 'auth.passkey.failed', userId, { reason });
    return fail('webauthn.verification_failed');
  };

  return {
    ceremonies,

    /** The user's passkeys (profile, login-box prompt). */
    async devices(userId: string): Promise<WebAuthnDevice[]> {
      return (await store.credentialsOf(db, userId)).map(store.asDevice);
    },

    /** Starts a registration: creation options for a discoverable passkey with user verification. */
    async startRegistration(auth: AuthContext) {
      await requireActive();
      const user = await userById(db, auth.userId);
      if (!user) throw fail('auth.unauthenticated');
      const existing = await store.credentialsOf(db, user.id);
      if (existing.length >= MAX_PASSKEYS_PER_USER) throw fail('webauthn.too_many_devices');
      const challenge = await issueChallenge(db, clock, 'register', user.id, CEREMONY_TIMEOUT_MS);
      const options = await ceremonies.registrationOptions({
        challenge,
        userHandle: user.id,
        userName: user.email,
        displayName: user.name || user.email,
        exclude: existing.map(store.asStored),
        discoverable: true,
      });
      return { options };
    },

    /** Finishes a registration with the browser's attestation; the challenge must be this user's. */
    async finishRegistration(auth: AuthContext, body: VerifyBody, ctx: RequestContext): Promise<WebAuthnDevice> {
      await requireActive();
      const challenge = challengeOf(body.response.clientDataJSON);
      const live = challenge ? await liveChallenge(db, clock, 'register', challenge) : undefined;
      if (!challenge || !live || live.user_id !== auth.userId) throw fail('webauthn.invalid_challenge');
      const verified = await ceremonies.verifyRegistration(asCredentialJson(body), challenge);
      if (!verified) {
        await events.emit(db, ctx, 'webauthn.device.registration_failed', auth.userId);
        throw fail('webauthn.verification_failed');
      }
      const deviceType: WebAuthnDeviceType =
        body.deviceType ?? (body.authenticatorAttachment === 'cross-platform' ? 'CrossPlatform' : 'Platform');
      const name = body.name ?? (deviceType === 'Platform' ? 'Passkey' : 'Security key');
      try {
        const row = await db.transaction().execute(async (trx) => {
          if (!(await spendChallenge(trx, clock, live.id))) throw refusal('challenge');
          if (await store.passkeys(trx).select('id').where('credential_id', '=', verified.credentialId).executeTakeFirst())
            throw refusal('duplicate');
          const count = await store
            .passkeys(trx)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', auth.userId)
            .executeTakeFirstOrThrow();
          if (Number(count.n) >= MAX_PASSKEYS_PER_USER) throw refusal('limit');
          const inserted = await store.insertCredential(trx, clock, auth.userId, verified, deviceType, name);
          await events.emit(trx, ctx, 'webauthn.device.registered', auth.userId, {
            deviceId: inserted.id,
            deviceType,
            name,
          });
          return inserted;
        });
        return store.asDevice(row);
      } catch (e) {
        if (!isRefusal(e)) throw e;
        if (e.refusal === 'duplicate') throw fail('webauthn.already_registered');
        if (e.refusal === 'limit') throw fail('webauthn.too_many_devices');
        throw fail('webauthn.invalid_challenge');
      }
    },

    /** Removes one of the signed-in user's passkeys; another user's id is "not found". */
    async remove(auth: AuthContext, deviceId: string, ctx: RequestContext): Promise<void> {
      const removed = await db.transaction().execute(async (trx) => {
        if (!(await store.deleteCredential(trx, auth.userId, deviceId))) return false;
        await events.emit(trx, ctx, 'webauthn.device.removed', auth.userId, { deviceId });
        return true;
      });
      if (!removed) throw fail('webauthn.device_not_found');
    },

    /**
     * Passkey sign-in, first step. The options never list credentials, whatever the email: a
     * discoverable passkey needs no list, and a list would tell who has an account (decision 0019).
     * Given an email or user id, the challenge is bound to that user (an unknown one to nobody).
     */
    async prelogin(body: { email?: string; userId?: string } | undefined) {
      await requireActive();
      let bound: string | null = null;
      if (body?.email || body?.userId) {
        const user = body.email ? await userByEmail(db, DEFAULT_VENDOR_ID, body.email) : await userById(db, body.userId!);
        bound = user && user.vendor_id === DEFAULT_VENDOR_ID ? user.id : `nobody:${newId()}`;
      }
      const challenge = await issueChallenge(db, clock, 'login', bound, CEREMONY_TIMEOUT_MS);
      return { options: await ceremonies.authenticationOptions({ challenge, allow: [] }) };
    },

    /** Passkey sign-in, second step: a session like password sign-in, or a refusal with nothing written but the audit row. */
    async postlogin(body: PostloginBody, ctx: RequestContext): Promise<SignInResult | IssuedSession> {
      await requireActive();
      const challenge = challengeOf(body.response.clientDataJSON);
      const live = challenge ? await liveChallenge(db, clock, 'login', challenge) : undefined;
      if (!challenge || !live) throw fail('webauthn.invalid_challenge');
      const credential = await store.credentialByCredentialId(db, body.id);
      if (!credential) throw await verificationFailed(ctx, null, 'unknown credential');
      const userId = credential.user_id;
      if (live.user_id !== null && live.user_id !== userId) throw await verificationFailed(ctx, userId, 'challenge of another user');
      if (body.response.userHandle && body.response.userHandle !== userHandleOf(userId))
        throw await verificationFailed(ctx, userId, 'user handle mismatch');
      const user = await userById(db, userId);
      if (!user) throw await verificationFailed(ctx, null, 'unknown user');
      const verified = await ceremonies.verifyAuthentication(
        asCredentialJson({ ...body, response: { ...body.response, userHandle: body.response.userHandle ?? undefined } }),
        challenge,
        store.asStored(credential),
      );
      if (!verified) throw await verificationFailed(ctx, userId, 'assertion');
      try {
        // The account's state, the tenants and the session: the sign-in spine. A passkey is multi-factor by itself, so
        // no second factor is asked; the challenge and the signature counter are spent with the session.
        return await deps.signIn.proceed(
          {
            method: 'passkey',
            user,
            amr: PASSKEY_AMR,
            multiFactor: true,
            async spend(trx) {
              if (!(await spendChallenge(trx, clock, live.id))) throw refusal('challenge');
              if (!(await store.recordUse(trx, clock, credential.id, verified.newCounter, verified.backedUp))) throw refusal('counter');
            },
          },
          ctx,
        );
      } catch (e) {
        if (!isRefusal(e)) throw e;
        if (e.refusal === 'challenge') throw fail('webauthn.invalid_challenge');
        log.warn({ userId, deviceId: credential.id }, 'passkey signature counter did not grow: possible cloned authenticator');
        throw await verificationFailed(ctx, userId, 'counter');
      }
    },
  };
}

/** The passkeys service. */
export type WebAuthnService = ReturnType<typeof createWebAuthnService>;
