import { allEndpointList, type Access } from '@gatehouse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblem } from '../../test/answer-oracle';
import { createTestServer, errorOf, signUpAndActivate, vendorSession, type TestServer } from '../../test/harness';
import type { Database } from '../storage/schema';
import { refreshTokensIssued } from '../../test/refresh-tokens-issued';

/** A JSON schema as the generated OpenAPI document writes it (the parts this walk reads). */
interface Schema {
  type?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Parameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  id: string;
  access: Access;
  parameters: Parameter[];
  body?: Schema;
}

const TABLES = [
  'users',
  'tenants',
  'memberships',
  'sessions',
  'one_time_tokens',
  'mail_outbox',
  'audit_log',
] as const satisfies readonly (keyof Database)[];

describe('malformed input, walked from /openapi.json', () => {
  let t: TestServer;
  let session: Awaited<ReturnType<typeof signUpAndActivate>>;
  let vendorToken: string;
  let operations: Operation[];
  let rowsBefore: Record<string, number>;
  const statuses: number[] = [];

  const countRows = async () => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await t.deps.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    // A rotation rewrites its session row: counted as the refresh tokens issued so far.
    counts.refreshTokensIssued = await refreshTokensIssued(t.deps.db.kysely);
    return counts;
  };

  /** The operation's path with `{param}`s replaced and the query appended. */
  const urlOf = (op: Operation, query: Record<string, string> = {}) => {
    // A path parameter with a fixed set of values (passwordless `{type}`) takes a valid one, so the body is what fails.
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const values = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema.enum;
      return values ? String(values[0]) : crypto.randomUUID();
    });
    const qs = new URLSearchParams(query).toString();
    return qs ? `${path}?${qs}` : path;
  };

  /** Valid-looking values for the required query parameters, so one wrong value is what fails. */
  const plausibleQuery = (op: Operation) =>
    Object.fromEntries(
      op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, p.schema.enum ? String(p.schema.enum[0]) : 'x']),
    );

  /**
   * Sends one request, with the caller's credentials (bearer for user routes, refresh cookie for
   * cookie routes, a vendor token for vendor routes; the harness always sends an allowed Origin) or
   * without any, and checks what
   * every answer must satisfy: never 5xx, never stack text, errors in the §8 format.
   */
  async function send(
    op: Operation,
    withCredentials: boolean,
    init: { url?: string; rawBody?: string; contentType?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.rawBody !== undefined) headers['content-type'] = init.contentType ?? 'application/json';
    const kind = op.access.kind;
    const credentials = withCredentials
      ? kind === 'user'
        ? { token: session.accessToken }
        : kind === 'cookie'
          ? { cookie: session.cookie }
          : kind === 'vendor'
            ? { token: vendorToken }
            : {}
      : {};
    const res = await t.request(op.method.toUpperCase(), init.url ?? urlOf(op), { rawBody: init.rawBody, headers, ...credentials });
    statuses.push(res.status);
    const text = await res.clone().text();
    const sent = init.rawBody === undefined ? '' : ` ${init.contentType ?? 'application/json'} ${init.rawBody.slice(0, 80)}`;
    const where = `${op.method.toUpperCase()} ${init.url ?? op.path}${sent} (${withCredentials ? 'with' : 'without'} credentials) → ${res.status} ${text.slice(0, 200)}`;
    expect(answerProblem({ status: res.status, text }), where).toBeUndefined();
    return { res, where };
  }

  /** Every malformed case runs with credentials (validation is what is tested) and without (still 4xx). */
  async function expectRejected(
    op: Operation,
    init: Parameters<typeof send>[2],
    wanted: { status?: number; errorCode?: string; errors?: string[] } = {},
  ) {
    // The token endpoint answers every refusal in RFC 6749 §5.2 terms: 400 invalid_request, also for a wrong content type.
    const expectation =
      op.path === '/oauth/token' && wanted.status !== 413
        ? { status: wanted.status && 400, errorCode: wanted.errorCode && 'oauth.invalid_request' }
        : wanted;
    const { res, where } = await send(op, true, init);
    if (expectation.status) expect(res.status, where).toBe(expectation.status);
    else expect(res.status, where).toBeGreaterThanOrEqual(400);
    if (expectation.errorCode || expectation.errors) {
      const error = await errorOf(res);
      if (expectation.errorCode) expect(error.errorCode, where).toBe(expectation.errorCode);
      if (expectation.errors) expect(error.errors, where).toEqual(expectation.errors);
    }
    const anonymous = await send(op, false, init);
    expect(anonymous.res.status, anonymous.where).toBeGreaterThanOrEqual(400);
    if (expectation.status === 413) expect(anonymous.res.status, anonymous.where).toBe(413);
  }

  const withBody = () => operations.filter((op) => op.body);

  beforeAll(async () => {
    // Admins may impersonate here, so the walk's admin passes every route's permission check and reaches validation.
    t = await createTestServer({ config: { impersonationByAdmins: true } });
    session = await signUpAndActivate(t);
    ({ token: vendorToken } = await vendorSession(t));
    const res = await t.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            operationId: string;
            'x-gatehouse-access': Access;
            parameters?: Parameter[];
            requestBody?: { content: Record<string, { schema: Schema }> };
          }
        >
      >;
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method,
        path,
        id: op.operationId,
        access: op['x-gatehouse-access'],
        parameters: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
      })),
    );
    rowsBefore = await countRows();
  });
  afterAll(() => t.close());

  it('finds the operations to walk', () => {
    expect(withBody().map((op) => op.id)).toEqual(
      expect.arrayContaining([
        'login',
        'refreshToken',
        'logout',
        'signUp',
        'activate',
        'resetPassword',
        'changePassword',
        'updateMe',
        'switchTenant',
      ]),
    );
    expect(operations.filter((op) => op.parameters.some((p) => p.in === 'query')).map((op) => op.id)).toEqual(
      expect.arrayContaining(['activationStrategy', 'getMe', 'metadata']),
    );
    for (const op of operations) expect(op.access, op.id).toBeDefined();
  });

  it('malformed JSON → 400 request.malformed_json', async () => {
    for (const op of withBody()) await expectRejected(op, { rawBody: '{"email":' }, { status: 400, errorCode: 'request.malformed_json' });
  });

  it('wrong types → 4xx', async () => {
    for (const op of withBody()) {
      const names = Object.keys(op.body!.properties ?? {});
      for (const wrong of [12345, [], ['a', 'b'], { nested: true }, true]) {
        // A body whose every field takes this very type (only booleans, say) is valid, not malformed.
        const kind = Array.isArray(wrong) ? 'array' : typeof wrong === 'number' ? 'integer' : typeof wrong;
        if (names.every((n) => [op.body!.properties![n]!.type].flat().some((t) => t === kind || (kind === 'integer' && t === 'number'))))
          continue;
        if (names.length > 0) await expectRejected(op, { rawBody: JSON.stringify(Object.fromEntries(names.map((n) => [n, wrong]))) });
      }
      // The whole body of a wrong type, too (any object is the right type: unknown keys are dropped).
      for (const whole of ['12345', '[]', '[{"email":"someone@example.com"}]', 'true', '"a string"', 'null'])
        await expectRejected(op, { rawBody: whole });
    }
  });

  it('missing fields ({}) → 4xx unless the schema accepts {}', async () => {
    let checked = 0;
    for (const op of withBody()) {
      // An all-optional body makes {} a valid request: sending it would not be malformed input.
      if (!op.body!.required?.length) continue;
      await expectRejected(op, { rawBody: '{}' });
      // Each required field missing on its own, the others present with plausible values.
      for (const missing of op.body!.required) {
        const rest = Object.fromEntries(
          op.body!.required.filter((n) => n !== missing).map((n) => [n, n === 'email' ? 'someone@example.com' : 'plausible value']),
        );
        await expectRejected(op, { rawBody: JSON.stringify(rest) });
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('a body over maxBodyBytes → 413 "Error request is too large"', async () => {
    const size = Math.ceil(t.config.maxBodyBytes * 1.1);
    const big = JSON.stringify({ email: `${'a'.repeat(size)}@example.com`, password: 'x' });
    expect(big.length).toBeGreaterThan(t.config.maxBodyBytes);
    for (const op of withBody()) {
      await expectRejected(op, { rawBody: big }, { status: 413, errors: ['Error request is too large'] });
      // Declared up front with Content-Length as well as streamed without it.
      await expectRejected(
        op,
        { rawBody: big, headers: { 'content-length': String(Buffer.byteLength(big)) } },
        { status: 413, errors: ['Error request is too large'] },
      );
    }
  });

  it('a non-JSON content type → 415', async () => {
    const text = JSON.stringify({ email: 'someone@example.com', password: 'correct horse battery staple', tenantId: 'x' });
    // Cross-site form posts (Apple's `response_mode=form_post`, a SAML identity provider's HTTP-POST binding): a form
    // is those routes' input, not a wrong type. The contract says which (`form: true`).
    const formPosts = new Set(allEndpointList.filter((e) => e.form).map((e) => e.id));
    for (const op of withBody()) {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'text/html; charset=utf-8']) {
        if (contentType === 'application/x-www-form-urlencoded' && formPosts.has(op.id)) continue;
        await expectRejected(op, { rawBody: text, contentType }, { status: 415, errorCode: 'request.unsupported_media_type' });
      }
    }
  });

  it('U+0000 in any string of a body or query → 400 request.invalid (PostgreSQL text cannot hold it)', async () => {
    for (const op of withBody()) {
      const names = Object.keys(op.body!.properties ?? {});
      if (names.length > 0)
        await expectRejected(
          op,
          { rawBody: JSON.stringify(Object.fromEntries(names.map((n) => [n, 'nul\u0000here']))) },
          { status: 400, errorCode: 'request.invalid' },
        );
    }
    for (const op of operations) {
      for (const p of op.parameters.filter((x) => x.in === 'query' && x.schema.type === 'string' && !x.schema.enum)) {
        await expectRejected(
          op,
          { url: urlOf(op, { ...plausibleQuery(op), [p.name]: 'query\u0000value' }) },
          { status: 400, errorCode: 'request.invalid' },
        );
      }
    }
  });

  it('wrong query values → 4xx', async () => {
    let checked = 0;
    for (const op of operations) {
      for (const p of op.parameters.filter((x) => x.in === 'query')) {
        const wrong: string[] = [];
        if (p.schema.enum) wrong.push('not-a-valid-value', String(p.schema.enum[0]).toUpperCase() + '!');
        if (p.schema.maxLength !== undefined) wrong.push('x'.repeat(p.schema.maxLength + 1));
        if (p.schema.type === 'number' || p.schema.type === 'integer') wrong.push('abc');
        expect(wrong.length, `no wrong value can be made for ${op.id}?${p.name}: extend this walk`).toBeGreaterThan(0);
        for (const value of wrong)
          await expectRejected(op, { url: urlOf(op, { ...plausibleQuery(op), [p.name]: value }) }, { errorCode: undefined });
        if (p.required) {
          const { [p.name]: _omitted, ...rest } = plausibleQuery(op);
          await expectRejected(op, { url: urlOf(op, rest) });
          if (!p.schema.minLength) continue;
          await expectRejected(op, { url: urlOf(op, { ...rest, [p.name]: '' }) });
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('the walk wrote nothing and never answered 5xx', async () => {
    expect(statuses.length).toBeGreaterThan(200);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await countRows()).toEqual(rowsBefore);
    // The session used for the walk is untouched: the cookie was never rotated nor revoked.
    expect((await t.request('GET', '/identity/resources/users/v2/me', { token: session.accessToken })).status).toBe(200);
    expect(
      (await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { body: { tenantId: null }, cookie: session.cookie }))
        .status,
    ).toBe(200);
  });
});
