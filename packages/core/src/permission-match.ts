/**
 * Whether a granted permission pattern covers a required key (spec 000 §6 and §4.8.4):
 * `*` matches any run of characters, dots are literal. `fe.*` is all access.
 */
export function permissionMatches(pattern: string, key: string): boolean {
  if (pattern === key) return true;
  if (!pattern.includes('*')) return false;
  const re = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return re.test(key);
}

/** Whether any granted pattern covers the key. */
export const hasPermission = (granted: readonly string[], key: string): boolean => granted.some((p) => permissionMatches(p, key));
