import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { breachedPasswordFilter, listForm } from './breached-password-list';
import { BloomFilter } from './bloom-filter';

/** The rate the docs promise (docs/security.md); the filter is built for half of it. */
const STATED_RATE = 1e-7;
const listed = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/src/passwords.json'), 'utf8')) as string[]
).map(listForm);

describe('breached-password filter (the shipped file)', () => {
  const filter = breachedPasswordFilter();

  it('is built from the whole list and sized for the stated rate', () => {
    expect(filter.count).toBe(new Set(listed).size);
    expect(filter.falsePositiveRate).toBeLessThanOrEqual(STATED_RATE);
    expect(filter.serialize().byteLength).toBeLessThan(2 * 1024 * 1024);
  });

  it('finds every listed password, in any letter case', () => {
    const missing = listed.filter((w) => !filter.has(w));
    expect(missing).toEqual([]);
    expect(filter.has(listForm('PassWordPassWord'))).toBe(true);
  });

  it('reports no more strong random passwords than the stated rate allows', () => {
    const samples = 100_000;
    let hits = 0;
    for (let i = 0; i < samples; i++) if (filter.has(listForm(randomBytes(15).toString('base64url')))) hits++;
    // Expected hits at the stated rate: 0.01, so at most one is allowed; a broken filter (an all-ones one gives 100,000) fails.
    const expected = samples * STATED_RATE;
    expect(hits).toBeLessThanOrEqual(Math.ceil(expected + 4 * Math.sqrt(expected)));
  });

  it('round-trips through its file form and refuses a damaged file', () => {
    const f = BloomFilter.sized(3, 1e-4);
    for (const w of ['alpha', 'beta', 'gamma']) f.add(w);
    const again = BloomFilter.parse(f.serialize());
    expect(['alpha', 'beta', 'gamma'].every((w) => again.has(w))).toBe(true);
    expect(again.has('delta')).toBe(false);
    expect(() => BloomFilter.parse(f.serialize().subarray(0, 20))).toThrow(/truncated/);
    expect(() => BloomFilter.parse(new Uint8Array(32))).toThrow(/bad header/);
  });
});
