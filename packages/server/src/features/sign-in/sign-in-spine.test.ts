import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, signUpAndActivate, vendorSession, type TestServer } from '../../../test/harness';
import { createSoftAuthenticator } from '../../../test/soft-authenticator';
import { URI, type TOTP } from 'otpauth';
import type { SignInMethod, SignInStep, StepOutcome } from './index';

// Issue 15 must-show 3: password + authenticator app, a passwordless code and a passkey each go through the
// one spine — the same steps in the same order — and each request of a sign-in reads the user's tenants once.

// Every read of a user's tenants, whoever makes it, is counted (the spine's is meant to be the only one).
const tenantReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../users/users.store', async (importOriginal) => {
  const actual = await importOriginal<{ tenantsOfUser: (...args: unknown[]) => Promise<unknown> }>();
  return {
    ...actual,
    tenantsOfUser: (...args: unknown[]) => {
      tenantReads.count++;
      return actual.tenantsOfUser(...args);
    },
  };
});

const AUTH = '/identity/resources/auth/v1';
const P = {
  login: `${AUTH}/user`,
  verify: `${AUTH}/user/mfa/verify`,
  enroll: '/identity/resources/users/v1/mfa/authenticator/enroll',
  enrollVerify: '/identity/resources/users/v1/mfa/authenticator/enroll/verify',
  authPolicy: '/identity/resources/configurations/v1/vendor/auth-policy',
} as const;
type Answer = { mfaRequired: boolean; mfaToken: string };
const ORIGIN = 'http://localhost:5173';
type Seen = `${SignInMethod} ${SignInStep} ${StepOutcome}`;

describe('the sign-in spine', () => {
  let t: TestServer;
  const seen: Seen[] = [];
  beforeAll(async () => {
    t = await createTestServer({ observeSignIn: ({ method, step, outcome }) => void seen.push(`${method} ${step} ${outcome}`) });
  });
  afterAll(() => t.close());

  /** What the spine saw during `request`, and how often the user's tenants were read. */
  const during = async <T>(request: () => Promise<T>) => {
    seen.length = 0;
    tenantReads.count = 0;
    const result = await request();
    return { result, steps: [...seen], tenantReads: tenantReads.count };
  };
  const ok = async <T>(res: Response): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };
  beforeEach(() => void (seen.length = 0));

  it('password, then an authenticator app: account, breached password, tenants, the demand; then tenants and the session', async () => {
    const u = await signUpAndActivate(t);
    // An authenticator app enrolled from the profile; its codes follow the server's clock, one step on.
    const start = await ok<{ otpauthUri: string }>(await t.request('POST', P.enroll, { token: u.accessToken, body: {} }));
    const totp = URI.parse(start.otpauthUri) as TOTP;
    await ok(
      await t.request('POST', P.enrollVerify, { token: u.accessToken, body: { token: totp.generate({ timestamp: t.clock.now() }) } }),
    );
    t.clock.advance(30_000);
    const first = await during(async () =>
      ok<Answer>(await t.request('POST', P.login, { body: { email: u.email, password: u.password } })),
    );
    expect(first.result.mfaRequired).toBe(true);
    expect(first.steps).toEqual([
      'password sso passed',
      'password account passed',
      'password breached-password passed',
      'password tenants passed',
      'password second-factor challenged',
    ]);
    expect(first.tenantReads).toBe(1);

    const second = await during(async () =>
      ok<{ accessToken: string }>(
        await t.request('POST', P.verify, {
          body: { mfaToken: first.result.mfaToken, value: totp.generate({ timestamp: t.clock.now() }) },
        }),
      ),
    );
    expect(second.result.accessToken).toBeTruthy();
    expect(second.steps).toEqual(['second-factor tenants passed', 'second-factor session issued']);
    expect(second.tenantReads).toBe(1);
  });

  it('a password alone: the same steps, the second factor passed, then the session', async () => {
    const u = await signUpAndActivate(t);
    const { steps, tenantReads } = await during(async () =>
      ok<{ accessToken: string }>(await t.request('POST', P.login, { body: { email: u.email, password: u.password } })),
    );
    expect(steps).toEqual([
      'password sso passed',
      'password account passed',
      'password breached-password passed',
      'password tenants passed',
      'password second-factor passed',
      'password session issued',
    ]);
    expect(tenantReads).toBe(1);
  });

  it('a passwordless email code: account, tenants, second factor, session (no password to screen)', async () => {
    const u = await signUpAndActivate(t);
    const setStrategy = async (authStrategy: string) => {
      const res = await t.request('PUT', P.authPolicy, { token: (await vendorSession(t)).token, body: { authStrategy } });
      expect(res.status).toBe(200);
    };
    await setStrategy('Code');
    try {
      const { otcToken } = await ok<{ otcToken: string }>(
        await t.request('POST', `${AUTH}/passwordless/code/prelogin`, { body: { email: u.email, username: '' } }),
      );
      const mail = (await t.mails(u.email)).find((m) => m.kind === 'passwordless_code')!;
      const code = mail.text.match(/\b(\d{6})\b/)![1];
      const { steps, tenantReads } = await during(async () =>
        ok<{ accessToken: string }>(await t.request('POST', `${AUTH}/passwordless/Code/postlogin`, { body: { token: code, otcToken } })),
      );
      expect(steps).toEqual([
        'email-code sso passed',
        'email-code account passed',
        'email-code tenants passed',
        'email-code second-factor passed',
        'email-code session issued',
      ]);
      expect(tenantReads).toBe(1);
    } finally {
      await setStrategy('EmailAndPassword');
    }
  });

  it('a passkey: account, tenants, no second factor (a passkey is multi-factor), session', async () => {
    const u = await signUpAndActivate(t);
    const authenticator = createSoftAuthenticator(ORIGIN);
    const devices = '/identity/resources/users/webauthn/v1/devices';
    const { options } = await ok<{ options: Parameters<typeof authenticator.create>[0] }>(
      await t.request('POST', devices, { token: u.accessToken, body: {} }),
    );
    const { json } = authenticator.create(options);
    await ok(await t.request('POST', `${devices}/verify`, { token: u.accessToken, body: { ...json, deviceType: 'Platform' } }));
    const { options: request } = await ok<{ options: Parameters<typeof authenticator.get>[0] }>(
      await t.request('POST', `${AUTH}/webauthn/prelogin`, { body: {} }),
    );
    const { steps, tenantReads } = await during(async () =>
      ok<{ accessToken: string }>(await t.request('POST', `${AUTH}/webauthn/postlogin`, { body: authenticator.get(request) })),
    );
    expect(steps).toEqual([
      'passkey sso passed',
      'passkey account passed',
      'passkey tenants passed',
      'passkey second-factor not-needed',
      'passkey session issued',
    ]);
    expect(tenantReads).toBe(1);
  });

  it('stops at the first failing step: a disabled account is refused before its tenants or the breach list are read', async () => {
    const u = await signUpAndActivate(t);
    await t.deps.db.kysely.updateTable('users').set({ disabled: 1 }).where('id', '=', u.userId).execute();
    const { result, steps, tenantReads } = await during(() =>
      t.request('POST', P.login, { body: { email: u.email, password: u.password } }),
    );
    expect(result.status).toBe(403);
    expect(steps).toEqual(['password sso passed', 'password account refused']);
    expect(tenantReads).toBe(0);
  });
});
