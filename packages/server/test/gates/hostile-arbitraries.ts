import fc from 'fast-check';

/** Strings that break naive code: encodings, injections, prototype names, Unicode edge cases. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'a\udc00b',
  '\ud83d',
  '\u202eevil',
  '\u2066x\u2069',
  '\ufeff',
  '\uffff',
  '\ufffd',
  '\u200b',
  'e\u0301',
  'İ',
  'ß',
  'ǅ',
  '𝕏',
  '😀',
  '👩‍👩‍👧',
  '%00',
  '%',
  '\\',
  '"',
  "'",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '$argon2id$',
] as const;

const chr = (n: number) => String.fromCharCode(n);
const range = (min: number, max: number) => fc.integer({ min, max }).map(chr);

/** One "character" of hostile text: any code point, lone surrogates, controls, bidi overrides. */
export const hostileUnit: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  range(0xd800, 0xdfff),
  range(0x00, 0x1f),
  range(0x7f, 0x9f),
  fc.constantFrom('\u202a', '\u202b', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200f'),
  fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length > 0)),
);

/** Hostile strings: the nasty list, random full-Unicode text, and long runs. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 4, arbitrary: fc.string({ unit: hostileUnit, maxLength: 64 }) },
  { weight: 1, arbitrary: fc.tuple(hostileUnit, fc.constantFrom(255, 1_025, 4_097, 20_000)).map(([u, n]) => u.repeat(n)) },
);

/** Any JSON value of a hostile kind: wrong types, extreme numbers, nesting, arrays. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(0, -1, 1.5, 2 ** 53 + 1, 1e308, -1e308, Number.MIN_VALUE, true, false, null, {}, [], [null], { toString: 'x' }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 3 }),
);

/** Header values a Request can carry (bytes 0x20–0xff and tab), as a client could send. */
export const headerText = (maxLength = 80): fc.Arbitrary<string> =>
  fc.string({ unit: fc.oneof(range(0x20, 0x7e), range(0xa0, 0xff), fc.constant('\t')), maxLength });

/** percent-encodes any string; lone surrogates become the bytes a lax client would send. */
export const percentEncode = (s: string): string =>
  Array.from(s)
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      return encodeURIComponent(ch);
    })
    .join('');

const BAD_ESCAPES = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%uD800',
  '%00',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '+',
  '%2B',
  '%25',
  '%0d%0aSet-Cookie:x=1',
  'undefined',
  'null',
  '',
];

/** A query string of hostile pairs over `keys` plus prototype names, bad escapes and long values. */
export function hostileQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(
      ...keys,
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'hasOwnProperty',
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      'a[]',
      '',
    ),
    hostileString.map(percentEncode),
  );
  const value = fc.oneof(
    hostileString.map(percentEncode),
    fc.constantFrom(...BAD_ESCAPES),
    fc.constantFrom(2_000, 9_000, 70_000).map((n) => 'x'.repeat(n)),
    // Unencoded text: the URL parser encodes it as a browser would.
    fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => s.replace(/[#&?]/g, '')),
  );
  return fc
    .array(fc.tuple(key, value, fc.boolean()), { minLength: 1, maxLength: 6 })
    .map((pairs) => `?${pairs.map(([k, v, bare]) => (bare && v === '' ? k : `${k}=${v}`)).join('&')}`);
}

/** The route's path, bent: traversal, encodings, case, slashes, long or odd segments. */
export function hostilePath(path: string): fc.Arbitrary<string> {
  const segment = fc.oneof(
    hostileString.map(percentEncode),
    fc.constantFrom('..', '%2e%2e', '.%2E', '%2F', '%5C', '%00', '%', '%ED%A0%80', ';x=1', '~', '*'),
  );
  return fc.oneof(
    fc.constantFrom(
      `${path}/`,
      path.replace('/', '//'),
      path.toUpperCase(),
      `${path}/..`,
      `${path}/%2e%2e`,
      `${path}%2f`,
      `${path};jsessionid=1`,
      `${path}%00`,
      `${path}%`,
      path.replace(/v(\d)/, 'v99'),
      path.replace('u', '%75'),
      path.replace(/\/[^/]+$/, '/%2e%2e/$&'),
      `/frontegg/frontegg${path}`,
    ),
    segment.map((s) => `${path}/${s}`),
    fc.constantFrom(300, 10_000, 70_000).map((n) => `${path}/${'a'.repeat(n)}`),
  );
}

/** Methods the route does not declare, including odd ones a Request still allows. */
export const hostileMethod: fc.Arbitrary<string> = fc.constantFrom(
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'HEAD',
  'PROPFIND',
  'M-SEARCH',
  'get',
  'post',
);

/** Credentials and origins gone wrong: forged, truncated, oversized tokens and cookies. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    authorization: fc.oneof(
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'bearer x',
        'Basic Zm9vOmJhcg==',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4IiwidHlwZSI6InVzZXJUb2tlbiJ9.',
        'Bearer a.b.c',
        'Bearer ..',
        'Bearer x y',
      ),
      headerText().map((s) => `Bearer ${s}`),
      fc.constantFrom(9_000, 70_000).map((n) => `Bearer ${'A'.repeat(n)}`),
    ),
    cookie: fc.oneof(
      fc.constantFrom(
        'gh_refresh=',
        'gh_refresh=;gh_refresh=x',
        '__Host-gh_refresh=x',
        'gh_refresh="x"',
        'gh_refresh=%zz',
        '=;=;;',
        'gh_refresh',
      ),
      headerText().map((s) => `gh_refresh=${s}`),
    ),
    origin: fc.oneof(
      fc.constantFrom('null', 'https://evil.example', 'http://localhost:5173.evil.example', 'http://LOCALHOST:5173', ''),
      headerText(),
    ),
    'x-forwarded-for': fc.oneof(fc.constantFrom('127.0.0.1', '::1', '1.1.1.1, 2.2.2.2', 'unknown'), headerText()),
    'user-agent': headerText(300),
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', ''),
  },
  { requiredKeys: [] },
);

/** Content types a JSON endpoint must refuse or handle: text, forms, multipart, odd charsets. */
export const hostileContentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'text/html; charset=utf-8',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json;charset=iso-8859-1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/jsonp',
  'application/json-patch+json',
  'application/ json',
  'application',
  '*/*',
  '',
  'application/json, text/plain',
);
