import type { Endpoint } from '@gatehouse/contracts';
import type { z } from 'zod';
import { defOf } from './zod-def';

/**
 * Names of parameters that take a URL or a place to go (redirectUrl, redirect_uri, returnTo, next, callback...), and the
 * SAML RelayState: an opaque value here, but the parameter many service providers redirect to.
 */
export const URL_PARAMETER = /url|uri|redirect|callback|return|next|relaystate/i;

/** One URL-taking parameter of a contract route: where it travels and its path inside the body or query. */
export interface UrlParameter {
  endpoint: Endpoint;
  in: 'body' | 'query' | 'params';
  path: string[];
}

/** Field paths of an object schema, through optional/nullable/default wrappers, pipes, unions and arrays. */
function fieldPaths(schema: z.ZodType, prefix: string[], out: string[][], depth = 0): void {
  if (depth > 10) return;
  const def = defOf(schema);
  const inner = [def.innerType, def.in, def.out, def.element, ...(def.options ?? [])].filter((s): s is z.ZodType => !!s);
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape ?? {})) {
      out.push([...prefix, key]);
      fieldPaths(field, [...prefix, key], out, depth + 1);
    }
  } else for (const s of inner) fieldPaths(s, prefix, out, depth + 1);
}

/** Every parameter of the contract routes whose name says it takes a URL, found by name so new routes are covered. */
export function urlParameters(endpoints: readonly Endpoint[]): UrlParameter[] {
  const found: UrlParameter[] = [];
  for (const endpoint of endpoints) {
    for (const where of ['body', 'query', 'params'] as const) {
      const schema = endpoint[where];
      if (!schema) continue;
      const paths: string[][] = [];
      fieldPaths(schema, [], paths);
      const seen = new Set<string>();
      for (const path of paths) {
        const key = path.join('.');
        if (seen.has(key) || !URL_PARAMETER.test(path[path.length - 1]!)) continue;
        seen.add(key);
        found.push({ endpoint, in: where, path });
      }
    }
  }
  return found;
}
