import type { LoginResponse } from '@gatehouse/contracts';
import type { AuthContext } from '../../http/auth-context';
import type { ClientInfo } from '../../http/client-info';
import { fail } from '../../http/app-error';
import { audit } from '../audit/audit';
import { MFA_TOKEN_TTL_SECONDS, type MfaKit } from './mfa-kit';
import { issueMfaToken } from './mfa.store';

/**
 * Step-up (spec 000 §4.5, wire-compat §2.13): a signed-in user proves a second factor now. The
 * answer is an MFA token tied to the caller's session; any MFA verify endpoint then replaces that
 * session with one whose token carries the multi-factor `acr`, `amr` with `mfa` and the method, and
 * a fresh `auth_time`. Only factors that satisfy the step-up rule are offered (authenticator apps,
 * phones, security keys): email codes do not (SECURITY.md §0), so a user with email codes only is
 * "not enrolled" here.
 */
export function createStepUpService(kit: MfaKit) {
  const { db, clock } = kit;
  return {
    async generate(auth: AuthContext, maxAge: number | undefined, client: ClientInfo, requestId: string | null): Promise<LoginResponse> {
      // Authenticator apps (otp), phones (sms) and security keys (hwk) satisfy spec 000 §4.5; email codes do not.
      const devices = { ...(await kit.devicesOf(auth.userId, [])), emails: [] };
      // The exact message the reference clients match to show the "enrol first" step (wire-compat §2.13).
      if (!kit.hasDevice(devices)) throw fail('mfa.not_enrolled');
      const mfaToken = await issueMfaToken(db, clock, auth.userId, MFA_TOKEN_TTL_SECONDS, auth.sessionId);
      await audit(db, clock, kit.actorOf(auth.userId, client, requestId, auth.tenantId), 'auth.step_up.started', auth.userId, maxAge === undefined ? {} : { maxAge });
      const mfaStrategies = (await kit.usableStrategies()).filter((s) => s !== 'EmailCode');
      return { mfaRequired: true, mfaToken, mfaEnrolled: true, mfaDevices: devices, mfaStrategies, userEmail: auth.email };
    },
  };
}
