import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, declaredRoutes } from '../../src/app';
import { DEFAULT_CACHE_CONTROL } from '../../src/http/response-headers';
import { HOSTED_PATHS } from '../../src/features/oauth/oauth-deps';
import { HOSTED_PORTAL_PATH } from '../../src/features/oauth/hosted-portal-pages';
import { createTestServer, type TestServer } from '../harness';
import { runMatrix } from './matrix';
import { matrixCallers } from './matrix-callers';
import { matrixExamples } from './matrix-examples';
import { seedMatrixTenant } from './matrix-tenant';

/**
 * The only routes whose answers may be cached, with the caching they set themselves: public documents,
 * the same for every caller (decision 0033). Every other answer is `no-store` (http/response-headers.ts).
 */
const CACHEABLE: Readonly<Record<string, string>> = {
  'GET /.well-known/jwks.json': 'public, max-age=300',
  'GET /.well-known/openid-configuration': 'public, max-age=300',
  // A SAML connection's service-provider metadata, at its entity id: public, the same for every caller.
  'GET /sso/saml/{id}': 'public, max-age=300',
  // Files of the hosted pages, whose names carry a content hash (not built in tests, so answered 404 here).
  [`GET ${HOSTED_PATHS.login}/assets/*`]: 'public, max-age=31536000, immutable',
  [`GET ${HOSTED_PORTAL_PATH}/assets/*`]: 'public, max-age=31536000, immutable',
};

const headerOf = (headers: string, name: string) =>
  headers
    .split('\n')
    .find((line) => line.toLowerCase().startsWith(`${name}: `))
    ?.slice(name.length + 2);

describe('gate: no answer is cached unless it is a public document', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('every declared route answers every kind of caller with Cache-Control: no-store, but for the allow-list', async () => {
    const app = createApp(t.deps);
    const A = await seedMatrixTenant(app, t.deps, 'A');
    const B = await seedMatrixTenant(app, t.deps, 'B');
    // One caller of each kind: nobody, a tenant admin, an API token, the vendor; every route gets a valid input.
    const callers = matrixCallers(A, B).filter((c) =>
      ['anonymous', 'Admin (A)', 'API token (A, ReadOnly, x-api-key)', 'vendor credential'].includes(c.name),
    );
    const cached: string[] = [];
    const jsonSuccesses = new Set<string>();
    let answers = 0;
    await runMatrix({
      app,
      deps: t.deps,
      routes: declaredRoutes(t.config),
      tenants: { A, B },
      callers,
      examples: matrixExamples,
      onAnswer: (route, caller, answer) => {
        answers++;
        const name = `${route.method.toUpperCase()} ${route.path.replace(/^\/frontegg/, '')}`;
        const cacheControl = headerOf(answer.headers, 'cache-control');
        const isJson = /^application\/json/.test(headerOf(answer.headers, 'content-type') ?? '');
        if (isJson && answer.status >= 200 && answer.status < 300) jsonSuccesses.add(name);
        const expected = CACHEABLE[name] !== undefined && answer.status < 300 ? CACHEABLE[name] : DEFAULT_CACHE_CONTROL;
        if (cacheControl !== expected)
          cached.push(`${name} as ${caller.name}: ${answer.status} with cache-control ${cacheControl ?? '(none)'}, expected ${expected}`);
      },
    });
    expect(cached, cached.join('\n')).toEqual([]);
    // The walk is not vacuous: most routes answered someone with a 2xx JSON body.
    expect(answers).toBeGreaterThan(declaredRoutes(t.config).length * 3);
    expect(jsonSuccesses.size).toBeGreaterThan(100);
    for (const name of [
      'POST /identity/resources/auth/v1/user',
      'POST /identity/resources/users/v1/activate',
      'POST /auth/vendor',
      'POST /identity/resources/tenants/invites/v1/user',
    ])
      expect(jsonSuccesses, name).toContain(name);
  }, 180_000);
});
