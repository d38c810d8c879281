/**
 * Field names whose string values are secrets (snake or camel case): passwords, tokens of every
 * kind, client/API secrets and keys, one-time and recovery codes. Shared by the test harness and
 * the browser fixture so both collect the same things.
 */
const SECRET_FIELD =
  /^(code|otp|otc)$|token$|secret$|password$|passphrase$|api_?key$|private_?key$|recovery_?codes?$|(one_?time|verification|mfa)_?code$/i;
/**
 * The subset a client holds and sends (passwords, the vendor credential's secret): the only
 * secrets taken from what a test sends, everything else is taken from what the server generates.
 */
const CHOSEN_FIELD = /password$|passphrase$|secret$/i;

/** True for a field name that holds a secret. */
export const isSecretField = (name: string): boolean => SECRET_FIELD.test(name);

/**
 * Calls `found` for every string under a secret-named key of a JSON value (arrays of strings
 * included, e.g. recovery codes). With `chosenOnly`, only password fields count: made-up tokens a
 * test sends are not secrets of the run, and ids sent in token fields would make false hits.
 */
export function collectSecretFields(value: unknown, found: (field: string, secret: string) => void, chosenOnly = false): void {
  const pattern = chosenOnly ? CHOSEN_FIELD : SECRET_FIELD;
  const walk = (v: unknown, field: string | undefined, depth: number): void => {
    if (depth > 20 || v === null || typeof v !== 'object') {
      if (typeof v === 'string' && field !== undefined && pattern.test(field)) found(field, v);
      return;
    }
    if (Array.isArray(v)) for (const item of v) walk(item, field, depth + 1);
    else for (const [key, item] of Object.entries(v)) walk(item, key, depth + 1);
  };
  walk(value, undefined, 0);
}

/** Values of cookies whose names say they carry a session or token, from `Set-Cookie` headers. */
export function secretCookies(setCookies: readonly string[]): string[] {
  const values: string[] = [];
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (!pair || at < 1) continue;
    if (/refresh|session|token|sid|auth/i.test(pair.slice(0, at))) values.push(pair.slice(at + 1));
  }
  return values;
}
