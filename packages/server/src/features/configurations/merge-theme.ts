type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** Deep-merges login-box themes: each leaf of `over` (a tenant's) replaces the same leaf of `base` (the vendor's). */
export function mergeTheme(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = isObject(value) && isObject(out[key]) ? mergeTheme(out[key], value) : value;
  return out;
}
