import { COMPAT_PREFIX, type Endpoint } from '@gatehouse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureRoutes, vendorRoutes } from '../../src/app';
import type { RouteDef } from '../../src/http/define-route';
import { honoPath } from '../../src/http/mount-routes';
import type { RateLimit } from '../../src/http/rate-limit';
import { tokenRateLimits } from '../../src/features/oauth/token.route';
import { createTestServer, type TestServer } from '../harness';
import { bruteForceTargets } from './brute-force-targets';
import { defOf, type ZodDef } from './zod-def';

// Every route that takes a credential declares a rate limit (applied by mountRoutes): a new credential
// path without one fails here. Two sources say which routes take one: the brute-force gate's list of
// every credential-accepting path, and the contracts (a body or query field that carries a password,
// code, secret or token).

/** Routes mounted by hand, with the limits they declare next to where they are mounted. */
const handMounted: Record<string, readonly RateLimit<never>[]> = {
  'POST /oauth/token': Object.values(tokenRateLimits),
};

/** A field a caller proves something with (the secret-scanner's names, and `value`, the MFA step's code). */
const CREDENTIAL_FIELD = /^(code|value|otp|otc)$|token$|secret$|password$|passphrase$|recovery_?code$/i;

/** Top-level field names of a body or query schema (through optional, nullable, default and pipes). */
function fieldsOf(schema: unknown): string[] {
  let def: ZodDef | undefined = schema ? defOf(schema as never) : undefined;
  for (let i = 0; def && !def.shape && i < 8; i++) {
    const inner = def.innerType ?? def.in ?? def.out;
    def = inner ? defOf(inner) : undefined;
  }
  return def?.shape ? Object.keys(def.shape) : [];
}

/** A flow for building one guess of each target: strings for every field, a valid otpauth URI for the TOTP one. */
const anyFlow = new Proxy({} as Record<string, unknown>, {
  get: (_, key) => (key === 'uri' ? 'otpauth://totp/Gate:probe?secret=JBSWY3DPEHPK3PXP' : key === 'code' ? '123456' : 'probe'),
});

describe('gate: every credential route declares a rate limit', () => {
  let t: TestServer;
  let routes: { method: string; pattern: RegExp; prefixed: boolean; def: RouteDef }[];
  beforeAll(async () => {
    t = await createTestServer();
    // As createApp mounts them: user-facing routes at the root and under the compatibility prefix, the vendor side at the root.
    const mounted = [
      ...featureRoutes(t.deps).flatMap((def) => [
        { def, prefix: '' },
        { def, prefix: COMPAT_PREFIX },
      ]),
      ...vendorRoutes(t.deps).map((def) => ({ def, prefix: '' })),
    ];
    routes = mounted.map(({ def, prefix }) => {
      const pattern = new RegExp(`^${honoPath(`${prefix}${def.endpoint.path}`).replace(/:\w+/g, '[^/]+')}$`);
      return { method: def.endpoint.method.toUpperCase(), pattern, prefixed: prefix !== '', def };
    });
  });
  afterAll(() => t.close());

  /** The declared limits of the route answering `method path` (the first registered that matches, as Hono picks). */
  const limitsOf = (method: string, path: string): readonly unknown[] | undefined => {
    if (handMounted[`${method} ${path}`]) return handMounted[`${method} ${path}`];
    const found = routes.find((r) => r.method === method && r.pattern.test(path));
    return found ? (found.def.rateLimit ? [found.def.rateLimit] : []) : undefined;
  };

  it('the brute-force targets: each path answers through a route that declares a limit', () => {
    const missing: string[] = [];
    for (const target of bruteForceTargets) {
      const { method, path } = target.guess(anyFlow, { right: false, i: 0 });
      const limits = limitsOf(method, path.split('?')[0]!);
      if (limits === undefined) missing.push(`${target.name}: ${method} ${path} matches no mounted route`);
      else if (limits.length === 0) missing.push(`${target.name}: ${method} ${path} declares no rate limit`);
    }
    expect(missing, missing.join('\n')).toEqual([]);
    expect(bruteForceTargets.length).toBeGreaterThanOrEqual(12);
  });

  it('the contracts: a route whose body or query carries a password, code, secret or token declares a limit', () => {
    // Token-named fields that prove nothing: the impersonation's actor token is a JWT the server signed for a signed-in
    // administrator; allow-remember-device reads a policy for a pending sign-in's 256-bit handle, checking no secret.
    // The social providers' configuration stores a provider's client secret behind a vendor token: it checks none.
    const notCredentials = new Set([
      'impersonate',
      'allowRememberDevice',
      'putSocialProviderConfig',
      'createCustomProviderConfig',
      'updateCustomProviderConfig',
    ]);
    const missing = routes
      .filter((r) => !r.prefixed)
      .map(({ def }) => def.endpoint as Endpoint)
      .filter((e) => !notCredentials.has(e.id))
      .map((e) => ({ e, fields: [...fieldsOf(e.body), ...fieldsOf(e.query)].filter((f) => CREDENTIAL_FIELD.test(f)) }))
      .filter(({ e, fields }) => fields.length > 0 && !routes.find((r) => r.def.endpoint === e)!.def.rateLimit)
      .map(({ e, fields }) => `${e.method.toUpperCase()} ${e.path} (${e.id}): ${fields.join(', ')}`);
    expect(missing, `credential routes without a declared rate limit:\n${missing.join('\n')}`).toEqual([]);
  });
});
