import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, signUpAndActivate, type TestServer } from '../../../test/harness';
import { startGitHubServer, type GitHubAccount } from '../../../test/peers/github-oauth-server';
import { browseToCallback, startGoogleShapedProvider } from '../../../test/peers/google-shaped-provider';
import { authorizeUrl, configureProvider, postlogin, rowCount, SUCCESS_URL } from './test-kit/social-test-kit';

const GOOGLE = { clientId: 'google-client', clientSecret: 'google-secret-value-0123456789' };
const GITHUB = { clientId: 'github-client', clientSecret: 'github-secret-value-0123456789' };

describe('social sign-in against real peers', () => {
  let t: TestServer;
  let google: Awaited<ReturnType<typeof startGoogleShapedProvider>>;
  let github: Awaited<ReturnType<typeof startGitHubServer>>;

  beforeAll(async () => {
    t = await createTestServer();
    google = await startGoogleShapedProvider({ ...GOOGLE, redirectUri: SUCCESS_URL });
    github = await startGitHubServer(GITHUB);
    await configureProvider(t, 'google', { clientId: GOOGLE.clientId, secret: GOOGLE.clientSecret, baseUrl: google.base });
    await configureProvider(t, 'github', { clientId: GITHUB.clientId, secret: GITHUB.clientSecret, baseUrl: github.base });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await github.close();
  });

  const viaGoogle = async () => postlogin(t, 'google', await browseToCallback(await authorizeUrl(t, 'google'), SUCCESS_URL));
  const viaGitHub = async (account: GitHubAccount) => {
    github.state.next = account;
    return postlogin(t, 'github', await browseToCallback(await authorizeUrl(t, 'github'), SUCCESS_URL));
  };
  const unique = () => Math.random().toString(36).slice(2, 10);

  it('lists the active providers publicly, without secrets', async () => {
    const v2 = await (await t.request('GET', '/identity/resources/sso/v2')).json();
    expect(v2).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'google',
          active: true,
          clientId: GOOGLE.clientId,
          redirectUrl: SUCCESS_URL,
          authorizationUrl: '/identity/resources/auth/v1/user/sso/google/authorize',
        }),
      ]),
    );
    const v1 = await (await t.request('GET', '/identity/resources/sso/v1')).text();
    expect(v1).toContain('github-client');
    for (const text of [JSON.stringify(v2), v1]) {
      expect(text).not.toContain(GOOGLE.clientSecret);
      expect(text).not.toContain(GITHUB.clientSecret);
    }
    // At rest the secret is sealed.
    const rows = await t.deps.db.kysely.selectFrom('social_providers').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(GOOGLE.clientSecret);
  });

  it('signs a new Google user up (account, tenant, session), then signs the same person in again', async () => {
    const email = `g-${unique()}@example.com`;
    google.state.next = { sub: `google-${unique()}`, email, email_verified: true, name: 'Grace Hopper' };
    const first = await viaGoogle();
    expect(first.status, await first.clone().text()).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ email, isNewUser: true, name: 'Grace Hopper', mfaRequired: false });
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.tenantId).toEqual(expect.any(String));
    expect(refreshCookieOf(first)).toBeDefined();
    const user = await t.deps.db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ id: body.userId, provider: 'google', verified: 1, password_hash: null });

    const again = await viaGoogle();
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ email, isNewUser: false, userId: body.userId });
  });

  it('answers a provider answer only once (the state is single use)', async () => {
    google.state.next = { sub: `google-${unique()}`, email: `g-${unique()}@example.com`, email_verified: true, name: 'Once' };
    const answer = await browseToCallback(await authorizeUrl(t, 'google'), SUCCESS_URL);
    expect((await postlogin(t, 'google', answer)).status).toBe(200);
    const replay = await postlogin(t, 'google', answer);
    expect((await errorOf(replay)).errorCode).toBe('social.login_failed');
  });

  it('refuses to link a GitHub identity whose primary email is not verified to an existing account', async () => {
    const local = await signUpAndActivate(t);
    const [users, sessions, identities] = [
      await rowCount(t, 'users'),
      await rowCount(t, 'sessions'),
      await rowCount(t, 'social_identities'),
    ];
    const res = await viaGitHub({
      id: 1000 + Math.floor(Math.random() * 1e6),
      login: 'mallory',
      name: 'Mallory',
      emails: [
        { email: local.email, primary: true, verified: false },
        { email: `other-${unique()}@example.com`, primary: false, verified: true },
      ],
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).errorCode).toBe('social.email_not_verified');
    expect([await rowCount(t, 'users'), await rowCount(t, 'sessions'), await rowCount(t, 'social_identities')]).toEqual([
      users,
      sessions,
      identities,
    ]);
  });

  it('links a GitHub identity whose primary email is verified to the existing account, and signs in through it', async () => {
    const local = await signUpAndActivate(t);
    const account: GitHubAccount = {
      id: 2_000_000 + Math.floor(Math.random() * 1e6),
      login: 'ada',
      name: 'Ada',
      emails: [{ email: local.email, primary: true, verified: true }],
    };
    const res = await viaGitHub(account);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ email: local.email, isNewUser: false, userId: local.userId, accessToken: expect.any(String) });
    const link = await t.deps.db.kysely.selectFrom('social_identities').selectAll().where('user_id', '=', local.userId).execute();
    expect(link).toEqual([expect.objectContaining({ provider: 'github', subject: String(account.id) })]);
    // The link is the key from now on, even once the address at GitHub changes.
    const moved = await viaGitHub({ ...account, emails: [{ email: `new-${unique()}@example.com`, primary: true, verified: false }] });
    expect(await moved.json()).toMatchObject({ userId: local.userId, isNewUser: false });
  });

  it("turns Apple's form post into a redirect to the login box's social success route", async () => {
    const res = await t.request('POST', '/identity/resources/auth/v1/user/sso/apple/callback', {
      rawBody: new URLSearchParams({ code: 'apple-code', state: 'apple-state', user: '{"name":{}}' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe(new URL('/account/social/success', t.config.appUrl).toString());
    expect(Object.fromEntries(target.searchParams)).toEqual({ code: 'apple-code', state: 'apple-state', provider: 'apple' });
    const twice = await t.request('POST', '/identity/resources/auth/v1/user/sso/apple/callback', {
      rawBody: 'code=a&code=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(twice.status).toBe(400);
  });

  it('refuses a provider that is not configured, and one that is inactive', async () => {
    expect((await errorOf(await postlogin(t, 'slack', { code: 'x', state: 'y' }))).errorCode).toBe('social.provider_not_configured');
    await configureProvider(t, 'github', { clientId: GITHUB.clientId, secret: GITHUB.clientSecret, baseUrl: github.base, active: false });
    expect((await errorOf(await postlogin(t, 'github', { code: 'x', state: 'y' }))).errorCode).toBe('social.provider_not_configured');
    const v2 = (await (await t.request('GET', '/identity/resources/sso/v2')).json()) as {
      type: string;
      clientId?: string;
      active: boolean;
    }[];
    expect(v2.find((p) => p.type === 'github')).toEqual(expect.objectContaining({ active: false }));
    expect(v2.find((p) => p.type === 'github')?.clientId).toBeUndefined();
    await configureProvider(t, 'github', { clientId: GITHUB.clientId, secret: GITHUB.clientSecret, baseUrl: github.base });
  });
});
