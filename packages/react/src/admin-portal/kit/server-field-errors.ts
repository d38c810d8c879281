import { errorMessage, isApiError } from '@gatehouse/client';

/** A failure split for a form: the server's reasons by field of the form, and the words for the rest. */
export interface ServerFieldErrors<F extends string> {
  /** The server's reason (without the field's path) for each field of the form it names. */
  fields: Partial<Record<F, string>>;
  /** What names no field of the form (the server's §8 message, or the generic one); undefined when every part did. */
  rest: string | undefined;
}

const ENTRY = /^([A-Za-z0-9_.[\]/-]+): (.+)$/s;

/**
 * Splits a failure into field errors and the rest. The server words a field's problem as `<path>: <reason>`
 * (`website: must be an http(s) URL`, `emails.2: Please enter a valid email address`,
 * `themeV2/palette/primary: …`); an entry belongs to a field when its path is the field or lies under it (`.`, `/`
 * or `[`). The form shows each reason next to its field in its own words, and `rest` above the form.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): ServerFieldErrors<F> {
  const found: Partial<Record<F, string>> = {};
  if (!isApiError(error) || error.errors.length === 0) return { fields: found, rest: errorMessage(error) };
  const rest: string[] = [];
  for (const entry of error.errors) {
    const match = ENTRY.exec(entry);
    const path = match?.[1] ?? '';
    // The longest field that matches wins: `themeV2/palette/primary` before a field named `themeV2`.
    const field = [...fields]
      .sort((a, b) => b.length - a.length)
      .find((f) => path === f || ['.', '/', '['].some((sep) => path.startsWith(`${f}${sep}`)));
    if (field && match && found[field] === undefined) found[field] = match[2]!;
    else if (!field) rest.push(entry);
  }
  return { fields: found, rest: rest.length > 0 ? rest.join(', ') : undefined };
}
