import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signUpAndActivate, type TestServer } from '../../../test/harness';
import { AFTER_LOGOUT, APP_ORIGIN, CALLBACK, oauthErrorOf, registerClient, signedInWithCode, token } from '../../../test/oauth-kit';

const ME = '/identity/resources/users/v2/me';

describe('silent authorize and logout', () => {
  let t: TestServer;
  let clientId: string;
  beforeAll(async () => {
    t = await createTestServer();
    clientId = (await registerClient(t)).clientId;
  });
  afterAll(() => t.close());

  const silent = (cookie: string | undefined, body: unknown = { tenantId: null }, origin = APP_ORIGIN) =>
    t.request('POST', '/frontegg/oauth/authorize/silent', { cookie, body, headers: { origin } });

  it('gives the application of the calling origin tokens for the browser session, and refuses without one', async () => {
    const user = await signUpAndActivate(t);
    const res = await silent(user.cookie);
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as { id_token: string; refresh_token: string };
    expect((await t.request('GET', ME, { token: tokens.id_token })).status).toBe(200);
    expect(
      (await token(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId }, { form: true })).status,
    ).toBe(200);
    expect(await oauthErrorOf(await silent(undefined))).toMatchObject({ status: 401, error: 'login_required' });
    expect((await silent(user.cookie, { tenantId: null }, 'https://evil.example')).status).toBe(403);
    // An origin allowed for cookies but registered for no application.
    const lone = await createTestServer({ config: { allowedOrigins: ['http://localhost:5173', 'http://localhost:6000'] } });
    const other = await signUpAndActivate(lone);
    expect(
      await oauthErrorOf(
        await lone.request('POST', '/oauth/authorize/silent', {
          cookie: other.cookie,
          body: {},
          headers: { origin: 'http://localhost:6000' },
        }),
      ),
    ).toMatchObject({ status: 400, error: 'invalid_client' });
    await lone.close();
  });

  it('ends the browser session and what was issued from it, and returns only to a registered post-logout URI', async () => {
    const { user, code, verifier } = await signedInWithCode(t, clientId);
    const tokens = (await (
      await token(t, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier })
    ).json()) as { access_token: string; refresh_token: string };
    const out = await t.request(
      'GET',
      `/oauth/logout?${new URLSearchParams({ client_id: clientId, post_logout_redirect_uri: AFTER_LOGOUT, state: 'bye' })}`,
      { cookie: user.cookie },
    );
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(`${AFTER_LOGOUT}?state=bye`);
    expect(out.headers.getSetCookie().some((c) => /^gh_refresh=;/.test(c))).toBe(true);
    expect((await t.request('GET', ME, { token: tokens.access_token })).status).toBe(401);
    expect(await oauthErrorOf(await token(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }))).toMatchObject({
      error: 'invalid_grant',
    });
    expect((await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { cookie: user.cookie, body: {} })).status).toBe(401);
    const audit = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', user.userId)
      .where('action', '=', 'oauth.logout')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('ends the session named by id_token_hint, and sends unregistered post-logout URIs to the signed-out page', async () => {
    const { code, verifier } = await signedInWithCode(t, clientId);
    const tokens = (await (
      await token(t, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier })
    ).json()) as { access_token: string; id_token: string };
    for (const target of ['https://evil.example/', `${AFTER_LOGOUT}/x`, '//evil.example']) {
      const res = await t.request('GET', `/oauth/logout?${new URLSearchParams({ client_id: clientId, post_logout_redirect_uri: target })}`);
      expect(res.headers.get('location')).toBe('/oauth/signed-out');
    }
    // An access token is no ID token: it names nobody, and its session lives on.
    await t.request('GET', `/oauth/logout?${new URLSearchParams({ id_token_hint: tokens.access_token })}`);
    expect((await t.request('GET', ME, { token: tokens.access_token })).status).toBe(200);
    const hinted = await t.request(
      'GET',
      `/oauth/logout?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: AFTER_LOGOUT })}`,
    );
    expect(hinted.headers.get('location')).toBe(AFTER_LOGOUT);
    expect((await t.request('GET', ME, { token: tokens.access_token })).status).toBe(401);
    expect((await t.request('GET', '/oauth/signed-out')).status).toBe(200);
  });
});
