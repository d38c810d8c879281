import { headers as wireHeaders } from '@gatehouse/contracts';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URI, type TOTP } from 'otpauth';
import { createTestServer, refreshCookieOf, signUpAndActivate, vendorSession, type TestServer } from '../../test/harness';
import { corsHeaders, DEFAULT_CACHE_CONTROL, securityHeaders, SECURITY_HEADERS } from './response-headers';

const ALLOWED = 'http://localhost:5173';
const expectSecurityHeaders = (res: Response) => {
  for (const [name, value] of SECURITY_HEADERS) expect(res.headers.get(name), name).toBe(value);
};

describe('security and CORS headers', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { allowedOrigins: [ALLOWED] } });
  });
  afterAll(() => t.close());

  it('every kind of answer carries the security headers: JSON, error, not found, HTML, preflight', async () => {
    const u = await signUpAndActivate(t);
    const answers = [
      await t.request('GET', '/identity/resources/users/v2/me', { token: u.accessToken }),
      await t.request('GET', '/identity/resources/users/v2/me'),
      await t.request('GET', '/no/such/route'),
      await t.request('GET', '/dev/mail'),
      await t.request('OPTIONS', '/identity/resources/auth/v1/user', { headers: { 'access-control-request-method': 'POST' } }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 200, 204]);
    for (const res of answers) expectSecurityHeaders(res);
  });

  it('an allowed origin may read the answer with credentials and the trace header; another origin may not', async () => {
    const allowed = await t.request('GET', '/identity/resources/configurations/v1/public', { headers: { origin: ALLOWED } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-expose-headers')).toBe(wireHeaders.traceId);
    expect(allowed.headers.get('vary')).toContain('Origin');
    const other = await t.request('GET', '/identity/resources/configurations/v1/public', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a preflight from an allowed origin is answered 204 with the methods, headers and max age', async () => {
    const res = await t.request('OPTIONS', '/identity/resources/auth/v1/user/token/refresh', {
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,PATCH,DELETE,OPTIONS');
    expect(res.headers.get('access-control-allow-headers')?.split(',')).toEqual(
      expect.arrayContaining(['content-type', 'authorization', wireHeaders.source]),
    );
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });

  it('an answer a handler built by hand gets the headers afterwards, even one with immutable headers', async () => {
    const app = new Hono();
    app.use('*', securityHeaders());
    app.use('*', corsHeaders([ALLOWED], ['content-type']));
    app.get('/hand-made', () => new Response('plain', { headers: { 'x-own': '1' } }));
    app.get('/redirect', () => Response.redirect('https://example.com/next', 302));
    for (const path of ['/hand-made', '/redirect']) {
      const res = await app.request(path, { headers: { origin: ALLOWED } });
      expectSecurityHeaders(res);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(ALLOWED);
      expect(res.headers.get('vary'), path).toContain('Origin');
    }
    expect((await app.request('/hand-made')).headers.get('x-own')).toBe('1');
    expect((await app.request('/redirect')).headers.get('location')).toBe('https://example.com/next');
  });
});

describe('answers that carry a token, a secret or a code are never cached', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('sign-in, refresh, activation, MFA verify, authenticator enrolment, the vendor token and the invite link: Cache-Control no-store', async () => {
    const answers: [string, Response][] = [];
    const keep = (what: string, res: Response, status = 200) => {
      expect(res.status, what).toBe(status);
      answers.push([what, res]);
      return res;
    };
    // Activation answers the first session.
    const email = `cache-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'correct horse battery staple';
    const { userId } = (await (
      await t.request('POST', '/identity/resources/users/v1/signUp', {
        body: { email, password, companyName: 'Acme Corp', name: 'Ada Lovelace' },
      })
    ).json()) as { userId: string };
    const token = new URL((await t.mails(email)).find((m) => m.kind === 'activation')!.links[0]!).searchParams.get('token')!;
    const activated = keep('activation', await t.request('POST', '/identity/resources/users/v1/activate', { body: { userId, token } }));
    const { accessToken } = (await activated.clone().json()) as { accessToken: string };
    keep('password sign-in', await t.request('POST', '/identity/resources/auth/v1/user', { body: { email, password } }));
    keep(
      'refresh',
      await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { cookie: refreshCookieOf(activated), body: {} }),
    );
    keep(
      'invite link created (v1)',
      await t.request('POST', '/identity/resources/tenants/invites/v1/user', { token: accessToken, body: {} }),
      201,
    );
    keep(
      'invite link created (v2)',
      await t.request('POST', '/identity/resources/tenants/invites/v2/user', { token: accessToken, body: {} }),
      201,
    );
    keep('invite link read', await t.request('GET', '/identity/resources/tenants/invites/v1/user', { token: accessToken }));
    // The enrolment answers the TOTP secret; the MFA verify of the next sign-in answers the session.
    const enrolment = keep(
      'authenticator enrolment',
      await t.request('POST', '/identity/resources/users/v1/mfa/authenticator/enroll', { token: accessToken, body: {} }),
    );
    const app = URI.parse(((await enrolment.clone().json()) as { otpauthUri: string }).otpauthUri) as TOTP;
    expect(
      (
        await t.request('POST', '/identity/resources/users/v1/mfa/authenticator/enroll/verify', {
          token: accessToken,
          body: { token: app.generate({ timestamp: t.clock.now() }) },
        })
      ).status,
    ).toBe(200);
    const { mfaToken } = (await (await t.request('POST', '/identity/resources/auth/v1/user', { body: { email, password } })).json()) as {
      mfaToken: string;
    };
    t.clock.advance(30_000);
    keep(
      'MFA verify',
      await t.request('POST', '/identity/resources/auth/v1/user/mfa/verify', {
        body: { mfaToken, value: app.generate({ timestamp: t.clock.now() }) },
      }),
    );
    const { clientId, secret } = await vendorSession(t, 'cache');
    keep('vendor token', await t.request('POST', '/auth/vendor', { body: { clientId, secret } }));

    expect(answers).toHaveLength(9);
    for (const [what, res] of answers) expect(res.headers.get('cache-control'), what).toBe(DEFAULT_CACHE_CONTROL);
  });

  it('a public document keeps the caching it sets: the JWKS and the discovery document', async () => {
    for (const path of ['/.well-known/jwks.json', '/.well-known/openid-configuration'])
      expect((await t.request('GET', path)).headers.get('cache-control'), path).toBe('public, max-age=300');
  });

  it('an answer a handler built by hand gets no-store unless it says otherwise', async () => {
    const app = new Hono();
    app.use('*', securityHeaders());
    app.get('/hand-made', () => new Response('plain'));
    app.get('/own', () => new Response('plain', { headers: { 'cache-control': 'public, max-age=60' } }));
    expect((await app.request('/hand-made')).headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/own')).headers.get('cache-control')).toBe('public, max-age=60');
  });
});
