import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, newTenantAdmin } from '../../../test/admin-kit';
import { errorOf, refreshCookieOf } from '../../../test/harness';
import { browseToCallback, startGoogleShapedProvider } from '../../../test/peers/google-shaped-provider';
import { startJoseOp, type IdTokenFault } from '../../../test/peers/jose-op';
import { SSO } from '../../../test/sso-kit';
import { Browser, createSsoSignInBed, OIDC_POSTLOGIN_V1, OIDC_POSTLOGIN_V2, type SsoSignInBed } from './sso-sign-in-test-kit';

const unique = () => Math.random().toString(36).slice(2, 10);
const CLIENT = { clientId: 'gatehouse-rp', clientSecret: 'enterprise-oidc-secret-0123456789' };

describe('signing in through an OIDC connection (oidc-provider as the identity provider)', () => {
  let bed: SsoSignInBed;
  let op: Awaited<ReturnType<typeof startGoogleShapedProvider>>;
  let faulty: Awaited<ReturnType<typeof startJoseOp>>;
  let callbackUrl: string;

  beforeAll(async () => {
    bed = await createSsoSignInBed();
    callbackUrl = `${bed.t.config.appUrl}/account/oidc/callback`;
    op = await startGoogleShapedProvider({ ...CLIENT, redirectUri: callbackUrl });
    faulty = await startJoseOp(CLIENT);
  });
  afterAll(async () => {
    await bed.close();
    await op.close();
    await faulty.close();
  });
  beforeEach(() => {
    faulty.state.fault = {};
  });

  const db = () => bed.t.deps.db.kysely;
  const counts = async () =>
    Promise.all(
      (['users', 'sessions', 'memberships'] as const).map(async (table) =>
        Number(
          (
            await db()
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );

  /** A tenant with an enabled OIDC connection to `issuer`, for a new verified domain. */
  async function oidcTenant(issuer: string, settings: Record<string, unknown> = {}) {
    const admin = await newTenantAdmin(bed.t);
    const created = await call(bed.t, admin, 'POST', SSO, {
      type: 'oidc',
      oidcIssuer: issuer,
      oidcClientId: CLIENT.clientId,
      oidcSecret: CLIENT.clientSecret,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as unknown as { id: string }).id;
    const domain = `oidc-${unique()}.example`;
    await bed.verifiedDomain(admin, id, domain);
    expect((await call(bed.t, admin, 'PATCH', `${SSO}/${id}`, { enabled: true, ...settings })).status).toBe(200);
    return { admin, id, domain };
  }

  /** The pre-login, then the browser at the identity provider until it comes back to the login box's OIDC callback. */
  async function throughIdp(browser: Browser, email: string) {
    const answer = await bed.prelogin(browser, email);
    expect(answer).toMatchObject({ idpType: 'oidc', addressType: 'sso' });
    const back = await browseToCallback(answer.address!, callbackUrl);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  it('signs a user in just in time with the roles of their groups; the v1 and v2 post-logins both work', async () => {
    const tenant = await oidcTenant(op.base);
    const admin = (await db().selectFrom('roles').select('id').where('key', '=', 'Admin').executeTakeFirstOrThrow()).id;
    expect((await call(bed.t, tenant.admin, 'POST', `${SSO}/${tenant.id}/groups`, { group: 'platform', roleIds: [admin] })).status).toBe(
      201,
    );
    const email = `lin-${unique()}@${tenant.domain}`;
    op.state.next = { sub: `sub-${unique()}`, email, email_verified: true, name: 'Lin Oidc', groups: ['platform'] };
    const browser = new Browser();
    const answer = await bed.prelogin(browser, email);
    const url = new URL(answer.address!);
    // Authorization code with PKCE, state and nonce, back to the login box's callback.
    expect(
      Object.fromEntries(['response_type', 'code_challenge_method', 'redirect_uri', 'client_id'].map((k) => [k, url.searchParams.get(k)])),
    ).toEqual({
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: callbackUrl,
      client_id: CLIENT.clientId,
    });
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const back = await browseToCallback(answer.address!, callbackUrl);
    const res = await bed.postlogin(browser, OIDC_POSTLOGIN_V2, {
      code: back.searchParams.get('code'),
      RelayState: back.searchParams.get('state'),
      redirectUri: callbackUrl,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    expect(refreshCookieOf(res)).toBeDefined();
    const claims = decodeJwt(body.accessToken) as { tenantId: string; amr: string[]; roles: string[] };
    expect(claims.tenantId).toBe(tenant.admin.tenantId);
    expect(claims.amr).toContain('sso');
    const user = await db().selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: 'Lin Oidc', verified: 1, password_hash: null });
    const roles = await db()
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', user.id)
      .where('tenant_id', '=', tenant.admin.tenantId)
      .execute();
    expect(roles.map((r) => r.role_id)).toEqual([admin]);

    const v1 = await throughIdp(browser, email);
    expect((await bed.postlogin(browser, OIDC_POSTLOGIN_V1, v1)).status).toBe(200);
    // A state is good once.
    expect((await bed.postlogin(browser, OIDC_POSTLOGIN_V1, v1)).status).toBe(400);
  });

  it('tests the connection in a pop-up: the claims are shown to the administrator, nobody is signed in', async () => {
    const tenant = await oidcTenant(op.base);
    const email = `tested-${unique()}@${tenant.domain}`;
    op.state.next = { sub: `sub-${unique()}`, email, email_verified: true, name: 'Tess Ted', groups: ['ops'] };
    const admin = new Browser();
    const started = await bed.t.request('POST', `${SSO}/${tenant.id}/test`, { token: tenant.admin.accessToken, cookie: admin.header });
    expect(started.status).toBe(201);
    admin.keep(started);
    const { id, address } = (await started.json()) as { id: string; address: string };
    const back = await browseToCallback(address, callbackUrl);
    const res = await bed.postlogin(admin, OIDC_POSTLOGIN_V2, {
      code: back.searchParams.get('code'),
      RelayState: back.searchParams.get('state'),
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).errorCode).toBe('sso.test_finished');
    expect(refreshCookieOf(res)).toBeUndefined();
    const result = await call(bed.t, tenant.admin, 'GET', `${SSO}/${tenant.id}/test/${id}`);
    expect(result.body).toMatchObject({ status: 'succeeded', identity: { email, name: 'Tess Ted', groups: ['ops'] } });
    expect(await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a state from another browser, and one it never issued', async () => {
    const tenant = await oidcTenant(op.base);
    const email = `csrf-${unique()}@${tenant.domain}`;
    op.state.next = { sub: `sub-${unique()}`, email, email_verified: true, name: 'Csrf' };
    const before = await counts();
    const answer = await throughIdp(new Browser(), email);
    const res = await bed.postlogin(new Browser(), OIDC_POSTLOGIN_V2, { code: answer.code, RelayState: answer.state });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ errorCode: 'sso.login_failed', errors: ['Failed to authenticate'] });
    expect((await bed.postlogin(new Browser(), OIDC_POSTLOGIN_V2, { code: answer.code, RelayState: 'never-issued' })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  const faults: [string, IdTokenFault][] = [
    ['a wrong issuer', { iss: 'https://evil.example.com' }],
    ['a wrong audience', { aud: 'someone-else' }],
    ['a wrong nonce', { nonce: 'not-the-nonce-we-sent' }],
    ['an expired token', { expired: true }],
    ['alg none (unsigned)', { algNone: true }],
    ['a signature by a key the JWKS does not publish', { foreignKey: true }],
    ['email_verified: false', { emailVerified: false }],
  ];
  it.each(faults)('refuses an ID token with %s: no user, no session', async (_name, fault) => {
    const tenant = await oidcTenant(faulty.base);
    faulty.state.subject = `op-${unique()}`;
    faulty.state.email = `${faulty.state.subject}@${tenant.domain}`;
    faulty.state.fault = fault;
    const browser = new Browser();
    const before = await counts();
    const answer = await throughIdp(browser, faulty.state.email);
    const res = await bed.postlogin(browser, OIDC_POSTLOGIN_V2, { code: answer.code, RelayState: answer.state });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).errorCode).toBe('sso.login_failed');
    expect(refreshCookieOf(res)).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it("takes an unverified email when the connection trusts its provider's emails", async () => {
    const tenant = await oidcTenant(faulty.base, { trustIdpEmails: true });
    faulty.state.subject = `op-${unique()}`;
    faulty.state.email = `${faulty.state.subject}@${tenant.domain}`;
    faulty.state.fault = { emailVerified: false };
    const browser = new Browser();
    const answer = await throughIdp(browser, faulty.state.email);
    expect((await bed.postlogin(browser, OIDC_POSTLOGIN_V2, { code: answer.code, RelayState: answer.state })).status).toBe(200);
  });
});
