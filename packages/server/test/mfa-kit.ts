import { URI, type TOTP } from 'otpauth';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, signUpAndActivate, vendorSession, type TestServer } from './harness';

/** Paths of the MFA endpoints (wire-compat §2.2, §2.13, §3.21). */
export const P = {
  login: '/identity/resources/auth/v1/user',
  verify: '/identity/resources/auth/v1/user/mfa/verify',
  deviceVerify: (id: string) => `/identity/resources/auth/v1/user/mfa/authenticator/${id}/verify`,
  loginEnroll: '/identity/resources/auth/v1/user/mfa/authenticator/enroll',
  loginEnrollVerify: '/identity/resources/auth/v1/user/mfa/authenticator/enroll/verify',
  emailSend: '/identity/resources/auth/v1/user/mfa/emailcode',
  emailVerify: '/identity/resources/auth/v1/user/mfa/emailcode/verify',
  stepUp: '/identity/resources/auth/v1/user/step-up/generate',
  enroll: '/identity/resources/users/v1/mfa/authenticator/enroll',
  enrollVerify: '/identity/resources/users/v1/mfa/authenticator/enroll/verify',
  devices: '/identity/resources/users/v1/mfa/devices',
  mfaPolicy: '/identity/resources/configurations/v1/mfa-policy',
  authPolicy: '/identity/resources/configurations/v1/vendor/auth-policy',
  vendorMfaPolicy: '/identity/resources/configurations/v1/vendor/mfa-policy',
} as const;

const STEP = 30_000;

/** A login answer as the tests read it. */
export interface Answer {
  mfaRequired: boolean;
  mfaToken: string;
  mfaEnrolled?: boolean;
  mfaStrategies?: string[];
  mfaDevices: { authenticators: { id: string }[]; emails: { email: string }[] };
  accessToken?: string;
  recoveryCode?: string;
  recoveryCodes?: string[];
}

/** An authenticator app as the tests hold it: codes for any instant of the server's clock. */
export interface Authenticator {
  code(offsetMs?: number): string;
}

/** Helpers over one test server: authenticator apps that read its clock, enrolment, step-up, the password step. */
export function mfaTestKit(t: TestServer) {
  /** An authenticator app: codes for any instant of the server's clock. */
  const app = (uri: string) => {
    const totp = URI.parse(uri) as TOTP;
    return { totp, code: (offsetMs = 0) => totp.generate({ timestamp: t.clock.now() + offsetMs }) };
  };
  /** Moves the clock to the start of the next time step (a fresh code). */
  const nextStep = () => t.clock.set((Math.floor(t.clock.now() / STEP) + 1) * STEP + 1_000);
  /** Enrols one more authenticator app from the profile. */
  const addAuthenticator = async (accessToken: string) => {
    const start = await t.request('POST', P.enroll, { token: accessToken, body: {} });
    expect(start.status).toBe(200);
    const authenticator = app(((await start.json()) as { otpauthUri: string }).otpauthUri);
    expect((await t.request('POST', P.enrollVerify, { token: accessToken, body: { token: authenticator.code() } })).status).toBe(200);
    nextStep();
    return authenticator;
  };
  /**
   * Steps a session up with a code of one of the user's apps (POST step-up/generate, then verify), as a
   * factor change needs (decision 0033): answers the new session; the stepped-up one has ended.
   */
  const stepUp = async (accessToken: string, authenticator: Authenticator) => {
    const generated = await t.request('POST', P.stepUp, { token: accessToken, body: {} });
    expect(generated.status).toBe(200);
    const { mfaToken } = (await generated.json()) as Answer;
    const verified = await t.request('POST', P.verify, { body: { mfaToken, value: authenticator.code() } });
    expect(verified.status).toBe(200);
    nextStep();
    return { accessToken: ((await verified.json()) as { accessToken: string }).accessToken, cookie: refreshCookieOf(verified)! };
  };
  const passwordStep = async (u: { email: string; password: string }, cookie?: string): Promise<Answer> => {
    const res = await t.request('POST', P.login, { body: { email: u.email, password: u.password }, cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as Answer;
  };
  /** A signed-up user with one authenticator app. */
  const enrolled = async () => {
    const u = await signUpAndActivate(t);
    return { ...u, authenticator: await addAuthenticator(u.accessToken) };
  };
  /** Sets the user's tenant MFA policy as its admin (the sign-up made them one). */
  const setPolicy = async (accessToken: string, body: Record<string, unknown>) => {
    const res = await t.request('POST', P.mfaPolicy, { token: accessToken, body });
    expect(res.status).toBe(200);
  };
  /** Switches second factors on or off for the whole deployment (vendor). */
  const setStrategies = async (switches: { strategy: string; isActive: boolean }[]) => {
    const { token } = await vendorSession(t, `mfa-${Math.random().toString(36).slice(2, 8)}`);
    expect((await t.request('PUT', P.authPolicy, { token, body: { mfaStrategies: switches } })).status).toBe(200);
  };
  /** Row counts of the MFA tables, to prove a refused request wrote nothing. */
  const counts = async () => {
    const db = t.deps.db.kysely;
    const n = async (
      table: 'mfa_authenticators' | 'mfa_codes' | 'mfa_email_factors' | 'mfa_remembered_devices' | 'sessions' | 'mfa_recovery_codes',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      apps: await n('mfa_authenticators'),
      codes: await n('mfa_codes'),
      emails: await n('mfa_email_factors'),
      remembered: await n('mfa_remembered_devices'),
      sessions: await n('sessions'),
      recovery: await n('mfa_recovery_codes'),
    };
  };
  /** 100 parallel wrong codes: all refused; exactly the policy's free attempts evaluated, the rest met the wait. */
  const expectParallelLock = async (userId: string, send: () => Promise<Response>) => {
    const statuses = (await Promise.all(Array.from({ length: 100 }, send))).map((r) => r.status);
    expect(statuses.every((s) => s === 400 || s === 403)).toBe(true);
    expect(statuses.filter((s) => s === 400)).toHaveLength(t.config.loginDelayAfterFailures);
    const row = await t.deps.db.kysely
      .selectFrom('users')
      .select(['failed_mfa', 'mfa_locked_until'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.failed_mfa).toBe(t.config.loginDelayAfterFailures);
    expect(row.mfa_locked_until! > new Date(t.clock.now()).toISOString()).toBe(true);
  };
  /** Waits out the code-check delay the lock test earned. */
  const afterWait = () => t.clock.advance(3_600_001);
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
  const errorCode = async (res: Response) => (await errorOf(res)).errorCode;
  return {
    app,
    nextStep,
    addAuthenticator,
    stepUp,
    passwordStep,
    enrolled,
    setPolicy,
    setStrategies,
    counts,
    expectParallelLock,
    afterWait,
    wrongOf,
    errorCode,
  };
}

/** The helpers' type. */
export type MfaTestKit = ReturnType<typeof mfaTestKit>;

/** One test server (and its helpers) for a describe block: handed over before the tests, closed after. */
export function useMfaServer(take: (t: TestServer, k: MfaTestKit) => void): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer();
    take(server, mfaTestKit(server));
  });
  afterAll(() => server?.close());
}
