type QueryValue = string | number | boolean | null | undefined | object;

/**
 * baseUrl + path with `{name}` parameters encoded, plus a query string. No `/frontegg` prefix: the Gatehouse
 * server serves the API at its root. Undefined query values are skipped rather than sent as the literal
 * `undefined` the reference client produces (wire-compat §1.4); objects travel as JSON text as there.
 */
export function buildUrl(baseUrl: string, path: string, params?: Record<string, unknown>, query?: Record<string, QueryValue>): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Gatehouse: missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    search.append(key, value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const qs = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${filled}${qs ? `?${qs}` : ''}`;
}
