import { errorMessage, isApiError } from '@gatehouse/client';

/** One refusal of the server that names a field of the request: `emails.2: Please enter a valid email address`. */
export interface FieldIssue {
  /** The body field (`emails`). */
  field: string;
  /** The item of a list field (2), when the path has one. */
  index?: number;
  /** The server's words after the path. */
  message: string;
}

/** A failed request split into what belongs next to a field and what the form shows above its fields. */
export interface SplitErrors {
  issues: FieldIssue[];
  /** The rest, in the server's words (or the generic message); undefined when every part found its field. */
  form?: string;
}

// The server words each validation issue `path: message` (spec 001 §8), the path dotted (`emails.2`).
const ISSUE = /^([A-Za-z_$][\w$]*)(?:\.(\d+))?(?:\.[\w.$]+)?: (.+)$/s;

/**
 * Splits a failure into the issues about `fields` (so each can sit next to its field, in a sentence) and the rest
 * for the form. `codes` names the field a whole refusal is about by its error code (`group.name_taken` → `name`).
 * Anything that is not a server answer stays whole, for the form.
 */
export function splitFieldErrors(error: unknown, fields: readonly string[], codes: Readonly<Record<string, string>> = {}): SplitErrors {
  const field = isApiError(error) && error.errorCode !== undefined ? codes[error.errorCode] : undefined;
  if (field !== undefined) return { issues: [{ field, message: errorMessage(error) }] };
  if (!isApiError(error) || error.errors.length === 0) return { issues: [], form: errorMessage(error) };
  const issues: FieldIssue[] = [];
  const rest: string[] = [];
  for (const text of error.errors) {
    const match = ISSUE.exec(text);
    if (match && fields.includes(match[1]!)) {
      issues.push({ field: match[1]!, ...(match[2] !== undefined ? { index: Number(match[2]) } : {}), message: match[3]! });
    } else rest.push(text);
  }
  return { issues, form: rest.length > 0 ? rest.join(', ') : undefined };
}

/** Whether the server's words say an address is not a valid email (so the form can say it in the reader's language). */
export const isInvalidEmailMessage = (message: string): boolean => /valid email/i.test(message);
