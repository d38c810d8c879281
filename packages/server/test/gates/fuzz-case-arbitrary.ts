import { COMPAT_PREFIX, prefixesOf, type Endpoint } from '@gatehouse/contracts';
import fc from 'fast-check';
import type { z } from 'zod';
import { arbitraryFromSchema, maxLengthOf, objectShape, type Hints } from './arbitraries-from-schema';
import {
  hostileContentType,
  hostileHeaders,
  hostileMethod,
  hostilePath,
  hostileQuery,
  hostileString,
  percentEncode,
} from './hostile-arbitraries';
import { hostileBody, type BodyPayload } from './hostile-body';

/** valid: parses against the contract; near-valid: one field wrong; hostile: built to break things. */
export type Family = 'valid' | 'near-valid' | 'hostile';

/** One fuzzed request, plain JSON so that a shrunk failure can be pasted into the regression corpus. */
export interface FuzzCase extends BodyPayload {
  route: string;
  family: Family;
  method: string;
  /** Path and query string, as sent. */
  path: string;
  headers: Record<string, string>;
  /** Send the fuzz user's credentials: a bearer token on user routes, the refresh cookie on cookie routes. */
  auth: boolean;
}

/** The pieces of a well-formed request, before a family bends one of them. */
interface Parts {
  prefix: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
  query: Record<string, unknown> | undefined;
  contentType: string;
  auth: boolean;
}

const queryString = (query: Record<string, unknown> | undefined): string => {
  const pairs = Object.entries(query ?? {}).filter(([, v]) => v !== undefined);
  return pairs.length ? `?${new URLSearchParams(pairs.map(([k, v]) => [k, String(v)]))}` : '';
};

/** The contract path with its `{param}`s filled in, percent-encoded as a client would. */
const fillPath = (path: string, params: Record<string, unknown> | undefined): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => percentEncode(String(params?.[name] ?? '')));

/** Whether the request, as the server will read it, satisfies the contract. */
function parses(e: Endpoint, params: unknown, body: string | undefined, path: string): boolean {
  if (e.params && !e.params.safeParse(params).success) return false;
  const search = new URL(path, 'http://localhost').searchParams;
  const query = Object.fromEntries([...search.keys()].map((k) => [k, search.get(k)]));
  if (e.query && !e.query.safeParse(query).success) return false;
  if (!e.body) return true;
  try {
    return e.body.safeParse(body === undefined ? undefined : JSON.parse(body)).success;
  } catch {
    return false;
  }
}

/** One field of `shape` made wrong: a wrong type, null, one character too long, empty, missing. */
function brokenField(shape: Record<string, z.ZodType>): fc.Arbitrary<{ key: string; value: unknown }> {
  return fc.constantFrom(...Object.keys(shape)).chain((key) => {
    const max = maxLengthOf(shape[key]!);
    const wrong: fc.Arbitrary<unknown>[] = [fc.constantFrom(null, 12345, -0, true, [], {}, ['a'], '', ' ', 'undefined'), hostileString];
    if (max !== undefined) wrong.push(fc.constantFrom(max + 1, max + 100).map((n) => 'x'.repeat(n)));
    return fc.record({ key: fc.constant(key), value: fc.oneof(...wrong) });
  });
}

/**
 * Requests for one endpoint in three families, derived from its zod contract (body, query):
 * valid ones reach the handler, near-valid ones test validation one field at a time, hostile
 * ones attack the body, content type, query, path, method and credentials.
 */
export function fuzzCaseArbitrary(e: Endpoint, options: { hints: Hints; maxBodyBytes: number; origin: string }): fc.Arbitrary<FuzzCase> {
  // User-facing routes are also served under /frontegg (one case in four); the vendor side only at the root.
  const prefixes = prefixesOf(e).length > 1 ? ['', '', '', COMPAT_PREFIX] : [''];
  const method = e.method.toUpperCase();
  const bodyShape = e.body && objectShape(e.body);
  const queryShape = e.query && objectShape(e.query);
  const parts: fc.Arbitrary<Parts> = fc.record({
    prefix: fc.constantFrom(...prefixes),
    params: (e.params ? arbitraryFromSchema(e.params, options.hints) : fc.constant(undefined)) as fc.Arbitrary<
      Record<string, unknown> | undefined
    >,
    body: e.body ? arbitraryFromSchema(e.body, options.hints) : fc.constant(undefined),
    query: (e.query ? arbitraryFromSchema(e.query, options.hints) : fc.constant(undefined)) as fc.Arbitrary<
      Record<string, unknown> | undefined
    >,
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/vnd.api+json'),
    auth: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  });

  const build = (family: Family, p: Parts, over: Partial<FuzzCase> & { query?: string } = {}): FuzzCase => {
    const text = p.body === undefined ? undefined : JSON.stringify(p.body);
    const headers: Record<string, string> = {
      origin: options.origin,
      ...(e.body && text !== undefined ? { 'content-type': p.contentType } : {}),
    };
    const fuzz: FuzzCase = {
      route: e.id,
      family,
      method,
      path: `${p.prefix}${fillPath(e.path, p.params)}${over.query ?? queryString(p.query)}`,
      headers,
      auth: p.auth,
      ...(text === undefined ? {} : { body: text }),
    };
    const { query: _query, ...rest } = over;
    const result = { ...fuzz, ...rest, headers: { ...headers, ...over.headers } };
    // A GET or HEAD Request cannot carry a body.
    if (/^(get|head)$/i.test(result.method)) {
      delete result.body;
      delete result.bodyHex;
    }
    if (family === 'valid' && !parses(e, p.params, result.body, result.path)) result.family = 'near-valid';
    return result;
  };

  const valid = parts.map((p) => build('valid', p));
  const nearValid: fc.Arbitrary<FuzzCase>[] = [];
  if (bodyShape && Object.keys(bodyShape).length) {
    nearValid.push(
      fc.tuple(parts, brokenField(bodyShape), fc.boolean()).map(([p, m, drop]) => {
        const body = { ...(p.body as object) } as Record<string, unknown>;
        if (drop) delete body[m.key];
        else body[m.key] = m.value;
        return build('near-valid', { ...p, body });
      }),
    );
  }
  if (e.body)
    nearValid.push(
      fc
        .tuple(parts, fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }))
        .map(([p, k, v]) => build('near-valid', { ...p, body: { ...(p.body as object), [k]: v } })),
    );
  if (queryShape) {
    nearValid.push(
      fc.tuple(parts, brokenField(queryShape), fc.boolean()).map(([p, m, drop]) => {
        const query = { ...p.query };
        if (drop) delete query[m.key];
        else query[m.key] = typeof m.value === 'string' ? m.value : JSON.stringify(m.value);
        return build('near-valid', { ...p, query });
      }),
    );
  }
  nearValid.push(
    fc
      .tuple(parts, fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
      .map(([p, k, v]) => build('near-valid', { ...p, query: { ...p.query, [`x${k}`]: v } })),
  );

  const validText = parts.map((p) => (p.body === undefined ? '{}' : JSON.stringify(p.body)));
  const hostile: fc.Arbitrary<FuzzCase>[] = [
    fc.tuple(parts, hostileQuery(Object.keys(queryShape ?? {}))).map(([p, query]) => build('hostile', p, { query })),
    parts.chain((p) => hostilePath(fillPath(e.path, p.params)).map((path) => ({ ...build('hostile', p), path: `${p.prefix}${path}` }))),
    fc.tuple(parts, hostileHeaders).map(([p, headers]) => build('hostile', p, { headers })),
    fc
      .tuple(
        parts,
        hostileMethod.filter((m) => m.toUpperCase() !== method),
      )
      .map(([p, m]) => build('hostile', p, { method: m })),
  ];
  if (e.params) {
    // Path parameters of every hostile kind: traversal, bad escapes, Unicode, very long.
    const names = Object.keys(objectShape(e.params) ?? {});
    const segment = fc.oneof(
      hostileString.map(percentEncode),
      fc.constantFrom('..', '%2e%2e', '%2F', '%', '%zz', '%ED%A0%80', '%00'),
      fc.constantFrom(600, 9_000).map((n) => 'a'.repeat(n)),
    );
    const hostileParams = fc.record(Object.fromEntries(names.map((n) => [n, segment])));
    hostile.push(
      fc
        .tuple(parts, hostileParams)
        .map(([p, raw]) => ({ ...build('hostile', p), path: `${p.prefix}${e.path.replace(/\{(\w+)\}/g, (_, n: string) => raw[n]!)}` })),
    );
  }
  if (e.body) {
    const bodies = hostileBody(validText, Object.keys(bodyShape ?? {}), options.maxBodyBytes);
    const payload = (b: BodyPayload): Partial<FuzzCase> => ({ body: b.body, bodyHex: b.bodyHex });
    // Twice each: most of the attack surface of a JSON endpoint is its body.
    const bodyKinds = [
      fc.tuple(parts, bodies).map(([p, b]) => clean(build('hostile', p, { headers: { 'content-type': p.contentType }, ...payload(b) }))),
      fc.tuple(parts, hostileContentType).map(([p, ct]) => clean(withContentType(build('hostile', p), ct))),
      fc
        .tuple(parts, bodies, hostileHeaders, hostileQuery(Object.keys(queryShape ?? {})))
        .map(([p, b, headers, query]) => clean(build('hostile', p, { headers, query, ...payload(b) }))),
    ];
    hostile.push(...bodyKinds, ...bodyKinds);
  }
  return fc.oneof(
    { weight: 7, arbitrary: valid },
    { weight: 5, arbitrary: fc.oneof(...nearValid) },
    { weight: 8, arbitrary: fc.oneof(...hostile) },
  );
}

const withContentType = (c: FuzzCase, contentType: string | undefined): FuzzCase => {
  const { 'content-type': _dropped, ...headers } = c.headers;
  return { ...c, headers: contentType === undefined ? headers : { ...headers, 'content-type': contentType }, body: c.body ?? '{}' };
};

/** Drops keys left undefined so the case prints (and pastes) as clean JSON. */
const clean = (c: FuzzCase): FuzzCase => JSON.parse(JSON.stringify(c)) as FuzzCase;
