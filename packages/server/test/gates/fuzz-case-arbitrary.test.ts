import { allEndpointList, prefixesOf } from '@gatehouse/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { syntheticEndpoint } from './synthetic-endpoint';
import { arbitraryFromSchema } from './arbitraries-from-schema';
import { fuzzCaseArbitrary, type FuzzCase } from './fuzz-case-arbitrary';

const options = { hints: {}, maxBodyBytes: 4096, origin: 'http://localhost:5173' };
const sample = (arb: fc.Arbitrary<FuzzCase>, n: number) => fc.sample(arb, { numRuns: n, seed: 42 });

// The gate's coverage figure trusts the "valid" label; these keep that label honest without a server.
describe('fuzz cases derived from the contracts', () => {
  it('labels a case valid only when it parses, and every contract endpoint gets valid cases', () => {
    for (const e of allEndpointList) {
      const valid = sample(fuzzCaseArbitrary(e, options), 300).filter((c) => c.family === 'valid');
      expect(valid.length, e.id).toBeGreaterThan(30);
      for (const c of valid) {
        // Path parameters are filled in: each {name} matches one non-empty segment.
        const pattern = new RegExp(`^(/frontegg)?${e.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
        expect(c.path.replace(/\?.*/, ''), e.id).toMatch(pattern);
        if (prefixesOf(e).length === 1) expect(c.path.startsWith('/frontegg'), e.id).toBe(false);
        if (e.body && c.body !== undefined) expect(e.body.safeParse(JSON.parse(c.body)).success, `${e.id} ${c.body}`).toBe(true);
      }
    }
  });

  it('covers kinds the contracts do not use yet: path params, numbers, arrays, unions, records', () => {
    const e = syntheticEndpoint({
      id: 'synthetic',
      method: 'put',
      path: '/things/{id}/parts/{part}',
      access: { kind: 'user' },
      params: z.object({ id: z.string().min(1).max(40), part: z.enum(['a', 'b']) }),
      body: z.object({
        n: z.number().int().min(0).max(9),
        tags: z.array(z.string().max(5)).max(3),
        u: z.union([z.literal('x'), z.null()]),
        r: z.record(z.string(), z.boolean()).optional(),
      }),
    });
    const cases = sample(fuzzCaseArbitrary(e, options), 400);
    const valid = cases.filter((c) => c.family === 'valid');
    expect(valid.length).toBeGreaterThan(40);
    for (const c of valid) expect(c.path).toMatch(/^(\/frontegg)?\/things\/[^/{}]+\/parts\/[ab]$/);
    expect(cases.filter((c) => c.family === 'hostile' && /\/things\/(\.\.|%2e%2e|%zz|a{600})/.test(c.path)).length).toBeGreaterThan(0);
  });

  it('fails loudly on a zod kind it cannot generate', () => {
    expect(() => arbitraryFromSchema(z.object({ when: z.date() }))).toThrow(/zod type "date"/);
  });
});
