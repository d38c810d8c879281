import fc from 'fast-check';
import type { z } from 'zod';
import { checksOf, defOf, type ZodDef as Def } from './zod-def';

/** Known values by field name (the fuzz user's email, tenant id ...), so valid inputs also hit real rows. */
export type Hints = Record<string, readonly string[]>;

/** Length bounds, format pattern and whether a refinement (unreadable) applies, of a string schema. */
export function stringRules(schema: z.ZodType): { min: number; max: number; pattern?: RegExp; refined: boolean } {
  const def = defOf(schema);
  const rules = { min: 0, max: Infinity, pattern: def.pattern as RegExp | undefined, refined: false };
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') rules.min = Math.max(rules.min, c.minimum!);
    else if (c.check === 'max_length') rules.max = Math.min(rules.max, c.maximum!);
    else if (c.check === 'length_equals') rules.min = rules.max = c.length!;
    else if (c.check === 'string_format' && c.pattern) rules.pattern = c.pattern;
    else if (c.check === 'custom') rules.refined = true;
  }
  return rules;
}

/** The object shape under optional / nullable / pipe wrappers, if the schema is an object. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return objectShape(def.innerType as z.ZodType);
  if (def.type === 'pipe')
    return objectShape(defOf(def.in as z.ZodType).type === 'transform' ? (def.out as z.ZodType) : (def.in as z.ZodType));
  return undefined;
}

/** The tightest max length of a string schema under its wrappers (for "one character too long"). */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const def = defOf(schema);
  if (def.type === 'string') return Number.isFinite(stringRules(schema).max) ? stringRules(schema).max : undefined;
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return maxLengthOf(def.innerType as z.ZodType);
  if (def.type === 'pipe')
    return [maxLengthOf(def.in as z.ZodType), maxLengthOf(def.out as z.ZodType)].filter((n) => n !== undefined).sort((a, b) => a - b)[0];
  return undefined;
}

/** Text units for "valid" strings: mostly readable, some of any script, rarely astral or combining. */
const textUnit = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABC0123456789-_.') },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

function stringArbitrary(schema: z.ZodType): fc.Arbitrary<string> {
  const { min, max, pattern, refined } = stringRules(schema);
  // The refinements in the contracts are "JSON text" and "an http(s) URL"; safeParse decides validity in any case.
  if (refined)
    return fc
      .oneof(fc.json({ maxDepth: 2 }), fc.webUrl({ validSchemes: ['https', 'http'] }))
      .filter((s) => s.length >= min && s.length <= max);
  if (pattern) return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max);
  const cap = Math.min(max, min + 40);
  const short = fc.string({ unit: textUnit, minLength: min, maxLength: cap });
  if (!Number.isFinite(max) || max === cap) return short;
  // Exactly at the limit now and then: the boundary is where off-by-one bugs live.
  return fc.oneof({ weight: 9, arbitrary: short }, { weight: 1, arbitrary: fc.constant('x'.repeat(max)) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  for (const c of checksOf(def)) {
    if (c.check === 'greater_than') min = c.value! + (c.inclusive ? 0 : 1);
    if (c.check === 'less_than') max = c.value! - (c.inclusive ? 0 : 1);
  }
  const integer = checksOf(def).some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values shaped like what `schema` accepts on input, derived from its zod definition. Most of
 * them parse; callers check with safeParse and count only those as valid. `name` is the field
 * name, used to mix in hinted known values. Unknown schema kinds throw, so a new kind of
 * contract field fails the gate loudly instead of going unfuzzed.
 */
export function arbitraryFromSchema(schema: z.ZodType, hints: Hints = {}, name?: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const hinted = name && hints[name]?.length ? hints[name] : undefined;
  const inner = (s: unknown, n = name) => arbitraryFromSchema(s as z.ZodType, hints, n);
  switch (def.type) {
    case 'string': {
      const base = stringArbitrary(schema);
      return hinted ? fc.oneof(base, fc.constantFrom(...hinted)) : base;
    }
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'unknown':
    case 'any':
    case 'transform':
      return fc.jsonValue({ maxDepth: 2 });
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'pipe':
      // preprocess() is a pipe from a transform: generate what its target accepts. Otherwise the
      // target is the stricter side (trim → email), so generate from it too.
      return defOf(def.out as z.ZodType).type === 'transform' ? inner(def.in) : inner(def.out);
    case 'array':
      return fc.array(inner(def.element, undefined), { maxLength: 4 });
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => inner(o)));
    case 'record':
      return fc.dictionary(inner(def.keyType, undefined) as fc.Arbitrary<string>, inner(def.valueType, undefined), { maxKeys: 4 });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const model = Object.fromEntries(Object.entries(shape).map(([key, s]) => [key, inner(s, key)]));
      const requiredKeys = Object.entries(shape)
        .filter(([, s]) => !['optional', 'default', 'prefault'].includes(defOf(s).type))
        .map(([k]) => k);
      return fc.record(model, { requiredKeys });
    }
    default:
      throw new Error(
        `arbitraryFromSchema: no generator for zod type "${def.type}"${name ? ` (field ${name})` : ''}: extend the fuzz gate`,
      );
  }
}
