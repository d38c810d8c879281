import { allEndpointList } from '@gatehouse/contracts';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { KeyStore } from '../../keys/key-store';
import type { Metrics } from '../../lib/metrics';
import type { Db } from '../../storage/database';
import type { DeclaredRoute } from '../../http/declared-route';
import { buildOpenApi } from '../../http/openapi';
import { renderApiReference } from './api-reference-page';
import { SUPPORTED_SCOPES, grantHandlers } from '../oauth/index';

const PUBLIC = { kind: 'public' } as const;

/**
 * How the operational routes are reached (route inventory gate). All are anonymous reads:
 * probes, scrapers and token verifiers call them without credentials; none answers tenant data
 * (`/metrics` holds request counters only).
 */
export const opsRoutes: DeclaredRoute[] = [
  '/healthz',
  '/readyz',
  '/metrics',
  '/openapi.json',
  '/docs',
  '/.well-known/jwks.json',
  '/.well-known/openid-configuration',
].map((path) => ({ method: 'get', path, access: PUBLIC }));

/** Health, readiness, metrics, OpenAPI, API reference, JWKS and OIDC discovery. */
export function mountOps(
  app: Hono,
  deps: {
    config: Pick<Config, 'publicUrl'>;
    db: Pick<Db, 'kysely'>;
    metrics: Pick<Metrics, 'registry'>;
    keys: Pick<KeyStore, 'jwks' | 'alg'>;
  },
): void {
  const issuer = deps.config.publicUrl.replace(/\/$/, '');
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  const openapi = () => (doc ??= buildOpenApi(allEndpointList, issuer));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await sql`select 1`.execute(deps.db.kysely);
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ errors: ['database unavailable'], errorCode: 'server.unavailable' }, 503);
    }
  });
  app.get('/metrics', async (c) =>
    c.text(await deps.metrics.registry.metrics(), 200, { 'content-type': deps.metrics.registry.contentType }),
  );
  app.get('/openapi.json', (c) => c.json(openapi()));
  app.get('/docs', (c) => c.html(renderApiReference(openapi() as never)));
  app.get('/.well-known/jwks.json', (c) => c.json(deps.keys.jwks(), 200, { 'cache-control': 'public, max-age=300' }));
  // Public and the same for every caller: cacheable like the JWKS (every other answer is no-store, http/response-headers.ts).
  app.get('/.well-known/openid-configuration', (c) =>
    c.json(
      {
        issuer,
        jwks_uri: `${issuer}/.well-known/jwks.json`,
        authorization_endpoint: `${issuer}/oauth/authorize`,
        token_endpoint: `${issuer}/oauth/token`,
        end_session_endpoint: `${issuer}/oauth/logout`,
        userinfo_endpoint: `${issuer}/oauth/userinfo`,
        // Exactly what features/oauth implements (decision 0014): code flow, PKCE S256 only, query responses.
        response_types_supported: ['code'],
        response_modes_supported: ['query'],
        grant_types_supported: Object.keys(grantHandlers),
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: [deps.keys.alg],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: [...SUPPORTED_SCOPES],
        prompt_values_supported: ['none', 'login'],
        authorization_response_iss_parameter_supported: true,
        claims_supported: [
          'sub',
          'iss',
          'aud',
          'exp',
          'iat',
          'auth_time',
          'nonce',
          'acr',
          'amr',
          'azp',
          'at_hash',
          'sid',
          'email',
          'email_verified',
          'name',
          'tenantId',
          'tenantIds',
          'roles',
          'permissions',
        ],
      },
      200,
      { 'cache-control': 'public, max-age=300' },
    ),
  );
}
