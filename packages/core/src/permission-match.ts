// Compiled wildcard patterns, reused across calls: the entitlement engine and the server guard
// test the same few patterns on every request. Bounded so changing sets cannot grow it forever.
const MAX_CACHED_PATTERNS = 1000;
const compiled = new Map<string, RegExp>();

function patternRegExp(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (re === undefined) {
    re = new RegExp(
      `^${pattern
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
      's',
    );
    if (compiled.size >= MAX_CACHED_PATTERNS) compiled.clear();
    compiled.set(pattern, re);
  }
  return re;
}

/**
 * Whether a granted permission pattern covers a required key (spec 000 §6 and §4.8.4):
 * `*` matches any run of characters, dots are literal. `fe.*` is all access.
 */
export function permissionMatches(pattern: string, key: string): boolean {
  if (pattern === key) return true;
  if (!pattern.includes('*')) return false;
  return patternRegExp(pattern).test(key);
}

/** Whether any granted pattern covers the key. */
export const hasPermission = (granted: readonly string[], key: string): boolean => granted.some((p) => permissionMatches(p, key));
