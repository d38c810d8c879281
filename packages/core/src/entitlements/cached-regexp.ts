// Patterns come from the entitlement set, so there are few of them; the bound only protects a
// long-lived process from unbounded growth if sets keep changing.
const MAX_CACHED_PATTERNS = 1000;
const cache = new Map<string, RegExp | null>();

/**
 * The compiled `matches` pattern (no flags, unanchored as in the reference evaluator), or null when
 * the pattern is not a valid regular expression. Invalid patterns are cached too, so a bad rule
 * costs one failed compilation, not one per evaluation.
 */
export function cachedRegExp(pattern: string): RegExp | null {
  const hit = cache.get(pattern);
  if (hit !== undefined) return hit;
  let compiled: RegExp | null;
  try {
    compiled = new RegExp(pattern);
  } catch {
    compiled = null;
  }
  if (cache.size >= MAX_CACHED_PATTERNS) cache.clear();
  cache.set(pattern, compiled);
  return compiled;
}
