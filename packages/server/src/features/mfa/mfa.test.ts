import { MULTI_FACTOR_ACR } from '@gatehouse/contracts';
import { decodeJwt } from 'jose';
import { URI, type TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, signUpAndActivate, type TestServer } from '../../../test/harness';
import { mfaTestKit } from '../../../test/mfa-kit';

const LOGIN = '/identity/resources/auth/v1/user';
const VERIFY = '/identity/resources/auth/v1/user/mfa/verify';
const RECOVER = '/identity/resources/auth/v1/user/mfa/recover';
const ENROLL = '/identity/resources/users/v1/mfa/authenticator/enroll';
const ENROLL_VERIFY = '/identity/resources/users/v1/mfa/authenticator/enroll/verify';
const DEVICES = '/identity/resources/users/v1/mfa/devices';
const STEP = 30_000;

describe('MFA with an authenticator app and recovery codes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  /** The authenticator app: codes for any instant of the server's clock. */
  const app = (uri: string) => {
    const totp = URI.parse(uri) as TOTP;
    return { totp, code: (offsetMs = 0) => totp.generate({ timestamp: t.clock.now() + offsetMs }) };
  };
  /** Moves the clock to the start of the next time step (a fresh code). */
  const nextStep = () => t.clock.set((Math.floor(t.clock.now() / STEP) + 1) * STEP + 1_000);

  const enrolled = async () => {
    const u = await signUpAndActivate(t);
    const start = await t.request('POST', ENROLL, { token: u.accessToken, body: {} });
    expect(start.status).toBe(200);
    const enrolment = (await start.json()) as { qrCode: string; otpauthUri: string; secret: string };
    const authenticator = app(enrolment.otpauthUri);
    const finish = await t.request('POST', ENROLL_VERIFY, { token: u.accessToken, body: { token: authenticator.code() } });
    expect(finish.status).toBe(200);
    const { recoveryCodes } = (await finish.json()) as { recoveryCode: string; recoveryCodes: string[] };
    nextStep();
    return { ...u, enrolment, authenticator, recoveryCodes };
  };
  /** Steps the user's session up with a code of the app: a factor change needs it (decision 0033). Answers the new access token. */
  const stepUp = async (u: { accessToken: string; authenticator: { code(): string } }) =>
    (await mfaTestKit(t).stepUp(u.accessToken, u.authenticator)).accessToken;
  const passwordStep = async (u: { email: string; password: string }) => {
    const res = await t.request('POST', LOGIN, { body: { email: u.email, password: u.password } });
    expect(res.status).toBe(200);
    return (await res.json()) as { mfaRequired: boolean; mfaToken: string; accessToken?: string };
  };

  it('enrols: a 160-bit key as QR code and otpauth URI, sealed at rest, and ten recovery codes stored hashed', async () => {
    const u = await enrolled();
    expect(u.enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(u.enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(u.authenticator.totp.secret.bytes.length).toBeGreaterThanOrEqual(20);
    expect(u.authenticator.totp.period).toBe(30);
    expect(u.authenticator.totp.secret.base32).toBe(u.enrolment.secret);
    const row = await t.deps.db.kysely
      .selectFrom('mfa_authenticators')
      .selectAll()
      .where('user_id', '=', u.userId)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(u.enrolment.secret);
    expect(row.secret).toMatch(/^v1\./);
    expect(u.recoveryCodes).toHaveLength(10);
    expect(new Set(u.recoveryCodes).size).toBe(10);
    for (const code of u.recoveryCodes) expect(code).toMatch(/^([0-9A-Z]{4}-){5}[0-9A-Z]{4}$/);
    const stored = await t.deps.db.kysely.selectFrom('mfa_recovery_codes').select('code_hash').where('user_id', '=', u.userId).execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored)
      expect(u.recoveryCodes.some((c) => code_hash.includes(c) || code_hash.includes(c.replace(/-/g, '')))).toBe(false);
    const devices = await (await t.request('GET', DEVICES, { token: u.accessToken })).json();
    expect(devices).toEqual({ webauthn: [], phones: [], authenticators: [{ id: row.id }], emails: [] });
    expect((await (await t.request('GET', '/identity/resources/users/v2/me', { token: u.accessToken })).json()).mfaEnrolled).toBe(true);
    // A second authenticator may be added (decision 0020), once the session proved the first (decision 0033); the first stays.
    expect((await errorOf(await t.request('POST', ENROLL, { token: u.accessToken, body: {} }))).errorCode).toBe('step_up_required');
    const steppedUp = await stepUp(u);
    expect((await t.request('POST', ENROLL, { token: steppedUp, body: {} })).status).toBe(200);
    expect((await (await t.request('GET', DEVICES, { token: steppedUp })).json()).authenticators).toEqual([{ id: row.id }]);
  });

  it('refuses a wrong first code and enrolment without a session', async () => {
    const u = await signUpAndActivate(t);
    await t.request('POST', ENROLL, { token: u.accessToken, body: {} });
    expect((await errorOf(await t.request('POST', ENROLL_VERIFY, { token: u.accessToken, body: { token: '000000' } }))).errorCode).toBe(
      'mfa.invalid_code',
    );
    expect((await t.request('POST', ENROLL, { body: {} })).status).toBe(401);
    expect((await t.request('POST', ENROLL_VERIFY, { body: { token: '123456' } })).status).toBe(401);
    expect((await t.request('GET', DEVICES)).status).toBe(401);
  });

  it('asks for the second factor after the password, with no session until the code', async () => {
    const u = await enrolled();
    const res = await t.request('POST', LOGIN, { body: { email: u.email, password: u.password } });
    expect(refreshCookieOf(res)).toBeUndefined();
    const body = await res.json();
    expect(body).toMatchObject({
      mfaRequired: true,
      mfaEnrolled: true,
      userEmail: u.email,
      mfaStrategies: ['WebAuthnPlatform', 'WebAuthnCrossPlatform', 'AuthenticatorApp'],
    });
    expect(body.mfaDevices.authenticators).toHaveLength(1);
    expect(body.accessToken).toBeUndefined();
    expect(body.refreshToken).toBeUndefined();
    const stored = await t.deps.db.kysely.selectFrom('mfa_tokens').select('token_hash').where('user_id', '=', u.userId).execute();
    expect(stored.some((r) => r.token_hash === body.mfaToken)).toBe(false);

    const verified = await t.request('POST', VERIFY, { body: { mfaToken: body.mfaToken, value: u.authenticator.code() } });
    expect(verified.status).toBe(200);
    expect(refreshCookieOf(verified)).toBeTruthy();
    const tokens = await verified.json();
    expect(tokens.mfaRequired).toBe(false);
    const claims = decodeJwt(tokens.accessToken);
    expect(claims.amr).toEqual(['pwd', 'mfa', 'otp']);
    expect(claims.acr).toBe(MULTI_FACTOR_ACR);
    // A password-only session carries no multi-factor acr.
    expect(decodeJwt(u.accessToken).acr).toBeUndefined();
    // The MFA token is single use.
    nextStep();
    expect(
      (await errorOf(await t.request('POST', VERIFY, { body: { mfaToken: body.mfaToken, value: u.authenticator.code() } }))).errorCode,
    ).toBe('mfa.invalid_token');
  });

  it('refuses a code used once already, and audits the replay', async () => {
    const u = await enrolled();
    const code = u.authenticator.code();
    const first = await passwordStep(u);
    expect((await t.request('POST', VERIFY, { body: { mfaToken: first.mfaToken, value: code } })).status).toBe(200);
    const second = await passwordStep(u);
    const replay = await t.request('POST', VERIFY, { body: { mfaToken: second.mfaToken, value: code } });
    expect((await errorOf(replay)).errorCode).toBe('mfa.invalid_code');
    expect(
      await t.deps.db.kysely
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'mfa.totp.replay')
        .where('actor_id', '=', u.userId)
        .execute(),
    ).toHaveLength(1);
    // The same MFA token still works with the next code.
    nextStep();
    expect((await t.request('POST', VERIFY, { body: { mfaToken: second.mfaToken, value: u.authenticator.code() } })).status).toBe(200);
  });

  it('accepts one step of drift either side and nothing further', async () => {
    const u = await enrolled();
    const { mfaToken } = await passwordStep(u);
    for (const offset of [-3 * STEP, 3 * STEP, 2 * STEP, -2 * STEP]) {
      expect((await errorOf(await t.request('POST', VERIFY, { body: { mfaToken, value: u.authenticator.code(offset) } }))).errorCode).toBe(
        'mfa.invalid_code',
      );
    }
    expect((await t.request('POST', VERIFY, { body: { mfaToken, value: u.authenticator.code(STEP) } })).status).toBe(200);
    // An older step than the newest used is a replay too, even inside the window.
    const again = await passwordStep(u);
    expect((await t.request('POST', VERIFY, { body: { mfaToken: again.mfaToken, value: u.authenticator.code(-STEP) } })).status).toBe(400);
  });

  it('lets an MFA token expire after five minutes', async () => {
    const u = await enrolled();
    const { mfaToken } = await passwordStep(u);
    t.clock.advance(301_000);
    expect((await errorOf(await t.request('POST', VERIFY, { body: { mfaToken, value: u.authenticator.code() } }))).errorCode).toBe(
      'mfa.invalid_token',
    );
  });

  it('recovers with a recovery code once: MFA is off, the password alone signs in, the code is spent', async () => {
    const u = await enrolled();
    const [code] = u.recoveryCodes;
    expect((await t.request('POST', RECOVER, { body: { email: u.email, recoveryCode: code!.toLowerCase() } })).status).toBe(200);
    const login = await passwordStep(u);
    expect(login.mfaRequired).toBe(false);
    expect(login.accessToken).toBeTruthy();
    expect((await errorOf(await t.request('POST', RECOVER, { body: { email: u.email, recoveryCode: code } }))).errorCode).toBe(
      'mfa.invalid_recovery_code',
    );
    expect(
      (await errorOf(await t.request('POST', RECOVER, { body: { email: 'nobody-at-all@example.com', recoveryCode: code } }))).errorCode,
    ).toBe('mfa.invalid_recovery_code');
    expect(await t.deps.db.kysely.selectFrom('mfa_authenticators').select('id').where('user_id', '=', u.userId).execute()).toHaveLength(0);
  });

  it('removes an authenticator with a current code from it', async () => {
    const u = await enrolled();
    const steppedUp = await stepUp(u);
    const [device] = (await (await t.request('GET', DEVICES, { token: steppedUp })).json()).authenticators;
    const path = `/identity/resources/users/v1/mfa/authenticator/${device.id}/disable/verify`;
    expect((await errorOf(await t.request('POST', path, { token: steppedUp, body: { token: '000000' } }))).errorCode).toBe(
      'mfa.invalid_code',
    );
    const other = await signUpAndActivate(t);
    expect((await t.request('POST', path, { token: other.accessToken, body: { token: u.authenticator.code() } })).status).toBe(404);
    expect((await t.request('POST', path, { token: steppedUp, body: { token: u.authenticator.code() } })).status).toBe(200);
    expect((await passwordStep(u)).mfaRequired).toBe(false);
    expect(await t.deps.db.kysely.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', u.userId).execute()).toHaveLength(0);
  });

  it('refuses 100 parallel wrong codes for one account and locks it as the policy says', async () => {
    const u = await enrolled();
    const { mfaToken } = await passwordStep(u);
    const good = u.authenticator.code();
    const wrong = good === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 100 }, () => t.request('POST', VERIFY, { body: { mfaToken, value: wrong } })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 400 || s === 403)).toBe(true);
    // Exactly the policy's free attempts were evaluated; every other one met the wait.
    const { loginDelayAfterFailures } = t.config;
    expect(statuses.filter((s) => s === 400)).toHaveLength(loginDelayAfterFailures);
    expect(statuses.filter((s) => s === 403)).toHaveLength(100 - loginDelayAfterFailures);
    const user = await t.deps.db.kysely
      .selectFrom('users')
      .select(['failed_mfa', 'mfa_locked_until'])
      .where('id', '=', u.userId)
      .executeTakeFirstOrThrow();
    expect(user.failed_mfa).toBe(loginDelayAfterFailures);
    expect(user.mfa_locked_until! > new Date(t.clock.now()).toISOString()).toBe(true);
    // The right code is refused during the wait, and accepted after it.
    expect((await errorOf(await t.request('POST', VERIFY, { body: { mfaToken, value: good } }))).errorCode).toBe('auth.account_locked');
    t.clock.advance(1_001);
    expect((await t.request('POST', VERIFY, { body: { mfaToken, value: u.authenticator.code() } })).status).toBe(200);
    const after = await t.deps.db.kysely
      .selectFrom('users')
      .select(['failed_mfa', 'mfa_locked_until'])
      .where('id', '=', u.userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ failed_mfa: 0, mfa_locked_until: null });
  });

  it('reaches the hard cap and locks code checks for the lockout period', async () => {
    const u = await enrolled();
    const { mfaToken } = await passwordStep(u);
    const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
    for (let i = 0; i < t.config.loginMaxFailures; i++) {
      t.clock.advance(3_600_001);
      const res = await t.request('POST', VERIFY, {
        body: { mfaToken: (await passwordStep(u)).mfaToken, value: wrong(u.authenticator.code()) },
      });
      expect(res.status).toBe(400);
    }
    void mfaToken;
    const user = await t.deps.db.kysely
      .selectFrom('users')
      .select(['failed_mfa', 'mfa_locked_until'])
      .where('id', '=', u.userId)
      .executeTakeFirstOrThrow();
    expect(user.failed_mfa).toBe(t.config.loginMaxFailures);
    expect(Date.parse(user.mfa_locked_until!) - t.clock.now()).toBe(t.config.lockoutMinutes * 60_000);
  });

  it('accepts the same code sent twice in parallel at most once', async () => {
    const u = await enrolled();
    const [a, b] = [await passwordStep(u), await passwordStep(u)];
    const code = u.authenticator.code();
    const answers = await Promise.all([a, b].map(({ mfaToken }) => t.request('POST', VERIFY, { body: { mfaToken, value: code } })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('accepts the same MFA token sent twice in parallel at most once', async () => {
    const u = await enrolled();
    const { mfaToken } = await passwordStep(u);
    const answers = await Promise.all(
      [u.authenticator.code(), u.authenticator.code(STEP)].map((value) => t.request('POST', VERIFY, { body: { mfaToken, value } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('accepts the same recovery code sent twice in parallel at most once', async () => {
    const u = await enrolled();
    const [code] = u.recoveryCodes;
    const answers = await Promise.all([1, 2].map(() => t.request('POST', RECOVER, { body: { email: u.email, recoveryCode: code } })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('limits code checks per IP', async () => {
    const limited = await createTestServer({ config: { ipLoginAttemptsPerMinute: 3 } });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push((await limited.request('POST', VERIFY, { body: { mfaToken: 'x'.repeat(43), value: '123456' } })).status);
      expect(answers).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
