import fc from 'fast-check';
import { hostileString, hostileUnit, hostileValue } from './hostile-arbitraries';

/** A request body as sent: text (encoded as UTF-8), or raw bytes in hex when they are not UTF-8. */
export interface BodyPayload {
  body?: string;
  bodyHex?: string;
}

// Written as JSON text, never built as objects: `{"__proto__": …}` only survives as text.
const PROTO_MEMBERS = [
  '"__proto__":{"polluted":"yes","isAdmin":true}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
  '"__proto__":{"__proto__":{"polluted":"yes"}}',
  '"__proto__":[]',
  '"__proto__":null',
  '"__proto__":{"toString":"x","valueOf":1,"hasOwnProperty":"x"}',
];
const RAW_NUMBERS = [
  '1e309',
  '-1e309',
  '-0',
  '1e-400',
  '123456789012345678901234567890',
  '9007199254740993',
  '0.1e-999999',
  '1E+2',
  '-',
  '0x10',
  'NaN',
  'Infinity',
  '01',
  '.5',
  '1.',
  '+1',
];
const WHOLE_BODIES = [
  '[]',
  'null',
  'true',
  '0',
  '"x"',
  '[{}]',
  '{}',
  '""',
  '{"":""}',
  '{"a":1',
  '}',
  '{{}}',
  "{'a':1}",
  '{"a":1,}',
  '{"a" 1}',
  '\u0000',
  '\ufeff{}',
];

/** Adds members to an object's JSON text (or wraps them in a new object when it is not one). */
const withMembers = (text: string, members: string[], first: boolean): string => {
  if (!text.startsWith('{')) return `{${members.join(',')}}`;
  const inner = text.slice(1, -1);
  const all = first ? [...members, inner] : [inner, ...members];
  return `{${all.filter(Boolean).join(',')}}`;
};

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * Hostile bodies built around a valid one (`valid`, as JSON text) and the endpoint's `fields`:
 * prototype keys, duplicated keys, truncation, raw number tokens, deep nesting, bodies just
 * under and over `maxBodyBytes`, whole bodies of the wrong type, garbage text, invalid UTF-8.
 */
export function hostileBody(valid: fc.Arbitrary<string>, fields: readonly string[], maxBodyBytes: number): fc.Arbitrary<BodyPayload> {
  const field = fields.length ? fc.constantFrom(...fields) : fc.constant('x');
  const member = (f: string, valueText: string) => `${JSON.stringify(f)}:${valueText}`;
  return fc.oneof(
    fc
      .tuple(valid, fc.subarray(PROTO_MEMBERS, { minLength: 1 }), fc.boolean())
      .map(([v, m, first]) => ({ body: withMembers(v, m, first) })),
    fc.tuple(valid, field, fc.constantFrom(...PROTO_MEMBERS)).map(([v, f, m]) => ({ body: withMembers(v, [member(f, `{${m}}`)], false) })),
    fc
      .tuple(valid, field, hostileValue, fc.boolean())
      .map(([v, f, x, first]) => ({ body: withMembers(v, [member(f, JSON.stringify(x) ?? 'null')], first) })),
    fc.tuple(valid, fc.nat()).map(([v, n]) => ({ body: v.slice(0, v.length > 1 ? n % v.length : 0) })),
    fc.tuple(valid, field, fc.constantFrom(...RAW_NUMBERS)).map(([v, f, n]) => ({ body: withMembers(v, [member(f, n)], false) })),
    fc.tuple(field, fc.constantFrom(64, 2_000, 10_000), fc.boolean()).map(([f, depth, arrays]) => ({
      body: `{${member(f, arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)}}`,
    })),
    // Sizes around the limit, in characters of 1 to 4 UTF-8 bytes: the limit counts bytes.
    fc
      .tuple(
        valid,
        field,
        fc.constantFrom(maxBodyBytes - 64, maxBodyBytes, maxBodyBytes + 1, Math.ceil(maxBodyBytes * 1.05)),
        fc.constantFrom('a', 'é', '€', '😀', '\\u0000'),
      )
      .map(([v, f, size, unit]) => {
        return { body: withMembers(v, [member(f, `"${unit.repeat(Math.ceil(size / Buffer.byteLength(unit)))}"`)], true) };
      }),
    fc
      .oneof(
        fc.constantFrom(...WHOLE_BODIES),
        fc.jsonValue({ maxDepth: 2 }).map((x) => JSON.stringify(x)),
        valid.map((v) => `[${v}]`),
      )
      .map((body) => ({ body })),
    fc
      .array(fc.tuple(fc.oneof(field, hostileString), hostileValue), { maxLength: 6 })
      .map((pairs) => ({ body: `{${pairs.map(([k, x]) => member(k, JSON.stringify(x) ?? 'null')).join(',')}}` })),
    fc.string({ unit: hostileUnit, maxLength: 200 }).map((body) => ({ body })),
    // Bytes that are not UTF-8 (stray continuation bytes, truncated sequences), a BOM, UTF-16.
    fc.tuple(valid, fc.uint8Array({ minLength: 1, maxLength: 6 }), fc.nat()).map(([v, junk, at]) => {
      const bytes = Buffer.from(v, 'utf8');
      const cut = bytes.length ? at % bytes.length : 0;
      return { bodyHex: hex(Buffer.concat([bytes.subarray(0, cut), junk, bytes.subarray(cut)])) };
    }),
    valid.map((v) => ({ bodyHex: `efbbbf${hex(Buffer.from(v, 'utf8'))}` })),
    valid.map((v) => ({ bodyHex: `fffe${hex(Buffer.from(v, 'utf16le'))}` })),
  );
}
