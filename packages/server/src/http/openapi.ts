import { errorBody, type Endpoint } from '@gatehouse/contracts';
import { z } from 'zod';

const schema = (s: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Record<string, unknown>;

const security = (e: Endpoint) => {
  switch (e.access.kind) {
    case 'public':
      return [];
    case 'cookie':
      return [{ refreshCookie: [] }];
    case 'user':
      return [{ bearer: [] }];
    case 'apiToken':
      return [{ apiKey: [] }];
    case 'vendor':
      return [{ vendor: [] }];
  }
};

/** The OpenAPI 3.1 document, generated from the contract endpoints (never written by hand). */
export function buildOpenApi(endpoints: Endpoint[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const parameters: unknown[] = [];
    const addParams = (s: z.ZodType | undefined, where: 'query' | 'path') => {
      if (!s) return;
      const json = schema(s, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, p] of Object.entries(json.properties ?? {}))
        parameters.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: p });
    };
    addParams(e.params, 'path');
    addParams(e.query, 'query');
    const status = String(e.status ?? 200);
    paths[e.path] ??= {};
    paths[e.path]![e.method] = {
      operationId: e.id,
      summary: e.summary,
      tags: e.tags,
      'x-gatehouse-access': e.access,
      security: security(e),
      ...(parameters.length ? { parameters } : {}),
      ...(e.body
        ? {
            requestBody: {
              required: !e.body.safeParse(undefined).success,
              content: { 'application/json': { schema: schema(e.body, 'input') } },
            },
          }
        : {}),
      responses: {
        [status]: { description: 'Success', content: { 'application/json': { schema: schema(e.response, 'output') } } },
        default: { description: 'Error (spec §8 format)', content: { 'application/json': { schema: schema(errorBody, 'output') } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gatehouse API',
      version: '0.1.0',
      description:
        'Identity and account administration. Every user-facing path is also served under the /frontegg prefix; the vendor side (POST /auth/vendor and the routes that need a vendor token) is served at the root only.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        refreshCookie: { type: 'apiKey', in: 'cookie', name: 'gh_refresh' },
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        vendor: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A vendor token from POST /auth/vendor' },
      },
    },
    paths,
  };
}
