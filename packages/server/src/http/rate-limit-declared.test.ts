import { endpoint } from '@gatehouse/contracts';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestServer, type TestServer } from '../../test/harness';
import { createApp } from '../app';
import { CREDENTIAL_LIMIT, route } from './define-route';
import { mountRoutes } from './mount-routes';

// Rate limits are declared on the route and applied by mountRoutes, with the limiters and keys the
// services used to call by hand (`cred:${ip}`, `api-token:${clientId}`, ...).

const probe = (id: string, path: string) =>
  endpoint({
    id,
    method: 'post',
    path,
    access: { kind: 'public' },
    summary: id,
    tags: [],
    body: z.object({ clientId: z.string().max(64) }),
    response: z.object({ ok: z.boolean() }),
  });

describe('rate limits declared on routes', () => {
  let t: TestServer;
  let app: Hono;
  const handled: Record<string, number> = { declared: 0, undeclared: 0, targeted: 0 };
  beforeAll(async () => {
    // Credential budget 2 per minute: the API-token bucket is 10 per IP and 2 per client id. Addresses come from X-Forwarded-For.
    t = await createTestServer({ config: { ipLoginAttemptsPerMinute: 2, trustProxy: true } });
    app = createApp(t.deps);
    const api = new Hono();
    const count = (name: string) => () => (handled[name]!++, { ok: true });
    mountRoutes(api, t.deps, [
      route(probe('probeDeclared', '/rate-probe/declared'), count('declared'), CREDENTIAL_LIMIT),
      route(probe('probeUndeclared', '/rate-probe/undeclared'), count('undeclared')),
      route(probe('probeTargeted', '/rate-probe/targeted'), count('targeted'), {
        rateLimit: { bucket: 'api-token', target: ({ body }) => body.clientId },
      }),
    ]);
    app.route('/', api);
  });
  afterAll(() => t.close());

  const call = async (path: string, body: unknown = { clientId: 'c-1' }, ip = '203.0.113.1') => {
    const res = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    return `${res.status}${res.status === 200 ? '' : ` ${((await res.json()) as { errorCode: string }).errorCode}`}`;
  };
  const calls = async (n: number, path: string, body?: unknown, ip?: string) => {
    const answers: string[] = [];
    for (let i = 0; i < n; i++) answers.push(await call(path, body, ip));
    return answers;
  };

  it('a declared route refuses past its per-IP limit without running the handler; an undeclared one does not', async () => {
    t.clock.advance(60_000);
    expect(await calls(4, '/rate-probe/declared', undefined, '203.0.113.10')).toEqual([
      '200',
      '200',
      '429 request.rate_limited',
      '429 request.rate_limited',
    ]);
    expect(handled.declared).toBe(2);
    expect(await calls(6, '/rate-probe/undeclared', undefined, '203.0.113.10')).toEqual(Array(6).fill('200'));
    // Another address has its own budget; a new window lets the first one through again.
    expect(await call('/rate-probe/declared', undefined, '203.0.113.11')).toBe('200');
    t.clock.advance(61_000);
    expect(await call('/rate-probe/declared', undefined, '203.0.113.10')).toBe('200');
  });

  it('counts only valid input: a malformed request is refused before it spends the budget', async () => {
    t.clock.advance(61_000);
    expect(await calls(3, '/rate-probe/declared', { clientId: 42 }, '203.0.113.20')).toEqual(Array(3).fill('400 request.invalid'));
    expect(await calls(3, '/rate-probe/declared', undefined, '203.0.113.20')).toEqual(['200', '200', '429 request.rate_limited']);
  });

  it('the credential bucket is the budget sign-in counts against (the same key per IP)', async () => {
    t.clock.advance(61_000);
    expect(await calls(2, '/rate-probe/declared', undefined, '203.0.113.30')).toEqual(['200', '200']);
    const signIn = await app.request('/identity/resources/auth/v1/user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.30' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password here' }),
    });
    expect(signIn.status).toBe(429);
  });

  it('a declared target is counted on its own key once the IP has passed', async () => {
    t.clock.advance(61_000);
    const before = handled.targeted!;
    expect(await calls(3, '/rate-probe/targeted', { clientId: 'c-1' }, '203.0.113.40')).toEqual(['200', '200', '429 request.rate_limited']);
    // Another client id from the same address still passes: the IP budget (10) is not spent.
    expect(await calls(2, '/rate-probe/targeted', { clientId: 'c-2' }, '203.0.113.40')).toEqual(['200', '200']);
    // The client id's budget holds from any address.
    expect(await call('/rate-probe/targeted', { clientId: 'c-1' }, '203.0.113.41')).toBe('429 request.rate_limited');
    expect(handled.targeted! - before).toBe(4);
  });
});
