import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@gatehouse/contracts';
import { describe, expect, it } from 'vitest';
import { endpointRoutes } from './endpoint-routes';

const file = fileURLToPath(new URL('./endpoint-routes.ts', import.meta.url));

/** The source endpoint-routes.ts must have: method and path of every contracts endpoint, in table order. */
function expectedSource(): string {
  const rows = Object.entries(endpoints).map(
    ([name, endpoint]) => `  ${name}: { method: '${endpoint.method}', path: '${endpoint.path}' },`,
  );
  return `import type { EndpointId, HttpMethod } from '@gatehouse/contracts';

/** Where an endpoint lives: all the transport needs at run time. */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
}

/**
 * Method and path of every contracts endpoint. GENERATED from the contracts \`endpoints\` table by
 * endpoint-routes.test.ts (run it with UPDATE_ENDPOINT_ROUTES=1 after changing contracts); kept as plain data
 * so the browser bundle does not carry zod and every schema (login-box bundle budget).
 */
export const endpointRoutes = {
${rows.join('\n')}
} as const satisfies Record<EndpointId, EndpointRoute>;
`;
}

describe('endpoint routes', () => {
  it('match the contracts endpoint table (regenerate with UPDATE_ENDPOINT_ROUTES=1)', () => {
    if (process.env.UPDATE_ENDPOINT_ROUTES === '1') writeFileSync(file, expectedSource());
    expect(readFileSync(file, 'utf8')).toBe(expectedSource());
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(endpointRoutes[name as keyof typeof endpointRoutes]).toEqual({ method: endpoint.method, path: endpoint.path });
    }
  });
});
