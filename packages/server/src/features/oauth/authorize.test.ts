import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signUpAndActivate, type TestServer } from '../../../test/harness';
import { authorize, CALLBACK, codeRequest, pkce, registerClient, writes } from '../../../test/oauth-kit';

describe('GET /oauth/authorize and the hosted pages', () => {
  let t: TestServer;
  let clientId: string;
  let cookie: string;
  const { challenge } = pkce();
  beforeAll(async () => {
    t = await createTestServer();
    clientId = (await registerClient(t)).clientId;
    cookie = (await signUpAndActivate(t)).cookie;
  });
  afterAll(() => t.close());

  const codes = async () => (await t.deps.db.kysely.selectFrom('oauth_codes').select('id').execute()).length;

  it('never redirects to an unknown client or an unregistered redirect URI: the error page explains instead, and nothing is written', async () => {
    const before = { codes: await codes(), ...(await writes(t)) };
    const variants = [
      codeRequest('no-such-client', challenge),
      codeRequest(clientId, challenge, { redirect_uri: 'https://evil.example/oauth/callback' }),
      codeRequest(clientId, challenge, { redirect_uri: `${CALLBACK}/` }),
      codeRequest(clientId, challenge, { redirect_uri: `${CALLBACK}?x=1` }),
      codeRequest(clientId, challenge, { redirect_uri: CALLBACK.toUpperCase() }),
      { ...codeRequest(clientId, challenge), redirect_uri: '' },
    ];
    for (const params of variants) {
      const res = await authorize(t, cookie, params);
      expect(res.status).toBe(302);
      const location = res.headers.get('location')!;
      expect(location, JSON.stringify(params)).toMatch(/^\/oauth\/error\?error=invalid_(client|redirect_uri)$/);
    }
    const page = await t.request('GET', '/oauth/error?error=invalid_redirect_uri');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('not registered');
    expect({ codes: await codes(), ...(await writes(t)) }).toEqual(before);
  });

  it('sends protocol errors back to the registered URI with error, state and iss, and issues no code', async () => {
    const before = await codes();
    const cases: [Record<string, string>, string][] = [
      [codeRequest(clientId, challenge, { code_challenge_method: 'plain' }), 'invalid_request'],
      [{ ...codeRequest(clientId, challenge), code_challenge_method: '' }, 'invalid_request'],
      [{ ...codeRequest(clientId, ''), code_challenge: '' }, 'invalid_request'],
      [codeRequest(clientId, 'short'), 'invalid_request'],
      [codeRequest(clientId, challenge, { response_type: 'token' }), 'unsupported_response_type'],
      [codeRequest(clientId, challenge, { max_age: '-1' }), 'invalid_request'],
    ];
    for (const [params, error] of cases) {
      const location = new URL((await authorize(t, cookie, params)).headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
      expect(location.searchParams.get('error'), JSON.stringify(params)).toBe(error);
      expect(location.searchParams.get('state')).toBe('state-123');
      expect(location.searchParams.get('iss')).toBe(t.config.publicUrl.replace(/\/$/, ''));
      expect(location.searchParams.has('code')).toBe(false);
    }
    expect(await codes()).toBe(before);
  });

  it('sends a visitor without a session to the hosted login box with the same request; prompt=none answers login_required', async () => {
    const res = await authorize(t, undefined, codeRequest(clientId, challenge));
    const location = new URL(res.headers.get('location')!, t.config.publicUrl);
    expect(location.pathname).toBe('/oauth/login');
    expect(location.searchParams.get('client_id')).toBe(clientId);
    expect(location.searchParams.get('code_challenge')).toBe(challenge);
    const none = new URL((await authorize(t, undefined, codeRequest(clientId, challenge, { prompt: 'none' }))).headers.get('location')!);
    expect(none.searchParams.get('error')).toBe('login_required');
  });

  it("forwards the request's ui_locales and organization to the hosted login box, which picks its language and brand from them", async () => {
    const params = codeRequest(clientId, challenge, { ui_locales: 'he-IL en', organization: 'acme' });
    const location = new URL((await authorize(t, undefined, params)).headers.get('location')!, t.config.publicUrl);
    expect(location.pathname).toBe('/oauth/login');
    expect(location.searchParams.get('ui_locales')).toBe('he-IL en');
    expect(location.searchParams.get('organization')).toBe('acme');
  });

  it('issues a single code for a live session, at the root and under /frontegg; prompt=login ends the session and asks again', async () => {
    for (const prefix of ['', '/frontegg']) {
      const location = new URL((await authorize(t, cookie, codeRequest(clientId, challenge), prefix)).headers.get('location')!);
      expect(location.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
      expect(location.searchParams.get('state')).toBe('state-123');
    }
    const stored = await t.deps.db.kysely.selectFrom('oauth_codes').select(['code_hash', 'expires_at', 'created_at']).execute();
    expect(stored.every((c) => /^[0-9a-f]{64}$/.test(c.code_hash) && Date.parse(c.expires_at) - Date.parse(c.created_at) <= 60_000)).toBe(
      true,
    );
    const user = await signUpAndActivate(t);
    const again = await authorize(t, user.cookie, codeRequest(clientId, challenge, { prompt: 'login' }));
    expect(again.headers.get('location')).toMatch(/^\/oauth\/login\?/);
    expect(again.headers.get('location')).not.toContain('prompt=');
    expect(again.headers.getSetCookie().some((c) => /^gh_refresh=;/.test(c))).toBe(true);
    // The ended session no longer gets codes.
    expect((await authorize(t, user.cookie, codeRequest(clientId, challenge))).headers.get('location')).toMatch(/^\/oauth\/login\?/);
  });

  it('serves the hosted login page and its screens with a strict CSP, and refuses unknown screens and asset names', async () => {
    for (const path of ['/oauth/login?client_id=x', '/oauth/login/sign-up']) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
    }
    expect((await t.request('GET', '/oauth/login/admin')).status).toBe(404);
    expect((await t.request('GET', '/oauth/login/assets/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await t.request('GET', '/oauth/login/assets/missing.js')).status).toBe(404);
  });

  it('advertises exactly what it supports in discovery', async () => {
    const doc = (await (await t.request('GET', '/.well-known/openid-configuration')).json()) as Record<string, unknown>;
    const issuer = t.config.publicUrl.replace(/\/$/, '');
    expect(doc).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      userinfo_endpoint: `${issuer}/oauth/userinfo`,
      end_session_endpoint: `${issuer}/oauth/logout`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    });
  });
});
