import { Hono } from 'hono';
import { GatehouseAuthError, type Gatehouse, type Requirement } from '@gatehouse/node';
import { gatehouseHono, type GatehouseVariables } from '@gatehouse/node/hono';

/** The feature the demo's paid part needs: the Pro plan has it, the Free plan does not (apps/demo/entitlements.yaml). */
export const AUDIT_EXPORT_FEATURE = 'audit-export';

/** A caller holding an API token; a user's session token is refused (403): this route is for machines. */
export const apiTokenCaller: Requirement = (user) => {
  if (user.apiTokenId === undefined) throw new GatehouseAuthError('forbidden', 'This route takes an API token, not a user session');
};

/**
 * The demo's own back end: what a host application's API looks like with @gatehouse/node. Every route
 * verifies the caller's access token against the Gatehouse server's JWKS; the export also needs the
 * `audit-export` feature, judged by the same entitlement engine the browser uses (403 otherwise).
 */
export function createDemoApi(gatehouse: Gatehouse): Hono<{ Variables: GatehouseVariables }> {
  const gh = gatehouseHono(gatehouse);
  const app = new Hono<{ Variables: GatehouseVariables }>();

  // Any caller Gatehouse vouches for: a signed-in user, or a machine with an API token (type says which).
  app.get('/api/me', gh.authenticate(), (c) => {
    const { id, type, userId, apiTokenId, email, tenantId, roles, permissions } = c.var.gatehouse;
    return c.json({ id, type, userId: userId ?? null, apiTokenId: apiTokenId ?? null, email, tenantId, roles, permissions });
  });

  // Machines only: a personal or tenant API token, exchanged (bearer) or an access token (x-api-key). It
  // answers what the token may do in which tenant, as the SDK judged it (deleted tokens are refused, 401).
  app.get('/api/machine/whoami', gh.require(apiTokenCaller), (c) => {
    const { type, apiTokenId, userId, tenantId, roles, permissions } = c.var.gatehouse;
    return c.json({ type, apiTokenId, tenantId, userId: userId ?? null, roles, permissions });
  });

  app.get('/api/audit-export', gh.requireFeature(AUDIT_EXPORT_FEATURE), (c) =>
    c.json({
      tenantId: c.var.gatehouse.tenantId,
      generatedAt: new Date().toISOString(),
      rows: [
        { action: 'User signed in', actor: c.var.gatehouse.email ?? c.var.gatehouse.id },
        { action: 'Plan changed', actor: 'vendor' },
      ],
    }),
  );

  app.notFound((c) => c.json({ errors: ['Not found'] }, 404));
  return app;
}
