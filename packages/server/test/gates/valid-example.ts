import type { z } from 'zod';
import { checksOf, defOf } from './zod-def';

/** Values by field name, for fields whose valid value depends on the fixture (emails, ids, passwords). */
export type ExampleHints = Record<string, () => unknown>;

function generate(schema: z.ZodType, name: string | undefined, hints: ExampleHints): unknown {
  if (name && hints[name]) return hints[name]();
  const def = defOf(schema);
  const min = checksOf(def).find((c) => c.check === 'min_length' || c.check === 'greater_than');
  switch (def.type) {
    case 'object': {
      // Minimal: required fields only, so what is sent is what the contract insists on.
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape!))
        if (!field.safeParse(undefined).success) out[key] = generate(field, key, hints);
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return generate(def.innerType!, name, hints);
    case 'pipe':
      // z.preprocess is transform → schema: the schema says what is valid. Otherwise the output side is the stricter one.
      return generate(defOf(def.out!).type === 'transform' ? def.in! : def.out!, name, hints);
    case 'string':
      if (def.format === 'email') return `someone.${Math.random().toString(36).slice(2, 10)}@example.com`;
      if (def.format === 'uuid' || def.format === 'guid') return crypto.randomUUID();
      if (def.format === 'url') return 'https://example.com/';
      return 'x'.repeat(Math.max(1, min?.minimum ?? 1));
    case 'number':
    case 'int':
      return (min?.value ?? 0) + 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'array':
      return [];
    case 'record':
      return {};
    case 'union':
      return generate(def.options![0]!, name, hints);
    default:
      return undefined;
  }
}

/**
 * A minimal valid value for a contract schema: required fields only, named fields from the hints,
 * the rest from the schema's type and checks. The value is parsed by the schema before it is
 * returned; when that fails the route needs an entry in the examples table.
 */
export function validExample(schema: z.ZodType, hints: ExampleHints = {}): { ok: true; value: unknown } | { ok: false; error: string } {
  // An optional body or query is sent absent: the smallest valid request.
  if (schema.safeParse(undefined).success) return { ok: true, value: undefined };
  const value = generate(schema, undefined, hints);
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, value }
    : { ok: false, error: `${JSON.stringify(value)}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}` };
}
