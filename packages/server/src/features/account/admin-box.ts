import { isDeepStrictEqual } from 'node:util';
import { fail } from '../../kernel/app-error';

/** Largest stored login-box configuration (JSON text). */
export const ADMIN_BOX_MAX_CHARS = 64 * 1024;
/** Names that would reach object prototypes. */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Applies admin-box actions (wire-compat §3.22: one action per changed leaf, its path joined with
 * `/`) to a copy of the configuration; refuses with 'No changes to update' when the result is the
 * same (spec 001 §5).
 */
export function applyAdminBoxActions(current: Json, actions: { type: string; payload?: unknown }[]): Json {
  const next = structuredClone(current);
  for (const { type, payload } of actions) {
    const path = type.split('/');
    if (path.some((p) => FORBIDDEN.has(p))) throw fail('request.invalid', `actions: ${type} is not a valid path`);
    let node: Json = next;
    for (const key of path.slice(0, -1)) {
      if (!isObject(node[key])) node[key] = {};
      node = node[key] as Json;
    }
    const leaf = path[path.length - 1]!;
    // JSON round trip: the payload is stored as JSON, so compare what will be stored.
    if (payload === undefined || payload === null) delete node[leaf];
    else node[leaf] = JSON.parse(JSON.stringify(payload));
  }
  if (isDeepStrictEqual(next, current)) throw fail('account.no_changes');
  if (JSON.stringify(next).length > ADMIN_BOX_MAX_CHARS)
    throw fail('request.invalid', `actions: the configuration must stay under ${ADMIN_BOX_MAX_CHARS} characters`);
  return next;
}
