import { URI, type TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, signUpAndActivate, vendorSession, type TestServer } from '../../../test/harness';

const CONFIG = '/identity/resources/configurations/v1';
const AUTH_POLICY = `${CONFIG}/vendor/auth-policy`;
const VENDOR_MFA = `${CONFIG}/vendor/mfa-policy`;
const MFA_POLICY = `${CONFIG}/mfa-policy`;

describe('security policies: sign-in configuration and MFA policy', () => {
  let t: TestServer;
  let vendorToken: string;
  const json = async <T = Record<string, unknown>>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const policyRows = () => t.deps.db.kysely.selectFrom('security_policies').selectAll().execute();
  /** Makes a member ReadOnly straight in the database (the roles API is another feature) and refreshes their token. */
  const readOnly = async (u: { userId: string; tenantId: string; email: string; password: string }) => {
    const db = t.deps.db.kysely;
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('key', '=', 'ReadOnly')
      .where('tenant_id', 'is', null)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('user_roles').where('user_id', '=', u.userId).where('tenant_id', '=', u.tenantId).execute();
    await db.insertInto('user_roles').values({ user_id: u.userId, tenant_id: u.tenantId, role_id: role.id }).execute();
    const login = await json<{ accessToken: string }>(
      await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: u.email, password: u.password } }),
    );
    return login.accessToken;
  };

  beforeAll(async () => {
    t = await createTestServer();
    ({ token: vendorToken } = await vendorSession(t));
  });
  afterAll(() => t.close());

  it('answers the defaults before anything is saved: passwords, passkeys on, app and WebAuthn factors, SMS and email codes off', async () => {
    const policy = await json<Record<string, unknown>>(await t.request('GET', AUTH_POLICY, { token: vendorToken }));
    expect(policy).toMatchObject({
      authStrategy: 'EmailAndPassword',
      machineToMachineAuthStrategy: 'ClientCredentials',
      apiTokensEnabled: true,
      updatedAt: null,
    });
    const { strategies } = await json<{ strategies: { strategy: string; isActive: boolean }[] }>(
      await t.request('GET', `${CONFIG}/mfa/strategies`),
    );
    expect(strategies.filter((s) => s.isActive).map((s) => s.strategy)).toEqual([
      'WebAuthnPlatform',
      'WebAuthnCrossPlatform',
      'AuthenticatorApp',
    ]);
    expect(strategies.map((s) => s.strategy).slice(-2)).toEqual(['SMS', 'EmailCode']);
    const pub = await json<{ mainAuthStrategies: unknown[]; secondaryAuthStrategies: { strategy: string; isActive: boolean }[] }>(
      await t.request('GET', `${CONFIG}/auth/strategies/public`),
    );
    expect(pub.mainAuthStrategies).toEqual([{ strategy: 'EmailAndPassword' }]);
    expect(pub.secondaryAuthStrategies).toContainEqual({ strategy: 'Passkeys', isActive: true });
    expect(await policyRows()).toEqual([]);
  });

  it('the vendor changes the sign-in configuration; the public configuration follows at once, listed switches only', async () => {
    const updated = await json<Record<string, unknown>>(
      await t.request('PUT', AUTH_POLICY, {
        token: vendorToken,
        body: {
          authStrategy: 'MagicLink',
          mfaStrategies: [{ strategy: 'SMS', isActive: true }],
          machineToMachineAuthStrategy: 'AccessToken',
        },
      }),
    );
    expect(updated).toMatchObject({ authStrategy: 'MagicLink', machineToMachineAuthStrategy: 'AccessToken', apiTokensEnabled: true });
    expect(updated.updatedAt).toEqual(expect.any(String));
    const pub = await json<Record<string, unknown>>(await t.request('GET', `${CONFIG}/public`));
    expect(pub).toMatchObject({ authStrategy: 'MagicLink', machineToMachineAuthStrategy: 'AccessToken' });
    const viaPrefix = await json<{ mainAuthStrategies: unknown[] }>(await t.request('GET', `/frontegg${CONFIG}/auth/strategies/public`));
    expect(viaPrefix.mainAuthStrategies).toEqual([{ strategy: 'MagicLink' }]);
    const { strategies } = await json<{ strategies: { strategy: string; isActive: boolean }[] }>(
      await t.request('GET', `${CONFIG}/mfa/strategies`),
    );
    expect(strategies.filter((s) => s.isActive).map((s) => s.strategy)).toEqual([
      'WebAuthnPlatform',
      'WebAuthnCrossPlatform',
      'AuthenticatorApp',
      'SMS',
    ]);
    const again = await json<Record<string, unknown>>(
      await t.request('PUT', AUTH_POLICY, {
        token: vendorToken,
        body: { authStrategy: 'EmailAndPassword', machineToMachineAuthStrategy: 'ClientCredentials' },
      }),
    );
    expect(again.mfaStrategies).toContainEqual({ strategy: 'SMS', isActive: true });
    const audits = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'policy.auth_updated')
      .execute();
    expect(audits).toHaveLength(2);
  });

  it('refuses bad input to the vendor routes with 400 and writes nothing; user tokens cannot call them', async () => {
    const before = await policyRows();
    for (const body of [
      { authStrategy: 'Telepathy' },
      { mfaStrategies: [{ strategy: 'Carrier pigeon', isActive: true }] },
      { apiTokensEnabled: 'yes' },
      { unknownField: 1 },
      { mfaStrategies: [{ strategy: 'SMS' }] },
    ]) {
      const res = await t.request('PUT', AUTH_POLICY, { token: vendorToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).errorCode).toBe('request.invalid');
    }
    for (const body of [{ enforceMFAType: 'Always' }, { enforceMFAType: 'Force', mfaDeviceExpiration: 10 }, {}]) {
      expect((await t.request('PUT', VENDOR_MFA, { token: vendorToken, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect(await policyRows()).toEqual(before);
    const u = await signUpAndActivate(t);
    expect((await t.request('PUT', AUTH_POLICY, { token: u.accessToken, body: { authStrategy: 'Code' } })).status).toBe(401);
    expect((await t.request('GET', AUTH_POLICY)).status).toBe(401);
  });

  it("a tenant's MFA policy may tighten the vendor's, never loosen it; PATCH names the policy the GET answered", async () => {
    const admin = await signUpAndActivate(t);
    const token = admin.accessToken;
    const initial = await json<{ id: string; enforceMFAType: string; allowRememberMe: boolean; mfaDeviceExpiration: number }>(
      await t.request('GET', MFA_POLICY, { token }),
    );
    expect(initial).toMatchObject({ id: 'default', enforceMFAType: 'DontForce', allowRememberMe: true, mfaDeviceExpiration: 14 * 86_400 });
    const own = await json<{ id: string; enforceMFAType: string }>(
      await t.request('PATCH', MFA_POLICY, { token, body: { id: initial.id, enforceMFAType: 'Force', mfaDeviceExpiration: 86_400 } }),
    );
    expect(own).toMatchObject({ enforceMFAType: 'Force', allowRememberMe: true, mfaDeviceExpiration: 86_400 });
    expect(own.id).not.toBe('default');
    expect(await json(await t.request('GET', MFA_POLICY, { token }))).toMatchObject({ id: own.id, enforceMFAType: 'Force' });
    // Another tenant still sees the vendor's policy.
    const other = await signUpAndActivate(t);
    expect(await json(await t.request('GET', MFA_POLICY, { token: other.accessToken }))).toMatchObject({
      id: 'default',
      enforceMFAType: 'DontForce',
    });
    // PATCH with an id that is neither the tenant's policy nor the vendor's.
    const wrong = await t.request('PATCH', MFA_POLICY, { token, body: { id: 'someone-elses', enforceMFAType: 'DontForce' } });
    expect(wrong.status).toBe(404);
    expect((await errorOf(wrong)).errorCode).toBe('policy.not_found');
    // The vendor forces MFA and forbids remembering devices: the tenant's weaker choices give way.
    await json(
      await t.request('PUT', VENDOR_MFA, { token: vendorToken, body: { enforceMFAType: 'ForceExceptSAML', allowRememberMe: false } }),
    );
    expect(await json(await t.request('GET', `${MFA_POLICY}/vendor`, { token: other.accessToken }))).toMatchObject({
      enforceMFAType: 'ForceExceptSAML',
      allowRememberMe: false,
    });
    expect(await json(await t.request('GET', MFA_POLICY, { token: other.accessToken }))).toMatchObject({
      enforceMFAType: 'ForceExceptSAML',
      allowRememberMe: false,
    });
    await json(
      await t.request('POST', MFA_POLICY, { token: other.accessToken, body: { enforceMFAType: 'DontForce', allowRememberMe: true } }),
    );
    expect(await json(await t.request('GET', MFA_POLICY, { token: other.accessToken }))).toMatchObject({
      enforceMFAType: 'ForceExceptSAML',
      allowRememberMe: false,
    });
    // And at sign-in: the tenant's own DontForce does not spare its members the vendor's enrolment.
    const signIn = await json<{ mfaRequired?: boolean; mfaEnrolled?: boolean; accessToken?: string }>(
      await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: other.email, password: other.password } }),
    );
    expect(signIn).toMatchObject({ mfaRequired: true, mfaEnrolled: false });
    expect(signIn.accessToken).toBeUndefined();
    expect(await json(await t.request('GET', MFA_POLICY, { token }))).toMatchObject({
      enforceMFAType: 'Force',
      allowRememberMe: false,
      mfaDeviceExpiration: 86_400,
    });
    const audits = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select(['actor_id', 'tenant_id'])
      .where('action', '=', 'policy.tenant_mfa_updated')
      .execute();
    expect(audits).toContainEqual({ actor_id: admin.userId, tenant_id: admin.tenantId });
    await json(await t.request('PUT', VENDOR_MFA, { token: vendorToken, body: { enforceMFAType: 'DontForce', allowRememberMe: true } }));
  });

  it('reading needs fe.secure.read.securityPolicy and saving fe.secure.write.securityPolicy; bad input writes nothing', async () => {
    const member = await signUpAndActivate(t);
    const token = await readOnly(member);
    expect((await t.request('GET', MFA_POLICY, { token })).status).toBe(200);
    const before = await policyRows();
    for (const method of ['POST', 'PATCH']) {
      const res = await t.request(method, MFA_POLICY, { token, body: { id: 'default', enforceMFAType: 'Force' } });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).errorCode).toBe('auth.forbidden');
    }
    expect((await t.request('GET', MFA_POLICY)).status).toBe(401);
    const admin = await signUpAndActivate(t);
    for (const body of [
      { enforceMFAType: 'Sometimes' },
      { enforceMFAType: 'Force', allowRememberMe: 'no' },
      { enforceMFAType: 'Force', mfaDeviceExpiration: 1.5e9 },
    ]) {
      expect((await t.request('POST', MFA_POLICY, { token: admin.accessToken, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.request('PATCH', MFA_POLICY, { token: admin.accessToken, body: { enforceMFAType: 'Force' } })).status).toBe(400);
    expect(await policyRows()).toEqual(before);
  });

  it('allow-remember-device answers the policy of the pending sign-in, and refuses a token that is not live', async () => {
    const u = await signUpAndActivate(t);
    const start = await json<{ otpauthUri: string }>(
      await t.request('POST', '/identity/resources/users/v1/mfa/authenticator/enroll', { token: u.accessToken, body: {} }),
    );
    const totp = URI.parse(start.otpauthUri) as TOTP;
    await json(
      await t.request('POST', '/identity/resources/users/v1/mfa/authenticator/enroll/verify', {
        token: u.accessToken,
        body: { token: totp.generate({ timestamp: t.clock.now() }) },
      }),
    );
    await json(await t.request('POST', MFA_POLICY, { token: u.accessToken, body: { enforceMFAType: 'Force', mfaDeviceExpiration: 7200 } }));
    const login = await json<{ mfaToken: string }>(
      await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: u.email, password: u.password } }),
    );
    const allowed = await json(
      await t.request('GET', `${MFA_POLICY}/allow-remember-device?mfaToken=${encodeURIComponent(login.mfaToken)}`),
    );
    expect(allowed).toEqual({ isAllowedToRemember: true, mfaDeviceExpiration: 7200 });
    const dead = await t.request('GET', `${MFA_POLICY}/allow-remember-device?mfaToken=not-a-live-token`);
    expect(dead.status).toBe(400);
    expect((await errorOf(dead)).errorCode).toBe('mfa.invalid_token');
    // Without a token: the vendor's policy (the login box keeps the token out of URLs; verify applies the tenant's).
    expect(await json(await t.request('GET', `${MFA_POLICY}/allow-remember-device`))).toEqual({
      isAllowedToRemember: true,
      mfaDeviceExpiration: 14 * 86_400,
    });
  });
});
