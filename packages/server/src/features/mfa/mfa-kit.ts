import type { MfaDevices, MfaStrategy, WebAuthnDeviceType } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { createSealer } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import type { Logger } from '../../lib/logger';
import type { Database } from '../../storage/schema';
import type { SignInSpine } from '../sign-in/index';
import type { PoliciesService } from '../policies/index';
import type { SessionService } from '../sessions/index';
import { userById, type UserRow } from '../users/index';
import { claimCodeAttempt } from '../../kernel/failed-codes';
import { maskPhone } from '../../kernel/one-time-secrets';
import { emailFactors } from './factors.store';
import { phonesOf } from './phones.store';
import { securityKeysOf } from './security-keys.store';
import * as store from './mfa.store';
import { userWithFactor } from './enrolled-factors';
import { actingAs, type RequestContext } from '../../kernel/request-context';

/** What the MFA services are built from (wired once in deps.ts). */
export interface MfaDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  events: EventEmitter;
  log: Logger;
  masterKey: string;
  /** The spine a second factor finishes a sign-in through (the tenants it opens in, the session). */
  signIn: Pick<SignInSpine, 'openingTenants' | 'issue'>;
  sessions: Pick<SessionService, 'issue' | 'live' | 'revoke'>;
  policies: Pick<PoliciesService, 'activeMfaStrategies' | 'mfa' | 'forSignIn'>;
}

/** Lifetime of the token of a sign-in or step-up waiting for its second factor (decision 0012). */
export const MFA_TOKEN_TTL_SECONDS = 300;

/** The second factors this server can enrol and verify (the vendor's order, strongest first, is kept). */
const IMPLEMENTED: readonly MfaStrategy[] = ['WebAuthnPlatform', 'WebAuthnCrossPlatform', 'AuthenticatorApp', 'SMS', 'EmailCode'];

/** The strategies of a list that this server implements, in the list's order (the vendor's, strongest first: decision 0013). */
export const implementedStrategies = (strategies: MfaStrategy[]): MfaStrategy[] => strategies.filter((s) => IMPLEMENTED.includes(s));

/** What a replayed one-time value (a code, a challenge answer, an enrolment) records. */
export type ReplayAction =
  'mfa.totp.replay' | 'mfa.email_code.replay' | 'mfa.sms_code.replay' | 'mfa.webauthn.replay' | 'mfa.enrolment.replay';
/** What a refused second-factor proof records. */
export type FailedAction = ReplayAction | 'auth.mfa.failed' | 'auth.mfa.webauthn_failed' | 'mfa.recovery.failed';

/** A pending sign-in or step-up, resolved from its MFA token. */
export interface Pending {
  token: NonNullable<Awaited<ReturnType<typeof store.liveMfaToken>>>;
  user: UserRow;
}

/** Helpers every MFA use case shares: limits, audit, devices, strategies, the pending sign-in. */
/** What the kit itself reads (the second-factor decision is built from it before the sign-in spine exists). */
export type MfaKitDeps = Omit<MfaDeps, 'signIn' | 'sessions'>;

export function createMfaKit(deps: MfaKitDeps) {
  const { db, clock, events, config } = deps;
  const sealer = createSealer(deps.masterKey, 'mfa-totp');

  const implemented = implementedStrategies;
  const usableStrategies = async (): Promise<MfaStrategy[]> => implemented(await deps.policies.activeMfaStrategies());
  /** The usable second factors and the MFA policy of the tenant a sign-in opens in, in one read. */
  const signInPolicies = async (tenantId: string) => {
    const { mfaStrategies, mfa } = await deps.policies.forSignIn(tenantId);
    return { strategies: implemented(mfaStrategies), policy: mfa };
  };

  /**
   * The user's devices. Email factors count only while the vendor offers email codes (SECURITY.md
   * §0: an inbox is no device). Phones and security keys count whatever the switches say: the
   * strategies gate new enrolments, and a switch must not turn a user's factor off (decision 0024).
   * Phone numbers are masked: the answer reaches whoever knows the password.
   */
  const devicesOf = async (userId: string, strategies?: MfaStrategy[]): Promise<MfaDevices> => {
    const active = strategies ?? (await usableStrategies());
    // Most users have no factor: one statement says so instead of four.
    if (!(await userWithFactor(db, userId, async () => active.includes('EmailCode')))?.mfaEnrolled)
      return { webauthn: [], phones: [], authenticators: [], emails: [] };
    const [authenticators, emails, phones, keys] = await Promise.all([
      store.enrolledAuthenticators(db, userId),
      active.includes('EmailCode') ? emailFactors(db, userId) : [],
      phonesOf(db, userId),
      securityKeysOf(db, userId),
    ]);
    return {
      webauthn: keys.map((k) => ({ id: k.id, deviceType: k.device_type as WebAuthnDeviceType, name: k.name })),
      phones: phones.map((p) => ({ id: p.id, phoneNumber: maskPhone(p.phone_number) })),
      authenticators: authenticators.map((d) => ({ id: d.id })),
      emails: emails.map((e) => ({ email: e.email })),
    };
  };

  const hasDevice = (d: MfaDevices) => d.authenticators.length + d.emails.length + d.phones.length + d.webauthn.length > 0;

  return {
    db,
    clock,
    events,
    config,
    log: deps.log,
    sealer,
    usableStrategies,
    signInPolicies,
    devicesOf,
    hasDevice,

    /** The account's code budget (the per-IP limit, shared with password checks, is the route's). */
    async gate(userId: string | null) {
      if (userId && !(await claimCodeAttempt(db, clock, config, userId))) throw fail('auth.account_locked');
    },

    /** Audits a refused code and answers the error to throw. */
    async failed(userId: string, ctx: RequestContext, action: FailedAction, code: Parameters<typeof fail>[0]) {
      await events.emit(db, actingAs(ctx, userId), action, userId);
      return fail(code);
    },

    /**
     * The pending sign-in of an MFA token, counted against the account's code budget first; an
     * unknown, spent or expired token, or a disabled user, is `mfa.invalid_token`.
     */
    async pending(mfaToken: string): Promise<Pending> {
      const token = await store.liveMfaToken(db, clock, mfaToken);
      await this.gate(token?.user_id ?? null);
      if (!token) throw fail('mfa.invalid_token');
      const user = await userById(db, token.user_id);
      if (!user || user.disabled) throw fail('mfa.invalid_token');
      return { token, user };
    },

    /** A pending sign-in without a code check (sending a code, starting an enrolment): its route's per-IP limit only. */
    async pendingUncounted(mfaToken: string): Promise<Pending> {
      const token = await store.liveMfaToken(db, clock, mfaToken);
      const user = token && (await userById(db, token.user_id));
      if (!token || !user || user.disabled) throw fail('mfa.invalid_token');
      return { token, user };
    },
  };
}

/** The shared MFA helpers. */
export type MfaKit = ReturnType<typeof createMfaKit>;
