import type { Endpoint } from '@gatehouse/contracts';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, fail } from '../kernel/app-error';
import { hasDuplicateJsonKey } from './duplicate-json-key';

const isJson = (type: string | undefined) => !!type && /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type);
const isForm = (type: string | undefined) => !!type && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type);

/** An HTML form's fields; a field sent twice is refused, as a JSON key twice is. */
function formFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, k)) throw fail('request.duplicate_key');
    fields[k] = v;
  }
  return fields;
}

/** Formats zod issues as readable messages (`email: Please enter a valid email address`). */
export function issueMessages(error: z.ZodError): string[] {
  return error.issues.slice(0, 20).map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
}

/** Whether any string in a parsed value (keys included) holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

function validate<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  // PostgreSQL text cannot hold U+0000 and no field needs it: refused here once, for every route and both databases alike.
  if (containsNul(value))
    throw new AppError('request.invalid', 'Text must not contain the NUL character', {
      errors: ['Text must not contain the NUL character'],
    });
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const messages = issueMessages(parsed.error);
    throw new AppError('request.invalid', messages.join(', '), { errors: messages });
  }
  return parsed.data;
}

/**
 * Whether JSON text names one key twice in an object: such a body is refused, never read "last wins" (decision
 * 0033). Text too deeply nested to scan is refused as malformed; no route takes more than a few levels.
 */
function repeatsKey(text: string): boolean {
  try {
    return hasDuplicateJsonKey(text);
  } catch {
    throw fail('request.malformed_json', 'The request body is nested too deeply');
  }
}

/**
 * Reads and validates params, query and body against the contract. Bad JSON, a key repeated in
 * one object, a non-JSON content type and schema failures are 4xx in the §8 format; nothing runs
 * before this passes.
 */
export async function readInput(endpoint: Endpoint, c: Context): Promise<{ body: unknown; query: unknown; params: unknown }> {
  const params = endpoint.params ? validate(endpoint.params, c.req.param()) : undefined;
  const query = endpoint.query ? validate(endpoint.query, c.req.query()) : undefined;
  let body: unknown;
  if (endpoint.body) {
    const text = await c.req.text();
    let raw: unknown = undefined;
    const type = c.req.header('content-type');
    if (text.trim().length > 0 && endpoint.form && isForm(type)) raw = formFields(text);
    else if (text.trim().length > 0) {
      if (!isJson(type)) throw fail('request.unsupported_media_type');
      try {
        raw = JSON.parse(text);
      } catch {
        throw fail('request.malformed_json');
      }
      if (repeatsKey(text)) throw fail('request.duplicate_key');
    }
    body = validate(endpoint.body, raw);
  }
  return { body, query, params };
}
