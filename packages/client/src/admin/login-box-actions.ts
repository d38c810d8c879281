const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The node at a `/`-joined path of the login-box configuration. */
function nodeAt(configuration: Record<string, unknown>, path: string): unknown {
  let node: unknown = configuration;
  for (const key of path.split('/')) node = isObject(node) ? node[key] : undefined;
  return node;
}

/**
 * The value at a `/`-joined path of the login-box configuration, as text ('' when absent or not text). A palette
 * colour kept with its shades (`{ main, light, … }`) reads as its `main`.
 */
export function loginBoxLeaf(configuration: Record<string, unknown>, path: string): string {
  const node = nodeAt(configuration, path);
  if (typeof node === 'string') return node;
  return isObject(node) && typeof node.main === 'string' ? node.main : '';
}

/**
 * One action per leaf whose trimmed value differs from the stored one; an emptied leaf is removed (payload null)
 * (wire-compat §3.22). A colour kept with its shades gets its `main` changed, so the other shades stay. Nothing
 * changed gives no actions, which the server refuses with 'No changes to update'.
 */
export function loginBoxActions(
  configuration: Record<string, unknown>,
  values: Readonly<Record<string, string>>,
): { type: string; payload: string | null }[] {
  return Object.entries(values).flatMap(([path, raw]) => {
    const value = raw.trim();
    if (value === loginBoxLeaf(configuration, path)) return [];
    const withShades = isObject(nodeAt(configuration, path)) && value !== '';
    return [{ type: withShades ? `${path}/main` : path, payload: value === '' ? null : value }];
  });
}
