import { MULTI_FACTOR_ACR } from '@gatehouse/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, signUpAndActivate, vendorSession, type TestServer } from '../../../test/harness';
import { iso } from '../../kernel/clock';
import { authorize, APP_ORIGIN, CALLBACK, codeRequest, oauthErrorOf, pkce, registerClient, token } from '../../../test/oauth-kit';
import { invitedMember } from '../../../test/team-kit';
import { mfaTestKit, P, type Answer, type MfaTestKit } from '../../../test/mfa-kit';
import { meetsForcedMfa } from './tenant-entry';

const REFRESH = '/identity/resources/auth/v1/user/token/refresh';
const SWITCH = '/identity/resources/users/v1/tenant';
const LOGOUT = '/identity/resources/auth/v1/logout';
const IMPERSONATE = '/identity/resources/impersonation/v1';

/**
 * Issue 14 item 2, decision 0032: a tenant's second-factor policy (its own, or the vendor's) applies
 * to every way into the tenant, not only to the password step. Each test enters a tenant that forces
 * MFA with a session that proved only a password, and must end in the MFA step (or enrolment),
 * never with a token for that tenant whose `amr` is `["pwd"]`.
 */
describe('the MFA policy on every way into a tenant', () => {
  let t: TestServer;
  let k: MfaTestKit;
  let clientId: string;
  beforeAll(async () => {
    t = await createTestServer({ config: { impersonationByAdmins: true } });
    k = mfaTestKit(t);
    clientId = (await registerClient(t)).clientId;
  });
  afterAll(() => t.close());

  const json = async <T = Answer>(res: Response, status = 200): Promise<T> => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text) as T;
  };
  /** Whether a response sets (or clears) the refresh cookie. */
  const touchesRefreshCookie = (res: Response) => (res.headers.getSetCookie?.() ?? []).some((c) => /^(__Host-)?gh_refresh=/.test(c));
  const sessionRow = (id: string) => t.deps.db.kysely.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const activeTenantOf = async (userId: string) =>
    (await t.deps.db.kysely.selectFrom('users').select('active_tenant_id').where('id', '=', userId).executeTakeFirstOrThrow())
      .active_tenant_id;
  const setActiveTenant = (userId: string, tenantId: string) =>
    t.deps.db.kysely.updateTable('users').set({ active_tenant_id: tenantId }).where('id', '=', userId).execute();
  /** Makes the user a ReadOnly member of a tenant (as an accepted invitation leaves it; invitations are another area). */
  const join = async (userId: string, tenantId: string) => {
    const db = t.deps.db.kysely;
    const readOnly = await db
      .selectFrom('roles')
      .select('id')
      .where('key', '=', 'ReadOnly')
      .where('tenant_id', 'is', null)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberships')
      .values({ user_id: userId, tenant_id: tenantId, activated: 1, created_at: iso(t.clock.now()) })
      .execute();
    await db.insertInto('user_roles').values({ user_id: userId, tenant_id: tenantId, role_id: readOnly.id }).execute();
  };
  /** A password sign-in: the answer, its refresh cookie and the token's claims. */
  const signIn = async (u: { email: string; password: string }, cookie?: string) => {
    const res = await t.request('POST', P.login, { body: { email: u.email, password: u.password }, cookie });
    const body = await json(res);
    return { body, cookie: refreshCookieOf(res), claims: body.accessToken ? decodeJwt(body.accessToken) : undefined };
  };
  const refresh = (cookie: string, tenantId: string | null) => t.request('POST', REFRESH, { cookie, body: { tenantId } });

  /**
   * The user: Admin of tenant F (its own, sign-up) whose policy forces MFA, and a ReadOnly member of
   * tenant A (no policy), signed in to A with the password alone, no second factor.
   */
  const memberOfAAndAdminOfF = async () => {
    const u = await signUpAndActivate(t);
    const F = u.tenantId;
    await k.setPolicy(u.accessToken, { enforceMFAType: 'Force', mfaDeviceExpiration: 7200 });
    const A = (await signUpAndActivate(t)).tenantId;
    await join(u.userId, A);
    expect((await t.request('PUT', SWITCH, { token: u.accessToken, body: { tenantId: A } })).status).toBe(200);
    const inA = await signIn(u);
    expect(inA.claims).toMatchObject({ tenantId: A, amr: ['pwd'] });
    return { ...u, A, F, inA: { accessToken: inA.body.accessToken!, cookie: inA.cookie!, sid: inA.claims!.sid as string } };
  };

  /** The MFA step of a user without a factor: enrolment, never a session (wire-compat §2.1). */
  const expectEnrolmentStep = (answer: Answer) => {
    expect(answer).toMatchObject({
      mfaRequired: true,
      mfaEnrolled: false,
      mfaToken: expect.any(String),
      mfaDevices: { authenticators: [], emails: [] },
    });
    expect(answer.mfaStrategies).toContain('AuthenticatorApp');
    expect(answer.accessToken).toBeUndefined();
  };

  it('password sign-in straight into F asks for enrolment (regression)', async () => {
    const u = await memberOfAAndAdminOfF();
    await setActiveTenant(u.userId, u.F);
    const { body, cookie } = await signIn(u);
    expectEnrolmentStep(body);
    expect(cookie).toBeUndefined();
  });

  it('a refresh naming F answers the MFA step; no token, and the session stays in A', async () => {
    const u = await memberOfAAndAdminOfF();
    const res = await refresh(u.inA.cookie, u.F);
    expectEnrolmentStep(await json(res));
    expect(touchesRefreshCookie(res)).toBe(false);
    expect((await sessionRow(u.inA.sid)).tenant_id).toBe(u.A);
    // The session is untouched: the same cookie still refreshes, in A.
    const again = await json(await refresh(u.inA.cookie, null));
    expect(decodeJwt(again.accessToken!)).toMatchObject({ tenantId: u.A, amr: ['pwd'] });
  });

  it('the tenant switch into F ends in the MFA step at the refresh the client runs next; nothing moves before', async () => {
    const u = await memberOfAAndAdminOfF();
    expect((await t.request('PUT', SWITCH, { token: u.inA.accessToken, body: { tenantId: u.F } })).status).toBe(200);
    expect((await sessionRow(u.inA.sid)).tenant_id).toBe(u.A);
    expect(await activeTenantOf(u.userId)).toBe(u.A);
    const res = await refresh(u.inA.cookie, null);
    expectEnrolmentStep(await json(res));
    expect(touchesRefreshCookie(res)).toBe(false);
    expect((await sessionRow(u.inA.sid)).tenant_id).toBe(u.A);
    // The switch is taken up once: a user who leaves the MFA step is still signed in to A.
    expect(decodeJwt((await json(await refresh(u.inA.cookie, null))).accessToken!)).toMatchObject({ tenantId: u.A, amr: ['pwd'] });
    const audit = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', u.userId)
      .where('action', 'in', ['user.tenant_switched', 'user.tenant_switch.mfa_required', 'auth.tenant_entry.mfa_required'])
      .orderBy('created_at')
      .execute();
    expect(audit.map((r) => r.action)).toEqual([
      'user.tenant_switched',
      'user.tenant_switch.mfa_required',
      'auth.tenant_entry.mfa_required',
    ]);
  });

  it('silent authorize into F answers interaction_required and issues nothing', async () => {
    const u = await memberOfAAndAdminOfF();
    const silent = (tenantId: string | null) =>
      t.request('POST', '/oauth/authorize/silent', { cookie: u.inA.cookie, body: { tenantId }, headers: { origin: APP_ORIGIN } });
    const before = await t.deps.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', u.userId).execute();
    expect(await oauthErrorOf(await silent(u.F))).toMatchObject({ status: 401, error: 'interaction_required' });
    expect(await t.deps.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', u.userId).execute()).toHaveLength(
      before.length,
    );
    // Into A (no policy) the application still gets its tokens.
    const tokens = await json<{ id_token: string }>(await silent(null));
    expect(decodeJwt(tokens.id_token)).toMatchObject({ tenantId: u.A });
  });

  it("the hosted refresh grant naming F answers interaction_required (the application's session stays in A)", async () => {
    const u = await memberOfAAndAdminOfF();
    const tokens = await json<{ refresh_token: string }>(
      await t.request('POST', '/oauth/authorize/silent', {
        cookie: u.inA.cookie,
        body: { tenantId: null },
        headers: { origin: APP_ORIGIN },
      }),
    );
    expect(
      await oauthErrorOf(await token(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, tenantId: u.F })),
    ).toMatchObject({ status: 400, error: 'interaction_required' });
    const refreshed = await json<{ access_token: string }>(
      await token(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    );
    expect(decodeJwt(refreshed.access_token)).toMatchObject({ tenantId: u.A });
  });

  it('hosted login: /oauth/authorize with a browser session in F short of its policy goes back through the sign-in and its MFA step', async () => {
    // Signed in to F with a password while F did not force MFA; then F's administrators force it.
    const u = await signUpAndActivate(t);
    await k.setPolicy(u.accessToken, { enforceMFAType: 'Force' });
    const { challenge } = pkce();
    const silentTry = await authorize(t, u.cookie, codeRequest(clientId, challenge, { prompt: 'none' }));
    const refused = new URL(silentTry.headers.get('location')!);
    expect(`${refused.origin}${refused.pathname}`).toBe(CALLBACK);
    expect(refused.searchParams.get('error')).toBe('interaction_required');
    expect(refused.searchParams.get('code')).toBeNull();

    const res = await authorize(t, u.cookie, codeRequest(clientId, challenge));
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, 'http://gatehouse.test');
    expect(location.pathname).toBe('/oauth/login');
    expect(location.searchParams.get('code')).toBeNull();
    // The short session ends (the login box would otherwise come straight back); the new sign-in asks for the factor.
    expect(res.headers.getSetCookie().some((c) => /^gh_refresh=;/.test(c))).toBe(true);
    expect((await refresh(u.cookie, null)).status).toBe(401);
    expectEnrolmentStep((await signIn(u)).body);
  });

  it("impersonation into F needs the administrator's own session to meet F's policy; a step-up does", async () => {
    const admin = await signUpAndActivate(t);
    const member = await invitedMember(t, admin.accessToken);
    await k.setPolicy(admin.accessToken, { enforceMFAType: 'Force' });
    const sessionsBefore = await t.deps.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', member.userId).execute();
    const refused = await t.request('POST', IMPERSONATE, {
      token: admin.accessToken,
      body: { impersonatedUserId: member.userId, actorToken: admin.accessToken },
    });
    expect(await errorOf(refused)).toMatchObject({ status: 403, errorCode: 'auth.mfa_required' });
    expect(touchesRefreshCookie(refused)).toBe(false);
    expect(await t.deps.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', member.userId).execute()).toHaveLength(
      sessionsBefore.length,
    );

    // The administrator adds an app and steps up: the raised session meets the policy.
    const app = await k.addAuthenticator(admin.accessToken);
    const { mfaToken } = await json(await t.request('POST', P.stepUp, { token: admin.accessToken, body: {} }));
    const raised = await json(await t.request('POST', P.verify, { body: { mfaToken, value: app.code() } }));
    const actorToken = raised.accessToken!;
    const ok = await json<{ accessToken: string }>(
      await t.request('POST', IMPERSONATE, { token: actorToken, body: { impersonatedUserId: member.userId, actorToken } }),
    );
    expect(decodeJwt(ok.accessToken)).toMatchObject({ sub: member.userId, tenantId: admin.tenantId, act: { sub: admin.userId } });
  });

  it('a remembered browser does not stand in for the factor in a tenant forcing MFA, at sign-in or at a refresh into it', async () => {
    // A user with an app, Admin of F (Force, remembering allowed) and member of A (no policy), remembered in A.
    const u = await k.enrolled();
    const F = u.tenantId;
    await k.setPolicy(u.accessToken, { enforceMFAType: 'Force', allowRememberMe: true, mfaDeviceExpiration: 86_400 });
    const A = (await signUpAndActivate(t)).tenantId;
    await join(u.userId, A);
    expect((await t.request('PUT', SWITCH, { token: u.accessToken, body: { tenantId: A } })).status).toBe(200);
    const step = await signIn(u);
    expect(step.body.mfaRequired).toBe(true);
    const verified = await t.request('POST', P.verify, {
      body: { mfaToken: step.body.mfaToken, value: u.authenticator.code(), rememberDevice: true },
    });
    expect(verified.status).toBe(200);
    k.nextStep();
    const remembered = verified.headers
      .getSetCookie()
      .find((c) => /^gh_mfa_device=/.test(c))!
      .split(';')[0]!;

    // In A the remembered browser skips the factor: the session proved only the password.
    const inA = await signIn(u, remembered);
    expect(inA.claims).toMatchObject({ tenantId: A, amr: ['pwd'] });
    // Into F from that session: the device is asked for.
    const entry = await json(await refresh(inA.cookie!, F));
    expect(entry).toMatchObject({ mfaRequired: true, mfaEnrolled: true, mfaToken: expect.any(String) });
    expect(entry.mfaDevices.authenticators).toHaveLength(1);
    expect(entry.accessToken).toBeUndefined();
    // Straight into F from the remembered browser: the device is asked for too.
    await setActiveTenant(u.userId, F);
    const intoF = await signIn(u, remembered);
    expect(intoF.body).toMatchObject({ mfaRequired: true, mfaEnrolled: true });
    expect(intoF.cookie).toBeUndefined();
    // The factor answers the refresh's MFA step: a session in F that proved it.
    const done = await json(await t.request('POST', P.verify, { body: { mfaToken: entry.mfaToken, value: u.authenticator.code() } }));
    expect(decodeJwt(done.accessToken!)).toMatchObject({ tenantId: F, amr: ['pwd', 'mfa', 'otp'] });
  });

  it("the vendor's forced MFA applies at a tenant switch as the tenant's own does", async () => {
    const u = await signUpAndActivate(t);
    const other = (await signUpAndActivate(t)).tenantId;
    await join(u.userId, other);
    const { token: vendorToken } = await vendorSession(t, 'tenant-entry');
    const vendorPolicy = (enforceMFAType: string) => t.request('PUT', P.vendorMfaPolicy, { token: vendorToken, body: { enforceMFAType } });
    expect((await vendorPolicy('Force')).status).toBe(200);
    try {
      expectEnrolmentStep(await json(await refresh(u.cookie, other)));
    } finally {
      expect((await vendorPolicy('DontForce')).status).toBe(200);
    }
    expect(decodeJwt((await json(await refresh(u.cookie, other))).accessToken!)).toMatchObject({ tenantId: other, amr: ['pwd'] });
  });

  it("activation under the vendor's forced MFA ends in enrolment, not a session", async () => {
    const { token: vendorToken } = await vendorSession(t, 'activation-entry');
    const vendorPolicy = (enforceMFAType: string) => t.request('PUT', P.vendorMfaPolicy, { token: vendorToken, body: { enforceMFAType } });
    const email = `activating-${Date.now()}@example.com`;
    const signUp = await json<{ userId: string }>(
      await t.request('POST', '/identity/resources/users/v1/signUp', {
        body: { email, password: 'correct horse battery staple', companyName: 'Forced Corp' },
      }),
    );
    const link = new URL((await t.mails(email)).find((m) => m.kind === 'activation')!.links[0]!);
    expect((await vendorPolicy('Force')).status).toBe(200);
    try {
      const res = await t.request('POST', '/identity/resources/users/v1/activate', {
        body: { userId: signUp.userId, token: link.searchParams.get('token') },
      });
      expect(touchesRefreshCookie(res)).toBe(false);
      expectEnrolmentStep(await json(res));
    } finally {
      expect((await vendorPolicy('DontForce')).status).toBe(200);
    }
  });

  it('completing the MFA step opens the session in F with the factor in amr, and replaces the session that asked', async () => {
    const u = await memberOfAAndAdminOfF();
    const entry = await json(await refresh(u.inA.cookie, u.F));
    expectEnrolmentStep(entry);
    // The remember-device question is answered for F, the tenant the session will open in (A keeps the default expiry).
    expect(await json(await t.request('GET', `${P.mfaPolicy}/allow-remember-device?mfaToken=${entry.mfaToken}`))).toEqual({
      isAllowedToRemember: true,
      mfaDeviceExpiration: 7200,
    });
    const start = await json<{ otpauthUri: string }>(await t.request('POST', P.loginEnroll, { body: { mfaToken: entry.mfaToken } }));
    const app = k.app(start.otpauthUri);
    const res = await t.request('POST', P.loginEnrollVerify, { body: { mfaToken: entry.mfaToken, token: app.code() } });
    const body = await json(res);
    expect(body.recoveryCodes).toHaveLength(10);
    const claims = decodeJwt(body.accessToken!);
    expect(claims).toMatchObject({
      sub: u.userId,
      tenantId: u.F,
      amr: ['pwd', 'mfa', 'otp'],
      acr: MULTI_FACTOR_ACR,
      roles: expect.arrayContaining(['Admin']),
    });
    expect(await activeTenantOf(u.userId)).toBe(u.F);
    const cookie = refreshCookieOf(res)!;
    expect(cookie).toBeTruthy();
    // The session that asked is over; the new one moves freely, and meets F's policy on the way back.
    expect((await sessionRow(u.inA.sid)).revoked_at).not.toBeNull();
    expect((await refresh(u.inA.cookie, null)).status).toBe(401);
    const toARes = await refresh(cookie, u.A);
    expect(decodeJwt((await json(toARes)).accessToken!)).toMatchObject({ tenantId: u.A, amr: ['pwd', 'mfa', 'otp'] });
    const backToF = await json(await refresh(refreshCookieOf(toARes)!, u.F));
    expect(decodeJwt(backToF.accessToken!)).toMatchObject({ tenantId: u.F, amr: ['pwd', 'mfa', 'otp'] });
  });

  it('the MFA step of a session that ended meanwhile opens nothing', async () => {
    const u = await memberOfAAndAdminOfF();
    const entry = await json(await refresh(u.inA.cookie, u.F));
    const start = await json<{ otpauthUri: string }>(await t.request('POST', P.loginEnroll, { body: { mfaToken: entry.mfaToken } }));
    expect((await t.request('POST', LOGOUT, { cookie: u.inA.cookie, token: u.inA.accessToken })).status).toBe(200);
    const res = await t.request('POST', P.loginEnrollVerify, { body: { mfaToken: entry.mfaToken, token: k.app(start.otpauthUri).code() } });
    expect(await errorOf(res)).toMatchObject({ status: 400, errorCode: 'mfa.invalid_token' });
    expect(
      await t.deps.db.kysely
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', u.userId)
        .where('tenant_id', '=', u.F)
        .where('revoked_at', 'is', null)
        .where('amr', 'like', '%mfa%')
        .execute(),
    ).toEqual([]);
  });

  it('what meets a policy forcing MFA: a proven second factor, never a password, an emailed code or a link alone', () => {
    const strategies = ['AuthenticatorApp'] as const;
    expect(meetsForcedMfa(['pwd'], [...strategies])).toBe(false);
    expect(meetsForcedMfa(['otp'], [...strategies])).toBe(false); // a passwordless code by email, alone
    expect(meetsForcedMfa(['imp'], [...strategies])).toBe(false);
    expect(meetsForcedMfa(['pwd', 'mfa', 'otp'], [...strategies])).toBe(true);
    expect(meetsForcedMfa(['pwd', 'mfa', 'sms'], [...strategies])).toBe(true);
    expect(meetsForcedMfa(['otp', 'mfa'], [...strategies])).toBe(true); // an emailed sign-in code, then an app
    expect(meetsForcedMfa(['webauthn', 'hwk', 'mfa'], [...strategies])).toBe(true); // a passkey (decision 0019)
    // An email code is a second factor only while the vendor offers email codes (SECURITY.md §0, decision 0020).
    expect(meetsForcedMfa(['pwd', 'mfa', 'email'], [...strategies])).toBe(false);
    expect(meetsForcedMfa(['pwd', 'mfa', 'email'], ['AuthenticatorApp', 'EmailCode'])).toBe(true);
    expect(meetsForcedMfa(['otp', 'mfa', 'email'], [...strategies])).toBe(false);
  });
});
