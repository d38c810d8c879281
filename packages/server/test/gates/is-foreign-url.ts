/**
 * Whether navigating to `value` from the page `base` would leave the allowed origins, judged the way a
 * browser judges it: WHATWG URL parsing relative to the page (which strips tabs and newlines, reads '\'
 * as '/', drops userinfo, maps IDN and numeric hosts). Any scheme other than http(s) counts as foreign
 * (javascript:, data:, vbscript: run or show attacker content). A value that does not parse cannot be
 * navigated to, so it is not foreign.
 */
export function isForeignUrl(value: string, base: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  const allowed = new Set([new URL(base).origin, ...allowedOrigins.map((o) => new URL(o).origin)]);
  return !allowed.has(url.origin);
}
