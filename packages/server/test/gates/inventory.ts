import { isDeepStrictEqual } from 'node:util';
import type { Access, Endpoint } from '@gatehouse/contracts';
import type { Hono } from 'hono';
import type { DeclaredRoute } from '../../src/http/declared-route';
import { honoPath } from '../../src/http/mount-routes';

/** A route as Hono registered it (`GET /users/:id`). */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/** What the route inventory gate found on an app. */
export interface InventoryResult {
  /** Every registered route, middleware left out. */
  routes: RegisteredRoute[];
  /** Registered routes with the declaration that says how they are reached. */
  declared: { route: RegisteredRoute; declaration: DeclaredRoute }[];
  /** Registered routes no declaration describes: nobody said who may call them. */
  undeclared: RegisteredRoute[];
  /** Method + path registered more than once: Hono runs the first, whichever declaration matched. */
  duplicates: RegisteredRoute[];
  /** Declarations matching no registered route (stale: they would hide a later, different route). */
  unmounted: DeclaredRoute[];
}

const keyOf = (method: string, honoStylePath: string) => `${method.toUpperCase()} ${honoStylePath}`;

/** Display form of a registered route. */
export const routeName = (r: RegisteredRoute): string => keyOf(r.method, r.path);

/**
 * Enumerates the routes actually registered on the app (Hono's `app.routes`) and matches each
 * to a declaration by method and path. `app.use('*')` middleware appears as `ALL /*` and is no
 * route. Nothing is taken from the declarations' side alone, so a raw `app.get` that nobody
 * declared cannot hide.
 */
export function routeInventory(app: Hono, declarations: readonly DeclaredRoute[]): InventoryResult {
  const byKey = new Map(declarations.map((d) => [keyOf(d.method, honoPath(d.path)), d]));
  const routes = app.routes.filter((r) => !(r.method === 'ALL' && r.path === '/*')).map((r) => ({ method: r.method, path: r.path }));
  const seen = new Set<string>();
  const result: InventoryResult = { routes, declared: [], undeclared: [], duplicates: [], unmounted: [] };
  for (const route of routes) {
    const key = routeName(route);
    if (seen.has(key)) result.duplicates.push(route);
    seen.add(key);
    const declaration = byKey.get(key);
    if (declaration) result.declared.push({ route, declaration });
    else result.undeclared.push(route);
  }
  result.unmounted = [...byKey.entries()].filter(([key]) => !seen.has(key)).map(([, d]) => d);
  return result;
}

/** The gate's verdict: one line per route that breaks it; empty means the gate passes. */
export function inventoryFailures(result: InventoryResult): string[] {
  return [
    ...result.undeclared.map((r) => `${routeName(r)} is registered without an access declaration`),
    ...result.duplicates.map((r) => `${routeName(r)} is registered twice (the first handler answers)`),
  ];
}

type OpenApiDoc = { paths?: Record<string, Record<string, { operationId?: string; 'x-gatehouse-access'?: Access }>> };

/** Contract endpoints missing from /openapi.json or published there with another access than declared. */
export function openApiAccessGaps(doc: OpenApiDoc, endpoints: readonly Endpoint[]): string[] {
  const gaps: string[] = [];
  for (const e of endpoints) {
    const op = doc.paths?.[e.path]?.[e.method];
    const name = `${e.method.toUpperCase()} ${e.path} (${e.id})`;
    if (!op) gaps.push(`${name} is missing from /openapi.json`);
    else if (!isDeepStrictEqual(op['x-gatehouse-access'], e.access))
      gaps.push(`${name}: /openapi.json says ${JSON.stringify(op['x-gatehouse-access'])}, the contract ${JSON.stringify(e.access)}`);
  }
  return gaps;
}
