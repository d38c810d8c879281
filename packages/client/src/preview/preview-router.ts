import { endpoints, type Endpoint, type EndpointId } from '@gatehouse/contracts';

/** An endpoint of the contracts table with its path compiled for matching. */
export interface PreviewRoute {
  id: EndpointId;
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
}

/** The endpoint a call reaches and its decoded path parameters. */
export interface RouteMatch {
  id: EndpointId;
  endpoint: Endpoint;
  params: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every user-facing endpoint of the contracts table, literal paths before parameterised ones (as the server's
 * router prefers `/groups/v1/config` over `/groups/v1/{groupId}`). Whatever comes before a path is ignored:
 * the base URL's own path and the `/frontegg` prefix of reference clients (wire-compat §1.2).
 */
export function compileRoutes(): PreviewRoute[] {
  const routes = Object.entries(endpoints).map(([id, endpoint]) => {
    const names: string[] = [];
    const body = endpoint.path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return '([^/]+)';
      })
      .join('');
    return { id: id as EndpointId, endpoint: endpoint as Endpoint, pattern: new RegExp(`^(?:/.*?)?${body}/?$`), names };
  });
  return routes.sort((a, b) => a.names.length - b.names.length || b.endpoint.path.length - a.endpoint.path.length);
}

/** The route a method and path reach, or undefined. */
export function matchRoute(routes: readonly PreviewRoute[], method: string, path: string): RouteMatch | undefined {
  const lower = method.toLowerCase();
  for (const route of routes) {
    if (route.endpoint.method !== lower) continue;
    const found = route.pattern.exec(path);
    if (!found) continue;
    try {
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
      return { id: route.id, endpoint: route.endpoint, params };
    } catch {
      return undefined;
    }
  }
  return undefined;
}
