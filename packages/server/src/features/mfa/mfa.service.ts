import type { MfaDevices } from '@gatehouse/contracts';
import QRCode from 'qrcode';
import type { AuthContext } from '../../http/auth-context';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { userByEmail, userById, type UserRow } from '../users/index';
import { createFactorCompletion } from './complete-factor';
import { createEmailCodeService } from './email-code.service';
import { resetCodeAttempts } from '../../kernel/failed-codes';
import { factorsChanged } from './factor-notices';
import { createLoginEnrolmentService } from './login-enrolment.service';
import { createTenantEntryChallenge } from './mfa-challenge';
import { createMfaKit, type MfaDeps } from './mfa-kit';
import * as store from './mfa.store';
import { createSecurityKeyLoginService } from './security-key-login.service';
import { createSecurityKeyProfileService } from './security-key-profile.service';
import { createSmsLoginService } from './sms-login.service';
import { createSmsProfileService } from './sms-profile.service';
import { createStepUpService } from './step-up.service';
import { createTotpFactor } from './totp-factor';
import { newTotpSecret, totpUri } from './totp';

/**
 * Second factors (decisions 0012, 0020, 0024): authenticator apps, phones (SMS) and security keys
 * enrolled from the profile or at a sign-in the policy forces, email codes, recovery codes,
 * remembered devices and step-up. Every
 * code check is limited per IP and claimed against the account's code counter first
 * (failed-codes.ts); every one-time value is spent with a conditional update.
 */
export function createMfaService(deps: MfaDeps) {
  const kit = createMfaKit(deps);
  const { db, config, clock, events } = kit;
  const complete = createFactorCompletion(kit, deps);
  const totp = createTotpFactor(kit, complete);
  const vendor = config.vendorName;

  /** A new 160-bit key, sealed at rest, as an otpauth URI and its QR code. */
  const newEnrolment = async (user: Pick<UserRow, 'id' | 'email'>) => {
    const secret = newTotpSecret();
    await store.insertPendingAuthenticator(db, clock, user.id, kit.sealer.seal(secret));
    const otpauthUri = totpUri(secret, vendor, user.email);
    return { qrCode: await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 220 }), otpauthUri, secret };
  };

  return {
    devicesOf: (userId: string): Promise<MfaDevices> => kit.devicesOf(userId),

    /** Whether an email factor counts as a second factor now (profile `mfaEnrolled`): only while email codes are offered. */
    emailCodesOffered: async (): Promise<boolean> => (await kit.usableStrategies()).includes('EmailCode'),

    /** The MFA step of a session entering a tenant whose MFA policy it does not meet (decision 0032). */
    enterTenant: createTenantEntryChallenge(kit),

    /** Second step of a sign-in (or step-up): a code of any of the user's authenticator apps. */
    verify: (mfaToken: string, code: string, rememberDevice: boolean | undefined, ctx: RequestContext) =>
      totp.verify(mfaToken, code, null, rememberDevice, ctx),

    /** The same with one named authenticator app (wire-compat §2.2). */
    verifyDevice: (deviceId: string, mfaToken: string, code: string, rememberDevice: boolean | undefined, ctx: RequestContext) =>
      totp.verify(mfaToken, code, deviceId, rememberDevice, ctx),

    loginEnrolment: createLoginEnrolmentService(kit, complete, newEnrolment),
    emailCode: createEmailCodeService(kit, complete),
    /** SMS at sign-in and step-up, and phone enrolment inside a forced sign-in (decision 0024). */
    sms: createSmsLoginService(kit, complete),
    /** Phones from the profile: add and remove, each with a texted code. */
    smsProfile: createSmsProfileService(kit),
    /** Security keys and platform authenticators at sign-in and step-up, and their enrolment inside a forced sign-in. */
    securityKey: createSecurityKeyLoginService(kit, complete),
    /** Security keys from the profile: register, and remove with a signature. */
    securityKeyProfile: createSecurityKeyProfileService(kit),
    stepUp: createStepUpService(kit),

    /**
     * Spends a recovery code: MFA is switched off (every factor and the other codes removed) and
     * the user signs in again with the password (wire-compat §2.2: the client goes back to the
     * pre-login step). Unknown emails get the same answer as wrong codes.
     */
    async recover(email: string, recoveryCode: string, ctx: RequestContext): Promise<void> {
      const user = await userByEmail(db, DEFAULT_VENDOR_ID, email);
      await kit.gate(user?.id ?? null);
      if (!user) throw fail('mfa.invalid_recovery_code');
      const spent = await db.transaction().execute(async (trx) => {
        if (!(await store.spendRecoveryCode(trx, clock, user.id, recoveryCode))) return false;
        await store.removeAllFactors(trx, user.id);
        await resetCodeAttempts(trx, user.id);
        await factorsChanged(trx, clock, user, vendor, 'all_removed');
        await events.emit(trx, actingAs(ctx, user.id), 'mfa.recovered', user.id);
        return true;
      });
      if (!spent) throw await kit.failed(user.id, ctx, 'mfa.recovery.failed', 'mfa.invalid_recovery_code');
    },

    /** Starts enrolment of one more authenticator app by the signed-in user. */
    async startEnrolment(auth: AuthContext, ctx: RequestContext) {
      const enrolment = await newEnrolment({ id: auth.userId, email: auth.email });
      await events.emit(db, ctx, 'mfa.authenticator.enrolment_started', auth.userId);
      return enrolment;
    },

    /** Finishes enrolment with a first code; answers new recovery codes (only their hashes are kept). */
    async finishEnrolment(auth: AuthContext, code: string, ctx: RequestContext) {
      const user = await userById(db, auth.userId);
      if (!user) throw fail('auth.unauthenticated');
      const codes = await totp.enrol(user, code, ctx, auth.tenantId);
      if (!codes) throw fail('mfa.enrollment_expired');
      return { recoveryCode: codes[0]!, recoveryCodes: codes };
    },

    /** Removes an authenticator with a current code from it; the last factor takes the recovery codes with it. */
    async disable(auth: AuthContext, deviceId: string, code: string, ctx: RequestContext) {
      const user = await userById(db, auth.userId);
      const device = (await store.enrolledAuthenticators(db, auth.userId)).find((d) => d.id === deviceId);
      if (!user || !device) throw fail('mfa.device_not_found');
      const step = await totp.check(user.id, device, code, ctx);
      const ok = await db.transaction().execute(async (trx) => {
        if (!(await store.claimTotpStep(trx, device.id, step))) return false;
        await trx.deleteFrom('mfa_authenticators').where('id', '=', device.id).execute();
        if (!(await store.hasAnyFactor(trx, auth.userId))) await store.removeAllFactors(trx, auth.userId);
        await resetCodeAttempts(trx, auth.userId);
        await factorsChanged(trx, clock, user, vendor, 'authenticator_removed');
        await events.emit(trx, ctx, 'mfa.authenticator.removed', auth.userId);
        return true;
      });
      if (!ok) throw await kit.failed(auth.userId, ctx, 'mfa.totp.replay', 'mfa.invalid_code');
    },
  };
}

/** The MFA service. */
export type MfaService = ReturnType<typeof createMfaService>;
