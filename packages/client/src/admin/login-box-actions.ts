/** The value at a `/`-joined path of the login-box configuration, as text ('' when absent or not text). */
export function loginBoxLeaf(configuration: Record<string, unknown>, path: string): string {
  let node: unknown = configuration;
  for (const key of path.split('/')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'string' ? node : '';
}

/**
 * One action per leaf whose trimmed value differs from the stored one; an emptied leaf is removed (payload null)
 * (wire-compat §3.22). Nothing changed gives no actions, which the server refuses with 'No changes to update'.
 */
export function loginBoxActions(
  configuration: Record<string, unknown>,
  values: Readonly<Record<string, string>>,
): { type: string; payload: string | null }[] {
  return Object.entries(values).flatMap(([path, raw]) => {
    const value = raw.trim();
    return value === loginBoxLeaf(configuration, path) ? [] : [{ type: path, payload: value === '' ? null : value }];
  });
}
