/** A failure split for a form: the server's reason for each of its fields, and the rest for the form's alert. */
export interface FieldErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** What names none of the form's fields, as it came; undefined when every part found its field. */
  rest: string | undefined;
}

// Where an entry `<path>: <reason>` starts: the path's first name, then any sub-path (`emails.2`, `a/b`, `x[0]`).
const ENTRY = /(?:^|, )([A-Za-z_$][\w$]*)(?:[.[/][^:,\s]*)?: /g;
// Reasons the server words without a path, about the password being set (length policy, breached-password screening).
const PASSWORD_REASON = /^(?:The|This) password\b/;

/**
 * Splits a flow's error into reasons by field. The server words a field's problem `<path>: <reason>`
 * (`email: Please enter a valid email address`) and the flow joins the reasons with ", " (spec 000 §8), so a reason
 * runs until the next `, <path>: `. `paths` names, per field of the form, the request paths that are its
 * (`{ newPassword: ['password'] }`); their sub-paths (`emails.2`) count too. A password reason without a path belongs
 * to `passwordField`. A field keeps its first reason; a reason about no field of the form stays whole, path and all,
 * in `rest`.
 */
export function splitFieldErrors<F extends string>(
  message: string | undefined,
  paths: Readonly<Record<F, readonly string[]>>,
  passwordField?: NoInfer<F>,
): FieldErrors<F> {
  const fields: Partial<Record<F, string>> = {};
  if (!message) return { fields, rest: undefined };
  const fieldOf = new Map<string, F>();
  for (const field of Object.keys(paths) as F[]) for (const path of paths[field]) fieldOf.set(path, field);
  const starts = [...message.matchAll(ENTRY)];
  const rest: string[] = [];
  const claim = (field: F | undefined, reason: string, whole: string) => {
    if (field === undefined) rest.push(whole);
    else if (reason) fields[field] ??= reason;
  };
  const head = message.slice(0, starts[0]?.index ?? message.length);
  if (head) claim(passwordField !== undefined && PASSWORD_REASON.test(head) ? passwordField : undefined, head, head);
  starts.forEach((start, i) => {
    const end = starts[i + 1]?.index ?? message.length;
    claim(fieldOf.get(start[1]!), message.slice(start.index + start[0].length, end), message.slice(start.index, end).replace(/^, /, ''));
  });
  return { fields, rest: rest.length > 0 ? rest.join(', ') : undefined };
}
