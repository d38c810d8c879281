import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newTenantAdmin } from '../../../test/admin-kit';
import { errorOf, refreshCookieOf, signUpAndActivate } from '../../../test/harness';
import { forge, one } from '../../../test/peers/saml-idp';
import { SSO } from '../../../test/sso-kit';
import { Browser, createSsoSignInBed, PRELOGIN_V1, SAML_POSTLOGIN, type SsoSignInBed } from './sso-sign-in-test-kit';

const unique = () => Math.random().toString(36).slice(2, 10);
const MFA_POLICY = '/identity/resources/configurations/v1/mfa-policy';

describe('signing in through a SAML connection (samlify as the identity provider)', () => {
  let bed: SsoSignInBed;
  beforeAll(async () => {
    bed = await createSsoSignInBed();
  });
  afterAll(() => bed.close());

  const db = () => bed.t.deps.db.kysely;
  const userRow = (email: string) => db().selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const sessions = async () =>
    Number(
      (
        await db()
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const rolesOf = async (userId: string, tenantId: string) =>
    (await db().selectFrom('user_roles').select('role_id').where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute())
      .map((r) => r.role_id)
      .sort();
  const roleId = async (key: string) => (await db().selectFrom('roles').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

  it('answers the pre-login with the identity provider for an SSO domain only (v2 and v1 shapes)', async () => {
    const tenant = await bed.samlTenant();
    const browser = new Browser();
    expect(await bed.prelogin(browser, `someone@not-sso-${unique()}.example`)).toEqual({});
    expect(browser.cookies.size).toBe(0);
    const answer = await bed.prelogin(browser, `Ada@${tenant.domain.toUpperCase()}`);
    expect(answer).toEqual({
      address: expect.stringMatching(/^https:\/\/idp\d+\.example\.test\/sso\?SAMLRequest=/),
      idpType: 'saml',
      addressType: 'sso',
    });
    expect(new URL(answer.address!).searchParams.get('RelayState')).toMatch(/^[\w-]{40,}$/);
    expect(browser.cookies.get('gh_sso_browser')).toMatch(/^[\w-]{40,}$/);
    expect(Object.keys(await bed.prelogin(browser, `ada@${tenant.domain}`, PRELOGIN_V1))).toEqual(['address']);
    // A page scoped to another tenant does not send this tenant's users to its identity provider.
    const other = await newTenantAdmin(bed.t);
    expect(await bed.prelogin(browser, `ada@${tenant.domain}`, undefined, { tenantId: other.tenantId })).toEqual({});
    expect(await bed.prelogin(browser, `ada@${tenant.domain}`, undefined, { tenantId: tenant.admin.tenantId })).toMatchObject({
      idpType: 'saml',
    });
  });

  it('creates the user just in time in the connection tenant with the default and mapped roles, then updates them', async () => {
    const tenant = await bed.samlTenant();
    const [readOnly, admin] = [await roleId('ReadOnly'), await roleId('Admin')];
    expect((await call(bed.t, tenant.admin, 'PUT', `${SSO}/${tenant.id}/roles`, { roleIds: [readOnly] })).status).toBe(200);
    expect((await call(bed.t, tenant.admin, 'POST', `${SSO}/${tenant.id}/groups`, { group: 'it-admins', roleIds: [admin] })).status).toBe(
      201,
    );
    const email = `grace-${unique()}@${tenant.domain}`;
    const browser = new Browser();
    const { location, handoff } = await bed.throughIdp(browser, tenant, email, {
      attributes: { groups: ['it-admins', 'staff'], firstName: ['Grace'], lastName: ['Hopper'] },
    });
    expect(`${location.origin}${location.pathname}`).toBe(`${bed.t.config.appUrl}/account/saml/callback`);
    expect(handoff).toMatch(/^[\w-]{40,}$/);
    const res = await bed.postlogin(browser, SAML_POSTLOGIN, { RelayState: handoff });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ mfaRequired: false, accessToken: expect.any(String) });
    expect(refreshCookieOf(res)).toBeDefined();
    const claims = decodeJwt(body.accessToken) as { tenantId: string; amr: string[]; roles: string[] };
    expect(claims.tenantId).toBe(tenant.admin.tenantId);
    expect(claims.amr).toEqual(expect.arrayContaining(['sso', 'ext']));
    const user = (await userRow(email))!;
    expect(user).toMatchObject({
      name: 'Grace Hopper',
      provider: 'saml',
      verified: 1,
      password_hash: null,
      active_tenant_id: tenant.admin.tenantId,
    });
    expect(await rolesOf(user.id, tenant.admin.tenantId)).toEqual([readOnly, admin].sort());
    // The next sign-in, out of the group: the mapping decides again.
    const next = await bed.throughIdp(browser, tenant, email, { attributes: { groups: ['staff'] } });
    expect((await bed.postlogin(browser, SAML_POSTLOGIN, { RelayState: next.handoff })).status).toBe(200);
    expect(await rolesOf(user.id, tenant.admin.tenantId)).toEqual([readOnly]);
    expect(await db().selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it('redeems a handoff once, and only in the browser that started the sign-in', async () => {
    const tenant = await bed.samlTenant();
    const email = `once-${unique()}@${tenant.domain}`;
    const browser = new Browser();
    const { handoff } = await bed.throughIdp(browser, tenant, email);
    const before = await sessions();
    // Another browser (a leaked code, or login CSRF: an attacker's code planted in a victim's browser).
    const elsewhere = await bed.postlogin(new Browser(), SAML_POSTLOGIN, { RelayState: handoff });
    expect(elsewhere.status).toBe(400);
    expect((await errorOf(elsewhere)).errorCode).toBe('sso.login_failed');
    expect(await sessions()).toBe(before);
    expect((await bed.postlogin(browser, SAML_POSTLOGIN, { RelayState: handoff })).status).toBe(200);
    const again = await bed.postlogin(browser, SAML_POSTLOGIN, { RelayState: handoff });
    expect(again.status).toBe(400);
    expect(await sessions()).toBe(before + 1);
  });

  it("accepts the identity provider's response posted as JSON with its RelayState (wire-compat §2.10)", async () => {
    const tenant = await bed.samlTenant();
    const email = `json-${unique()}@${tenant.domain}`;
    const browser = new Browser();
    const answer = await bed.prelogin(browser, email);
    const post = await bed.idpAnswer(tenant.idp, tenant.id, answer.address!, { nameId: email });
    const res = await bed.postlogin(browser, SAML_POSTLOGIN, post);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await userRow(email))?.provider).toBe('saml');
    // The same response again: the request is spent and the assertion remembered.
    expect((await bed.postlogin(browser, SAML_POSTLOGIN, post)).status).toBe(400);
  });

  it('refuses forged and misdirected responses at the ACS: no user, no session, the login box told it failed', async () => {
    const tenant = await bed.samlTenant();
    const other = await bed.samlTenant();
    const browser = new Browser();
    const cases: [string, (email: string) => Promise<{ connectionId: string; post: { SAMLResponse: string; RelayState: string } }>][] = [
      [
        'unsigned assertion',
        async (email) => {
          const answer = await bed.prelogin(browser, email);
          const post = await bed.idpAnswer(tenant.idp, tenant.id, answer.address!, { nameId: email });
          const SAMLResponse = forge(post.SAMLResponse, (doc) => {
            const signature = one(doc, 'ds:Signature');
            signature.parentNode!.removeChild(signature);
          });
          return { connectionId: tenant.id, post: { ...post, SAMLResponse } };
        },
      ],
      [
        'signed by another identity provider',
        async (email) => {
          const answer = await bed.prelogin(browser, email);
          const post = await bed.idpAnswer(other.idp, tenant.id, answer.address!, { nameId: email, issuer: tenant.idp.entityId });
          return { connectionId: tenant.id, post };
        },
      ],
      [
        'wrong audience',
        async (email) => {
          const answer = await bed.prelogin(browser, email);
          return {
            connectionId: tenant.id,
            post: await bed.idpAnswer(tenant.idp, tenant.id, answer.address!, { nameId: email, audience: 'https://elsewhere.example/sp' }),
          };
        },
      ],
      [
        "another connection's sign-in posted to this one's ACS",
        async (email) => {
          const answer = await bed.prelogin(browser, email);
          return { connectionId: other.id, post: await bed.idpAnswer(tenant.idp, tenant.id, answer.address!, { nameId: email }) };
        },
      ],
      [
        "an address outside the connection's domains",
        async () => {
          const answer = await bed.prelogin(browser, `x@${tenant.domain}`);
          return {
            connectionId: tenant.id,
            post: await bed.idpAnswer(tenant.idp, tenant.id, answer.address!, { nameId: `victim-${unique()}@${other.domain}` }),
          };
        },
      ],
    ];
    for (const [name, make] of cases) {
      const email = `forged-${unique()}@${tenant.domain}`;
      const before = await sessions();
      const { connectionId, post } = await make(email);
      const res = await bed.acs(connectionId, post);
      const location = new URL(res.headers.get('location') ?? 'http://none/');
      const redeemed = location.searchParams.get('RelayState')
        ? await bed.postlogin(browser, SAML_POSTLOGIN, { RelayState: location.searchParams.get('RelayState') })
        : undefined;
      expect([res.status, location.pathname, location.searchParams.get('error') ?? redeemed?.status], name).toEqual([
        302,
        '/account/saml/callback',
        location.searchParams.get('error') ? 'sso_failed' : 400,
      ]);
      expect(await userRow(email), name).toBeUndefined();
      expect(await sessions(), name).toBe(before);
    }
  });

  it('links an existing account on a validated domain: it joins the tenant and the session opens there', async () => {
    const tenant = await bed.samlTenant();
    const email = `existing-${unique()}@${tenant.domain}`;
    const own = await signUpAndActivate(bed.t, email);
    const browser = new Browser();
    const { handoff } = await bed.throughIdp(browser, tenant, email);
    const res = await bed.postlogin(browser, SAML_POSTLOGIN, { RelayState: handoff });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((decodeJwt((await res.json()).accessToken) as { tenantId: string }).tenantId).toBe(tenant.admin.tenantId);
    const user = (await userRow(email))!;
    expect(user.id).toBe(own.userId);
    // Still a member of their own tenant, with its roles; the provider and password untouched.
    expect(user.provider).toBe('local');
    expect(user.password_hash).not.toBeNull();
    expect(await db().selectFrom('memberships').select('tenant_id').where('user_id', '=', user.id).execute()).toHaveLength(2);
  });

  it('with skipEmailDomainValidation, creates accounts for other addresses but never reaches an existing one', async () => {
    const tenant = await bed.samlTenant({ skipEmailDomainValidation: true });
    const browser = new Browser();
    const outsider = `contractor-${unique()}@elsewhere-${unique()}.example`;
    const start = await bed.throughIdp(browser, tenant, `x@${tenant.domain}`, { nameId: outsider });
    expect((await bed.postlogin(browser, SAML_POSTLOGIN, { RelayState: start.handoff })).status).toBe(200);
    expect((await userRow(outsider))?.active_tenant_id).toBe(tenant.admin.tenantId);
    // An account that exists elsewhere is not claimed by a domain the tenant has not proven.
    const victim = await signUpAndActivate(bed.t, `victim-${unique()}@elsewhere-${unique()}.example`);
    const before = await sessions();
    const claim = await bed.throughIdp(browser, tenant, `y@${tenant.domain}`, { nameId: victim.email });
    expect((await bed.postlogin(browser, SAML_POSTLOGIN, { RelayState: claim.handoff })).status).toBe(400);
    expect(await sessions()).toBe(before);
    expect(await db().selectFrom('memberships').select('tenant_id').where('user_id', '=', victim.userId).execute()).toEqual([
      { tenant_id: victim.tenantId },
    ]);
  });

  it('tests a switched-off connection: the administrator sees what the IdP sent, or the check that refused it; nobody signs in', async () => {
    const tenant = await bed.samlTenant();
    expect((await call(bed.t, tenant.admin, 'PATCH', `${SSO}/${tenant.id}`, { enabled: false })).status).toBe(200);
    const run = async (fields: Record<string, unknown>) => {
      const started = await call(bed.t, tenant.admin, 'POST', `${SSO}/${tenant.id}/test`);
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const { id, address } = started.body as unknown as { id: string; address: string };
      const pending = await call(bed.t, tenant.admin, 'GET', `${SSO}/${tenant.id}/test/${id}`);
      expect(pending.body).toEqual({ id, status: 'pending' });
      const res = await bed.acs(tenant.id, await bed.idpAnswer(tenant.idp, tenant.id, address, fields));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Connection test finished');
      return (await call(bed.t, tenant.admin, 'GET', `${SSO}/${tenant.id}/test/${id}`)).body;
    };
    const email = `tested-${unique()}@${tenant.domain}`;
    const before = await sessions();
    expect(await run({ nameId: email, attributes: { groups: ['ops'], department: ['R&D'] } })).toMatchObject({
      status: 'succeeded',
      identity: { email, nameId: email, groups: ['ops'], attributes: { department: ['R&D'] } },
    });
    expect(await run({ nameId: email, audience: 'https://elsewhere.example/sp' })).toMatchObject({ status: 'failed', reason: 'validator' });
    expect(await userRow(email)).toBeUndefined();
    expect(await sessions()).toBe(before);
    // Another tenant's administrator sees neither the connection nor its tests.
    const other = await newTenantAdmin(bed.t);
    expect((await call(bed.t, other, 'POST', `${SSO}/${tenant.id}/test`)).status).toBe(404);
  });

  it('signs nobody in through a disabled connection, even with a sign-in it started before', async () => {
    const tenant = await bed.samlTenant();
    const email = `disabled-${unique()}@${tenant.domain}`;
    const browser = new Browser();
    const { handoff } = await bed.throughIdp(browser, tenant, email);
    expect((await call(bed.t, tenant.admin, 'PATCH', `${SSO}/${tenant.id}`, { enabled: false })).status).toBe(200);
    const res = await bed.postlogin(browser, SAML_POSTLOGIN, { RelayState: handoff });
    expect(res.status).toBe(400);
    expect(await userRow(email)).toBeUndefined();
    expect(await bed.prelogin(browser, email)).toEqual({});
  });

  it('enforces SSO for the domain: password sign-in refused with a clear error; other domains unaffected', async () => {
    const tenant = await bed.samlTenant();
    const email = `enforced-${unique()}@${tenant.domain}`;
    // An account made before the tenant enforced SSO.
    const s = await signUpAndActivate(bed.t, email, 'correct horse battery staple 9');
    expect((await call(bed.t, tenant.admin, 'PATCH', `${SSO}/${tenant.id}`, { enforceSso: true })).status).toBe(200);
    const login = await bed.t.request('POST', '/identity/resources/auth/v1/user', {
      body: { email, password: 'correct horse battery staple 9' },
    });
    expect(login.status).toBe(403);
    expect(await errorOf(login)).toMatchObject({
      errorCode: 'auth.sso_required',
      errors: ['This email address signs in through single sign-on'],
    });
    expect(s.userId).toBeDefined();
    // The same person through the connection is welcome.
    const browser = new Browser();
    const { handoff } = await bed.throughIdp(browser, tenant, email);
    expect((await bed.postlogin(browser, SAML_POSTLOGIN, { RelayState: handoff })).status).toBe(200);
    // No local account for the domain either: sign-up is refused, and an invitation is taken up through SSO only.
    const signUp = await bed.t.request('POST', '/identity/resources/users/v1/signUp', {
      body: { email: `new-${unique()}@${tenant.domain}`, password: 'correct horse battery staple 9', companyName: 'Side Co' },
    });
    expect(signUp.status).toBe(403);
    expect((await errorOf(signUp)).errorCode).toBe('auth.sso_required');
    const invited = `invited-${unique()}@${tenant.domain}`;
    expect((await call(bed.t, tenant.admin, 'POST', '/identity/resources/users/v2', { email: invited })).status).toBe(201);
    const link = new URL((await bed.t.mails(invited))[0]!.links[0]!);
    const activate = await bed.t.request('POST', '/identity/resources/users/v1/activate', {
      body: { userId: link.searchParams.get('userId'), token: link.searchParams.get('token'), password: 'correct horse battery staple 9' },
    });
    expect(activate.status).toBe(403);
    expect((await errorOf(activate)).errorCode).toBe('auth.sso_required');
    const viaSso = new Browser();
    const { handoff: invitedHandoff } = await bed.throughIdp(viaSso, tenant, invited);
    const joined = await bed.postlogin(viaSso, SAML_POSTLOGIN, { RelayState: invitedHandoff });
    expect(joined.status, await joined.clone().text()).toBe(200);
    expect((decodeJwt((await joined.json()).accessToken) as { tenantId: string }).tenantId).toBe(tenant.admin.tenantId);
    // The admin's own (non-SSO) domain signs in with a password as before.
    const admin = await bed.t.request('POST', '/identity/resources/auth/v1/user', {
      body: { email: tenant.admin.email, password: 'correct horse battery staple' },
    });
    expect(admin.status).toBe(200);
  });

  it('spares a SAML sign-in under ForceExceptSAML, and asks for the second factor under Force', async () => {
    const tenant = await bed.samlTenant();
    const policy = (await call(bed.t, tenant.admin, 'GET', MFA_POLICY)).body as unknown as { id: string };
    const set = async (enforceMFAType: string) =>
      expect((await call(bed.t, tenant.admin, 'PATCH', MFA_POLICY, { id: policy.id, enforceMFAType })).status).toBe(200);
    const email = `mfa-${unique()}@${tenant.domain}`;
    const browser = new Browser();
    await set('ForceExceptSAML');
    const spared = await bed.postlogin(browser, SAML_POSTLOGIN, { RelayState: (await bed.throughIdp(browser, tenant, email)).handoff });
    expect(await spared.json()).toMatchObject({ mfaRequired: false, accessToken: expect.any(String) });
    await set('Force');
    const forced = await bed.postlogin(browser, SAML_POSTLOGIN, { RelayState: (await bed.throughIdp(browser, tenant, email)).handoff });
    const body = await forced.json();
    expect(body).toMatchObject({ mfaRequired: true, mfaToken: expect.any(String) });
    expect(refreshCookieOf(forced)).toBeUndefined();
  });
});
