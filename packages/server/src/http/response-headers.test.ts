import { headers as wireHeaders } from '@gatehouse/contracts';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signUpAndActivate, type TestServer } from '../../test/harness';
import { corsHeaders, securityHeaders, SECURITY_HEADERS } from './response-headers';

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
    expect(res.headers.get('access-control-allow-headers')?.split(',')).toEqual(expect.arrayContaining(['content-type', 'authorization', wireHeaders.source]));
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
